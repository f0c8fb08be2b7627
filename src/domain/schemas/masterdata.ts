import { z } from 'zod';
import { normalizeBarcode } from '../identifiers/barcode';
import { isValidIban, isValidTrIban, normalizeIban } from '../identifiers/iban';
import { toIsbn13 } from '../identifiers/isbn';
import { isValidMersis } from '../identifiers/mersis';
import { isValidTckn } from '../identifiers/tckn';
import { isValidVkn } from '../identifiers/vkn';
import { isCalendarDate } from '../calendar-date';
import { EXEMPTION_CODES } from '../edocuments/tax-codes';
import { HOME_COUNTRY, isAbroad, isCountryCode } from '../countries';
import { parseGtip } from '../edocuments/export';
import { Dec } from '../money/decimal';
import { LEDGER_QUANTITY, MAX_INTEGER } from '../money/limits';
import { CURRENCIES } from '../money/format';
import { CONSENT_METHODS } from '../messages/consent';
import { MESSAGE_LANGUAGES } from '../messages/events';

/**
 * Bodies of POST /api/products and POST /api/accounts (contract "Master data", spec §3 and §5).
 * Messages are locale keys (`validation.*`, with `|n` for a placeholder); the server translates them.
 * Every field is normalised here (compact IBAN and barcode, dot decimals, upper-case codes), so the
 * server stores what it gets. Checks that need the database (location exists, code free) are the server's.
 */

/** Locale keys this module may answer with, besides the generic ones (required, invalid, email, …). */
export const MASTERDATA_MESSAGES = [
  'validation.barcode',
  'validation.isbn',
  'validation.decimal',
  'validation.mixedSeparators',
  'validation.vatRate',
  'validation.locationRequired',
  'validation.locationNotFound',
  'validation.productCode',
  'validation.productNotFound',
  'validation.codeTaken',
  'validation.accountCode',
  'validation.taxNumber',
  'validation.vkn',
  'validation.tckn',
  'validation.iban',
  'validation.phone',
  'validation.date',
  'validation.ipList',
  'validation.country',
  'validation.foreignTaxNumber',
  'validation.gtip',
  'stock.validation.categoryNotFound',
  'stock.validation.manufacturerNotFound',
  'stock.validation.typeNotFound',
  'stock.validation.personNotFound',
] as const;

export type Outcome<T> = { ok: true; value: T } | { ok: false; key: string };
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const no = (key: string): Outcome<never> => ({ ok: false, key });

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required field read by `parse`; blank (missing, null, "") answers `missingKey`. */
function required<T>(parse: (v: unknown) => Outcome<T>, missingKey = 'validation.required') {
  return z.unknown().transform((v, ctx): T => {
    const r = isBlank(v) ? no(missingKey) : parse(v);
    if (r.ok) return r.value;
    ctx.issues.push({ code: 'custom', message: r.key, input: v });
    return z.NEVER;
  });
}

/** An optional field read by `parse`; blank (missing, null, "") is absent. */
function optional<T>(parse: (v: unknown) => Outcome<T>) {
  return z
    .unknown()
    .transform((v, ctx): T | undefined => {
      if (isBlank(v)) return undefined;
      const r = parse(v);
      if (r.ok) return r.value;
      ctx.issues.push({ code: 'custom', message: r.key, input: v });
      return z.NEVER;
    })
    .optional();
}

const flag = (v: unknown): Outcome<boolean> => (typeof v === 'boolean' ? ok(v) : no('validation.invalid'));

const optionalText = (max: number) =>
  optional((v) => (typeof v !== 'string' ? no('validation.invalid') : v.trim().length > max ? no(`validation.maxLength|${max}`) : ok(v.trim())));

/**
 * A decimal as people type it: "12.50" or "12,50" (Turkish decimal comma). Mixing comma and dot is refused
 * (spec §5: "Prices must not mix comma and dot"), and so are thousands separators, signs and exponents.
 * The result is a dot decimal string without superfluous zeros ("12,50" → "12.5"). By default within
 * numeric(18, 4), the column of prices and stock figures (money/limits.ts).
 */
export function parseDecimalInput(value: unknown, maxScale = LEDGER_QUANTITY.scale, maxIntDigits = LEDGER_QUANTITY.integerDigits): Outcome<string> {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return no('validation.decimal');
  const s = text.trim();
  if (s.includes(',') && s.includes('.')) return no('validation.mixedSeparators');
  const re = new RegExp(`^\\d{1,${maxIntDigits}}([.,]\\d{1,${maxScale}})?$`);
  if (!re.test(s)) return no('validation.decimal');
  return ok(new Dec(s.replace(',', '.')).toFixed());
}

const decimal =
  (maxScale = 4) =>
  (v: unknown) =>
    parseDecimalInput(v, maxScale);

/** An amount of money with at most two decimals, stored with exactly two ("25000,5" → "25000.50"). */
const money = (v: unknown): Outcome<string> => {
  const r = parseDecimalInput(v, 2);
  return r.ok ? ok(new Dec(r.value).toFixed(2)) : r;
};

const positiveInt =
  (max: number) =>
  (v: unknown): Outcome<number> => {
    const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) return no('validation.number');
    return n > max ? no('validation.invalid') : ok(n);
  };

const isoDate = (v: unknown): Outcome<string> => (typeof v === 'string' && isCalendarDate(v.trim()) ? ok(v.trim()) : no('validation.date'));

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): Outcome<T> =>
    typeof v === 'string' && (values as readonly string[]).includes(v) ? ok(v as T) : no('validation.invalid');

// ---------------------------------------------------------------------------------------------------------
// Products

export const VAT_RATES = [0, 1, 10, 20] as const;
/** A stock search counts its hits up to this many; a total one above it means "more than this many". */
export const PRODUCT_SEARCH_COUNT_CAP = 1000;
export const DEFAULT_UNIT = 'ADET';
export const SALES_STATUSES = ['onSale', 'soldOut', 'passive'] as const;
export const PRODUCT_CODE_RE = /^[A-Za-z0-9._/-]{1,30}$/;

const barcode = (v: unknown): Outcome<string> => {
  const code = typeof v === 'string' ? normalizeBarcode(v) : null;
  return code ? ok(code) : no('validation.barcode');
};

const isbn = (v: unknown): Outcome<string> => {
  const code = typeof v === 'string' ? toIsbn13(v) : null;
  return code ? ok(code) : no('validation.isbn');
};

const vatRate = (v: unknown): Outcome<number> => {
  const n = typeof v === 'string' && /^\d{1,2}$/.test(v.trim()) ? Number(v.trim()) : v;
  return (VAT_RATES as readonly unknown[]).includes(n) ? ok(n as number) : no('validation.vatRate');
};

const productCode = (v: unknown): Outcome<string> => (typeof v === 'string' && PRODUCT_CODE_RE.test(v.trim()) ? ok(v.trim()) : no('validation.productCode'));

const unit = (v: unknown): Outcome<string> =>
  typeof v !== 'string' ? no('validation.invalid') : v.trim().length > 20 ? no('validation.maxLength|20') : ok(v.trim().toLocaleUpperCase('tr-TR'));

const setProduct = z.object({
  productId: required(positiveInt(MAX_INTEGER)),
  quantity: required((v) => {
    const r = parseDecimalInput(v);
    return r.ok && new Dec(r.value).lte(0) ? no('validation.invalid') : r;
  }),
});

/**
 * Product fields that point at a row of `definitions` (migration 005): the kind the row must have, for
 * people the role they must hold, and the message when the id is not such a row of the company.
 */
export const PRODUCT_REFERENCES = {
  categoryId: { kind: 'category', role: null, message: 'stock.validation.categoryNotFound' },
  manufacturerId: { kind: 'manufacturer', role: null, message: 'stock.validation.manufacturerNotFound' },
  typeId: { kind: 'type', role: null, message: 'stock.validation.typeNotFound' },
  authorId: { kind: 'person', role: 'author', message: 'stock.validation.personNotFound' },
  translatorId: { kind: 'person', role: 'translator', message: 'stock.validation.personNotFound' },
  editorId: { kind: 'person', role: 'editor', message: 'stock.validation.personNotFound' },
} as const;
export type ProductReference = keyof typeof PRODUCT_REFERENCES;

const definitionId = optional(positiveInt(MAX_INTEGER));

export const createProductBody = z.object({
  name: z.string().trim().min(1).max(200),
  barcode: optional(barcode),
  isbn: optional(isbn),
  code: optional(productCode),
  unit: optional(unit),
  boxUnit: optionalText(20),
  vatRate: required(vatRate),
  price: required(decimal()),
  /** the price includes the VAT: true unless said otherwise (shelf prices in Turkish retail do) */
  priceIncludesVat: z.boolean().default(true),
  /** a 0 % product's own VAT exemption code (GİB's istisna list): its sales lines at 0 % take it unless they name one */
  vatExemptionCode: optional(oneOf(EXEMPTION_CODES)),
  /** Spec §5: "A product needs a location before saving." */
  locationId: required(positiveInt(MAX_INTEGER), 'validation.locationRequired'),
  criticalStock: optional(decimal()),
  stockValue: optional(decimal()),
  category: optionalText(100),
  manufacturer: optionalText(200),
  publisher: optionalText(200),
  brand: optionalText(100),
  author: optionalText(200),
  translator: optionalText(200),
  editor: optionalText(200),
  pageCount: optional(positiveInt(100_000)),
  editionNumber: optional(positiveInt(10_000)),
  editionDate: optional(isoDate),
  printDate: optional(isoDate),
  cover: optionalText(100),
  paper: optionalText(100),
  weight: optional(decimal()),
  width: optional(decimal()),
  height: optional(decimal()),
  depth: optional(decimal()),
  color: optionalText(50),
  variants: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  setProducts: z.array(setProduct).max(200).optional(),
  showcase: z.boolean().optional(),
  salesStatus: optional(oneOf(SALES_STATUSES)),
  /** GTİP, the customs tariff number an export's line carries by default */
  gtip: optional((v) => {
    const gtip = parseGtip(v);
    return gtip ? ok(gtip) : no('validation.gtip');
  }),
  categoryId: definitionId,
  manufacturerId: definitionId,
  typeId: definitionId,
  authorId: definitionId,
  translatorId: definitionId,
  editorId: definitionId,
});
export type CreateProductBody = z.infer<typeof createProductBody>;

/**
 * Body of PUT /api/products/:id: the whole card, as for a new one (absent optional fields are cleared,
 * an absent code keeps the current one), and the `version` the client read: when another save came in
 * between, the server answers 409 instead of overwriting it.
 */
export const updateProductBody = createProductBody.extend({ version: optional(positiveInt(MAX_INTEGER)) });
export type UpdateProductBody = z.infer<typeof updateProductBody>;

/** Fields of a product body kept in columns; every other field goes into `attributes`. */
export const PRODUCT_COLUMNS = [
  'name',
  'barcode',
  'isbn',
  'code',
  'unit',
  'vatRate',
  'price',
  'priceIncludesVat',
  'vatExemptionCode',
  'locationId',
  'criticalStock',
  'version',
] as const;

// ---------------------------------------------------------------------------------------------------------
// Current accounts

export const ACCOUNT_KINDS = ['customer', 'supplier'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const ACCOUNT_CODE_LENGTH = 10;
/** Generated codes: C (customer) or S (supplier) and nine digits, the next free one of the company. */
export const ACCOUNT_CODE_PREFIX: Record<AccountKind, string> = { customer: 'C', supplier: 'S' };

const accountCode = (v: unknown): Outcome<string> => {
  const code = typeof v === 'string' ? v.trim().toUpperCase() : '';
  return /^[A-Z0-9]{10}$/.test(code) ? ok(code) : no('validation.accountCode');
};

/** 10 digits: VKN (companies); 11 digits: TCKN (individuals). Spaces are dropped. */
export function parseTaxNumber(v: unknown): Outcome<string> {
  const n = typeof v === 'string' ? v.replace(/\s/g, '') : typeof v === 'number' ? String(v) : '';
  if (/^\d{10}$/.test(n)) return isValidVkn(n) ? ok(n) : no('validation.vkn');
  if (/^\d{11}$/.test(n)) return isValidTckn(n) ? ok(n) : no('validation.tckn');
  return no('validation.taxNumber');
}

/** A Turkish IBAN (TR, 26 characters) or another country's, mod 97; spaces and lower case accepted. */
export function parseIban(v: unknown): Outcome<string> {
  if (typeof v !== 'string') return no('validation.iban');
  const iban = normalizeIban(v);
  const valid = iban.startsWith('TR') ? isValidTrIban(iban) : isValidIban(iban);
  return valid ? ok(iban) : no('validation.iban');
}

/** MERSİS number: 16 digits, spaces and dashes dropped. */
export const parseMersis = (v: unknown): Outcome<string> => {
  const n = typeof v === 'string' ? v.replace(/[\s-]/g, '') : '';
  return isValidMersis(n) ? ok(n) : no('validation.digits|16');
};

export const parsePhone = (v: unknown): Outcome<string> => {
  if (typeof v !== 'string') return no('validation.phone');
  const s = v.trim();
  const digits = s.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(s) && digits >= 7 && digits <= 15 ? ok(s) : no('validation.phone');
};

const postalCode = (v: unknown): Outcome<string> => {
  const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  return /^\d{5}$/.test(s) ? ok(s) : no('validation.digits|5');
};

/** A postal code abroad, as that country writes it (letters, digits, spaces and dashes: "SW1A 1AA", "10115"). */
const foreignPostalCode = (v: unknown): Outcome<string> => {
  const s = typeof v === 'string' ? v.trim().toUpperCase() : typeof v === 'number' ? String(v) : '';
  return /^[A-Z0-9][A-Z0-9 -]{1,11}$/.test(s) ? ok(s) : no('validation.invalid');
};

/** A tax number abroad (a VAT or company number as that country writes it): letters and digits, spaces dropped. */
const foreignTaxNumber = (v: unknown): Outcome<string> => {
  const s = typeof v === 'string' ? v.replace(/\s/g, '').toUpperCase() : typeof v === 'number' ? String(v) : '';
  return /^[A-Z0-9][A-Z0-9.\/-]{1,29}$/.test(s) ? ok(s) : no('validation.foreignTaxNumber');
};

/** ISO 3166-1 alpha-2 of GİB's country list, upper case; absent or blank: Turkey. */
const country = z
  .unknown()
  .transform((v, ctx): string => {
    if (isBlank(v)) return HOME_COUNTRY;
    const code = typeof v === 'string' ? v.trim().toUpperCase() : '';
    if (isCountryCode(code)) return code;
    ctx.issues.push({ code: 'custom', message: 'validation.country', input: v });
    return z.NEVER;
  })
  .optional();

const ip = z.union([z.ipv4(), z.ipv6()]);

/** Spec §5: multiple authorized IPs are comma separated. Stored as "a,b" without spaces. An array is also read. */
export function parseIpList(v: unknown): Outcome<string> {
  const parts = (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [null]).map((p) => (typeof p === 'string' ? p.trim() : p));
  const list = parts.filter((p) => p !== '');
  if (list.length === 0 || list.length > 100 || !list.every((p) => ip.safeParse(p).success)) return no('validation.ipList');
  return ok([...new Set(list as string[])].join(','));
}

/** A registered e-invoice user's receiving alias (GİB "etiket"), e.g. urn:mail:defaultpk@example.com. */
const einvoiceAlias = (v: unknown): Outcome<string> =>
  typeof v === 'string' && /^urn:mail:[^\s@]+@[^\s@]+$/.test(v.trim()) && v.trim().length <= 200 ? ok(v.trim()) : no('validation.invalid');

const monthlyInterest = (v: unknown): Outcome<string> => {
  const r = parseDecimalInput(v, 4, 3);
  return r.ok && new Dec(r.value).gt(100) ? no('validation.invalid') : r;
};

const accountFields = z.object({
  name: z.string().trim().min(1).max(200),
  kind: required(oneOf(ACCOUNT_KINDS)),
  code: optional(accountCode),
  /** the currency its ledger is kept in (a döviz cari); TRY when absent. It may change only while the ledger is empty */
  currency: optional(oneOf(CURRENCIES)),
  personType: optional(oneOf(['individual', 'corporate'] as const)),
  taxOffice: optionalText(100),
  /** a Turkish VKN/TCKN, or abroad the country's own number: checked by the card's country (accountCountryRules) */
  taxNumber: optional((v) => (parseTaxNumber(v).ok ? parseTaxNumber(v) : foreignTaxNumber(v))),
  tradeRegistryNumber: optionalText(50),
  mersisNumber: optional(parseMersis),
  riskLimit: optional(money),
  monthlyInterest: optional(monthlyInterest),
  iban: optional(parseIban),
  phone: optional(parsePhone),
  phone2: optional(parsePhone),
  fax: optional(parsePhone),
  email: z.preprocess((v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : v), z.email().max(254).optional()),
  city: optionalText(100),
  district: optionalText(100),
  neighbourhood: optionalText(100),
  street: optionalText(200),
  buildingNo: optionalText(20),
  apartmentNo: optionalText(20),
  /** Turkey's five digits, or abroad the country's own code: checked by the card's country (accountCountryRules) */
  postalCode: optional((v) => (postalCode(v).ok ? postalCode(v) : foreignPostalCode(v))),
  country,
  birthDate: optional(isoDate),
  marriageDate: optional(isoDate),
  gender: optional(oneOf(['female', 'male'] as const)),
  authorizedIps: optional(parseIpList),
  einvoiceAlias: optional(einvoiceAlias),
  /** its current-account group (Sistem → Cari Grupları, migration 068), none when absent */
  groupId: optional(positiveInt(MAX_INTEGER)),
  /** KVKK consent to messages (issue #33): e-mail and SMS yes/no (a no is never written to), when and how it was given */
  emailConsent: optional(flag),
  smsConsent: optional(flag),
  consentAt: optional(isoDate),
  consentHow: optional(oneOf(CONSENT_METHODS)),
  /** the language its messages are written in (tr when absent) */
  messageLanguage: optional(oneOf(MESSAGE_LANGUAGES)),
});

/**
 * A card in Turkey has a VKN or TCKN and five-digit postal code; a card abroad (an export's buyer) needs no tax
 * number, and its tax number and postal code are its country's own.
 */
function accountCountryRules(body: { country?: unknown; taxNumber?: unknown; postalCode?: unknown }, ctx: z.RefinementCtx): void {
  if (typeof body.country === 'string' && isAbroad(body.country)) return;
  if (typeof body.taxNumber === 'string') {
    const r = parseTaxNumber(body.taxNumber);
    if (!r.ok) ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: r.key });
  }
  if (typeof body.postalCode === 'string') {
    const r = postalCode(body.postalCode);
    if (!r.ok) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: r.key });
  }
}

/** the country's rules run even when other fields are refused, so that one 422 names every field */
const EVERY_TIME = { when: () => true };

export const createAccountBody = accountFields.superRefine(accountCountryRules, EVERY_TIME);
export type CreateAccountBody = z.infer<typeof createAccountBody>;

/** Body of PUT /api/accounts/:id: the whole card, as for a new one, and the `version` the client read (409 when it changed). */
export const updateAccountBody = accountFields.extend({ version: optional(positiveInt(MAX_INTEGER)) }).superRefine(accountCountryRules, EVERY_TIME);
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

/** Fields of an account body kept in columns; every other field goes into `attributes`. */
export const ACCOUNT_COLUMNS = ['name', 'kind', 'code', 'currency', 'taxOffice', 'taxNumber', 'iban', 'email', 'version'] as const;
