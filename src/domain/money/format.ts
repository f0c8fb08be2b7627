import { Dec } from './decimal';

/**
 * Money on screen and on paper, tr-TR style (spec §9): 1.234,56 with "." grouping thousands and ","
 * before the decimals, in every UI language. Amounts are shown without the currency symbol unless
 * asked ("symbol stripped"); with it, the symbol comes first as ICU's tr-TR does ("₺1.234,56",
 * "-₺1.234,50"). Formatting works on the decimal strings themselves (no float, no ICU), so a 15-digit
 * amount prints exactly and the output does not change with the ICU version; tests compare it with
 * Intl.NumberFormat('tr-TR') on Node 20 / ICU 78.
 */

export const CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'TRY';
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = Object.freeze({ TRY: '₺', USD: '$', EUR: '€', GBP: '£' });

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

export interface FormatOptions {
  /** decimals shown, rounded half-up; 2 unless given */
  decimals?: number;
}

/** "1234567.891" → "1.234.567,89"; a negative value keeps its "-", a value that rounds to zero loses it. */
export function formatNumber(value: string, options: FormatOptions = {}): string {
  const decimals = options.decimals ?? 2;
  if (!SIGNED_DECIMAL.test(value)) throw new RangeError(`not a decimal string: ${value}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) throw new RangeError(`bad number of decimals: ${decimals}`);
  const fixed = new Dec(value).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP).toFixed(decimals);
  const neg = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const body = fixed.replace('-', '');
  const dot = body.indexOf('.');
  const int = dot < 0 ? body : body.slice(0, dot);
  const frac = dot < 0 ? '' : body.slice(dot + 1);
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${neg ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

export interface MoneyFormatOptions extends FormatOptions {
  /** TRY unless given */
  currency?: Currency;
  /** show the symbol ("₺1.234,56"); false (the default) strips it ("1.234,56") */
  symbol?: boolean;
}

/** An amount in a currency: "1.234,56", or "₺1.234,56" / "-$1.234,50" with `symbol: true`. */
export function formatMoney(value: string, options: MoneyFormatOptions = {}): string {
  const currency = options.currency ?? DEFAULT_CURRENCY;
  if (!isCurrency(currency)) throw new RangeError(`unknown currency: ${String(currency)}`);
  const text = formatNumber(value, { decimals: options.decimals ?? 2 });
  if (!options.symbol) return text;
  return text.startsWith('-') ? `-${CURRENCY_SYMBOLS[currency]}${text.slice(1)}` : `${CURRENCY_SYMBOLS[currency]}${text}`;
}

/** A percent (as stored, "20" for 20 %) the Turkish way: "%20", "%12,5" (at most `decimals`, default 2). */
export function formatPercent(percent: string, decimals = 2): string {
  if (!SIGNED_DECIMAL.test(percent)) throw new RangeError(`not a decimal string: ${percent}`);
  const rounded = new Dec(percent).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
  const places = rounded.decimalPlaces();
  const shown = formatNumber(rounded.toFixed(places), { decimals: places });
  return shown.startsWith('-') ? `-%${shown.slice(1)}` : `%${shown}`;
}

export type ParseAmountError = 'empty' | 'invalid' | 'mixed-separators' | 'negative' | 'too-many-decimals' | 'too-large';

export type ParseAmountResult = { ok: true; value: string } | { ok: false; error: ParseAmountError; message: string };

export interface ParseAmountOptions {
  /** most decimals accepted (8 unless given, the limit of a stored decimal string) */
  maxDecimals?: number;
  /** accept a leading "-" (false unless given) */
  allowNegative?: boolean;
  /** an exchange rate: a lone dot is always its decimal mark (a cross rate of 1.085 is never a thousand) */
  rate?: boolean;
}

const MESSAGES: Record<ParseAmountError, string> = {
  empty: 'Enter an amount.',
  invalid: 'This is not an amount.',
  'mixed-separators': 'Prices must not mix comma and dot: write 1.234,56 or 1234,56.',
  negative: 'The amount cannot be negative.',
  'too-many-decimals': 'Too many decimals.',
  'too-large': 'The amount is too large.',
};

const fail = (error: ParseAmountError): ParseAmountResult => ({ ok: false, error, message: MESSAGES[error] });

/**
 * What a person typed → a plain decimal string ("1.234,56", "1234,56" and "1234.56" all → "1234.56").
 *
 * The comma is the decimal separator; a dot is a thousands separator when it groups digits by three
 * ("1.234,56", "1.234.567", "15.000": fifteen thousand, as it is written in Türkiye), else a decimal separator
 * ("1234.56", "0.125", "12.5"). Refused: commas and dots that cannot be read as tr-TR grouping ("1,234.56",
 * "1.23,4": spec §5, prices must not mix comma and dot) and more than one comma. Spaces (also the no-break
 * space and the narrow one), the bidi marks a formatted number may carry (U+200E, U+200F, U+061C) and a currency
 * symbol or code around the number are ignored.
 */
export function parseAmount(input: string, options: ParseAmountOptions = {}): ParseAmountResult {
  const maxDecimals = options.maxDecimals ?? 8;
  let s = input.replace(/[\s\u00a0\u202f\u200e\u200f\u061c]/g, '');
  s = s.replace(/^(-?)(?:₺|\$|€|£|TRY|TL|USD|EUR|GBP)/i, '$1').replace(/(?:₺|\$|€|£|TRY|TL|USD|EUR|GBP)$/i, '');
  if (!s) return fail('empty');
  let neg = false;
  if (s.startsWith('-')) {
    neg = true;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return fail('invalid');

  const commas = s.split(',').length - 1;
  const dots = s.split('.').length - 1;
  let int: string;
  let frac: string;
  if (commas > 1) return fail('mixed-separators');
  if (commas === 1) {
    const [left, right] = s.split(',') as [string, string];
    if (dots > 0) {
      if (!/^\d{1,3}(\.\d{3})+$/.test(left)) return fail('mixed-separators');
      int = left.replace(/\./g, '');
    } else int = left;
    frac = right;
    if (right.includes('.')) return fail('mixed-separators');
  } else if (dots > 1) {
    if (!/^\d{1,3}(\.\d{3})+$/.test(s)) return fail('invalid');
    int = s.replace(/\./g, '');
    frac = '';
  } else if (dots === 1) {
    const [left, right] = s.split('.') as [string, string];
    const grouped = !options.rate && /^[1-9]\d{0,2}$/.test(left) && /^\d{3}$/.test(right);
    int = grouped ? left + right : left;
    frac = grouped ? '' : right;
  } else {
    int = s;
    frac = '';
  }
  if (!/^\d*$/.test(int) || !/^\d*$/.test(frac) || (int === '' && frac === '')) return fail('invalid');
  if (commas === 1 && frac === '') return fail('invalid');
  if (s.endsWith('.')) return fail('invalid');
  if (frac.length > maxDecimals) return fail('too-many-decimals');
  int = int.replace(/^0+(?=\d)/, '') || '0';
  if (int.length > 15) return fail('too-large');
  const value = frac ? `${int}.${frac}` : int;
  if (neg && /[1-9]/.test(value)) {
    if (!options.allowNegative) return fail('negative');
    return { ok: true, value: `-${value}` };
  }
  return { ok: true, value };
}

/**
 * What a form sends for a typed decimal: the parser's reading ("15.000" → "15000", "1.234,56" → "1234.56"), or the text
 * as typed when it cannot be read, so that the server's 422 names the field.
 */
export function typedDecimal(text: string): string {
  const r = parseAmount(text, { allowNegative: true });
  return r.ok ? r.value : text.trim();
}
