import { computeTotals, lineAmounts, type PricedLine } from '../../../domain/money/totals';
import { useT } from '../../i18n/useT';
import { formatDecimal } from '../../../domain/format';

export interface SlipLine extends PricedLine {
  key: string | number;
  name: string;
}

interface Props {
  /** test ids: `pos-slip-total`, `tables-slip-total`, … */
  prefix: 'pos' | 'tables';
  lines: readonly SlipLine[];
  /** the payment's kind and, for cash, the change; none while a bill is still open */
  paid?: { kind: string; change: string | null; parts?: { cash: string; card: string } };
}

/** The body of an 80 mm slip, the same for a sale at the till and a table's bill: lines, VAT, total, payment. */
export function SlipLines({ prefix, lines, paid }: Props) {
  const t = useT();
  const totals = computeTotals(lines);
  return (
    <>
      <table>
        <tbody>
          {lines.map((l) => (
            <tr key={l.key}>
              <td>
                {l.name} × {formatDecimal(l.quantity, 0)}
                {l.discountRate && l.discountRate !== '0' ? ` (-%${formatDecimal(l.discountRate, 0)})` : ''}
              </td>
              <td className="pos-num">{formatDecimal(lineAmounts(l).net, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('pos.tax')}: {formatDecimal(totals.tax, 2)}
      </p>
      <p data-testid={`${prefix}-slip-total`}>
        <strong>
          {t('pos.total')}: {formatDecimal(totals.grand, 2)}
        </strong>
      </p>
      {paid && <p data-testid={`${prefix}-slip-payment`}>{t(`pos.kind.${paid.kind}`)}</p>}
      {paid?.parts && (
        <p data-testid={`${prefix}-slip-parts`}>
          {t('pos.cashPart')}: {formatDecimal(paid.parts.cash, 2)} · {t('pos.cardPart')}: {formatDecimal(paid.parts.card, 2)}
        </p>
      )}
      {paid?.change != null && (
        <p data-testid={`${prefix}-slip-change`}>
          {t('pos.change')}: {formatDecimal(paid.change, 2)}
        </p>
      )}
    </>
  );
}
