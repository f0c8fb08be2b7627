import { Dec, cmp, isPositive, round } from '../../src/domain/money/decimal';
import { MONEY_AMOUNT, decimalPattern } from '../../src/domain/money/limits';
import { liraFields } from '../../src/domain/money/lira';
import { foreignRateIssue } from '../../src/domain/lifecycle/exchange-rate';
import type { ReasonCode } from './reasons';
import {
  CURRENCY_RE,
  allow,
  isIsoDate,
  isNonEmptyString,
  isOptionalString,
  type Check,
  type LifecycleEvent,
  type RuleTable,
} from '../../src/domain/lifecycle/rules';

/** Customers' cheques and promissory notes we hold (çek / senet girişi). */
export const RECEIVED_CHEQUE_TYPES = ['receivedCheque', 'receivedNote'] as const;
/** Our own cheques and notes given to suppliers (çek / senet çıkışı). */
export const OWN_CHEQUE_TYPES = ['ownCheque', 'ownNote'] as const;

export interface ChequeContext {
  type: string;
  number: string;
  /** the customer (received) or the supplier (own) */
  accountId: string;
  amount: string;
  currency: string;
  /** TRY per unit of a foreign `currency`, at which the lira ledgers book the cheque (required then; none for TRY) */
  exchangeRate?: string;
  date: string;
  dueDate: string;
  serialNo?: string;
  bank?: string;
  drawer?: string;
  note?: string;
  endorsedTo?: string;
  bankAccountId?: string;
  /** the cash or bank account (a row of cash_boxes) that the cheque was collected into or paid from */
  cashAccountId?: string;
  /** the entry or issue slip (bordro) the cheque came with, and the endorsement slip it left with */
  batchNo?: string;
  endorseBatchNo?: string;
}

const EDITABLE = ['dueDate', 'serialNo', 'bank', 'drawer', 'note'] as const;

const AMOUNT_RE = decimalPattern(MONEY_AMOUNT);
/** Above zero, with at most two decimals, within what one ledger row holds: the cheque's amount moves the account and the cash. */
export const isChequeAmount = (v: unknown): v is string => isPositive(v) && AMOUNT_RE.test(v as string);

const RATE_REASONS = { missing: 'cheque.rateRequired', invalid: 'document.invalidExchangeRate', tooLarge: 'cheque.invalidAmount' } as const;

export function checkChequeInput(types: readonly string[]) {
  return (input: Record<string, unknown>): ReasonCode | null => {
    if (!types.includes(input.type as string)) return 'document.unknownType';
    if (!isNonEmptyString(input.number, 50)) return 'document.numberRequired';
    if (!isIsoDate(input.date)) return 'document.invalidDate';
    if (!isNonEmptyString(input.accountId, 100)) return 'cheque.accountRequired';
    if (!isChequeAmount(input.amount)) return 'cheque.invalidAmount';
    if (!isIsoDate(input.dueDate)) return 'cheque.dueDateRequired';
    if (input.currency !== undefined && !(typeof input.currency === 'string' && CURRENCY_RE.test(input.currency))) return 'document.invalidCurrency';
    const rate = foreignRateIssue(input.currency ?? 'TRY', input.exchangeRate, input.amount);
    if (rate) return RATE_REASONS[rate];
    for (const key of ['serialNo', 'bank', 'drawer', 'note'] as const) if (!isOptionalString(input[key], 500)) return 'document.invalidField';
    if (!isOptionalString(input.batchNo, 50)) return 'document.invalidField';
    return null;
  };
}

export function createChequeContext(input: Record<string, unknown>): ChequeContext {
  const c: ChequeContext = {
    type: input.type as string,
    number: input.number as string,
    accountId: input.accountId as string,
    // written with its two decimals, as the ledgers and the statements show it
    amount: round(input.amount as string, 2),
    currency: (input.currency as string | undefined) ?? 'TRY',
    date: input.date as string,
    dueDate: input.dueDate as string,
  };
  if (c.currency !== 'TRY' && typeof input.exchangeRate === 'string') c.exchangeRate = new Dec(input.exchangeRate).toFixed();
  for (const key of ['serialNo', 'bank', 'drawer', 'note', 'batchNo'] as const) if (typeof input[key] === 'string') c[key] = input[key] as string;
  return c;
}

// ---- guards ----

/** A cheque is indivisible: an event may name an amount only when it is the whole amount. */
const checkWhole: Check<ChequeContext, ReasonCode> = (context, event) =>
  event.amount === undefined || (isPositive(event.amount) && cmp(event.amount as string, context.amount) === 0) ? null : 'cheque.indivisible';

export const checkChequeEdit: Check<ChequeContext, ReasonCode> = (_context, event) => {
  if (event.dueDate !== undefined && !isIsoDate(event.dueDate)) return 'cheque.dueDateRequired';
  for (const key of ['serialNo', 'bank', 'drawer', 'note'] as const) if (!isOptionalString(event[key], 500)) return 'document.invalidField';
  return null;
};

/** What ENDORSE (the supplier) and COLLECT or PAY (the cash or bank account) must name, before the cheque is looked at. */
export function chequeEventFieldReason(type: string, fields: Record<string, unknown>): 'cheque.endorseAccountRequired' | 'cheque.cashAccountRequired' | null {
  if (type === 'ENDORSE') return isNonEmptyString(fields.accountId, 100) ? null : 'cheque.endorseAccountRequired';
  if (type === 'COLLECT' || type === 'PAY') return isNonEmptyString(fields.cashAccountId, 100) ? null : 'cheque.cashAccountRequired';
  return null;
}

/**
 * ENDORSE names the supplier the cheque goes to: endorsing pays what the company owes that supplier. The server
 * supplies the account's kind (`endorseAccountKind`); a customer's account, or one not found, is refused.
 */
export const checkEndorse: Check<ChequeContext, ReasonCode> = (context, event) => {
  const named = chequeEventFieldReason('ENDORSE', event);
  if (named) return named;
  if (event.endorseAccountKind !== undefined && event.endorseAccountKind !== 'supplier') return 'cheque.endorseToSupplier';
  return checkWhole(context, event);
};

/**
 * COLLECT / PAY name the cash or bank account (`cashAccountId`) the whole amount goes into or comes out of, in the
 * cheque's currency; a foreign cheque may also be collected into a lira one, which moves by its lira equivalent at
 * the cheque's rate (an own cheque is paid in its own currency).
 */
export const checkSettle: Check<ChequeContext, ReasonCode> = (context, event) => {
  const named = chequeEventFieldReason('COLLECT', event);
  if (named) return named;
  // the account's ledger is in its own currency: a cheque in another one would be counted at the wrong value
  const currency = event.cashAccountCurrency;
  const intoLira = event.type === 'COLLECT' && currency === 'TRY' && context.exchangeRate !== undefined;
  if (typeof currency === 'string' && currency !== context.currency && !intoLira) return 'cheque.currencyMismatch';
  return checkWhole(context, event);
};

export const checkReturn: Check<ChequeContext, ReasonCode> = (context, event) => checkWhole(context, event);

export const receivedChequeRules: RuleTable<ChequeContext, ReasonCode> = {
  new: { RECEIVE: allow },
  portfolio: {
    EDIT: checkChequeEdit,
    ENDORSE: checkEndorse,
    SEND_TO_BANK: allow,
    COLLECT: checkSettle,
    RETURN: checkReturn,
    BOUNCE: 'cheque.bounceOnlyAtBank',
  },
  atBank: { COLLECT: checkSettle, BOUNCE: allow, EDIT: 'cheque.locked' },
  bounced: { COLLECT: checkSettle, RETURN: checkReturn, EDIT: 'cheque.locked' },
  endorsed: { EDIT: 'cheque.locked' },
  collected: { EDIT: 'cheque.locked' },
  returned: { EDIT: 'cheque.locked' },
};

export const ownChequeRules: RuleTable<ChequeContext, ReasonCode> = {
  new: { ISSUE: allow },
  issued: { PAY: checkSettle, RETURN: checkReturn, EDIT: 'cheque.locked' },
  paid: { EDIT: 'cheque.locked' },
  returned: { EDIT: 'cheque.locked' },
};

// ---- updates and effects ----

export function applyChequeEdit(context: ChequeContext, event: LifecycleEvent): ChequeContext {
  const next: Record<string, unknown> = { ...context };
  for (const key of EDITABLE) {
    if (event[key] === undefined) continue;
    if (event[key] === null && key !== 'dueDate') next[key] = undefined;
    else if (event[key] !== null) next[key] = event[key];
  }
  return next as unknown as ChequeContext;
}

/** An account move of the whole cheque; a foreign one carries its lira equivalent at the cheque's rate, which the ledger books. */
export function accountMove(context: ChequeContext, accountId: string, side: 'debit' | 'credit', kind: string) {
  const { amount, currency, exchangeRate } = context;
  return { accountId, side, amount, currency, ...liraFields(amount, currency, exchangeRate), kind, chequeNumber: context.number };
}

/** An account move dated the business day the server supplied with the event (`businessDay`), when it did. */
export function datedMove<M extends Record<string, unknown>>(move: M, event: LifecycleEvent): M & { onDate?: string } {
  return isIsoDate(event.businessDay) ? { ...move, onDate: event.businessDay } : move;
}

/** The cash or bank account's ledger: `direction` in for received cheques, out for our own. */
export function moneyMove(context: ChequeContext, event: LifecycleEvent, direction: 'in' | 'out') {
  return {
    cashAccountId: event.cashAccountId as string,
    direction,
    amount: context.amount,
    currency: context.currency,
    // a foreign cheque's lira equivalent, for a lira account to move by (foreign-moves.ts)
    ...liraFields(context.amount, context.currency, context.exchangeRate),
    chequeNumber: context.number,
  };
}
