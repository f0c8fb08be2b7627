import { z } from 'zod';
import { Dec } from '../../src/domain/money/decimal';
import { CURRENCIES } from '../../src/domain/money/format';
import { EXCHANGE_RATE, MONEY_AMOUNT } from '../../src/domain/money/limits';
import { calendarDate, decimalText, recordId, recordIdValue } from '../../src/domain/schemas/fields';
import {
  ACCOUNT_OPTIONAL,
  ACCOUNT_REQUIRED,
  CASH_AMOUNT_RE,
  CASH_RATE_RE,
  CASH_VOUCHER_TYPES,
  INCOME_EXPENSE_TYPES,
  INSTALMENTS_MAX,
  LIBRARY_RECEIPT_TYPES,
  NOTE_MAX,
  type CashVoucherType,
} from './rules';

/**
 * POST /api/documents for a cash voucher: its own fields, checked at the boundary so that one 422 lists every
 * invalid field (the machine's creation check is the same rule, one reason at a time, plus what needs the
 * database: the currency of the cash accounts and the kind of the income or expense definition).
 */
const amount = z
  .string({ message: 'rules.cash.invalidAmount' })
  .refine((v) => CASH_AMOUNT_RE.test(v) && new Dec(v).gt(0), { message: 'rules.cash.invalidAmount' });
/** The part of a library receipt that pays fines: zero (fees only) up to the whole amount. */
const fineAmount = z
  .string({ message: 'rules.cash.invalidFineAmount' })
  .refine((v) => CASH_AMOUNT_RE.test(v) && new Dec(v).gte(0), { message: 'rules.cash.invalidFineAmount' });
const exchangeRate = z
  .string({ message: 'rules.cash.invalidRate' })
  .refine((v) => CASH_RATE_RE.test(v) && new Dec(v).gt(0), { message: 'rules.cash.invalidRate' });
const note = z
  .string()
  .max(NOTE_MAX, { message: `validation.maxLength|${NOTE_MAX}` })
  .nullable()
  .optional();

const fields = z.object({
  type: z.enum(CASH_VOUCHER_TYPES),
  cashAccountId: recordId('rules.cash.cashAccountRequired'),
  accountId: z.unknown().optional(),
  targetCashAccountId: z.unknown().optional(),
  incomeExpenseId: z.unknown().optional(),
  amount,
  currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).optional(),
  exchangeRate: exchangeRate.nullable().optional(),
  date: calendarDate.optional(),
  note,
  /** collection: the instalments it settles (built by the instalments module) */
  instalmentIds: z.array(recordId('validation.invalid'), 'validation.invalid').max(INSTALMENTS_MAX).nullable().optional(),
  /** libraryReceipt: the member who pays, and the part of the amount that pays their fines */
  memberId: z.unknown().optional(),
  fineAmount: fineAmount.optional(),
});

type Issue = { path: string; message: string };

/** The fields whose presence depends on the type: each required one present and an id, each foreign one absent. */
function typeIssues(raw: Record<string, unknown>): Issue[] {
  const type = raw.type as CashVoucherType;
  if (!CASH_VOUCHER_TYPES.includes(type)) return [];
  const out: Issue[] = [];
  const given = (k: string) => raw[k] !== undefined && raw[k] !== null;
  const idOrIssue = (k: string, message: string) => {
    if (recordIdValue(raw[k] ?? null) === null) out.push({ path: k, message });
  };
  if (LIBRARY_RECEIPT_TYPES.has(type)) {
    idOrIssue('memberId', 'rules.cash.memberRequired');
    // the member's own account, which the server reads
    if (given('accountId')) out.push({ path: 'accountId', message: 'validation.unknownField' });
    const fines = raw.fineAmount;
    if (
      typeof fines === 'string' &&
      typeof raw.amount === 'string' &&
      CASH_AMOUNT_RE.test(fines) &&
      CASH_AMOUNT_RE.test(raw.amount) &&
      new Dec(fines).gt(raw.amount)
    )
      out.push({ path: 'fineAmount', message: 'rules.cash.invalidFineAmount' });
  } else {
    if (given('memberId')) out.push({ path: 'memberId', message: 'validation.unknownField' });
    if (given('fineAmount')) out.push({ path: 'fineAmount', message: 'validation.unknownField' });
    if (ACCOUNT_REQUIRED.has(type)) idOrIssue('accountId', 'rules.cash.accountRequired');
    else if (ACCOUNT_OPTIONAL.has(type)) {
      if (given('accountId')) idOrIssue('accountId', 'rules.cash.accountRequired');
    } else if (given('accountId')) out.push({ path: 'accountId', message: 'validation.unknownField' });
  }
  if (type === 'cashTransfer') {
    idOrIssue('targetCashAccountId', 'rules.cash.targetCashAccountRequired');
    const target = recordIdValue(raw.targetCashAccountId ?? null);
    if (target !== null && target === recordIdValue(raw.cashAccountId ?? null))
      out.push({ path: 'targetCashAccountId', message: 'rules.cash.sameCashAccount' });
  } else if (given('targetCashAccountId')) out.push({ path: 'targetCashAccountId', message: 'validation.unknownField' });
  if (INCOME_EXPENSE_TYPES.has(type)) idOrIssue('incomeExpenseId', 'rules.cash.incomeExpenseRequired');
  else if (given('incomeExpenseId')) out.push({ path: 'incomeExpenseId', message: 'validation.unknownField' });
  if (type !== 'collection' && given('instalmentIds')) out.push({ path: 'instalmentIds', message: 'validation.unknownField' });
  return out;
}

const idText = (v: unknown) => (v === undefined || v === null ? v : String(recordIdValue(v)));

/** Every field is checked even when others are wrong, so one 422 lists them all. */
export const cashVoucherCreateBody = z.unknown().transform((raw, ctx): Record<string, unknown> => {
  const r = fields.safeParse(raw);
  if (!r.success) for (const issue of r.error.issues) ctx.issues.push({ ...issue, input: undefined } as never);
  const issues = raw && typeof raw === 'object' && !Array.isArray(raw) ? typeIssues(raw as Record<string, unknown>) : [];
  for (const i of issues) ctx.issues.push({ code: 'custom', path: [i.path], message: i.message, input: undefined });
  if (!r.success || issues.length) return z.NEVER;
  return {
    ...r.data,
    accountId: idText(r.data.accountId),
    targetCashAccountId: idText(r.data.targetCashAccountId),
    incomeExpenseId: idText(r.data.incomeExpenseId),
    memberId: idText(r.data.memberId),
  };
});

/** What EDIT (and PATCH) of a cash voucher takes: the same fields, each optional, null clearing the optional ones. */
export const cashVoucherEventFields = {
  EDIT: {
    cashAccountId: recordId('rules.cash.cashAccountRequired').optional(),
    accountId: recordId('rules.cash.accountRequired').nullable().optional(),
    targetCashAccountId: recordId('rules.cash.targetCashAccountRequired').nullable().optional(),
    incomeExpenseId: recordId('rules.cash.incomeExpenseRequired').nullable().optional(),
    amount: decimalText(MONEY_AMOUNT, 'rules.cash.invalidAmount').optional(),
    currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).optional(),
    exchangeRate: decimalText(EXCHANGE_RATE, 'rules.cash.invalidRate').nullable().optional(),
    date: calendarDate.optional(),
    note,
    instalmentIds: z.array(recordId('validation.invalid'), 'validation.invalid').max(INSTALMENTS_MAX).nullable().optional(),
    memberId: recordId('rules.cash.memberRequired').optional(),
    fineAmount: decimalText(MONEY_AMOUNT, 'rules.cash.invalidFineAmount').optional(),
  },
};
