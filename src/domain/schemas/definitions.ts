import { z } from 'zod';
import { NEGATIVE_STOCK_POLICIES } from '../documents/negative-stock';
import { isValidVkn } from '../identifiers/vkn';
import { listPage, pageLimit, pageOffset, recordIdValue } from './fields';

/**
 * Bodies of the stock definitions (issue #4): categories (a tree), people (authors, translators, editors),
 * product types and manufacturers or publishers; warehouses and their shelf locations.
 * Messages are locale keys (`validation.*`, `|n` fills {n}); checks that need the database (name free,
 * parent or warehouse of this company, no cycle) are the server's.
 */

export const DEFINITION_KINDS = ['category', 'person', 'type', 'manufacturer', 'incomeExpense'] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];
export const isDefinitionKind = (v: string): v is DefinitionKind => (DEFINITION_KINDS as readonly string[]).includes(v);

export const PERSON_ROLES = ['author', 'translator', 'editor'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** Locale keys this module and the definitions routes may answer with, besides the generic ones. */
export const DEFINITION_MESSAGES = [
  'validation.nameTaken',
  'validation.parentNotFound',
  'validation.parentCycle',
  'validation.rolesRequired',
  'validation.birthYear',
  'validation.website',
  'validation.warehouseNotFound',
  'validation.vkn',
  'validation.digits',
  'validation.phone',
  'validation.email',
] as const;

const NAME_MAX = 200;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Blank (missing, null, "") is absent. */
const blankIsAbsent = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : v);

const optionalText = (max: number) => z.preprocess(blankIsAbsent, z.string().max(max, `validation.maxLength|${max}`).optional());

/** Missing → validation.required, blank → validation.required, too long → validation.maxLength (http/validate.ts). */
const name = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(NAME_MAX));

/** A record id ("12" is read as 12): blank → validation.required, anything else not an id → validation.number. */
const id = z.unknown().transform((v, ctx): number => {
  const n = recordIdValue(typeof v === 'string' ? v.trim() : v);
  if (n !== null) return n;
  ctx.issues.push({ code: 'custom', message: isBlank(v) ? 'validation.required' : 'validation.number', input: v });
  return z.NEVER;
});

const active = z.boolean('validation.invalid').optional();

const birthYear = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number('validation.birthYear')
    .int('validation.birthYear')
    .min(1000, 'validation.birthYear')
    .refine((y) => y <= new Date().getFullYear(), 'validation.birthYear')
    .optional(),
);

const phone = z.preprocess(
  blankIsAbsent,
  z
    .string('validation.phone')
    .refine((s) => /^\+?[\d\s().-]+$/.test(s) && s.replace(/\D/g, '').length >= 7 && s.replace(/\D/g, '').length <= 15, 'validation.phone')
    .optional(),
);

const email = z.preprocess(blankIsAbsent, z.email('validation.email').max(254, 'validation.maxLength|254').optional());

/** "https://yky.com.tr" or "www.yky.com.tr": a host with a dot, an optional http(s) scheme and path. */
const website = z.preprocess(
  blankIsAbsent,
  z
    .string('validation.website')
    .max(200, 'validation.maxLength|200')
    .regex(/^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d{1,5})?([/?#]\S*)?$/iu, 'validation.website')
    .optional(),
);

/** A company's tax number (VKN): 10 digits with a valid check digit; spaces are dropped. */
const vkn = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.replace(/\s/g, '') : typeof v === 'number' ? String(v) : v),
  z
    .string('validation.vkn')
    .regex(/^\d{10}$/, { message: 'validation.digits|10', abort: true })
    .refine(isValidVkn, 'validation.vkn')
    .optional(),
);

const roles = z.preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  z
    .array(z.string(), 'validation.invalid')
    .refine((r) => r.every((role) => (PERSON_ROLES as readonly string[]).includes(role)), { message: 'validation.invalid', abort: true })
    .refine((r) => r.length > 0, 'validation.rolesRequired')
    .transform((r) => PERSON_ROLES.filter((role) => r.includes(role))),
);

const base = { name, active };

export const categoryBody = z.object({ ...base, parentId: z.preprocess((v) => (isBlank(v) ? undefined : v), id.optional()) });
export const personBody = z.object({ ...base, roles, birthYear, note: optionalText(1000) });
export const typeBody = z.object(base);
export const manufacturerBody = z.object({
  ...base,
  isPublisher: z.boolean('validation.invalid').default(false),
  phone,
  email,
  website,
  address: optionalText(500),
  taxNumber: vkn,
});

/** An income or expense of the cash module (rent, salaries, commissions received …): what its vouchers name. */
export const INCOME_EXPENSE_DIRECTIONS = ['income', 'expense'] as const;
export const incomeExpenseBody = z.object({ ...base, direction: z.enum(INCOME_EXPENSE_DIRECTIONS, 'validation.required'), note: optionalText(500) });

/** The body of POST and PUT /api/definitions/{kind}: PUT replaces the whole record. */
export const DEFINITION_BODIES = {
  category: categoryBody,
  person: personBody,
  type: typeBody,
  manufacturer: manufacturerBody,
  incomeExpense: incomeExpenseBody,
} as const;
export type DefinitionBody = z.infer<(typeof DEFINITION_BODIES)[DefinitionKind]>;

/** Fields of a definition body kept in columns; every other field goes into `attributes`. */
export const DEFINITION_COLUMNS = ['name', 'active', 'parentId', 'roles'] as const;

export const definitionListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.enum(PERSON_ROLES, 'validation.invalid').optional(),
  active: z.enum(['true', 'false'], 'validation.invalid').optional(),
  limit: pageLimit(500, 50),
  offset: pageOffset,
});

/** `negativeStock`: what a completion taking stock below zero there does; a new warehouse warns, a save without it keeps it. */
export const warehouseBody = z.object({ name, negativeStock: z.enum(NEGATIVE_STOCK_POLICIES, 'validation.invalid').optional() });
/** A location's place in the warehouse (aisle, shelf, bin: short codes, empty clears) and its place in a picker's walk. */
const placeCode = z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string().max(20).nullable().optional());
export const LOCATION_KINDS = ['shelf', 'receiving', 'dispatch'] as const;
export const locationBody = z.object({
  name,
  warehouseId: id,
  aisle: placeCode,
  shelf: placeCode,
  bin: placeCode,
  pickOrder: z.number('validation.number').int('validation.number').min(0).max(1_000_000).optional(),
});

/**
 * A definition as GET /api/definitions/{kind} lists it, GET …/{id} gives it and a save answers it: the columns
 * below and, beside them, the kind's own fields (birthYear, isPublisher, website, …).
 */
export const definitionSchema = z.looseObject({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  parentId: z.number().nullable(),
  roles: z.array(z.string()),
  active: z.boolean(),
});
export type Definition = z.infer<typeof definitionSchema>;

/** GET /api/definitions/{kind}?q=&role=&active=&limit=&offset=, in Turkish alphabetical order. */
export const definitionPageSchema = listPage(definitionSchema);
export type DefinitionPage = z.infer<typeof definitionPageSchema>;

/** A warehouse as GET /api/warehouses lists it and a save answers it. */
export const warehouseSchema = z.object({ id: z.number(), name: z.string(), negativeStock: z.enum(NEGATIVE_STOCK_POLICIES) });
export type Warehouse = z.infer<typeof warehouseSchema>;
export const warehousePageSchema = listPage(warehouseSchema);

/** A shelf location as GET /api/locations lists it and a save answers it. */
export const locationSchema = z.object({
  id: z.number(),
  name: z.string(),
  warehouseId: z.number(),
  aisle: z.string().nullable(),
  shelf: z.string().nullable(),
  bin: z.string().nullable(),
  /** where a picker walks it: lower first (/depo/uruntopla) */
  pickOrder: z.number(),
  /** a shelf, or the warehouse's receiving location (goods without a shelf arrive there) or dispatch location (picked goods wait there) */
  kind: z.enum(LOCATION_KINDS),
});
export type ShelfLocation = z.infer<typeof locationSchema>;
export const locationPageSchema = listPage(locationSchema);
