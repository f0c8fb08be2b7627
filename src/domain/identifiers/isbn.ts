import { compactIdentifier } from './digits';
import { gs1CheckDigit, isValidEan13 } from './ean';

/** ISBN without hyphens or spaces, with an upper-case X check character. */
export function compactIsbn(value: string): string {
  return compactIdentifier(value).toUpperCase();
}

function isbn10Check(first9: string): string {
  const sum = [...first9].reduce((s, ch, i) => s + Number(ch) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** ISBN-10: 9 digits and a check character (0–9 or X) making the weighted sum (10…1) divisible by 11. */
export function isValidIsbn10(value: string): boolean {
  const v = compactIsbn(value);
  return /^\d{9}[\dX]$/.test(v) && isbn10Check(v.slice(0, 9)) === v[9];
}

/** ISBN-13: an EAN-13 in the Bookland prefixes 978 or 979. */
export function isValidIsbn13(value: string): boolean {
  const v = compactIsbn(value);
  return /^97[89]/.test(v) && isValidEan13(v);
}

export function isValidIsbn(value: string): boolean {
  return isValidIsbn10(value) || isValidIsbn13(value);
}

/** ISBN-10 → ISBN-13 (prefix 978, new check digit), compact. */
export function isbn10To13(value: string): string {
  const body = `978${compactIsbn(value).slice(0, 9)}`;
  return body + gs1CheckDigit(body);
}

/** The canonical stored form of a valid ISBN: compact ISBN-13. Null if it is not a valid ISBN. */
export function toIsbn13(value: string): string | null {
  if (isValidIsbn13(value)) return compactIsbn(value);
  if (isValidIsbn10(value)) return isbn10To13(value);
  return null;
}
