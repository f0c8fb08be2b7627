import { Icon } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useDefinitions } from '../../../api/fetchDefinitions';
import { useT } from '../../../i18n/useT';
import { CategoryDialog } from './CategoryDialog';
import { categoryTree, type CategoryNode } from './categoryTree';
import { InlineList } from '../../common/InlineList';
import { RowButton } from '../../common/RowButton';
import { StatusTag } from './StatusTag';

type Editing = { category?: CategoryNode; parentId?: number } | null;

/** /stok/kategori: the category tree in Turkish order, with add, add-below and edit (rename, move, passive). */
export function CategoryPage({ path }: { path: string }) {
  const t = useT();
  const { data } = useDefinitions('category', { limit: 500, offset: 0 });
  const tree = useMemo(() => (data ? categoryTree(data.items) : undefined), [data]);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <InlineList<CategoryNode>
      testId="category-list"
      route={path}
      title={t('route.stockCategories')}
      newText={t('definitions.category.new')}
      onNew={() => setEditing({})}
      note={t('definitions.passiveNote')}
      rows={tree}
      searchText={(c) => c.path}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ 'data-id': String(c.id), 'data-name': c.name, 'data-depth': String(c.depth) })}
      columns={[
        {
          key: 'name',
          header: t('definitions.col.name'),
          cell: (c) => (
            <span style={{ paddingInlineStart: c.depth * 20, display: 'inline-block', whiteSpace: 'nowrap', opacity: c.active ? 1 : 0.6 }} title={c.path}>
              <Icon icon={c.depth === 0 ? 'folder-close' : 'tag'} size={12} style={{ marginInlineEnd: 6, opacity: 0.6 }} />
              {c.name}
            </span>
          ),
        },
        { key: 'status', header: t('definitions.col.status'), cell: (c) => <StatusTag active={c.active} /> },
        {
          key: 'actions',
          header: '',
          cell: (c) => (
            <span style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
              <RowButton icon="add" text={t('definitions.category.addSub')} onClick={() => setEditing({ parentId: c.id })} testId="add-sub" />
              <RowButton icon="edit" text={t('definitions.edit')} onClick={() => setEditing({ category: c })} testId="edit" />
            </span>
          ),
        },
      ]}
    >
      {editing && tree && <CategoryDialog category={editing.category} parentId={editing.parentId} tree={tree} onClose={() => setEditing(null)} />}
    </InlineList>
  );
}
