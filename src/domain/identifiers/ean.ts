import { digitsOf } from './digits';

/** GS1 check digit of the digits before it: weights 3, 1, 3, … from the right, (10 − sum mod 10) mod 10. */
export function gs1CheckDigit(body: string): number {
  const d = digitsOf(body).reverse();
  const sum = d.reduce((s, x, i) => s + x * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** EAN-13 (GTIN-13; an ISBN-13 is one): 13 digits with a valid GS1 check digit. */
export function isValidEan13(value: string): boolean {
  return /^\d{13}$/.test(value) && gs1CheckDigit(value.slice(0, 12)) === Number(value[12]);
}
