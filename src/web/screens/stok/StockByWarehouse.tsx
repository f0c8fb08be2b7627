import { H5, HTMLTable } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import { Dec } from '../../../domain/money/decimal';
import type { Product } from '../../../domain/schemas/products';
import { useT } from '../../i18n/useT';
import { formatQuantity } from '../../../domain/format';

/**
 * The card's stock per warehouse, as the stock ledger holds it (GET /api/products/:id `stockByWarehouse`), and under
 * each warehouse what its shelf locations hold (`stockByLocation`, in the picking order).
 */
export function StockByWarehouse({ card, style }: { card: Product; style?: CSSProperties }) {
  const t = useT();
  const rows = card.stockByWarehouse ?? [];
  return (
    <section style={style} data-testid="stock-by-warehouse">
      <H5>{t('stock.form.stockByWarehouse')}</H5>
      {rows.length === 0 ? (
        <p>{t('stock.form.noStockMoves')}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('stock.form.warehouse')}</th>
              <th style={{ textAlign: 'end' }}>{t('stock.form.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => [
              <tr
                key={r.warehouseId}
                data-warehouse={r.warehouseName}
                data-intent={new Dec(r.quantity).lt(0) ? 'danger' : undefined}
                className={new Dec(r.quantity).lt(0) ? 'defter-row-danger' : undefined}
              >
                <td>{r.warehouseName}</td>
                <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }} dir="ltr">
                  {formatQuantity(r.quantity)}
                </td>
              </tr>,
              ...(card.stockByLocation ?? [])
                .filter((l) => l.warehouseId === r.warehouseId)
                .map((l) => (
                  <tr key={`${r.warehouseId}-${l.locationId}`} data-location={l.locationName}>
                    <td style={{ paddingInlineStart: 24 }}>{l.locationName}</td>
                    <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }} dir="ltr">
                      {formatQuantity(l.quantity)}
                    </td>
                  </tr>
                )),
            ])}
            <tr>
              <th>{t('stock.form.total')}</th>
              <th style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }} dir="ltr">
                {formatQuantity(card.stockQuantity ?? 0)}
              </th>
            </tr>
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
