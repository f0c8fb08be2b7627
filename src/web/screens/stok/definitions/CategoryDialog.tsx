import { useSaveDefinition } from '../../../api/saveDefinition';
import { useT } from '../../../i18n/useT';
import { DefinitionDialog } from '../../common/DefinitionDialog';
import { useActiveField } from './activeField';
import type { CategoryNode } from './categoryTree';

interface Props {
  /** the category renamed or moved; none for a new one */
  category?: CategoryNode;
  /** the parent a new category starts under */
  parentId?: number;
  tree: CategoryNode[];
  onClose: () => void;
}

/** Adds or edits a category: name, parent (never itself or one below it), active. */
export function CategoryDialog({ category, parentId, tree, onClose }: Props) {
  const t = useT();
  const save = useSaveDefinition('category');
  const active = useActiveField();
  const initialParent = category ? category.parentId : parentId;
  const parents = tree.filter((c) => !category || !category.subtree.has(c.id));
  return (
    <DefinitionDialog
      title={category ? t('definitions.category.editTitle') : t('definitions.category.new')}
      testId="category-dialog"
      fields={[
        { kind: 'text', name: 'name', label: t('definitions.category.name'), required: true },
        {
          kind: 'select',
          name: 'parentId',
          label: t('definitions.category.parent'),
          options: [{ value: '', label: t('definitions.category.noParent') }, ...parents.map((c) => ({ value: String(c.id), label: c.path }))],
        },
        ...(category ? [active] : []),
      ]}
      initial={{ name: category?.name ?? '', parentId: initialParent ? String(initialParent) : '', active: category?.active ?? true }}
      save={(v) => save.mutateAsync({ id: category?.id, body: { name: v.name, parentId: v.parentId || undefined, active: v.active } })}
      onClose={onClose}
    />
  );
}
