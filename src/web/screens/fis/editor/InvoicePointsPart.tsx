import { FormGroup, InputGroup } from '@blueprintjs/core';
import { formatMoney, readAmount } from '../../../../domain/format';
import { invoicePointsPayment, POINTS_REST_TYPES, type InvoicePointsPayment } from '../../../../domain/loyalty/invoice-points';
import { liraForPoints } from '../../../../domain/loyalty/tender';
import { useAccountPoints, useLoyaltySettings } from '../../../api/loyalty';
import { useT } from '../../../i18n/useT';
import type { HeaderState } from '../../common/headerState';

export interface InvoicePoints {
  /** the part is shown: a sales invoice, points on, an account that holds points (or a part already written) */
  shown: boolean;
  balance: number;
  pointValue: string;
  /** what the header's points part makes of the payment (the domain's rule); null when no points are paid */
  payment: InvoicePointsPayment | null;
}

const isRest = (v: string | null): v is (typeof POINTS_REST_TYPES)[number] => (POINTS_REST_TYPES as readonly (string | null)[]).includes(v);

/** The points part of a sales invoice's payment, as the editor's header holds it, decided by src/domain/loyalty/invoice-points.ts. */
export function useInvoicePoints(
  type: string,
  header: Pick<HeaderState, 'account' | 'paymentType' | 'pointsLira'>,
  owed: string,
  paidBySource: boolean,
): InvoicePoints {
  const settings = useLoyaltySettings().data;
  // an invoice of a till sale was paid (and its points spent) at the till
  const on = type === 'salesInvoice' && !paidBySource && settings?.enabled === true;
  const accountId = on && header.account ? header.account.id : null;
  const balance = useAccountPoints(accountId).data?.balance ?? 0;
  const written = header.pointsLira.trim() !== '';
  const shown = on && accountId !== null && (balance > 0 || written);
  const lira = readAmount(header.pointsLira);
  let payment: InvoicePointsPayment | null = null;
  if (shown && written) {
    if (!lira.ok || !isRest(header.paymentType)) payment = { ok: false, reason: 'receipt.paymentMismatch' };
    else if (Number(lira.value) > 0) payment = invoicePointsPayment(lira.value, owed, header.paymentType, String(accountId), settings ?? null, balance);
  }
  return { shown, balance, pointValue: settings?.pointValue ?? '0', payment };
}

/**
 * The part of a sales invoice paid with the customer's loyalty points: what the account holds and is worth, and the
 * liras paid with points; the rest is paid as the payment type says (cash or card). The domain's rule refuses a part
 * the account cannot cover before it is saved, and the server again, under the account's lock, when it completes.
 */
export function InvoicePointsPart({
  points,
  header,
  readOnly,
  onChange,
}: {
  points: InvoicePoints;
  header: HeaderState;
  readOnly: boolean;
  onChange: (patch: Partial<HeaderState>) => void;
}) {
  const t = useT();
  if (!points.shown) return null;
  const money = (v: string) => formatMoney(v, { currency: header.currency, symbol: true });
  const restOk = isRest(header.paymentType);
  const p = points.payment;
  return (
    <section className="receipt-points" data-testid="invoice-points">
      <h4 className="bp6-heading">{t('receiptEditor.points.title')}</h4>
      <p className="bp6-text-muted" data-testid="invoice-points-available">
        {t('loyalty.available', { points: points.balance, value: money(liraForPoints(Math.max(points.balance, 0), points.pointValue)) })}
      </p>
      <FormGroup label={t('loyalty.pay')} labelFor="f-pointsLira" helperText={restOk ? undefined : t('receiptEditor.points.needsPayment')}>
        <InputGroup
          id="f-pointsLira"
          name="pointsLira"
          inputMode="decimal"
          dir="ltr"
          readOnly={readOnly}
          disabled={!restOk && header.pointsLira === ''}
          value={header.pointsLira}
          onChange={(e) => onChange({ pointsLira: e.target.value })}
          data-testid="invoice-points-lira"
        />
      </FormGroup>
      {p?.ok === true && (
        <p data-testid="invoice-points-value">{t('receiptEditor.points.value', { points: p.points, value: money(p.payments.points ?? '0') })}</p>
      )}
      {p?.ok === false && (
        <p className="bp6-text-danger" role="alert" data-testid="invoice-points-refusal">
          {t(`rules.${p.reason}`)}
        </p>
      )}
    </section>
  );
}
