import type { PaymentSplit } from '../documents/payment-types';
import { Dec } from '../money/decimal';
import type { LoyaltySettings } from './settings';
import { checkPointsTender, pointsForLira, type TenderReason } from './tender';

/** The payment types the rest of a sales invoice paid partly with points may be paid in: a mixed payment's parts. */
export const POINTS_REST_TYPES = ['cash', 'card'] as const;

export type InvoicePointsPayment =
  { ok: true; points: number; paymentType: 'mixed'; payments: PaymentSplit } | { ok: false; reason: TenderReason | 'receipt.paymentMismatch' };

/**
 * A sales invoice's payment when `lira` liras of it are paid with the account's points (the invoice editor's points
 * part): a mixed payment whose points part is those liras and the rest of what is owed is paid as the header says, in
 * cash or by card. Refused as the server refuses it: the tender's rule (tender.ts: points on, whole points, at least the
 * minimum, never more than the balance), and a points part larger than what is owed.
 */
export function invoicePointsPayment(
  lira: string,
  owed: string,
  rest: (typeof POINTS_REST_TYPES)[number],
  accountId: string | undefined,
  settings: Pick<LoyaltySettings, 'enabled' | 'pointValue' | 'minSpend'> | null,
  balance: number,
): InvoicePointsPayment {
  const tender = checkPointsTender(lira, accountId, settings, balance);
  if (tender) return { ok: false, reason: tender };
  const left = new Dec(owed).minus(lira);
  if (left.isNegative()) return { ok: false, reason: 'receipt.paymentMismatch' };
  const part = left.toFixed(2);
  const points = settings ? (pointsForLira(lira, settings.pointValue) ?? 0) : 0;
  return {
    ok: true,
    points,
    paymentType: 'mixed',
    payments: { cash: rest === 'cash' ? part : '0.00', card: rest === 'card' ? part : '0.00', points: new Dec(lira).toFixed(2) },
  };
}
