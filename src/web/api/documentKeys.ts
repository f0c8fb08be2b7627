import type { DocumentQuery } from './fetchDocuments';

/**
 * The query keys of every document call, one factory: all of them start with 'documents', so that
 * invalidating `documentKeys.all` after any change refreshes every list and every open document.
 */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (query: DocumentQuery) => [...documentKeys.lists(), query] as const,
  one: (id: number) => [...documentKeys.all, 'one', id] as const,
  lineage: (id: number) => [...documentKeys.one(id), 'lineage'] as const,
  references: (id: number) => [...documentKeys.one(id), 'references'] as const,
  conversionSource: (id: number) => [...documentKeys.one(id), 'conversionSource'] as const,
  /** how many sources wait for each conversion */
  waitingConversions: () => [...documentKeys.all, 'waitingConversions'] as const,
  /** a family's own reads beyond the documents API (the cheques' portfolio and movements), refreshed with the documents */
  familyRead: (name: string, query: unknown) => [...documentKeys.all, name, query] as const,
  /** the receipt editor's load (the document with its account and products), read once per opening */
  editorLoad: (id: number) => ['documentEditor', id] as const,
};
