import { z } from 'zod';
import { COPY_STATUSES } from './library';
import { recordIdNumber, version } from './fields';

/**
 * The reader area (/okuyucu, issue #18): the public catalogue of a library found by host, a member's own sign-in with
 * card number and PIN, their loans and holds, and the staff page of its settings. Public answers name no member.
 */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The fields of a title the reader area may show besides its title and the status of its copies. */
export const READER_FIELDS = ['author', 'isbn', 'subject', 'publisher', 'location', 'dueDate'] as const;
export type ReaderField = (typeof READER_FIELDS)[number];

/** PUT /api/library/reader-settings: the host readers open, what they see, whether holds are offered, opening hours and notices. */
export const readerSettingsBody = z.object({
  version,
  host: z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string('validation.invalid')
      .regex(/^[a-z0-9.-]{1,253}$/, 'reader.hostFormat')
      .nullable(),
  ),
  fields: z
    .array(z.enum(READER_FIELDS, 'validation.invalid'), 'validation.invalid')
    .max(READER_FIELDS.length)
    .transform((f) => [...new Set(f)]),
  holdsOffered: z.boolean('validation.invalid'),
  openingHours: z.string('validation.invalid').max(2000, 'validation.maxLength|2000'),
  notices: z.string('validation.invalid').max(4000, 'validation.maxLength|4000'),
});
export type ReaderSettingsBody = z.infer<typeof readerSettingsBody>;

export const readerSettingsSchema = z.object({
  version: z.number(),
  host: z.string().nullable(),
  fields: z.array(z.enum(READER_FIELDS)),
  holdsOffered: z.boolean(),
  openingHours: z.string(),
  notices: z.string(),
});
export type ReaderSettings = z.infer<typeof readerSettingsSchema>;

/** GET /api/reader/home: the library's name, what it shows, its opening hours and notices. */
export const readerHomeSchema = z.object({
  library: z.string(),
  fields: z.array(z.enum(READER_FIELDS)),
  holdsOffered: z.boolean(),
  openingHours: z.string(),
  notices: z.string(),
});
export type ReaderHome = z.infer<typeof readerHomeSchema>;

/** GET /api/reader/titles?q=&limit=&offset=: the words are matched in the title, author, subject, ISBN and barcode. */
export const readerSearchQuery = z.object({
  q: z.string('validation.invalid').max(200, 'validation.maxLength|200').default(''),
  limit: z.coerce.number('validation.number').int('validation.number').min(1, 'validation.invalid').max(50, 'validation.invalid').default(20),
  offset: z.coerce.number('validation.number').int('validation.number').min(0, 'validation.invalid').max(10_000, 'validation.invalid').default(0),
});

/** A title as the reader sees it: fields the library does not show are null. */
export const readerTitleSchema = z.object({
  id: z.number(),
  title: z.string(),
  author: z.string().nullable(),
  isbn: z.string().nullable(),
  subject: z.string().nullable(),
  publisher: z.string().nullable(),
  copies: z.number(),
  available: z.number(),
});
export type ReaderTitle = z.infer<typeof readerTitleSchema>;

/** `total` counts hits up to a cap; `more` says there are more than it. */
export const readerTitlePageSchema = z.object({ items: z.array(readerTitleSchema), total: z.number(), more: z.boolean() });
export type ReaderTitlePage = z.infer<typeof readerTitlePageSchema>;

/** GET /api/reader/titles/:id: the title with its copies (shelf, status, due date when lent; never a borrower). */
export const readerTitleDetailSchema = readerTitleSchema.extend({
  copyList: z.array(z.object({ id: z.number(), location: z.string().nullable(), status: z.enum(COPY_STATUSES), dueDate: z.string().nullable() })),
  holdsOffered: z.boolean(),
  /** readers waiting for the title */
  waiting: z.number(),
});
export type ReaderTitleDetail = z.infer<typeof readerTitleDetailSchema>;

/** POST /api/reader/login: the card number as the member's card reads (any case) and the PIN, 4–8 digits. */
export const readerLoginBody = z.object({
  cardNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string('validation.required').regex(/^[0-9A-Za-z-]{1,30}$/, 'library.cardNumberFormat'),
  ),
  pin: z.string('library.pinFormat').regex(/^\d{4,8}$/, 'library.pinFormat'),
});
export const readerLoginSchema = z.object({ token: z.string(), expiresIn: z.number(), name: z.string() });

export const readerLoanSchema = z.object({
  id: z.number(),
  /** the loan's version as the member saw it: a renewal names it, so two devices renewing from one view renew once */
  version: z.number(),
  title: z.string(),
  productId: z.number(),
  barcode: z.string(),
  lentOn: z.string().nullable(),
  dueDate: z.string().nullable(),
  renewals: z.number(),
  overdue: z.boolean(),
});
export type ReaderLoan = z.infer<typeof readerLoanSchema>;

export const readerHoldSchema = z.object({
  id: z.number(),
  productId: z.number(),
  title: z.string(),
  status: z.enum(['waiting', 'ready', 'fulfilled', 'cancelled', 'expired']),
  readyUntil: z.string().nullable(),
  position: z.number(),
});
export type ReaderHold = z.infer<typeof readerHoldSchema>;

/** GET /api/reader/account: the signed-in member's own loans and holds. */
export const readerAccountSchema = z.object({
  name: z.string(),
  cardNumber: z.string(),
  expiresOn: z.string().nullable(),
  loans: z.array(readerLoanSchema),
  holds: z.array(readerHoldSchema),
});
export type ReaderAccount = z.infer<typeof readerAccountSchema>;

/** POST /api/reader/holds {productId} */
export const readerHoldBody = z.object({
  productId: recordIdNumber(),
});

/** The body of a reader's sign-out: an object, with nothing in it that is read. */
export const readerEmptyBody = z.object({}, 'validation.invalid');

/** POST /api/reader/loans/:id/renew {version}: the loan as the member saw it (a stale one is a 409 DC10009). */
export const readerRenewBody = z.object({ version });

/** POST /api/reader/loans/:id/renew answers the renewed loan. */
export const readerRenewReplySchema = readerLoanSchema;
