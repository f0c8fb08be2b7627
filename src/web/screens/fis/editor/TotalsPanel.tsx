import { HTMLTable } from '@blueprintjs/core';
import { type Currency } from '../../../../domain/money/format';
import type { LiveTotals } from '../../../../domain/money/receipt-totals-model';
import { useT } from '../../../i18n/useT';
import { formatMoney } from '../../../../domain/format';
import { isRounded, roundedPayable, type PayableRounding } from '../../../../domain/money/payable-rounding';

/**
 * The receipt's totals, live: sub, discount, VAT per rate, VAT, grand (and withholding when there is any). A document
 * with küsurat yuvarlama shows the rounding and the rounded amount to pay below its grand total.
 */
export function TotalsPanel({ totals, currency, rounding }: { totals: LiveTotals; currency: Currency; rounding?: PayableRounding }) {
  const t = useT();
  const money = (v: string) => formatMoney(v, { currency, symbol: true });
  const row = (key: string, label: string, value: string, strong = false) => (
    <tr key={key} data-total={key}>
      <th style={{ textAlign: 'start', fontWeight: strong ? 700 : 400 }}>{label}</th>
      <td style={{ textAlign: 'end', fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        <span dir="ltr" data-testid={`total-${key}`}>
          {money(value)}
        </span>
      </td>
    </tr>
  );
  const withholding = totals.withholding !== '0.00';
  const rounded = isRounded(rounding, currency) ? roundedPayable(totals.payable, rounding, currency) : null;
  return (
    <HTMLTable compact className="receipt-totals" data-testid="receipt-totals">
      <tbody>
        {row('sub', t('receiptEditor.totals.sub'), totals.sub)}
        {row('discount', t('receiptEditor.totals.discount'), totals.discount)}
        {totals.vatBreakdown.map((r) =>
          row(`vat${r.vatRate}`, t('receiptEditor.totals.vatAt', { rate: r.vatRate, base: formatMoney(r.base, { currency, symbol: true }) }), r.tax),
        )}
        {row('tax', t('receiptEditor.totals.tax'), totals.tax)}
        {row('grand', t('receiptEditor.totals.grand'), totals.grand, !withholding && !rounded)}
        {withholding && row('withholding', t('receiptEditor.totals.withholding'), totals.withholding)}
        {rounded && row('rounding', t('receiptEditor.totals.rounding'), rounded.rounding)}
        {(withholding || rounded) && row('payable', t('receiptEditor.totals.payable'), rounded?.payable ?? totals.payable, true)}
      </tbody>
    </HTMLTable>
  );
}
