import { compactIsbn, isValidIsbn } from '../identifiers/isbn';
import { foldForSearch, turkishSortKey } from '../text/turkish';

/** The fields of a catalogue entry the rules below read. */
export interface EntryFields {
  isbn: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
}

/** An ISBN as the catalogue keeps it: compact, upper-case X; the check digit is not judged here (see entryAttention). */
export const catalogueIsbn = (value: string): string => compactIsbn(value);

/**
 * The stored keys of an entry: its title's Turkish sort key, the folded text a search matches (title, author and
 * publisher, so "sait faik" finds the author's books), and the folded title and author that make two entries duplicates.
 */
export function entryKeys(e: EntryFields): { titleKey: string; searchText: string; duplicateKey: string } {
  const fold = (s: string | null) =>
    foldForSearch(s ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    titleKey: turkishSortKey(e.title),
    searchText: [e.title, e.author, e.publisher].map(fold).filter(Boolean).join(' '),
    duplicateKey: `${fold(e.title)}|${fold(e.author)}`,
  };
}

export const ATTENTION_REASONS = ['isbnCheckDigit', 'publisherMissing', 'duplicateIsbn', 'duplicateTitle'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** What an entry needs on its own (/kibourun/kontrol): an ISBN whose check digit is wrong, no publisher. */
export function entryAttention(e: Pick<EntryFields, 'isbn' | 'publisher'>): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (e.isbn !== null && !isValidIsbn(e.isbn)) reasons.push('isbnCheckDigit');
  if (!e.publisher?.trim()) reasons.push('publisherMissing');
  return reasons;
}
