import { formatMoney, formatNumber, formatPercent } from '../../../domain/money/format';

/**
 * Screen adapters over the shared tr-TR formatter (src/domain/money/format.ts, spec §9: 1.234,56 in every
 * language): they take what the API sends (decimal strings, sometimes numbers or null) and never throw.
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;
const asDecimal = (value: string | number | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return DECIMAL.test(s) ? s : null;
};

/** "1234.5" → "1.234,50"; empty for a missing value, the text itself when it is not a decimal. */
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
