import { digitsOf, isDigits } from './digits';

/**
 * Vergi Kimlik Numarası (GİB tax number of a company or sole trader): 10 digits, the last a check digit.
 * For the n-th digit from the right of the first nine (n = 1…9): c = (digit + n) mod 10; if c is not 0 it
 * adds (c · 2ⁿ) mod 9, or 9 when that is 0. The check digit is (10 − sum mod 10) mod 10.
 */
export function vknCheckDigit(first9: string): number {
  let sum = 0;
  const d = digitsOf(first9);
  for (let n = 1; n <= 9; n++) {
    const c = (d[9 - n]! + n) % 10;
    if (c !== 0) sum += (c * 2 ** n) % 9 || 9;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidVkn(value: string): boolean {
  return isDigits(value, 10) && vknCheckDigit(value.slice(0, 9)) === Number(value[9]);
}
