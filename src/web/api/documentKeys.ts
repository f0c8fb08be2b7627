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
  /** the cheques and notes still open, with their figures, and their movements */
  chequePortfolio: (params = '') => [...documentKeys.all, 'chequePortfolio', params] as const,
  chequeMoves: (query: object) => [...documentKeys.all, 'chequeMoves', query] as const,
  /** the receipt editor's load (the document with its account and products), read once per opening */
  editorLoad: (id: number) => ['documentEditor', id] as const,
};
