import { digitsOf, isDigits } from './digits';

/**
 * T.C. Kimlik Numarası (citizen identity number): 11 digits, no leading zero. The 10th digit is
 * (7 · (d1+d3+d5+d7+d9) − (d2+d4+d6+d8)) mod 10; the 11th is (d1+…+d10) mod 10.
 */
export function isValidTckn(value: string): boolean {
  if (!isDigits(value, 11) || value[0] === '0') return false;
  const d = digitsOf(value);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const eleventh = d.slice(0, 10).reduce((s, x) => s + x, 0) % 10;
  return eleventh === d[10];
}
