import { showNotice } from '../../../api/errorBus';
import { useSaveLocation } from '../../../api/saveLocation';
import type { ShelfLocation } from '../../../../domain/schemas/definitions';
import type { Warehouse } from '../../../../domain/schemas/definitions';
import { useT } from '../../../i18n/useT';
import { SelectField, TextField } from '../../common/FormField';
import { useMasterForm } from '../../common/useMasterForm';
import { EditDialog } from './EditDialog';

/** Adds, renames or moves a shelf location: its name and its warehouse. */
export function LocationDialog({ location, warehouses, onClose }: { location?: ShelfLocation; warehouses: Warehouse[]; onClose: () => void }) {
  const t = useT();
  const initialWarehouse = location?.warehouseId ?? (warehouses.length === 1 ? warehouses[0]!.id : undefined);
  const form = useMasterForm(
    { name: location?.name ?? '', warehouseId: initialWarehouse ? String(initialWarehouse) : '' },
    ['name', 'warehouseId'],
    t('validation.required'),
  );
  const save = useSaveLocation();

  const submit = () => {
    if (!form.checkRequired()) return;
    save.mutate(
      { id: location?.id, name: form.values.name.trim(), warehouseId: form.values.warehouseId },
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
      title={location ? t('definitions.location.editTitle') : t('definitions.location.new')}
      testId="location-dialog"
      saving={save.isPending}
      other={form.other}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField {...form.field('name')} label={t('definitions.location.name')} required autoFocus />
      <SelectField
        {...form.field('warehouseId')}
        label={t('definitions.location.warehouse')}
        required
        options={[{ value: '', label: t('definitions.location.pickWarehouse') }, ...warehouses.map((w) => ({ value: String(w.id), label: w.name }))]}
      />
    </EditDialog>
  );
}
