import { z } from 'zod';
import { Dec } from '../money/decimal';
import { CURRENCIES } from '../money/format';
import { DESCRIPTION_MAX, VOUCHER_AMOUNT_RE } from '../lifecycle/voucher';

/**
 * POST /api/documents for a voucher type: the voucher's own fields, checked at the boundary so that one
 * 422 lists every invalid field (the machine's creation check is the same rule, one reason at a time).
 * Messages are the rules' own (`rules.voucher.*`), so the screen and the 422 say the same thing.
 */
/** A record id (number or digit string) as a string; anything else (missing included) answers `message`. */
const recordId = (message: string) =>
  z.unknown().transform((v, ctx): string => {
    if ((typeof v === 'number' && Number.isSafeInteger(v) && v > 0) || (typeof v === 'string' && /^\d{1,15}$/.test(v))) return String(v);
    ctx.issues.push({ code: 'custom', message, input: v });
    return z.NEVER;
  });
const calendarDate = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v, { message: 'validation.date' });

const fields = z
  .object({
    type: z.enum(['receivableVoucher', 'payableVoucher', 'transferVoucher']),
    accountId: recordId('rules.voucher.accountRequired'),
    targetAccountId: z.unknown().optional(),
    amount: z.string({ message: 'rules.voucher.invalidAmount' }).refine((v) => VOUCHER_AMOUNT_RE.test(v) && new Dec(v).gt(0), { message: 'rules.voucher.invalidAmount' }),
    currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).optional(),
    date: calendarDate.optional(),
    dueDate: calendarDate.nullable().optional(),
    description: z.string().max(DESCRIPTION_MAX, { message: `validation.maxLength|${DESCRIPTION_MAX}` }).nullable().optional(),
  })
  .loose();

/** The target account: required on a transfer and different from the debited one, absent on the others. */
function targetIssue(raw: Record<string, unknown>): string | null {
  const target = raw.targetAccountId ?? null;
  if (raw.type !== 'transferVoucher') return target === null ? null : 'validation.unknownField';
  if (target === null || recordId('').safeParse(target).success === false) return 'rules.voucher.targetAccountRequired';
  return String(target) === String(raw.accountId) ? 'rules.voucher.sameAccount' : null;
}

/** Every field is checked even when others are wrong, so one 422 lists them all. */
export const voucherCreateBody = z.unknown().transform((raw, ctx) => {
  const r = fields.safeParse(raw);
  if (!r.success) for (const issue of r.error.issues) ctx.issues.push({ ...issue, input: undefined } as never);
  const target = raw && typeof raw === 'object' && !Array.isArray(raw) ? targetIssue(raw as Record<string, unknown>) : null;
  if (target) ctx.issues.push({ code: 'custom', path: ['targetAccountId'], message: target, input: undefined });
  if (!r.success || target) return z.NEVER;
  return { ...r.data, targetAccountId: r.data.targetAccountId === undefined || r.data.targetAccountId === null ? r.data.targetAccountId : String(r.data.targetAccountId) };
});
