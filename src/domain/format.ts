import {
  formatMoney as moneyText,
  formatNumber as numberText,
  formatPercent as percentText,
  isCurrency,
  parseAmount,
  type MoneyFormatOptions,
} from './money/format';

/**
 * Spec §9: dates are shown day-month-year in the tr-TR way (21.11.2026) in every language; a 10-digit
 * timestamp is seconds, a 13-digit one milliseconds.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number' || /^\d{10}$|^\d{13}$/.test(value)) {
    const n = Number(value);
    date = new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n);
  } else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  } else date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/*
 * The one place where amounts, quantities, rates and dates become text and typed amounts become decimals.
 * Spec §9: numbers are written tr-TR (1.234,56) and dates day-month-year (21.11.2026) in every language of
 * the interface, so none of these takes the language; a language with other conventions would add its
 * rules here and nowhere else. The engine is money/format.ts (exact, on decimal strings, no float).
 */
export { parseAmount };
export type { ParseAmountError } from './money/format';

/**
 * A negative number starts with a left-to-right mark before its "-" (U+200E, as ICU writes Arabic's minus): in a
 * right-to-left line the Unicode bidi rules would otherwise put a bare "-" after the digits ("2-"). The mark is
 * invisible in every language, and parseAmount ignores it.
 */
const LRM = '\u200e';
const bidiSafe = (text: string): string => (text.startsWith('-') ? LRM + text : text);

/** "1234567.891" → "1.234.567,89" (money/format.ts's formatNumber, with the minus that reads right in RTL). */
export function formatNumber(value: string, options?: { decimals?: number }): string {
  return bidiSafe(numberText(value, options));
}

/** An amount in a currency ("1.234,56", "₺1.234,56" with `symbol`), with the minus that reads right in RTL. */
export function formatMoney(value: string, options?: MoneyFormatOptions): string {
  return bidiSafe(moneyText(value, options));
}

/** A percent as stored ("20" → "%20"), with the minus that reads right in RTL. */
export function formatPercent(percent: string, decimals?: number): string {
  return bidiSafe(percentText(percent, decimals));
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** What the API sends (decimal strings, sometimes numbers or null) as a decimal string, or null. */
const asDecimal = (value: string | number | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return DECIMAL.test(s) ? s : null;
};

/** "1234.5" → "1.234,50"; empty for a missing value, the text itself when it is not a decimal. Never throws. */
export function formatAmount(value: string | number | null | undefined): string {
  const d = asDecimal(value);
  return d === null ? String(value ?? '') : formatMoney(d);
}

/** A quantity with the decimals it has (at most 4): "12.50" → "12,5", "3" → "3". */
export function formatQuantity(value: string | number | null | undefined): string {
  const d = asDecimal(value);
  if (d === null) return String(value ?? '');
  const frac = (d.split('.')[1] ?? '').replace(/0+$/, '');
  return formatNumber(d, { decimals: Math.min(frac.length, 4) });
}

/** A VAT rate as stored (20) → "%20". */
export function formatRate(value: string | number | null | undefined): string {
  const d = asDecimal(value);
  return d === null ? String(value ?? '') : formatPercent(d);
}

/** A stored decimal as a cell shows it, with every decimal it has and at least `minDecimals`: "1234.5" → "1.234,50" (2), "3" → "3" (0). */
export function formatDecimal(value: string, minDecimals: number): string {
  if (value === '') return '';
  const places = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;
  return formatNumber(value, { decimals: Math.max(minDecimals, places) });
}

/** A document's grand total with its currency's symbol ("₺1.234,56"); the raw text when it is not a decimal. */
export function formatGrandTotal(doc: { totals?: { grand?: string | null } | null; currency?: string | null }): string {
  const grand = doc.totals?.grand;
  if (grand === undefined || grand === null || !DECIMAL.test(grand)) return String(grand ?? '');
  return formatMoney(grand, { currency: isCurrency(doc.currency) ? doc.currency : 'TRY', symbol: true });
}

/** A timestamp as day and minute in local time: "21.11.2026 14:05" (empty for a missing or broken one). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What a person typed → a decimal string, or the locale key of the message ("" stays empty). */
export function readAmount(text: string): { ok: true; value: string } | { ok: false; messageKey: string } {
  if (text.trim() === '') return { ok: true, value: '' };
  const r = parseAmount(text);
  if (r.ok) return r;
  return {
    ok: false,
    messageKey: r.error === 'mixed-separators' ? 'validation.mixedSeparators' : 'validation.decimal',
  };
}
