import { z } from 'zod';
import { Dec } from '../money/decimal';
import { DEFAULT_HOLD_EXPIRY_DAYS, ITEM_TYPES, MEMBER_CATEGORIES } from '../library/loan-rules';
import { CONSENT_METHODS } from '../messages/consent';
import { MESSAGE_LANGUAGES } from '../messages/events';
import { calendarDate, listPage, money, recordIdNumber } from './fields';

/**
 * The library (issue #18, /kutuphane): the loan rules matrix, members, copies, the counter's lend and return, holds.
 * Messages are locale keys (http/validate.ts translates them).
 */

const whole = (min: number, max: number) =>
  z.number('validation.number').int('validation.number').min(min, 'validation.invalid').max(max, 'validation.invalid');
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const trimmed = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string('validation.required').min(1, 'validation.required').max(max, `validation.maxLength|${max}`),
  );
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? v.trim() : v),
    z.string('validation.invalid').max(max, `validation.maxLength|${max}`).nullable(),
  );
const optionalAccount = z.preprocess((v) => (blank(v) ? null : v), recordIdNumber('validation.invalid').nullable());
/** A fine: exact decimal, two places at most. */
const fineAmount = money('validation.decimal').transform((v) => new Dec(v).toFixed(2));

export const loanRuleBody = z.object({
  loanDays: whole(1, 365),
  graceDays: whole(0, 365),
  maxLoans: whole(0, 999),
  maxRenewals: whole(0, 99),
  holdsAllowed: z.boolean('validation.invalid'),
  finePerDay: fineAmount,
  fineCap: fineAmount,
});
export const loanRuleCellBody = loanRuleBody.extend({
  memberCategory: z.enum(MEMBER_CATEGORIES, 'validation.invalid'),
  itemType: z.enum(ITEM_TYPES, 'validation.invalid'),
});

/** PUT /api/library/rules: the whole matrix (cells left out fall to the default rule) and the days a ready hold waits. */
export const libraryRulesBody = z
  .object({
    defaultRule: loanRuleBody,
    cells: z.array(loanRuleCellBody).max(MEMBER_CATEGORIES.length * ITEM_TYPES.length),
    holdExpiryDays: whole(1, 365),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.cells.forEach((c, i) => {
      const key = `${c.memberCategory}/${c.itemType}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['cells', i, 'itemType'], message: 'validation.duplicate' });
      seen.add(key);
    });
  });
export type LibraryRulesBody = z.infer<typeof libraryRulesBody>;

const loanRuleSchema = z.object({
  loanDays: z.number(),
  graceDays: z.number(),
  maxLoans: z.number(),
  maxRenewals: z.number(),
  holdsAllowed: z.boolean(),
  finePerDay: z.string(),
  fineCap: z.string(),
});
export const libraryRulesSchema = z.object({
  defaultRule: loanRuleSchema,
  cells: z.array(loanRuleSchema.extend({ memberCategory: z.enum(MEMBER_CATEGORIES), itemType: z.enum(ITEM_TYPES) })),
  holdExpiryDays: z.number().default(DEFAULT_HOLD_EXPIRY_DAYS),
});
export type LibraryRules = z.infer<typeof libraryRulesSchema>;

// ---- members ----

/** yes, no or not asked ('' or left out); the form sends 'true'/'false' */
const consentFlag = z
  .preprocess((v) => (blank(v) ? null : v === 'true' ? true : v === 'false' ? false : v), z.boolean('validation.invalid').nullable())
  .default(null);

/** POST /api/library/members and PUT …/:id: a PIN is set when given (4–8 digits) and kept hashed; left out, it stays. */
export const libraryMemberBody = z.object({
  cardNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string('validation.required').regex(/^[0-9A-Za-z-]{1,30}$/, 'library.cardNumberFormat'),
  ),
  pin: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .string('library.pinFormat')
      .regex(/^\d{4,8}$/, 'library.pinFormat')
      .optional(),
  ),
  name: trimmed(200),
  category: z.enum(MEMBER_CATEGORIES, 'validation.invalid'),
  expiresOn: z.preprocess((v) => (blank(v) ? null : v), calendarDate.nullable()),
  phone: optionalText(30),
  email: z.preprocess((v) => (blank(v) ? null : typeof v === 'string' ? v.trim() : v), z.email('validation.email').max(254).nullable()),
  institution: optionalText(200),
  /** the member's own current account: the ledger their fines and fees are written on (migration 064) */
  accountId: optionalAccount,
  /** the school or company the member belongs to, a current account (migration 065, /kurum/takip) */
  institutionAccountId: optionalAccount,
  active: z.boolean('validation.invalid').default(true),
  /** KVKK consent to messages (issue #33): e-mail and SMS yes/no (null: not asked), when and how it was given */
  emailConsent: consentFlag,
  smsConsent: consentFlag,
  consentAt: z.preprocess((v) => (blank(v) ? null : v), calendarDate.nullable()).default(null),
  consentHow: z.preprocess((v) => (blank(v) ? null : v), z.enum(CONSENT_METHODS, 'validation.invalid').nullable()).default(null),
  /** the language of the member's messages (hold ready, overdue; issue #33): Turkish unless set */
  language: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(MESSAGE_LANGUAGES, 'validation.invalid').default('tr')),
});
export type LibraryMemberBody = z.infer<typeof libraryMemberBody>;

export const libraryMemberSchema = z.object({
  id: z.number(),
  cardNumber: z.string(),
  name: z.string(),
  category: z.enum(MEMBER_CATEGORIES),
  expiresOn: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  institution: z.string().nullable(),
  accountId: z.number().nullable(),
  accountName: z.string().nullable(),
  institutionAccountId: z.number().nullable(),
  institutionName: z.string().nullable(),
  active: z.boolean(),
  emailConsent: z.boolean().nullable(),
  smsConsent: z.boolean().nullable(),
  consentAt: z.string().nullable(),
  consentHow: z.enum(CONSENT_METHODS).nullable(),
  language: z.enum(MESSAGE_LANGUAGES),
  hasPin: z.boolean(),
  /** loans out now */
  loans: z.number(),
});
export type LibraryMember = z.infer<typeof libraryMemberSchema>;
export const libraryMemberPageSchema = listPage(libraryMemberSchema);

export const memberLoanSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.string(),
  copyId: z.number(),
  barcode: z.string(),
  title: z.string(),
  memberId: z.number(),
  memberName: z.string(),
  cardNumber: z.string(),
  lentOn: z.string().nullable(),
  dueDate: z.string().nullable(),
  closedOn: z.string().nullable(),
  renewals: z.number(),
  overdue: z.boolean(),
  fine: z.string(),
});
export type MemberLoan = z.infer<typeof memberLoanSchema>;

export const libraryHoldSchema = z.object({
  id: z.number(),
  memberId: z.number(),
  memberName: z.string(),
  productId: z.number(),
  title: z.string(),
  status: z.enum(['waiting', 'ready', 'fulfilled', 'cancelled', 'expired']),
  copyId: z.number().nullable(),
  readyUntil: z.string().nullable(),
  requestedAt: z.string(),
  /** 1 for the first in the title's queue */
  position: z.number(),
});
export type LibraryHold = z.infer<typeof libraryHoldSchema>;

/** GET /api/library/members/:id: the member with current loans, holds and fines. */
export const libraryMemberDetailSchema = libraryMemberSchema.extend({
  currentLoans: z.array(memberLoanSchema),
  holds: z.array(libraryHoldSchema),
  /** loans returned late with a fine */
  fines: z.array(memberLoanSchema),
  /** the fines charged (at late returns) */
  finesTotal: z.string(),
  /** paid by completed library receipts, and what is still owed (charged − paid); fees paid besides */
  finesPaid: z.string(),
  finesOwed: z.string(),
  feesPaid: z.string(),
});
export type LibraryMemberDetail = z.infer<typeof libraryMemberDetailSchema>;

export const libraryMemberQuery = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

// ---- copies ----

export const COPY_STATUSES = ['free', 'lent', 'reserved', 'lost', 'withdrawn'] as const;
/** The colour each copy status shows in (the intents of the loan family's statuses the copy's loan is in). */
export const COPY_STATUS_INTENTS = { free: 'success', lent: 'warning', reserved: 'primary', lost: 'danger', withdrawn: 'none' } as const satisfies Record<
  (typeof COPY_STATUSES)[number],
  string
>;
export type CopyStatus = (typeof COPY_STATUSES)[number];

/** POST /api/library/copies and PUT …/:id: one physical copy of a title (a product). */
export const libraryCopyBody = z.object({
  productId: recordIdNumber(),
  barcode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string('validation.required').regex(/^[0-9A-Za-z./-]{1,40}$/, 'library.barcodeFormat'),
  ),
  locationId: z.preprocess((v) => (blank(v) ? null : v), recordIdNumber().nullable()),
  itemType: z.enum(ITEM_TYPES, 'validation.invalid'),
  withdrawn: z.boolean('validation.invalid').default(false),
});
export type LibraryCopyBody = z.infer<typeof libraryCopyBody>;

export const libraryCopySchema = z.object({
  id: z.number(),
  productId: z.number(),
  title: z.string(),
  barcode: z.string(),
  locationId: z.number().nullable(),
  locationName: z.string().nullable(),
  itemType: z.enum(ITEM_TYPES),
  status: z.enum(COPY_STATUSES),
});
export type LibraryCopy = z.infer<typeof libraryCopySchema>;
export const libraryCopyPageSchema = listPage(libraryCopySchema);
export const libraryCopyQuery = z.object({
  productId: z.preprocess((v) => (blank(v) ? undefined : v), recordIdNumber().optional()),
  barcode: z.string().max(40).optional(),
});

// ---- the counter ----

/** POST /api/library/lend: the member's card and a copy's barcode, as the scanner reads them. */
export const libraryLendBody = z.object({
  cardNumber: z.string('validation.required').trim().min(1, 'validation.required').max(30, 'validation.maxLength|30'),
  barcode: z.string('validation.required').trim().min(1, 'validation.required').max(40, 'validation.maxLength|40'),
});
/** POST /api/library/return and POST /api/library/renew: a copy's barcode. */
export const libraryBarcodeBody = z.object({
  barcode: z.string('validation.required').trim().min(1, 'validation.required').max(40, 'validation.maxLength|40'),
});

export const libraryLendReplySchema = z.object({
  loan: memberLoanSchema,
  member: libraryMemberSchema,
});
export const libraryReturnReplySchema = z.object({
  loan: memberLoanSchema,
  member: libraryMemberSchema,
  overdueDays: z.number(),
  /** the hold that became ready with this copy: put it on the holds shelf for that member */
  holdFor: libraryHoldSchema.nullable(),
});

/** POST /api/library/holds: a member's hold on a title. */
export const libraryHoldBody = z.object({
  memberId: recordIdNumber(),
  productId: recordIdNumber(),
});
export const libraryHoldPageSchema = listPage(libraryHoldSchema);

export const LOAN_LIST_STATUSES = ['lent', 'overdue', 'returned', 'lost'] as const;
export const libraryLoanPageSchema = listPage(memberLoanSchema);

/** GET /api/library/overdue-notices: one notice per member with their overdue loans, days late and fine so far. */
export const libraryOverdueNoticeSchema = z.object({
  memberId: z.number(),
  memberName: z.string(),
  cardNumber: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  loans: z.array(
    z.object({
      loanId: z.number(),
      title: z.string(),
      barcode: z.string(),
      lentOn: z.string().nullable(),
      dueDate: z.string(),
      daysLate: z.number(),
      fineSoFar: z.string(),
    }),
  ),
  fineTotal: z.string(),
});
export type LibraryOverdueNotice = z.infer<typeof libraryOverdueNoticeSchema>;
export const libraryOverdueNoticePageSchema = listPage(libraryOverdueNoticeSchema);
