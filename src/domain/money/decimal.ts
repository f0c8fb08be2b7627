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
  if (isDecimalString(a) && isDecimalString(b)) return cmpPlain(a, b);
  return new Dec(a).cmp(new Dec(b));
}

/**
 * `cmp` of two plain decimal strings (DECIMAL_RE) without decimal.js: integer parts without leading
 * zeros compare by length then digits, fraction parts padded to the same length compare by digits.
 * Proven equal to decimal.js in tests/unit/replay/totals.test.ts.
 */
function cmpPlain(a: string, b: string): number {
  const da = a.indexOf('.');
  const db = b.indexOf('.');
  const ia = stripZeros(da < 0 ? a : a.slice(0, da));
  const ib = stripZeros(db < 0 ? b : b.slice(0, db));
  if (ia.length !== ib.length) return ia.length < ib.length ? -1 : 1;
  if (ia !== ib) return ia < ib ? -1 : 1;
  let fa = da < 0 ? '' : a.slice(da + 1);
  let fb = db < 0 ? '' : b.slice(db + 1);
  if (fa.length < fb.length) fa = fa.padEnd(fb.length, '0');
  else if (fb.length < fa.length) fb = fb.padEnd(fa.length, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

function stripZeros(digits: string): string {
  let i = 0;
  while (i < digits.length && digits.charCodeAt(i) === 48) i++;
  return digits.slice(i);
}

/** A plain decimal string is above zero exactly when one of its digits is not zero. */
export function isPositive(value: unknown): boolean {
  return isDecimalString(value) && /[1-9]/.test(value);
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
