import { Dec } from '../../../domain/money/decimal';
import type { DocumentSums } from '../../../domain/money/totals';
import { formatDecimal } from '../../../domain/format';
import { useT } from '../../i18n/useT';

/** The sale without its VAT (after discounts): the sum of the VAT rows' bases. */
export const subtotalOf = (sums: DocumentSums): string => new Dec(sums.totals.sub).minus(sums.totals.discount).toFixed(2);

/**
 * The subtotal without VAT and the VAT of each rate with its base: they add up to the total. Under the till's
 * lines before payment, and on the slip.
 */
export function VatRows({ sums, prefix }: { sums: DocumentSums; prefix: 'pos' | 'pos-slip' | 'tables-slip' }) {
  const t = useT();
  return (
    <>
      <tr>
        <th>{t('pos.subtotal')}</th>
        <td className="pos-num" dir="ltr" data-testid={`${prefix}-subtotal`}>
          {formatDecimal(subtotalOf(sums), 2)}
        </td>
      </tr>
      {sums.vat.map((r) => (
        <tr key={r.vatRate} data-testid={`${prefix}-vat-${r.vatRate}`}>
          <th>{t('pos.vatAt', { rate: r.vatRate, base: formatDecimal(r.base, 2) })}</th>
          <td className="pos-num" dir="ltr">
            {formatDecimal(r.tax, 2)}
          </td>
        </tr>
      ))}
    </>
  );
}

/** Under the lines, before payment. */
export function PosSums({ sums }: { sums: DocumentSums }) {
  if (sums.lines.length === 0) return null;
  return (
    <table className="pos-sums" data-testid="pos-sums">
      <tbody>
        <VatRows sums={sums} prefix="pos" />
      </tbody>
    </table>
  );
}
