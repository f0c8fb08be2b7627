import { useSaveWarehouse } from '../../../api/saveWarehouse';
import { DEFAULT_NEGATIVE_STOCK_POLICY, NEGATIVE_STOCK_POLICIES, isNegativeStockPolicy } from '../../../../domain/documents/negative-stock';
import type { Warehouse } from '../../../../domain/schemas/definitions';
import { useT } from '../../../i18n/useT';
import { DefinitionDialog } from '../../common/DefinitionDialog';

/** Adds or renames a warehouse and sets what a sale taking its stock below zero does there. */
export function WarehouseDialog({ warehouse, onClose }: { warehouse?: Warehouse; onClose: () => void }) {
  const t = useT();
  const save = useSaveWarehouse();
  return (
    <DefinitionDialog
      title={warehouse ? t('definitions.warehouse.editTitle') : t('definitions.warehouse.new')}
      testId="warehouse-dialog"
      fields={[
        { kind: 'text', name: 'name', label: t('definitions.warehouse.name'), required: true },
        {
          kind: 'select',
          name: 'negativeStock',
          label: t('definitions.warehouse.negativeStock'),
          required: true,
          options: NEGATIVE_STOCK_POLICIES.map((p) => ({ value: p, label: t(`definitions.warehouse.policy.${p}`) })),
        },
      ]}
      initial={{ name: warehouse?.name ?? '', negativeStock: warehouse?.negativeStock ?? DEFAULT_NEGATIVE_STOCK_POLICY }}
      save={(v) =>
        save.mutateAsync({
          id: warehouse?.id,
          name: String(v.name),
          negativeStock: isNegativeStockPolicy(v.negativeStock) ? v.negativeStock : DEFAULT_NEGATIVE_STOCK_POLICY,
        })
      }
      onClose={onClose}
    />
  );
}
