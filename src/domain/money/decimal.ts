import DecimalJs from 'decimal.js';

/**
 * Decimal arithmetic for money and quantities. Values travel and are stored as decimal strings
 * ("1234.50"); a `Dec` exists only inside a computation. Never use JavaScript numbers for money.
 */
export const Dec = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Dec = InstanceType<typeof Dec>;

/**
 * A plain non-negative decimal: digits, optionally one dot and digits. No sign, no exponent, no comma,
 * no thousands separator: "1.234,50" or "1,5" are rejected here; screens convert what people type
 * (with the locale's separators) before it reaches a document.
 */
const DECIMAL_RE = /^\d{1,15}(\.\d{1,8})?$/;

export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_RE.test(value);
}

export function dec(value: string | number | Dec): Dec {
  return new Dec(value);
}

/** Exact comparison of two decimal strings: -1, 0, 1. */
export function cmp(a: string, b: string): number {
  return new Dec(a).cmp(new Dec(b));
}

export function isPositive(value: unknown): boolean {
  return isDecimalString(value) && new Dec(value).gt(0);
}

export function add(...values: string[]): string {
  return values.reduce((s, v) => s.plus(v), new Dec(0)).toFixed();
}

export function sub(a: string, b: string): string {
  return new Dec(a).minus(b).toFixed();
}

/** Round half-up to `places` decimals and format with exactly that many decimals. */
export function round(value: string | Dec, places = 2): string {
  return new Dec(value).toDecimalPlaces(places, Dec.ROUND_HALF_UP).toFixed(places);
}

/** Canonical form of a decimal string (no trailing zeros): "1.50" → "1.5", "002" → "2". */
export function normalize(value: string): string {
  return new Dec(value).toFixed();
}
