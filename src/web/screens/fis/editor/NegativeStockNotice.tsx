import { Callout } from '@blueprintjs/core';
import type { NegativeStockView } from '../../../../domain/schemas/document-views';
import { formatQuantity } from '../../../../domain/format';
import { useWarehouses } from '../../../api/fetchWarehouses';
import { useT } from '../../../i18n/useT';
import type { EditorLine } from '../../common/editorLine';

/**
 * The lines a receipt takes below zero where the warehouse warns or refuses (the view's `negativeStock`): before
 * COMPLETE, what completing would do (a refusing warehouse keeps the button off); once completed, what it did.
 */
export function NegativeStockNotice({
  shortages,
  lines,
  completed,
}: {
  shortages: readonly NegativeStockView[];
  lines: readonly EditorLine[];
  completed: boolean;
}) {
  const t = useT();
  const warehouses = useWarehouses();
  const refused = !completed && shortages.some((s) => s.policy === 'refuse');
  const productName = (id: string) => lines.find((l) => String(l.productId) === id)?.name || `#${id}`;
  const warehouseName = (id: string) => warehouses.data?.find((w) => String(w.id) === id)?.name ?? `#${id}`;
  return (
    <Callout
      intent={refused ? 'danger' : 'warning'}
      icon="warning-sign"
      style={{ marginTop: 12 }}
      data-testid="negative-stock"
      data-refused={refused ? 'true' : 'false'}
    >
      <div>{t(completed ? 'receiptEditor.negativeStock.completed' : refused ? 'receiptEditor.negativeStock.refuse' : 'receiptEditor.negativeStock.warn')}</div>
      <ul style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
        {shortages.map((s) => (
          <li key={`${s.warehouseId}/${s.productId}`} data-product-id={s.productId} data-warehouse-id={s.warehouseId} data-policy={s.policy}>
            {t('receiptEditor.negativeStock.line', {
              product: productName(s.productId),
              warehouse: warehouseName(s.warehouseId),
              onHand: formatQuantity(s.onHand),
              after: formatQuantity(s.after),
            })}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
