import { useState } from 'react';
import { useSaveDefinition } from '../../../api/saveDefinition';
import type { Definition } from '../../../../domain/schemas/definitions';
import { showNotice } from '../../../api/errorBus';
import { useT } from '../../../i18n/useT';
import { TextField } from '../../common/FormField';
import { useMasterForm } from '../../common/useMasterForm';
import { ActiveSwitch } from './ActiveSwitch';
import { EditDialog } from './EditDialog';

/** Adds or renames a product type; an existing one can be made passive. */
export function TypeDialog({ type, onClose }: { type?: Definition; onClose: () => void }) {
  const t = useT();
  const form = useMasterForm({ name: type?.name ?? '' }, ['name'], t('validation.required'));
  const [active, setActive] = useState(type?.active ?? true);
  const save = useSaveDefinition('type');

  const submit = () => {
    if (!form.checkRequired()) return;
    save.mutate(
      { id: type?.id, body: { name: form.values.name.trim(), active } },
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
      title={type ? t('definitions.type.editTitle') : t('definitions.type.new')}
      testId="type-dialog"
      saving={save.isPending}
      other={form.other}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField {...form.field('name')} label={t('definitions.type.name')} required autoFocus />
      {type && <ActiveSwitch checked={active} onChange={setActive} />}
    </EditDialog>
  );
}
