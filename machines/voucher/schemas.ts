import { z } from 'zod';
import { Dec } from '../../src/domain/money/decimal';
import { CURRENCIES } from '../../src/domain/money/format';
import { EXCHANGE_RATE, MONEY_AMOUNT } from '../../src/domain/money/limits';
import { DESCRIPTION_MAX, VOUCHER_AMOUNT_RE, VOUCHER_INSTALMENTS_MAX, VOUCHER_TYPES } from './rules';
import { calendarDate, decimalText, foreignRateRequired, recordId, recordIdValue } from '../../src/domain/schemas/fields';

/** Open instalments of the credited account to settle first (`/cari/acik`): ids, each once. */
const instalmentIds = z
  .array(recordId())
  .max(VOUCHER_INSTALMENTS_MAX, { message: 'rules.instalment.tooMany' })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalid' })
  .nullable();

/** TRY per unit of a foreign currency: the lira ledgers book the voucher at it (required then). */
const exchangeRate = decimalText(EXCHANGE_RATE, 'rules.document.invalidExchangeRate').nullable().optional();

/**
 * POST /api/documents for a voucher type: the voucher's own fields, checked at the boundary so that one
 * 422 lists every invalid field (the machine's creation check is the same rule, one reason at a time).
 * Messages are the rules' own (`rules.voucher.*`), so the screen and the 422 say the same thing.
 */
/** A voucher's description, on creation and EDIT (null clears it). */
const description = z
  .string()
  .max(DESCRIPTION_MAX, { message: `validation.maxLength|${DESCRIPTION_MAX}` })
  .nullable()
  .optional();

const fields = z
  .object({
    type: z.enum(VOUCHER_TYPES),
    accountId: recordId('rules.voucher.accountRequired'),
    targetAccountId: z.unknown().optional(),
    amount: z
      .string({ message: 'rules.voucher.invalidAmount' })
      .refine((v) => VOUCHER_AMOUNT_RE.test(v) && new Dec(v).gt(0), { message: 'rules.voucher.invalidAmount' }),
    currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).optional(),
    exchangeRate,
    date: calendarDate.optional(),
    dueDate: calendarDate.nullable().optional(),
    description,
    instalmentIds: instalmentIds.optional(),
  })
  .superRefine(foreignRateRequired('rules.voucher.rateRequired'));

/** The target account: required on a transfer and different from the debited one, absent on the others. */
function targetIssue(raw: Record<string, unknown>): string | null {
  const target = raw.targetAccountId ?? null;
  if (raw.type !== 'transferVoucher') return target === null ? null : 'validation.unknownField';
  if (recordIdValue(target) === null) return 'rules.voucher.targetAccountRequired';
  return recordIdValue(target) === recordIdValue(raw.accountId) ? 'rules.voucher.sameAccount' : null;
}

/** Every field is checked even when others are wrong, so one 422 lists them all. */
export const voucherCreateBody = z.unknown().transform((raw, ctx): Record<string, unknown> => {
  const r = fields.safeParse(raw);
  if (!r.success) for (const issue of r.error.issues) ctx.issues.push({ ...issue, input: undefined } as never);
  const target = raw && typeof raw === 'object' && !Array.isArray(raw) ? targetIssue(raw as Record<string, unknown>) : null;
  if (target) ctx.issues.push({ code: 'custom', path: ['targetAccountId'], message: target, input: undefined });
  if (!r.success || target) return z.NEVER;
  const targetAccountId =
    r.data.targetAccountId === undefined || r.data.targetAccountId === null ? r.data.targetAccountId : String(recordIdValue(r.data.targetAccountId));
  return { ...r.data, targetAccountId };
});

/** What EDIT (and PATCH) of a voucher takes: the same fields, each optional, null clearing the optional ones. */
export const voucherEventFields = {
  EDIT: {
    accountId: recordId('rules.voucher.accountRequired').nullable().optional(),
    targetAccountId: recordId('rules.voucher.targetAccountRequired').nullable().optional(),
    amount: decimalText(MONEY_AMOUNT, 'rules.voucher.invalidAmount').optional(),
    currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).optional(),
    exchangeRate,
    date: calendarDate.optional(),
    dueDate: calendarDate.nullable().optional(),
    description,
    instalmentIds: instalmentIds.optional(),
  },
};
