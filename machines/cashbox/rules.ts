import { Dec, isDecimalString } from '../../src/domain/money/decimal';
import { LEDGER_AMOUNT, MONEY_AMOUNT, decimalPattern, fitsColumn } from '../../src/domain/money/limits';
import { computeTotals, vatBreakdown, type PricedLine } from '../../src/domain/money/totals';
import { ROUNDED_CURRENCY, isPayableRounding, roundedPayable, type PayableRounding } from '../../src/domain/money/payable-rounding';
import { checkLineInputs, type LineInput } from '../../src/domain/lifecycle/lines';
import { PAYMENT_TYPES, type PaymentSplit, type PaymentType } from '../../src/domain/documents/payment-types';
import type { ReasonCode } from './reasons';
import { allow, isIsoDate, isNonEmptyString, isRecord, type Check, type LifecycleEvent, type RuleTable } from '../../src/domain/lifecycle/rules';

export const CASHBOX_TYPES = ['cashBoxSession'] as const;

export interface ZReport {
  date: string;
  receiptCount: number;
  byVatRate: { vatRate: number; base: string; tax: string }[];
  byPaymentType: { paymentType: string; amount: string }[];
  total: string;
  /** running total of the cash box over all its sessions (the fiscal "cumulative" figure) */
  cumulativeTotal: string;
  /** opening balance + cash taken − cash paid out (only the cash part of a mixed payment) */
  expectedCash: string;
  /** the cash counted in the drawer at closing, when the cashier gave it */
  countedCash?: string;
  /** counted − expected: negative when cash is missing (booked as cash short), positive when there is more (cash over) */
  difference?: string;
  /** when the session opened and closed (instants the server supplies; reports closed before they existed lack them) */
  openedAt?: string;
  closedAt?: string;
}

export interface CashBoxContext {
  type: 'cashBoxSession';
  number: string;
  cashBoxId: string;
  date: string;
  openingBalance: string;
  /**
   * The cash the box held when the session opened (its ledger, card takings left out), a server fact. The
   * float is what the cashier counted in the drawer: opening books the difference, so that the box's cash is
   * the float. Sessions opened before the fact existed lack it and booked nothing.
   */
  carriedCash?: string;
  /** the instant the session opened on the server's clock (a server fact; sessions opened before it was kept lack it) */
  openedAt?: string;
  z?: ZReport;
}

/** One receipt of the session, as the server hands it over on CLOSE. Returns count negative. */
export interface SessionReceipt {
  id: string;
  type: string;
  paymentType: PaymentType;
  /** the parts of a `mixed` payment */
  payments?: PaymentSplit;
  /** the receipt's küsurat yuvarlama and currency, when it rounds (money/payable-rounding.ts) */
  payableRounding?: PayableRounding;
  currency?: string;
  lines: PricedLine[];
}

const MONEY_RE = decimalPattern(MONEY_AMOUNT);
/** A sum of money the cashier types (the float, the counted cash): at most two decimals, within what a ledger row holds. */
const isMoney = (v: unknown) => typeof v === 'string' && MONEY_RE.test(v);
/** A ledger sum the server reads (it may be negative); a running total grows past one row, so more digits are allowed. */
const isLedgerSum = (v: unknown) => typeof v === 'string' && /^-?\d{1,30}(\.\d{1,8})?$/.test(v);
const isInstant = (v: unknown) => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v);

export function checkCashBoxInput(input: Record<string, unknown>): ReasonCode | null {
  if (input.type !== 'cashBoxSession') return 'document.unknownType';
  if (!isNonEmptyString(input.number, 50)) return 'document.numberRequired';
  if (!isNonEmptyString(input.cashBoxId, 100)) return 'document.invalidField';
  if (!isIsoDate(input.date)) return 'document.invalidDate';
  if (input.openingBalance !== undefined && !isMoney(input.openingBalance)) return 'document.invalidField';
  if (input.carriedCash !== undefined && !isLedgerSum(input.carriedCash)) return 'cashbox.invalidFacts';
  // the float's difference from the carried cash is one ledger row
  if (input.carriedCash !== undefined && !fitsColumn(openingDifference(String(input.openingBalance ?? '0'), input.carriedCash as string), LEDGER_AMOUNT)) {
    return 'document.invalidField';
  }
  if (input.openedAt !== undefined && !isInstant(input.openedAt)) return 'cashbox.invalidFacts';
  // the server's fact: another session of this box is open (a replayed input from before the fact has none)
  if (input.cashBoxOpen === true) return 'cashbox.alreadyOpen';
  return null;
}

export function createCashBoxContext(input: Record<string, unknown>): CashBoxContext {
  return {
    type: 'cashBoxSession',
    number: input.number as string,
    cashBoxId: input.cashBoxId as string,
    date: input.date as string,
    openingBalance: new Dec((input.openingBalance as string | undefined) ?? '0').toFixed(2),
    ...(input.carriedCash !== undefined ? { carriedCash: new Dec(input.carriedCash as string).toFixed(2) } : {}),
    ...(typeof input.openedAt === 'string' ? { openedAt: input.openedAt } : {}),
  };
}

const INVALID = { tooFew: 'cashbox.invalidFacts', tooMany: 'cashbox.invalidFacts' } as const;

const isAmount = (v: unknown) => isDecimalString(v) && !new Dec(v as string).isNegative();

/** Facts: `receipts` (every receipt of the session), `previousCumulative`, `date` of the close; the cashier's `countedCash` (optional). */
export const checkCashBoxClose: Check<CashBoxContext, ReasonCode> = (context, event) => {
  if (event.countedCash !== undefined && event.countedCash !== null && !isMoney(event.countedCash)) return 'document.invalidField';
  if (!Array.isArray(event.receipts) || !isIsoDate(event.date)) return 'cashbox.invalidFacts';
  // a running total over every session grows past what one ledger row holds: it lives in the Z report only
  if (event.previousCumulative !== undefined && !isLedgerSum(event.previousCumulative)) return 'cashbox.invalidFacts';
  if ((event.openedAt !== undefined && !isInstant(event.openedAt)) || (event.closedAt !== undefined && !isInstant(event.closedAt)))
    return 'cashbox.invalidFacts';
  const ids = new Set<string>();
  for (const r of event.receipts) {
    if (!isRecord(r) || !isNonEmptyString(r.id, 100) || ids.has(r.id)) return 'cashbox.invalidFacts';
    if (!isNonEmptyString(r.type, 50) || !PAYMENT_TYPES.includes(r.paymentType as PaymentType)) return 'cashbox.invalidFacts';
    if (checkLineInputs(r.lines, 1, INVALID) !== null) return 'cashbox.invalidFacts';
    if (r.paymentType === 'mixed' && !(isRecord(r.payments) && isAmount(r.payments.cash) && isAmount(r.payments.card))) return 'cashbox.invalidFacts';
    if (r.paymentType === 'mixed' && isRecord(r.payments) && r.payments.points !== undefined && !isAmount(r.payments.points)) return 'cashbox.invalidFacts';
    if (r.paymentType === 'mixed' && isRecord(r.payments) && r.payments.onAccount !== undefined && !isAmount(r.payments.onAccount))
      return 'cashbox.invalidFacts';
    if (r.payableRounding !== undefined && !(isPayableRounding(r.payableRounding) && typeof r.currency === 'string')) return 'cashbox.invalidFacts';
    ids.add(r.id);
  }
  // the over or short is booked: one ledger row must hold it
  const difference = event.countedCash ? zReport(context, event).difference : undefined;
  if (difference !== undefined && !fitsColumn(difference, LEDGER_AMOUNT)) return 'document.invalidField';
  return null;
};

const sign = (type: string) => (type === 'salesReturn' ? -1 : 1);

/** A receipt's grand total per payment type: a mixed one is its cash part and its card part. */
function paidParts(r: SessionReceipt, grand: Dec): [PaidWith, Dec][] {
  if (r.paymentType !== 'mixed' || !r.payments) return [[r.paymentType, grand]];
  const s = grand.isNegative() ? -1 : 1;
  return [
    ['cash', new Dec(r.payments.cash).times(s)],
    ['card', new Dec(r.payments.card).times(s)],
    // the part paid with loyalty points: in the total, never in the drawer
    ...(r.payments.points && !new Dec(r.payments.points).isZero() ? [['points', new Dec(r.payments.points).times(s)] as [PaidWith, Dec]] : []),
    // an offline sale's points part its account no longer covered: owed on the account (machines/receipt/points.ts)
    ...(r.payments.onAccount && !new Dec(r.payments.onAccount).isZero() ? [['credit', new Dec(r.payments.onAccount).times(s)] as [PaidWith, Dec]] : []),
  ];
}

/** What a Z report counts a payment by: its payment types, and the part of a mixed one paid with points. */
type PaidWith = PaymentType | 'points';
const PAID_WITH: readonly PaidWith[] = [...PAYMENT_TYPES, 'points'];

/** The Z report: exact sums of the same line rounding the receipts themselves use. */
export function zReport(context: CashBoxContext, event: LifecycleEvent): ZReport {
  const receipts = event.receipts as SessionReceipt[];
  const vat = new Map<number, { base: Dec; tax: Dec }>();
  const pay = new Map<string, Dec>();
  let total = new Dec(0);
  let cash = new Dec(0);
  for (const r of receipts) {
    const s = sign(r.type);
    const lines = (r.lines as LineInput[]).map((l) => ({ ...l, vatRate: l.vatRate }));
    const grand = new Dec(roundedPayable(computeTotals(lines).grand, r.payableRounding, r.currency ?? ROUNDED_CURRENCY).payable).times(s);
    total = total.plus(grand);
    for (const [type, amount] of paidParts(r, grand)) {
      pay.set(type, (pay.get(type) ?? new Dec(0)).plus(amount));
      if (type === 'cash') cash = cash.plus(amount);
    }
    for (const row of vatBreakdown(lines)) {
      const acc = vat.get(row.vatRate) ?? { base: new Dec(0), tax: new Dec(0) };
      vat.set(row.vatRate, { base: acc.base.plus(new Dec(row.base).times(s)), tax: acc.tax.plus(new Dec(row.tax).times(s)) });
    }
  }
  const expectedCash = new Dec(context.openingBalance).plus(cash);
  const counted = typeof event.countedCash === 'string' ? new Dec(event.countedCash) : null;
  return {
    date: event.date as string,
    receiptCount: receipts.length,
    byVatRate: [...vat.entries()].sort(([a], [b]) => a - b).map(([vatRate, v]) => ({ vatRate, base: v.base.toFixed(2), tax: v.tax.toFixed(2) })),
    byPaymentType: PAID_WITH.filter((p) => pay.has(p)).map((p) => ({ paymentType: p, amount: (pay.get(p) as Dec).toFixed(2) })),
    total: total.toFixed(2),
    cumulativeTotal: new Dec((event.previousCumulative as string | undefined) ?? '0').plus(total).toFixed(2),
    expectedCash: expectedCash.toFixed(2),
    ...(counted ? { countedCash: counted.toFixed(2), difference: countDifference(counted.toFixed(2), expectedCash.toFixed(2)) } : {}),
    ...(typeof event.openedAt === 'string' ? { openedAt: event.openedAt } : {}),
    ...(typeof event.closedAt === 'string' ? { closedAt: event.closedAt } : {}),
  };
}

/** The Z report's difference: counted cash minus the cash expected (float + cash sales); "0.00" when the drawer is right. */
export function countDifference(counted: string, expectedCash: string): string {
  return new Dec(counted).minus(new Dec(expectedCash)).toFixed(2);
}

/** A count's difference read as the cashier's: cash over (more than expected), short (less) or even. */
export function countResult(difference: string): 'over' | 'short' | 'even' {
  const d = new Dec(difference);
  return d.isZero() ? 'even' : d.isNegative() ? 'short' : 'over';
}

/** What opening books: the float counted in the drawer minus the cash the box held. */
export function openingDifference(openingBalance: string, carriedCash: string): string {
  return new Dec(openingBalance).minus(new Dec(carriedCash)).toFixed(2);
}

/** The movements of the cash ledger a session writes: the opening difference and the count's over or short. */
export type SessionCashKind = 'opening' | 'overShort';

/** A cash move into (positive) or out of (negative) the session's box; none for a zero amount. */
function sessionCashMove(context: CashBoxContext, signed: string, kind: SessionCashKind, date: string): Record<string, unknown> | null {
  const amount = new Dec(signed);
  if (amount.isZero()) return null;
  return { cashBoxId: context.cashBoxId, direction: amount.isNegative() ? 'out' : 'in', amount: amount.abs().toFixed(2), paymentType: 'cash', kind, date };
}

/** Opening: the box's cash becomes the float (nothing for a session opened before the carried cash was a fact). */
export function openingCashMove(context: CashBoxContext): Record<string, unknown> | null {
  if (context.carriedCash === undefined) return null;
  return sessionCashMove(context, openingDifference(context.openingBalance, context.carriedCash), 'opening', context.date);
}

/** Closing with a count: the difference is booked as cash over (in) or short (out), so that the box's cash is what was counted. */
export function overShortCashMove(context: CashBoxContext): Record<string, unknown> | null {
  const z = context.z;
  return z?.difference === undefined ? null : sessionCashMove(context, z.difference, 'overShort', z.date);
}

export const cashBoxRules: RuleTable<CashBoxContext, ReasonCode> = {
  new: { OPEN: allow },
  open: { CLOSE: checkCashBoxClose, EDIT: 'document.locked' },
  closed: { CLOSE: 'cashbox.alreadyClosed', EDIT: 'document.locked' },
};
