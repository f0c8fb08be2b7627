/**
 * Turkish text rules that the database cannot be trusted with (PGlite has no ICU collation):
 * lower-casing (I → ı, İ → i), a sort key in the Turkish alphabet, and a folded form for search.
 */

export const toTurkishLower = (s: string): string => s.toLocaleLowerCase('tr-TR');
export const toTurkishUpper = (s: string): string => s.toLocaleUpperCase('tr-TR');

const ALPHABET = 'abcçdefgğhıijklmnoöprsştuüvyz';
/** Each letter's code leaves a gap after it, where q, w and x (not Turkish letters) sort. */
const LETTER_CODE = new Map<string, string>([
  ...[...ALPHABET].map((ch, i): [string, string] => [ch, String.fromCharCode(0x41 + 2 * i)]),
  ['q', String.fromCharCode(0x41 + 2 * ALPHABET.indexOf('p') + 1)],
  ['w', String.fromCharCode(0x41 + 2 * ALPHABET.indexOf('v') + 1)],
  ['x', String.fromCharCode(0x41 + 2 * ALPHABET.indexOf('v') + 1)],
]);

/**
 * A key that sorts byte-wise (the C collation) in Turkish alphabetical order: a < b < c < ç < … < ı < i …,
 * case-insensitive, spaces and digits before letters.
 */
export function turkishSortKey(s: string): string {
  let key = '';
  for (const ch of toTurkishLower(s.trim())) key += LETTER_CODE.get(ch) ?? (/\s/.test(ch) ? ' ' : ch);
  return key;
}

/** Lower-case without Turkish marks, for matching what a user types ("ogretmen" finds "Öğretmen"). */
export function foldForSearch(s: string): string {
  return toTurkishLower(s)
    .replace(/ı/g, 'i')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ş/g, 's')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Compares two names in Turkish alphabetical order (for sorting in the browser). */
export const compareTurkish = (a: string, b: string): number => {
  const ka = turkishSortKey(a);
  const kb = turkishSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};
