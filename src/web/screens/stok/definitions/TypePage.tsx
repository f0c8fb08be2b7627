import { useState } from 'react';
import type { Definition } from '../../../../domain/schemas/definitions';
import { useDefinitions } from '../../../api/fetchDefinitions';
import { useT } from '../../../i18n/useT';
import { InlineList } from '../../common/InlineList';
import { RowButton } from '../../common/RowButton';
import { StatusTag } from './StatusTag';
import { TypeDialog } from './TypeDialog';

/** /stok/tur: product types (Kitap, Kırtasiye, …) in Turkish order, added and renamed in a dialog. */
export function TypePage({ path }: { path: string }) {
  const t = useT();
  const { data } = useDefinitions('type', { limit: 500, offset: 0 });
  const [editing, setEditing] = useState<{ type?: Definition } | null>(null);

  return (
    <InlineList<Definition>
      testId="type-list"
      route={path}
      title={t('route.stockTypes')}
      newText={t('definitions.type.new')}
      onNew={() => setEditing({})}
      note={t('definitions.passiveNote')}
      rows={data?.items}
      searchText={(d) => d.name}
      rowKey={(d) => d.id}
      rowProps={(d) => ({ 'data-id': String(d.id), 'data-name': d.name })}
      columns={[
        { key: 'name', header: t('definitions.col.name'), cell: (d) => d.name },
        { key: 'status', header: t('definitions.col.status'), cell: (d) => <StatusTag active={d.active} /> },
        {
          key: 'actions',
          header: '',
          cell: (d) => <RowButton icon="edit" text={t('definitions.edit')} onClick={() => setEditing({ type: d })} testId="edit" />,
        },
      ]}
    >
      {editing && <TypeDialog type={editing.type} onClose={() => setEditing(null)} />}
    </InlineList>
  );
}
