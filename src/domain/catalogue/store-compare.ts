import { toIsbn13 } from '../identifiers/isbn';
import { Dec } from '../money/decimal';

/** Every field a card takes from its catalogue entry when drawn from it (/kibourunlist), in the order they are named. */
export const CARD_FIELDS = ['title', 'isbn', 'author', 'publisher', 'manufacturer', 'pageCount', 'price', 'vatRate'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** What a card holds of those fields (the card's name is its title; author … page count are its attributes). */
export interface CardData {
  title: string;
  isbn: string | null;
  author: string | null;
  publisher: string | null;
  manufacturer: string | null;
  pageCount: number | null;
  price: string;
  vatRate: number;
}
/** An entry's fields: those it leaves empty (null) the card keeps as they are. */
export type EntryData = { [F in keyof CardData]: CardData[F] | null } & { title: string; vatRate: number };

export const STORE_DIFFERENCES = ['missing', ...CARD_FIELDS] as const;
export type StoreDifference = (typeof STORE_DIFFERENCES)[number];

/** The entry's value of a field as the card would keep it (the ISBN as ISBN-13), or null when the entry names none. */
function entryValue(entry: EntryData, field: CardField): CardData[CardField] | null {
  if (field === 'isbn') return entry.isbn === null ? null : (toIsbn13(entry.isbn) ?? entry.isbn);
  return entry[field];
}

function same(field: CardField, a: CardData[CardField], b: CardData[CardField]): boolean {
  if (field === 'price') return new Dec(String(a)).eq(String(b));
  return a === b;
}

/**
 * How a linked card differs from its catalogue entry (/kibourun/stokmagaza): the entry gone from the catalogue
 * (`missing`), else each field the entry names with another value than the card's (prices compared as decimals).
 */
export function storeDifferences(card: CardData, entry: EntryData | null): StoreDifference[] {
  if (!entry) return ['missing'];
  return CARD_FIELDS.filter((f) => {
    const v = entryValue(entry, f);
    return v !== null && !same(f, card[f], v);
  });
}

/** The card brought up to date in the `chosen` fields that differ (all of them unless chosen), the others as they were. */
export function updatedCard(card: CardData, entry: EntryData, chosen: readonly CardField[] = CARD_FIELDS): CardData {
  const out = { ...card } as Record<CardField, CardData[CardField]>;
  for (const f of storeDifferences(card, entry)) if (f !== 'missing' && chosen.includes(f)) out[f] = entryValue(entry, f)!;
  return out as unknown as CardData;
}
