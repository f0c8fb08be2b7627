import { gs1CheckDigit } from '../identifiers/ean';

/**
 * The barcodes Defter generates for variants: EAN-13 in GS1's range for numbers used inside one company (prefix 20,
 * "restricted circulation"), which no manufacturer's barcode uses: 20, a ten-digit running number, the check digit.
 */
export const IN_STORE_PREFIX = '20';
const RUNNING_DIGITS = 10;
export const MAX_IN_STORE_NUMBER = 10 ** RUNNING_DIGITS - 1;

export function inStoreEan13(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_IN_STORE_NUMBER) throw new RangeError(`in-store number out of range: ${n}`);
  const body = IN_STORE_PREFIX + String(n).padStart(RUNNING_DIGITS, '0');
  return body + String(gs1CheckDigit(body));
}

/** The running number of a generated barcode, or null for any other barcode. */
export function inStoreNumber(barcode: string): number | null {
  return barcode.length === 13 && barcode.startsWith(IN_STORE_PREFIX) && /^\d+$/.test(barcode) ? Number(barcode.slice(2, 12)) : null;
}

/** `count` new barcodes after the highest running number among `existing` (a company's barcodes of that range). */
export function nextInStoreBarcodes(highest: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => inStoreEan13(highest + i + 1));
}
