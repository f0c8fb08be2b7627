import { turkishSortKey } from '../../domain/text/turkish';

/**
 * The name_key range ([from, to), byte order) that holds every name whose folded text starts with `prefix`, so the
 * reader's short searches walk the name order from the first possible match. The folded text is folded by the
 * database (defter_search_fold, migration 006) and name_key by turkishSortKey here: each letter of the prefix may
 * come from any character the database folds to it, and that character's key is the one this side gives it.
 * Null when the range would not be narrow or sure (a space in the prefix: the name may end before it).
 */

// the tables of defter_turkish_lower and defter_search_fold (migration 006)
const SQL_UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛÉÈÊËÁÀÄÓÒÔÚÙÍÌÏÑ';
const SQL_LOWER = 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâîûéèêëáàäóòôúùíìïñ';
const FOLD_FROM = 'ığüşöçâîûéèêëáàäóòôúùíìïñ';
const FOLD_TO = 'igusocaiueeeeaaaooouuiiin';
const translate = (ch: string, from: string, to: string) => {
  const i = [...from].indexOf(ch);
  return i < 0 ? ch : [...to][i]!;
};
const sqlFold = (ch: string) => translate(translate(ch, SQL_UPPER, SQL_LOWER), FOLD_FROM, FOLD_TO);
const CANDIDATES = [...new Set([...SQL_UPPER, ...SQL_LOWER, ...FOLD_FROM])];
const MAX_COMBINATIONS = 64;

const bytes = (s: string) => Buffer.from(s, 'utf8');
const byteLess = (a: string, b: string) => Buffer.compare(bytes(a), bytes(b)) < 0;
/** The least string greater than every string starting with `s`, or null. */
function successor(s: string): string | null {
  const points = [...s];
  const last = points.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff || (last >= 0xd7ff && last < 0xe000)) return null;
  return points.join('') + String.fromCodePoint(last + 1);
}

export function nameKeyRange(prefix: string): { from: string; to: string } | null {
  if (!prefix || /\s/.test(prefix)) return null;
  let keys = [''];
  for (const ch of prefix) {
    const sources = [...new Set([ch, ...CANDIDATES])].filter((c) => sqlFold(c) === ch);
    const charKeys = [...new Set(sources.map((c) => turkishSortKey(c)))];
    if (charKeys.some((k) => k === '')) return null;
    keys = keys.flatMap((k) => charKeys.map((c) => k + c));
    if (keys.length > MAX_COMBINATIONS) return null;
  }
  let from: string | null = null;
  let to: string | null = null;
  for (const k of keys) {
    const next = successor(k);
    if (next === null) return null;
    if (from === null || byteLess(k, from)) from = k;
    if (to === null || byteLess(to, next)) to = next;
  }
  return from !== null && to !== null ? { from, to } : null;
}
