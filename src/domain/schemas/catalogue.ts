import { z } from 'zod';
import { ATTENTION_REASONS, catalogueIsbn } from '../catalogue/entry';
import { CARD_FIELDS, STORE_DIFFERENCES } from '../catalogue/store-compare';
import { VAT_RATES } from './masterdata';
import { listPage, money, pageLimit, pageOffset, recordIdNumber, version } from './fields';

/**
 * The shared catalogue (issue #30): entries and manufacturers as the provider writes them (/kibourun/*), the
 * search a company runs (/kibourunlist), the cards it draws from entries and compares with them (/kibourun/stokmagaza),
 * and its publishing settings and runs (/modul/katalog/*). Messages are locale keys.
 */
const name = (max: number) => z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max, `validation.maxLength|${max}`);
const optionalText = (max: number) =>
  z
    .string({ message: 'validation.invalid' })
    .trim()
    .max(max, `validation.maxLength|${max}`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** 10 or 13 digits (hyphens and spaces dropped); a wrong check digit is kept and listed on the check list. */
const isbn = z
  .string({ message: 'validation.isbn' })
  .max(20, 'validation.isbn')
  .transform(catalogueIsbn)
  .refine((v) => v === '' || /^\d{9}[\dX]$|^\d{13}$/.test(v), { message: 'validation.isbn' })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const catalogueEntryBody = z.strictObject({
  isbn,
  title: name(300),
  author: optionalText(200),
  publisher: optionalText(200),
  manufacturerId: recordIdNumber().nullable().optional(),
  coverUrl: optionalText(500).refine((v) => v === null || /^https?:\/\/\S+$/.test(v), { message: 'validation.invalid' }),
  pageCount: z
    .number({ message: 'validation.number' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100_000, 'validation.invalid')
    .nullable()
    .optional(),
  price: money().nullable().optional(),
  vatRate: z
    .union(VAT_RATES.map((r) => z.literal(r)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<10>, z.ZodLiteral<20>], { message: 'validation.vatRate' })
    .default(0),
  description: optionalText(2000),
  /** on a change: the version read (409 DC10009 when someone saved since) */
  version: version.optional(),
});
export type CatalogueEntryBody = z.infer<typeof catalogueEntryBody>;

export const catalogueEntrySchema = z.object({
  id: z.number(),
  isbn: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  manufacturerId: z.number().nullable(),
  manufacturerName: z.string().nullable(),
  coverUrl: z.string().nullable(),
  pageCount: z.number().nullable(),
  price: z.string().nullable(),
  vatRate: z.number(),
  description: z.string().nullable(),
  version: z.number(),
  /** the asking company's card drawn from this entry, if any */
  productId: z.number().nullable(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
export const catalogueEntryPageSchema = listPage(catalogueEntrySchema);

/** GET /api/catalogue/entries?q=&limit=&offset=: q is words of the title, author or publisher, or an ISBN */
export const catalogueListQuery = z.object({
  q: z.string().max(200, 'validation.maxLength|200').optional(),
  limit: pageLimit(200, 25),
  offset: pageOffset,
});

export const catalogueManufacturerBody = z.strictObject({
  name: name(200),
  note: optionalText(1000),
  version: version.optional(),
});
export type CatalogueManufacturerBody = z.infer<typeof catalogueManufacturerBody>;

export const catalogueManufacturerSchema = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  entryCount: z.number(),
  version: z.number(),
});
export type CatalogueManufacturer = z.infer<typeof catalogueManufacturerSchema>;

/** /kibourun/kontrol: an entry with what it needs */
export const catalogueAttentionSchema = z.object({
  id: z.number(),
  isbn: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  reasons: z.array(z.enum(ATTENTION_REASONS)),
});
export type CatalogueAttention = z.infer<typeof catalogueAttentionSchema>;

/** The most entries one request draws cards from. */
export const STOCK_CARDS_MAX = 1000;

/** POST /api/catalogue/stock-cards: cards of the company drawn from entries, on a location of the company */
export const catalogueStockCardsBody = z.strictObject({
  entryIds: z.array(recordIdNumber()).min(1, 'validation.required').max(STOCK_CARDS_MAX, `validation.maxItems|${STOCK_CARDS_MAX}`),
  locationId: recordIdNumber().optional(),
});

/** /kibourun/stokmagaza: a linked card that differs from its entry */
export const storeComparisonSchema = z.object({
  productId: z.number(),
  code: z.string(),
  name: z.string(),
  price: z.string(),
  entryId: z.number(),
  entryTitle: z.string().nullable(),
  entryPrice: z.string().nullable(),
  differences: z.array(z.enum(STORE_DIFFERENCES)),
});
export type StoreComparison = z.infer<typeof storeComparisonSchema>;

/** POST /api/catalogue/store-updates: the cards to take their entry's fields that differ; `fields` chooses among them (all unless given) */
export const storeUpdatesBody = z.strictObject({
  productIds: z.array(recordIdNumber()).min(1, 'validation.required').max(STOCK_CARDS_MAX, `validation.maxItems|${STOCK_CARDS_MAX}`),
  fields: z
    .array(z.enum(CARD_FIELDS, { message: 'validation.invalid' }))
    .min(1, 'validation.required')
    .optional(),
});

/** /modul/katalog/ayar */
export const catalogueSettingsBody = z.strictObject({
  locationId: recordIdNumber().nullable(),
  warehouseId: recordIdNumber().nullable(),
  publishPrices: z.boolean({ message: 'validation.invalid' }),
  publishQuantities: z.boolean({ message: 'validation.invalid' }),
  version: version,
});
export type CatalogueSettingsBody = z.infer<typeof catalogueSettingsBody>;
/** GET /api/catalogue/settings: version 0 is the defaults, never saved */
export const catalogueSettingsSchema = z.object({
  locationId: z.number().nullable(),
  warehouseId: z.number().nullable(),
  publishPrices: z.boolean(),
  publishQuantities: z.boolean(),
  version: z.number(),
});
export type CatalogueSettings = z.infer<typeof catalogueSettingsSchema>;

export const CATALOGUE_JOB_KINDS = ['prices', 'quantities'] as const;
export type CatalogueJobKind = (typeof CATALOGUE_JOB_KINDS)[number];

/** POST /api/catalogue/jobs: stokguncelle asks `prices`, miktarguncelle `quantities` */
export const catalogueJobBody = z.strictObject({ kind: z.enum(CATALOGUE_JOB_KINDS, { message: 'validation.invalid' }) });

export const catalogueJobSchema = z.object({
  id: z.number(),
  kind: z.enum(CATALOGUE_JOB_KINDS),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number(),
  done: z.number(),
  log: z.array(z.object({ at: z.string(), key: z.string(), n: z.number().optional() })),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogueJob = z.infer<typeof catalogueJobSchema>;
