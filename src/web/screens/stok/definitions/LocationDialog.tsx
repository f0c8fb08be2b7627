import { useSaveLocation } from '../../../api/saveLocation';
import type { ShelfLocation, Warehouse } from '../../../../domain/schemas/definitions';
import { useT } from '../../../i18n/useT';
import { DefinitionDialog } from '../../common/DefinitionDialog';

/** Adds, renames or moves a shelf location: its name and its warehouse. */
export function LocationDialog({ location, warehouses, onClose }: { location?: ShelfLocation; warehouses: Warehouse[]; onClose: () => void }) {
  const t = useT();
  const save = useSaveLocation();
  const initialWarehouse = location?.warehouseId ?? (warehouses.length === 1 ? warehouses[0]!.id : undefined);
  return (
    <DefinitionDialog
      title={location ? t('definitions.location.editTitle') : t('definitions.location.new')}
      testId="location-dialog"
      fields={[
        { kind: 'text', name: 'name', label: t('definitions.location.name'), required: true },
        {
          kind: 'select',
          name: 'warehouseId',
          label: t('definitions.location.warehouse'),
          required: true,
          options: [{ value: '', label: t('definitions.location.pickWarehouse') }, ...warehouses.map((w) => ({ value: String(w.id), label: w.name }))],
        },
      ]}
      initial={{ name: location?.name ?? '', warehouseId: initialWarehouse ? String(initialWarehouse) : '' }}
      save={(v) => save.mutateAsync({ id: location?.id, name: String(v.name), warehouseId: String(v.warehouseId) })}
      onClose={onClose}
    />
  );
}
