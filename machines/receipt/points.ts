import { Dec } from '../../src/domain/money/decimal';
import { liraOf } from '../../src/domain/money/lira';
import { pointsEarned, pointsTakenBack, type SaleEarning } from '../../src/domain/loyalty/earning';
import { EARNING_TYPES, expiryOf, type LoyaltySettings } from '../../src/domain/loyalty/settings';
import { checkPointsTender, pointsForLira, settlePointsPart, type TenderReason } from '../../src/domain/loyalty/tender';
import { isRecord } from '../../src/domain/lifecycle/rules';
import type { DocLine } from '../../src/domain/lifecycle/lines';
import type { PaymentSplit } from '../../src/domain/documents/payment-types';

/**
 * What the server tells a receipt's completion about loyalty points (the `loyalty` fact, read under the lock of the
 * account's points: src/server/documents/row-locks.ts): the company's settings, what the account holds, the groups
 * of the products sold, and, for a return, what each sale it gives back earned and had taken back.
 */
export interface LoyaltyFact {
  settings: LoyaltySettings;
  balance: number;
  categories: Record<string, string>;
  sales?: Record<string, SaleEarning>;
}

/** What completing a receipt did to its account's points: the receipt prints it. */
export interface ReceiptPoints {
  earned: number;
  spent: number;
  /** the liras the points were earned on (what its returns take back in proportion to) */
  base: string;
  expiresOn?: string;
  takenBack: { saleId: string; points: number; base: string }[];
  /** the account's points after this receipt */
  balance: number;
}

interface PointsParts {
  type: string;
  accountId?: string;
  currency: string;
  exchangeRate?: string;
  date: string;
  paymentType?: string;
  payments?: PaymentSplit;
  sourceId?: string;
  lines: DocLine[];
  /** a till sale made without a connection (the offline queue): its points part is settled, never refused */
  madeOffline?: boolean;
}

const isFact = (v: unknown): v is LoyaltyFact => isRecord(v) && isRecord(v.settings) && typeof v.balance === 'number' && isRecord(v.categories);

/** The liras of a mixed payment paid with points ("0.00" when none). */
export const pointsPart = (c: Pick<PointsParts, 'paymentType' | 'payments'>): string =>
  c.paymentType === 'mixed' && c.payments?.points !== undefined ? new Dec(c.payments.points).toFixed(2) : '0.00';

const earns = (c: PointsParts, s: LoyaltySettings) => s.enabled && c.accountId !== undefined && (s.earnOn as readonly string[]).includes(c.type);

/** Whether a completion may spend the points its payment names (tender.ts), with the server's fact. */
export function checkReceiptPoints(c: PointsParts, fact: unknown): TenderReason | 'points.liraOnly' | null {
  const lira = pointsPart(c);
  if (new Dec(lira).isZero()) return null;
  if (c.currency !== 'TRY') return 'points.liraOnly';
  return checkPointsTender(lira, c.accountId, isFact(fact) ? fact.settings : null, isFact(fact) ? fact.balance : 0);
}

/**
 * A till sale made offline whose points part the account no longer covers when it reaches the server (points spent
 * elsewhere meanwhile, or the settings changed): its payment with the part settled by the real balance (the `loyalty`
 * fact, which the journal keeps, so replay settles the same), the rest owed on the account (`onAccount`). Null when
 * the part needs no settling, or the sale was made online (the cashier is told and the customer pays otherwise).
 */
export function settledPayments(c: PointsParts, fact: unknown): PaymentSplit | null {
  if (!c.madeOffline || c.type !== 'posSale' || !c.payments || !c.accountId || c.currency !== 'TRY') return null;
  const reason = checkReceiptPoints(c, fact);
  if (reason === null || reason === 'points.accountRequired') return null;
  const settled = settlePointsPart(pointsPart(c), isFact(fact) ? fact.settings : null, isFact(fact) ? fact.balance : 0);
  const { points: _, ...rest } = c.payments;
  return { ...rest, ...(new Dec(settled.points).isZero() ? {} : { points: settled.points }), onAccount: settled.onAccount };
}

/** The sale with its points part settled as `settledPayments` says, or as it is. */
export function withSettledPoints<T extends PointsParts>(c: T, fact: unknown): T {
  const payments = settledPayments(c, fact);
  return payments ? { ...c, payments } : c;
}

/** The sale each line of a return gives back: the one it names, else the document it was converted from. */
function salesOfReturn(c: PointsParts): Map<string, Dec> {
  const out = new Map<string, Dec>();
  for (const l of c.lines) {
    const sale = l.returnOfId ?? l.sourceId ?? c.sourceId;
    if (sale !== undefined) out.set(sale, (out.get(sale) ?? new Dec(0)).plus(l.total));
  }
  return out;
}

/** What completing the receipt earns, spends and takes back (the server's `loyalty` fact); undefined when none of it. */
export function receiptPoints(c: PointsParts, owed: string, fact: unknown): ReceiptPoints | undefined {
  if (!isFact(fact) || !c.accountId) return undefined;
  const s = fact.settings;
  const lira = pointsPart(c);
  const spent = new Dec(lira).isZero() ? 0 : (pointsForLira(lira, s.pointValue) ?? 0);
  let earned = 0;
  let expiresOn: string | undefined;
  const base = c.lines.reduce((sum, l) => sum.plus(l.total), new Dec(0)).toFixed(2);
  if (EARNING_TYPES.includes(c.type as never) && earns(c, s)) {
    const earnable = liraOf(new Dec(owed).minus(lira).toFixed(2), c.currency, c.exchangeRate);
    earned = pointsEarned(c.lines, earnable, s, fact.categories);
    expiresOn = expiryOf(c.date, s.expiry) ?? undefined;
  }
  const takenBack: ReceiptPoints['takenBack'] = [];
  if (c.type === 'salesReturn' && fact.sales) {
    for (const [saleId, returned] of salesOfReturn(c)) {
      const sale = fact.sales[saleId];
      if (!sale) continue;
      const points = pointsTakenBack(sale, returned.toFixed(2));
      if (points > 0) takenBack.push({ saleId, points, base: returned.toFixed(2) });
    }
  }
  if (earned === 0 && spent === 0 && takenBack.length === 0) return undefined;
  const balance = fact.balance - spent + earned - takenBack.reduce((sum, t) => sum + t.points, 0);
  return { earned, spent, base, ...(expiresOn ? { expiresOn } : {}), takenBack, balance };
}

/** The points ledger rows the receipt's completion writes (src/server/loyalty). */
export function pointsEffects(c: Pick<PointsParts, 'accountId' | 'date'>, points: ReceiptPoints | undefined) {
  if (!points || !c.accountId) return [];
  const move = (params: Record<string, unknown>) => ({ type: 'pointsMove' as const, params: { accountId: c.accountId, date: c.date, ...params } });
  return [
    ...(points.spent > 0 ? [move({ points: -points.spent, kind: 'spend' })] : []),
    ...(points.earned > 0 ? [move({ points: points.earned, kind: 'earn', base: points.base, expiresOn: points.expiresOn ?? null })] : []),
    ...points.takenBack.map((t) => move({ points: -t.points, kind: 'takeBack', saleId: t.saleId, base: t.base })),
  ];
}

const POINTS_LOCKED_TYPES = ['posSale', 'salesInvoice', 'salesReturn', 'pointsOut'];

/**
 * The lock on an account's points taken by a completion that reads them (a sale's, a return's or a points-out
 * voucher's): two spending one balance take turns, the second reading what the first left.
 */
export function pointsLockKeys(c: Record<string, unknown>): string[] {
  return c.accountId === undefined || c.accountId === null || !POINTS_LOCKED_TYPES.includes(String(c.type)) ? [] : [`points:${String(c.accountId)}`];
}
