import { toIsbn13 } from '../identifiers/isbn';
import { Dec } from '../money/decimal';

/** A company's card drawn from the catalogue, beside the entry it names (null: the entry is not in the catalogue). */
export interface LinkedCard {
  name: string;
  isbn: string | null;
  price: string;
  entry: { title: string; isbn: string | null; price: string | null } | null;
}

export const STORE_DIFFERENCES = ['missing', 'price', 'data'] as const;
export type StoreDifference = (typeof STORE_DIFFERENCES)[number];

/**
 * How a linked card differs from its catalogue entry (/kibourun/stokmagaza): the entry gone from the catalogue,
 * another price (the entry names one), other data (the title, or the ISBN as the card keeps it: ISBN-13). Prices are compared as decimals.
 */
export function storeDifferences(card: LinkedCard): StoreDifference[] {
  const e = card.entry;
  if (!e) return ['missing'];
  const out: StoreDifference[] = [];
  if (e.price !== null && !new Dec(e.price).eq(card.price)) out.push('price');
  if (e.title !== card.name || (e.isbn !== null && (toIsbn13(e.isbn) ?? e.isbn) !== card.isbn)) out.push('data');
  return out;
}
