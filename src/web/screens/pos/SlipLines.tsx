import { documentSums, type PricedLine } from '../../../domain/money/totals';
import { useT } from '../../i18n/useT';
import { formatDecimal } from '../../../domain/format';
import { VatRows } from './PosSums';
import { saleDue } from '../../../../flows/pos';
import type { PayableRounding } from '../../../domain/money/payable-rounding';

export interface SlipLine extends PricedLine {
  key: string | number;
  name: string;
  /** the campaigns that took something off the line: each printed under it by name */
  campaignDiscounts?: readonly { name: string; amount: string }[];
}

interface Props {
  /** test ids: `pos-slip-total`, `tables-slip-total`, … */
  prefix: 'pos' | 'tables';
  lines: readonly SlipLine[];
  /**
   * The payment's kind and, for cash, what the customer handed over and the change; none while a bill is still
   * open.
   */
  paid?: { kind: string; change: string | null; received?: string; parts?: { cash: string; card: string } };
  /** the küsurat yuvarlama of the sale: the rounding and the amount to pay print under the total */
  rounding?: PayableRounding;
}

/**
 * The body of an 80 mm slip, the same for a sale at the till and a table's bill: each line at what it costs with
 * its VAT, the subtotal and the VAT per rate, the total, the payment, and the words an information slip carries:
 * a receipt from a system that is not a fiscal cash register has no fiscal value.
 */
export function SlipLines({ prefix, lines, paid, rounding }: Props) {
  const t = useT();
  const sums = documentSums(lines);
  const due = rounding ? saleDue(lines, rounding) : null;
  return (
    <>
      <table>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.key}>
              <td>
                {l.name} × {formatDecimal(l.quantity, 0)}
                {l.discountRate && l.discountRate !== '0' ? ` (-%${formatDecimal(l.discountRate, 0)})` : ''}
                {l.campaignDiscounts?.map((d, j) => (
                  <div key={j} className="pos-campaign" data-testid={`${prefix}-slip-campaign`}>
                    {d.name} <span dir="ltr">−{formatDecimal(d.amount, 2)}</span>
                  </div>
                ))}
              </td>
              <td className="pos-num">{formatDecimal(sums.lines[i]!.total, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="pos-slip-sums">
        <tbody>
          <VatRows sums={sums} prefix={`${prefix}-slip`} />
          <tr data-testid={`${prefix}-slip-total`}>
            <th>
              <strong>{t('pos.total')}</strong>
            </th>
            <td className="pos-num">
              <strong>{formatDecimal(sums.totals.grand, 2)}</strong>
            </td>
          </tr>
          {due && (
            <>
              <tr data-testid={`${prefix}-slip-rounding`}>
                <th>{t('receiptEditor.totals.rounding')}</th>
                <td className="pos-num">{formatDecimal(due.rounding, 2)}</td>
              </tr>
              <tr data-testid={`${prefix}-slip-payable`}>
                <th>
                  <strong>{t('receiptEditor.totals.payable')}</strong>
                </th>
                <td className="pos-num">
                  <strong>{formatDecimal(due.payable, 2)}</strong>
                </td>
              </tr>
            </>
          )}
        </tbody>
      </table>
      {paid && <p data-testid={`${prefix}-slip-payment`}>{t(`pos.kind.${paid.kind}`)}</p>}
      {paid?.received !== undefined && (
        <p data-testid={`${prefix}-slip-received`}>
          {t('pos.cashGiven')}: {formatDecimal(paid.received, 2)}
        </p>
      )}
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
      <p className="pos-slip-legal" data-testid={`${prefix}-slip-not-fiscal`}>
        {t('pos.slip.notFiscal')}
      </p>
    </>
  );
}
