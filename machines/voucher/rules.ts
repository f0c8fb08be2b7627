import { Dec } from '../../src/domain/money/decimal';
import { MONEY_AMOUNT, decimalPattern } from '../../src/domain/money/limits';
import { liraFields } from '../../src/domain/money/lira';
import { foreignRateIssue, isExchangeRate } from '../../src/domain/lifecycle/exchange-rate';
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
 * Current-account vouchers (cari dekont): a receivable voucher credits the account (alacak dekontu),
 * a payable voucher debits it (borç dekontu), a transfer debits one account and credits another (virman).
 */
export const VOUCHER_TYPES = ['receivableVoucher', 'payableVoucher', 'transferVoucher'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

export const isVoucherType = (type: unknown): type is VoucherType => VOUCHER_TYPES.includes(type as VoucherType);

/** A positive amount with at most two decimals, as the API carries it ("1234.5", "0.01"), that one ledger row holds. */
export const VOUCHER_AMOUNT_RE = decimalPattern(MONEY_AMOUNT);
export const DESCRIPTION_MAX = 500;

export interface VoucherContext {
  type: VoucherType;
  number: string;
  date: string;
  /** receivable: credited; payable: debited; transfer: the account debited */
  accountId: string;
  /** transfer only: the account credited */
  targetAccountId?: string;
  /** two decimals ("150.00") */
  amount: string;
  currency: string;
  /** TRY per unit of a foreign `currency`, at which the lira ledgers book the voucher (required then; none for TRY) */
  exchangeRate?: string;
  dueDate?: string;
  description?: string;
  /** open instalments of the credited account this voucher settles first (the others oldest due first) */
  instalmentIds?: string[];
  printed: boolean;
}

/** Fields EDIT may change (`null` clears an optional one). Type and number never change. */
const EDIT_FIELDS = ['accountId', 'targetAccountId', 'amount', 'currency', 'exchangeRate', 'date', 'dueDate', 'description', 'instalmentIds'] as const;

/** At most as many as one plan holds. */
export const VOUCHER_INSTALMENTS_MAX = 60;

const isAmount = (v: unknown): v is string => typeof v === 'string' && VOUCHER_AMOUNT_RE.test(v) && new Dec(v).gt(0);

/** An id as the machines keep it (a string); a whole number from a client's JSON becomes one on creation and EDIT. */
const isId = (v: unknown) => isNonEmptyString(v, 100) || (typeof v === 'number' && Number.isSafeInteger(v) && v > 0);

const isIdList = (v: unknown) => Array.isArray(v) && v.length <= VOUCHER_INSTALMENTS_MAX && v.every(isId);

const RATE_REASONS = { missing: 'voucher.rateRequired', invalid: 'document.invalidExchangeRate', tooLarge: 'voucher.invalidAmount' } as const;

/** Every rule a voucher keeps, checked on creation and on the result of each EDIT. */
function checkFields(v: Record<string, unknown>): ReasonCode | null {
  if (!isId(v.accountId)) return 'voucher.accountRequired';
  if (v.type === 'transferVoucher') {
    if (!isId(v.targetAccountId)) return 'voucher.targetAccountRequired';
    if (String(v.targetAccountId) === String(v.accountId)) return 'voucher.sameAccount';
  } else if (v.targetAccountId !== undefined && v.targetAccountId !== null) {
    return 'document.invalidField';
  }
  if (!isAmount(v.amount)) return 'voucher.invalidAmount';
  if (v.currency !== undefined && !(typeof v.currency === 'string' && CURRENCY_RE.test(v.currency))) return 'document.invalidCurrency';
  const rate = foreignRateIssue(v.currency ?? 'TRY', v.exchangeRate, v.amount);
  if (rate) return RATE_REASONS[rate];
  if (!isIsoDate(v.date)) return 'document.invalidDate';
  if (v.dueDate !== undefined && v.dueDate !== null && !isIsoDate(v.dueDate)) return 'document.invalidDate';
  if (!isOptionalString(v.description, DESCRIPTION_MAX)) return 'document.invalidField';
  if (v.instalmentIds !== undefined && v.instalmentIds !== null && !isIdList(v.instalmentIds)) return 'document.invalidField';
  return null;
}

// ---- creation ----

export function checkVoucherInput(input: Record<string, unknown>): ReasonCode | null {
  if (!isVoucherType(input.type)) return 'document.unknownType';
  if (!isNonEmptyString(input.number, 50)) return 'document.numberRequired';
  return checkFields(input);
}

/** Amounts get two decimals, numeric ids become strings; anything malformed stays as it is, for the check to refuse. */
function normalized(key: string, value: unknown): unknown {
  if (key === 'amount') return isAmount(value) ? new Dec(value).toFixed(2) : value;
  if ((key === 'accountId' || key === 'targetAccountId') && typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (key === 'instalmentIds' && isIdList(value)) return (value as unknown[]).map(String);
  if (key === 'exchangeRate' && isExchangeRate(value)) return new Dec(value).toFixed();
  return value;
}

function withFields(context: VoucherContext, raw: Record<string, unknown>): VoucherContext {
  const next = withGivenFields(context, raw, EDIT_FIELDS, normalized);
  // a lira voucher has no rate: one left from a foreign currency it was before goes (undefined, as EDIT merges)
  if (next.currency === 'TRY' || next.currency === undefined) next.exchangeRate = undefined;
  return next as unknown as VoucherContext;
}

export function createVoucherContext(input: Record<string, unknown>): VoucherContext {
  const base = {
    type: input.type as VoucherType,
    number: input.number as string,
    date: input.date as string,
    currency: 'TRY',
    printed: false,
  } as VoucherContext;
  return withFields(base, input);
}

// ---- guards ----

export const checkVoucherEdit: Check<VoucherContext, ReasonCode> = (context, event) => checkFields({ ...withFields(context, event) });

export const voucherRules: RuleTable<VoucherContext, ReasonCode> = {
  // creation and EDIT keep every field valid, so a draft can always be completed
  draft: { EDIT: checkVoucherEdit, COMPLETE: allow, CANCEL: allow, PRINT: allow },
  completed: { CLOSE: allow, PRINT: allow, EDIT: 'voucher.locked', CANCEL: 'voucher.completedCannotCancel' },
  closed: { PRINT: allow, EDIT: 'voucher.locked', CANCEL: 'voucher.completedCannotCancel' },
  cancelled: { EDIT: 'document.cancelled' },
};

// ---- context updates and effects ----

export function applyVoucherEdit(context: VoucherContext, event: LifecycleEvent): VoucherContext {
  return withFields(context, event);
}

export interface VoucherEffect {
  type: 'accountMove';
  params: Record<string, unknown>;
}

/** What completing the voucher writes to the account ledger: one move, or two for a transfer. */
export function voucherCompletionEffects(context: VoucherContext): VoucherEffect[] {
  const { amount, currency, exchangeRate } = context;
  // a foreign voucher's moves carry their lira equivalent at its rate, which the ledgers book
  const base = { amount, currency, ...liraFields(amount, currency, exchangeRate), date: context.date, kind: 'voucher' };
  const move = (accountId: string, side: 'debit' | 'credit'): VoucherEffect => ({
    type: 'accountMove',
    // the credited account's instalments the voucher names are settled first (src/server/instalments/settle.ts)
    params: { accountId, side, ...base, ...(side === 'credit' && context.instalmentIds?.length ? { instalmentIds: context.instalmentIds } : {}) },
  });
  if (context.type === 'receivableVoucher') return [move(context.accountId, 'credit')];
  if (context.type === 'payableVoucher') return [move(context.accountId, 'debit')];
  return [move(context.accountId, 'debit'), move(context.targetAccountId as string, 'credit')];
}
