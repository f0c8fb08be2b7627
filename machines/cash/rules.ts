import { Dec } from '../../src/domain/money/decimal';
import { liraFields, liraOf } from '../../src/domain/money/lira';
import { EXCHANGE_RATE, MONEY_AMOUNT, decimalPattern, fitsColumn } from '../../src/domain/money/limits';
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
import { withGivenFields } from '../voucher-lifecycle';

/**
 * Cash and bank vouchers (kasa fişleri): money into or out of a cash account (a row of cash_boxes: a cash box,
 * a bank account, a credit card, a foreign-currency account).
 * - collection (tahsilat): in, from a current account, which is credited;
 * - payment (ödeme): out, to a current account, which is debited;
 * - cashIn / cashOut (kasa alacak / borç fişi): in or out for any other reason, a counter current account optional;
 * - income / expense (gelir / gider): in or out, naming an income or expense definition;
 * - cashTransfer (virman): out of one cash account into another, across currencies at a stated rate;
 * - libraryReceipt (kütüphane fişi): a library member's fines and fees paid in, on the member's own current account.
 */
export const CASH_VOUCHER_TYPES = ['collection', 'payment', 'cashIn', 'cashOut', 'income', 'expense', 'cashTransfer', 'libraryReceipt'] as const;
export type CashVoucherType = (typeof CASH_VOUCHER_TYPES)[number];

export const isCashVoucherType = (type: unknown): type is CashVoucherType => CASH_VOUCHER_TYPES.includes(type as CashVoucherType);

/** Which way the money goes on the voucher's cash account (a transfer goes out of it, into the target). */
export const CASH_DIRECTION: Readonly<Record<CashVoucherType, 'in' | 'out'>> = {
  collection: 'in',
  payment: 'out',
  cashIn: 'in',
  cashOut: 'out',
  income: 'in',
  expense: 'out',
  cashTransfer: 'out',
  libraryReceipt: 'in',
};
/** The types that name a current account: required, or optional as the counter account of a cash slip. */
export const ACCOUNT_REQUIRED: ReadonlySet<CashVoucherType> = new Set(['collection', 'payment']);
export const ACCOUNT_OPTIONAL: ReadonlySet<CashVoucherType> = new Set(['cashIn', 'cashOut']);
export const INCOME_EXPENSE_TYPES: ReadonlySet<CashVoucherType> = new Set(['income', 'expense']);
/** The types that name a library member; their current account is the member's own, which the server supplies. */
export const LIBRARY_RECEIPT_TYPES: ReadonlySet<CashVoucherType> = new Set(['libraryReceipt']);

export const CASH_AMOUNT_RE = decimalPattern(MONEY_AMOUNT);
export const CASH_RATE_RE = decimalPattern(EXCHANGE_RATE);
export const NOTE_MAX = 500;
export const INSTALMENTS_MAX = 500;
export const LOCAL_CURRENCY = 'TRY';

export interface CashVoucherContext {
  type: CashVoucherType;
  number: string;
  date: string;
  cashAccountId: string;
  /** collection, payment: the current account; cashIn, cashOut: the counter account, when there is one */
  accountId?: string;
  /** cashTransfer: the account the money goes into */
  targetCashAccountId?: string;
  /** income, expense: the definition (rent, salaries, …) */
  incomeExpenseId?: string;
  /** two decimals, in the currency of the cash account */
  amount: string;
  /** the cash account's currency */
  currency: string;
  /** cashTransfer: the target's currency */
  targetCurrency?: string;
  /**
   * The rate used, required when the money is not in TRY: the TRY value of one unit of the foreign currency (as
   * TCMB states it); a transfer between two foreign currencies states the target's units per unit of the source.
   */
  exchangeRate?: string;
  note?: string;
  /** collection: the instalments it settles (their module reads them) */
  instalmentIds?: string[];
  /** libraryReceipt: the library member who pays */
  memberId?: string;
  /** libraryReceipt: the part of `amount` that pays the member's fines (the rest pays fees); never more than they owe */
  fineAmount?: string;
  printed: boolean;
}

/**
 * What the server reads for the rules (src/server/documents/facts.ts), on creation, EDIT and COMPLETE: the currency of the
 * cash account and of the target, and whether the named definition is an income or an expense one.
 */
interface CashFacts {
  cashAccountCurrency?: unknown;
  targetCashAccountCurrency?: unknown;
  incomeExpenseDirection?: unknown;
  /** libraryReceipt: the member's fines charged less those paid by other completed receipts, and their own account */
  memberFinesOwed?: unknown;
  memberAccountId?: unknown;
}

const EDIT_FIELDS = [
  'cashAccountId',
  'accountId',
  'targetCashAccountId',
  'incomeExpenseId',
  'amount',
  'exchangeRate',
  'date',
  'note',
  'instalmentIds',
  'memberId',
  'fineAmount',
] as const;

const isAmount = (v: unknown): v is string => typeof v === 'string' && CASH_AMOUNT_RE.test(v) && new Dec(v).gt(0);
const isAmountOrZero = (v: unknown): v is string => typeof v === 'string' && CASH_AMOUNT_RE.test(v) && new Dec(v).gte(0);
const isRate = (v: unknown): v is string => typeof v === 'string' && CASH_RATE_RE.test(v) && new Dec(v).gt(0);
const isId = (v: unknown) => isNonEmptyString(v, 100) || (typeof v === 'number' && Number.isSafeInteger(v) && v > 0);
const present = (v: unknown) => v !== undefined && v !== null;

/** The rate a move between these currencies needs, or null when it needs none. */
export function needsRate(currency: string, targetCurrency?: string): boolean {
  return targetCurrency === undefined ? currency !== LOCAL_CURRENCY : currency !== targetCurrency;
}

/** The rate given for a move between these currencies: a rate where one is needed, and a well-formed one. */
export function checkRate(currency: string, targetCurrency: string | undefined, exchangeRate: unknown): 'cash.invalidRate' | 'cash.rateRequired' | null {
  if (present(exchangeRate) && !isRate(exchangeRate)) return 'cash.invalidRate';
  if (needsRate(currency, targetCurrency) && !present(exchangeRate)) return 'cash.rateRequired';
  return null;
}

/** What the target account of a transfer receives, in its currency, two decimals. */
export function transferTargetAmount(c: Pick<CashVoucherContext, 'amount' | 'currency' | 'targetCurrency' | 'exchangeRate'>): string {
  const target = c.targetCurrency ?? c.currency;
  if (target === c.currency || !c.exchangeRate) return new Dec(c.amount).toFixed(2);
  const rate = new Dec(c.exchangeRate);
  if (c.currency === LOCAL_CURRENCY) return new Dec(c.amount).div(rate).toFixed(2);
  return new Dec(c.amount).mul(rate).toFixed(2);
}

/** The TRY value of a move in a foreign currency at the voucher's rate (the amount itself in TRY). */
export function localAmount(c: Pick<CashVoucherContext, 'amount' | 'currency' | 'exchangeRate'>): string {
  return liraOf(c.amount, c.currency, c.exchangeRate);
}

/** Every rule a cash voucher keeps, checked on creation and on the result of each EDIT. */
function checkFields(v: Record<string, unknown>): ReasonCode | null {
  const type = v.type as CashVoucherType;
  if (!isId(v.cashAccountId)) return 'cash.cashAccountRequired';
  if (ACCOUNT_REQUIRED.has(type) && !isId(v.accountId)) return 'cash.accountRequired';
  if (LIBRARY_RECEIPT_TYPES.has(type)) {
    if (!isId(v.memberId)) return 'cash.memberRequired';
    if (!isId(v.accountId)) return 'cash.memberAccountRequired';
    if (!isAmountOrZero(v.fineAmount) || (isAmount(v.amount) && new Dec(v.fineAmount).gt(v.amount))) return 'cash.invalidFineAmount';
  } else if (present(v.memberId) || present(v.fineAmount)) return 'document.invalidField';
  if (!ACCOUNT_REQUIRED.has(type) && !ACCOUNT_OPTIONAL.has(type) && !LIBRARY_RECEIPT_TYPES.has(type) && present(v.accountId)) return 'document.invalidField';
  if (present(v.accountId) && !isId(v.accountId)) return 'cash.accountRequired';
  if (type === 'cashTransfer') {
    if (!isId(v.targetCashAccountId)) return 'cash.targetCashAccountRequired';
    if (String(v.targetCashAccountId) === String(v.cashAccountId)) return 'cash.sameCashAccount';
  } else if (present(v.targetCashAccountId)) return 'document.invalidField';
  if (INCOME_EXPENSE_TYPES.has(type) && !isId(v.incomeExpenseId)) return 'cash.incomeExpenseRequired';
  if (!INCOME_EXPENSE_TYPES.has(type) && present(v.incomeExpenseId)) return 'document.invalidField';
  if (!isAmount(v.amount)) return 'cash.invalidAmount';
  if (!(typeof v.currency === 'string' && CURRENCY_RE.test(v.currency))) return 'document.invalidCurrency';
  if (type === 'cashTransfer' && !(typeof v.targetCurrency === 'string' && CURRENCY_RE.test(v.targetCurrency))) return 'common.factsMissing';
  const target = type === 'cashTransfer' ? (v.targetCurrency as string) : undefined;
  const rate = checkRate(v.currency, target, v.exchangeRate);
  if (rate) return rate;
  if (type === 'cashTransfer' && !fitsColumn(transferTargetAmount(v as unknown as CashVoucherContext), MONEY_AMOUNT)) return 'cash.targetAmountTooLarge';
  if (!fitsColumn(localAmount(v as unknown as CashVoucherContext), MONEY_AMOUNT)) return 'cash.targetAmountTooLarge';
  if (!isIsoDate(v.date)) return 'document.invalidDate';
  if (!isOptionalString(v.note, NOTE_MAX)) return 'document.invalidField';
  if (present(v.instalmentIds)) {
    if (type !== 'collection') return 'document.invalidField';
    if (!Array.isArray(v.instalmentIds) || v.instalmentIds.length > INSTALMENTS_MAX || !v.instalmentIds.every(isId)) return 'document.invalidField';
  }
  return null;
}

/** The facts of the named records: a currency other than the cash account's, or a definition of the other kind, is refused. */
function checkFacts(type: CashVoucherType, given: Record<string, unknown>, facts: CashFacts): ReasonCode | null {
  if (typeof facts.cashAccountCurrency !== 'string') return 'common.factsMissing';
  if (present(given.currency) && given.currency !== facts.cashAccountCurrency) return 'cash.currencyMismatch';
  if (INCOME_EXPENSE_TYPES.has(type) && facts.incomeExpenseDirection !== type) return 'cash.wrongIncomeExpense';
  return null;
}

/**
 * A library receipt pays at most the fines the member owes: read under the member's lock (row-locks.ts) on creation,
 * EDIT and COMPLETE, so that two desks taking the same fine at once count it once.
 */
export function checkFinesOwed(fineAmount: unknown, facts: CashFacts): ReasonCode | null {
  if (typeof facts.memberFinesOwed !== 'string') return 'common.factsMissing';
  if (isAmountOrZero(fineAmount) && new Dec(fineAmount).gt(facts.memberFinesOwed)) return 'cash.finesOverpaid';
  return null;
}

// ---- creation ----

export function checkCashVoucherInput(input: Record<string, unknown>): ReasonCode | null {
  if (!isCashVoucherType(input.type)) return 'document.unknownType';
  if (!isNonEmptyString(input.number, 50)) return 'document.numberRequired';
  const context = createCashVoucherContext(input);
  return (
    checkFacts(input.type, input, input) ??
    checkFields(context as unknown as Record<string, unknown>) ??
    (LIBRARY_RECEIPT_TYPES.has(input.type) ? checkFinesOwed(context.fineAmount, input) : null)
  );
}

/** Amounts get two decimals, rates their plain form, numeric ids become strings; anything malformed stays as it is, for the check to refuse. */
function normalized(key: string, value: unknown): unknown {
  if (key === 'amount') return isAmount(value) ? new Dec(value).toFixed(2) : value;
  if (key === 'fineAmount') return isAmountOrZero(value) ? new Dec(value).toFixed(2) : value;
  if (key === 'exchangeRate') return isRate(value) ? new Dec(value).toFixed() : value;
  if (key === 'instalmentIds') return Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? String(v) : v)) : value;
  if (key.endsWith('Id') && typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  return value;
}

/** The voucher after `raw` (a creation input or an EDIT with its facts): the currencies follow the accounts the facts describe. */
function withFields(context: CashVoucherContext, raw: Record<string, unknown>): CashVoucherContext {
  const next = withGivenFields(context, raw, EDIT_FIELDS, normalized);
  if (typeof raw.cashAccountCurrency === 'string') next.currency = raw.cashAccountCurrency;
  if (context.type === 'cashTransfer' && typeof raw.targetCashAccountCurrency === 'string') next.targetCurrency = raw.targetCashAccountCurrency;
  // a library receipt is written on the member's own account, as the server read it
  if (LIBRARY_RECEIPT_TYPES.has(context.type) && raw.memberAccountId !== undefined)
    next.accountId = typeof raw.memberAccountId === 'string' ? raw.memberAccountId : undefined;
  // a rate where none is needed is dropped: the voucher records only the rate it used
  const target = context.type === 'cashTransfer' ? (next.targetCurrency as string | undefined) : undefined;
  if (typeof next.currency === 'string' && !needsRate(next.currency, target)) next.exchangeRate = undefined;
  return next as unknown as CashVoucherContext;
}

export function createCashVoucherContext(input: Record<string, unknown>): CashVoucherContext {
  const base = {
    type: input.type as CashVoucherType,
    number: input.number as string,
    date: input.date as string,
    currency: input.currency as string,
    printed: false,
  } as CashVoucherContext;
  const context = withFields(base, input);
  // a library receipt without its fines' part pays fines only
  if (LIBRARY_RECEIPT_TYPES.has(context.type) && context.fineAmount === undefined && isAmount(context.amount)) context.fineAmount = context.amount;
  return context;
}

// ---- guards ----

export const checkCashVoucherEdit: Check<CashVoucherContext, ReasonCode> = (context, event) => {
  const next = withFields(context, event);
  return (
    checkFacts(context.type, event, event as CashFacts) ??
    checkFields({ ...next }) ??
    (LIBRARY_RECEIPT_TYPES.has(context.type) ? checkFinesOwed(next.fineAmount, event as CashFacts) : null)
  );
};

/**
 * COMPLETE: the accounts still keep the currencies the voucher was written in. An account's currency may change
 * while its ledger is empty, so a draft written before the change would otherwise move lira into a dollar account.
 */
export const checkCashVoucherComplete: Check<CashVoucherContext, ReasonCode> = (context, event) => {
  const facts = event as CashFacts;
  if (typeof facts.cashAccountCurrency !== 'string') return 'common.factsMissing';
  if (facts.cashAccountCurrency !== context.currency) return 'cash.currencyMismatch';
  if (context.type === 'cashTransfer' && facts.targetCashAccountCurrency !== context.targetCurrency) return 'cash.currencyMismatch';
  if (LIBRARY_RECEIPT_TYPES.has(context.type)) return checkFinesOwed(context.fineAmount, facts);
  return null;
};

export const cashVoucherRules: RuleTable<CashVoucherContext, ReasonCode> = {
  // creation and EDIT keep every field valid, so a draft can always be completed
  draft: { EDIT: checkCashVoucherEdit, COMPLETE: checkCashVoucherComplete, CANCEL: allow, PRINT: allow },
  completed: { CLOSE: allow, PRINT: allow, EDIT: 'cash.locked', COMPLETE: 'cash.locked', CANCEL: 'cash.completedCannotCancel' },
  closed: { PRINT: allow, EDIT: 'cash.locked', COMPLETE: 'cash.locked', CANCEL: 'cash.completedCannotCancel' },
  cancelled: { EDIT: 'document.cancelled' },
};

// ---- context updates and effects ----

export function applyCashVoucherEdit(context: CashVoucherContext, event: LifecycleEvent): CashVoucherContext {
  return withFields(context, event);
}

export interface CashVoucherEffect {
  type: 'cashMove' | 'accountMove';
  params: Record<string, unknown>;
}

/**
 * What completing the voucher writes: the cash move of its account (and of the target, for a transfer), each with
 * its currency and, where a rate was used, the rate and the other amount; and for a voucher naming a current account,
 * the account's move in the voucher's currency with its lira equivalent at the voucher's rate (which the ledger books).
 */
export function cashVoucherCompletionEffects(c: CashVoucherContext): CashVoucherEffect[] {
  const direction = CASH_DIRECTION[c.type];
  const effects: CashVoucherEffect[] = [];
  const rate = c.exchangeRate ?? null;
  if (c.type === 'cashTransfer') {
    const target = c.targetCurrency ?? c.currency;
    const received = transferTargetAmount(c);
    const crossed = target !== c.currency;
    effects.push({
      type: 'cashMove',
      params: {
        cashBoxId: c.cashAccountId,
        direction: 'out',
        amount: c.amount,
        date: c.date,
        currency: c.currency,
        ...(crossed ? { exchangeRate: rate, counterAmount: received, counterCurrency: target } : {}),
      },
    });
    effects.push({
      type: 'cashMove',
      params: {
        cashBoxId: c.targetCashAccountId,
        direction: 'in',
        amount: received,
        date: c.date,
        currency: target,
        ...(crossed ? { exchangeRate: rate, counterAmount: c.amount, counterCurrency: c.currency } : {}),
      },
    });
    return effects;
  }
  const local = localAmount(c);
  const foreign = c.currency !== LOCAL_CURRENCY;
  effects.push({
    type: 'cashMove',
    params: {
      cashBoxId: c.cashAccountId,
      direction,
      amount: c.amount,
      date: c.date,
      currency: c.currency,
      ...(foreign ? { exchangeRate: rate, counterAmount: local, counterCurrency: LOCAL_CURRENCY } : {}),
    },
  });
  if (LIBRARY_RECEIPT_TYPES.has(c.type) && c.accountId) {
    // the fines and fees are charged to the member's account as they are paid, and the payment settles them: the
    // ledger shows both, and the account's balance is as it was
    const move = (side: 'debit' | 'credit', kind: string) => ({
      type: 'accountMove' as const,
      params: { accountId: c.accountId, side, amount: local, currency: LOCAL_CURRENCY, date: c.date, kind },
    });
    effects.push(move('debit', 'libraryCharge'), move('credit', c.type));
    return effects;
  }
  if (c.accountId) {
    // money in from the account settles what it owes: credited; money out to it: debited
    effects.push({
      type: 'accountMove',
      params: {
        accountId: c.accountId,
        side: direction === 'in' ? 'credit' : 'debit',
        amount: c.amount,
        currency: c.currency,
        ...liraFields(c.amount, c.currency, rate),
        date: c.date,
        kind: c.type,
        // a collection settles the instalments it names first (src/server/instalments)
        ...(direction === 'in' && c.instalmentIds?.length ? { instalmentIds: c.instalmentIds } : {}),
      },
    });
  }
  return effects;
}

/**
 * The signed moves (below zero: money out) completing the voucher writes on its accounts, in their currencies: what
 * the negative-cash rule (src/domain/cash/negative-cash.ts) reads, on the server as in the editor before saving.
 */
export function cashVoucherMoves(c: CashVoucherContext): { cashBoxId: string; amount: string }[] {
  return cashVoucherCompletionEffects(c)
    .filter((e) => e.type === 'cashMove')
    .map(({ params: p }) => ({ cashBoxId: String(p.cashBoxId), amount: p.direction === 'out' ? `-${String(p.amount)}` : String(p.amount) }));
}
