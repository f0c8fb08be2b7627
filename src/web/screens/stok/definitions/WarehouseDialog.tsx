import { showNotice } from '../../../api/errorBus';
import { useSaveWarehouse } from '../../../api/saveWarehouse';
import type { Warehouse } from '../../../../domain/schemas/definitions';
import { useT } from '../../../i18n/useT';
import { TextField } from '../../common/FormField';
import { useMasterForm } from '../../common/useMasterForm';
import { EditDialog } from './EditDialog';

/** Adds or renames a warehouse. */
export function WarehouseDialog({ warehouse, onClose }: { warehouse?: Warehouse; onClose: () => void }) {
  const t = useT();
  const form = useMasterForm({ name: warehouse?.name ?? '' }, ['name'], t('validation.required'));
  const save = useSaveWarehouse();

  const submit = () => {
    if (!form.checkRequired()) return;
    save.mutate(
      { id: warehouse?.id, name: form.values.name.trim() },
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
      title={warehouse ? t('definitions.warehouse.editTitle') : t('definitions.warehouse.new')}
      testId="warehouse-dialog"
      saving={save.isPending}
      other={form.other}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField {...form.field('name')} label={t('definitions.warehouse.name')} required autoFocus />
    </EditDialog>
  );
}
