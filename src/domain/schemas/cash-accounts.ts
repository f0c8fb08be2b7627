import { z } from 'zod';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../date-range';
import { Dec } from '../money/decimal';
import { CURRENCIES } from '../money/format';
import { EXCHANGE_RATE, decimalPattern } from '../money/limits';
import { NEGATIVE_CASH_POLICIES } from '../cash/negative-cash';
import { calendarDate, listPage, pageLimit, pageOffset } from './fields';
import { parseIban } from './masterdata';

/**
 * Cash and bank accounts (issue #15): rows of cash_boxes, as GET /api/cash-accounts lists them and POST / PUT
 * write them. The database says `credit` for a credit card; the API says `creditCard`.
 */
export const CASH_ACCOUNT_KINDS = ['cash', 'bank', 'creditCard'] as const;
export type CashAccountKind = (typeof CASH_ACCOUNT_KINDS)[number];

export const cashAccountSchema = z.object({
  id: z.number(),
  kind: z.enum(CASH_ACCOUNT_KINDS),
  name: z.string(),
  currency: z.string(),
  iban: z.string().optional(),
  bank: z.string().nullable(),
  accountNumber: z.string().nullable(),
  holder: z.string().nullable(),
  branch: z.string().nullable(),
  exchangeRate: z.string().nullable(),
  /** what a completion taking the account below zero does (src/domain/cash/negative-cash.ts) */
  negativeCash: z.enum(NEGATIVE_CASH_POLICIES),
  /** the sum of the account's cash ledger, in its currency */
  balance: z.string(),
});
export type CashAccount = z.infer<typeof cashAccountSchema>;
export const cashAccountPageSchema = listPage(cashAccountSchema);

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? v.trim() : v),
    z.string('validation.invalid').max(max, `validation.maxLength|${max}`).nullable(),
  );

const RATE_RE = decimalPattern(EXCHANGE_RATE);

/** POST /api/cash-accounts and PUT /api/cash-accounts/:id: the whole definition. */
export const cashAccountBody = z.object({
  kind: z.enum(CASH_ACCOUNT_KINDS, 'validation.invalid'),
  name: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(200)),
  accountNumber: optionalText(50),
  holder: optionalText(200),
  branch: optionalText(200),
  bank: optionalText(200),
  iban: z.preprocess(
    (v) => (blank(v) ? null : v),
    z.unknown().transform((v, ctx) => {
      if (v === null) return null;
      const r = parseIban(v);
      if (r.ok) return r.value;
      ctx.issues.push({ code: 'custom', message: r.key, input: v });
      return z.NEVER;
    }),
  ),
  currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).default('TRY'),
  exchangeRate: z.preprocess(
    (v) => (blank(v) ? null : v),
    z
      .string('validation.decimal')
      .refine((v) => RATE_RE.test(v) && new Dec(v).gt(0), 'rules.cash.invalidRate')
      .nullable(),
  ),
  /** a new cash box warns, a new bank account or card allows; a save without it keeps the account's */
  negativeCash: z.enum(NEGATIVE_CASH_POLICIES, 'validation.invalid').optional(),
});
export type CashAccountBody = z.infer<typeof cashAccountBody>;

/** A day as YYYY-MM-DD; an empty parameter is no bound. */
const day = z.preprocess((v) => (v === '' ? undefined : v), calendarDate.optional());

/** GET /api/cash-accounts/:id/statement: the moves of the range in day order, a page at a time (CSV: every move). */
export const cashStatementQuery = z
  .object({
    from: day,
    to: day,
    direction: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['in', 'out'], 'validation.invalid').optional()),
    /** a document number, or a word of its note */
    q: z.string().trim().max(100).optional(),
    limit: pageLimit(500, 50),
    offset: pageOffset,
    format: z.enum(['json', 'csv'], 'validation.invalid').default('json'),
    separator: z.enum(['semicolon', 'tab'], 'validation.invalid').default('semicolon'),
  })
  .superRefine((q, ctx) => {
    if (!dateRangeInOrder(q.from, q.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_ORDER_MESSAGE });
  });
export type CashStatementQuery = z.infer<typeof cashStatementQuery>;

/** One move of the statement: signed amount (in positive), the account's balance after it, and, where a rate was used, the other amount. */
export const cashStatementRowSchema = z.object({
  id: z.number(),
  date: z.string(),
  documentId: z.number().nullable(),
  documentType: z.string().nullable(),
  documentNumber: z.string().nullable(),
  note: z.string().nullable(),
  /** a till session's own move (`opening`, `overShort`), which the statement describes where the session has no note */
  moveKind: z.string().nullable().optional(),
  accountName: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  exchangeRate: z.string().nullable(),
  counterAmount: z.string().nullable(),
  counterCurrency: z.string().nullable(),
  balance: z.string(),
});
export type CashStatementRow = z.infer<typeof cashStatementRowSchema>;

export const cashStatementSchema = z.object({
  account: cashAccountSchema.omit({ balance: true }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** the balance before `from` (0 without it) */
  opening: z.string(),
  /** the balance at the end of the range */
  closing: z.string(),
  totals: z.object({ in: z.string(), out: z.string() }),
  items: z.array(cashStatementRowSchema),
  total: z.number(),
});
export type CashStatement = z.infer<typeof cashStatementSchema>;
