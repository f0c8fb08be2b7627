import { useState } from 'react';
import { useSaveDefinition } from '../../../api/saveDefinition';
import { showNotice } from '../../../api/errorBus';
import { useT } from '../../../i18n/useT';
import { SelectField, TextField } from '../../common/FormField';
import { useMasterForm } from '../../common/useMasterForm';
import { ActiveSwitch } from './ActiveSwitch';
import type { CategoryNode } from './categoryTree';
import { EditDialog } from './EditDialog';

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
  const initialParent = category ? category.parentId : parentId;
  const form = useMasterForm({ name: category?.name ?? '', parentId: initialParent ? String(initialParent) : '' }, ['name'], t('validation.required'));
  const [active, setActive] = useState(category?.active ?? true);
  const save = useSaveDefinition('category');
  const parents = tree.filter((c) => !category || !category.subtree.has(c.id));

  const submit = () => {
    if (!form.checkRequired()) return;
    const body = { name: form.values.name.trim(), parentId: form.values.parentId || undefined, active };
    save.mutate(
      { id: category?.id, body },
      {
        onSuccess: (saved) => {
          showNotice({ kind: 'toast', intent: 'success', message: t('definitions.saved', { name: saved.name }), timeout: 3000 });
          onClose();
        },
        onError: (err) => form.showServerErrors(err),
      },
    );
  };

  return (
    <EditDialog
      title={category ? t('definitions.category.editTitle') : t('definitions.category.new')}
      testId="category-dialog"
      saving={save.isPending}
      other={form.other}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField {...form.field('name')} label={t('definitions.category.name')} required autoFocus />
      <SelectField
        {...form.field('parentId')}
        label={t('definitions.category.parent')}
        options={[{ value: '', label: t('definitions.category.noParent') }, ...parents.map((c) => ({ value: String(c.id), label: c.path }))]}
      />
      {category && <ActiveSwitch checked={active} onChange={setActive} />}
    </EditDialog>
  );
}
