import { useSaveWarehouse } from '../../../api/saveWarehouse';
import type { Warehouse } from '../../../../domain/schemas/definitions';
import { useT } from '../../../i18n/useT';
import { DefinitionDialog } from '../../common/DefinitionDialog';

/** Adds or renames a warehouse. */
export function WarehouseDialog({ warehouse, onClose }: { warehouse?: Warehouse; onClose: () => void }) {
  const t = useT();
  const save = useSaveWarehouse();
  return (
    <DefinitionDialog
      title={warehouse ? t('definitions.warehouse.editTitle') : t('definitions.warehouse.new')}
      testId="warehouse-dialog"
      fields={[{ kind: 'text', name: 'name', label: t('definitions.warehouse.name'), required: true }]}
      initial={{ name: warehouse?.name ?? '' }}
      save={(v) => save.mutateAsync({ id: warehouse?.id, name: String(v.name) })}
      onClose={onClose}
    />
  );
}
