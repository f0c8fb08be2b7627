import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { documentKeys } from './documentKeys';
import { documentPageSchema, type DocumentPage } from '../../domain/schemas/document-replies';

export type { DocumentListItem, DocumentPage } from '../../domain/schemas/document-replies';

/**
 * GET /api/documents?type=&family=&status=&q=&accountId=&from=&to=&convertTo=&limit=&offset= (contract "Documents"):
 * newest date first; each item is the document view plus `accountName`. Amounts travel as decimal strings.
 */
export interface DocumentQuery {
  /** one type or several, comma-separated */
  type?: string;
  family?: string;
  status?: string;
  q?: string;
  accountId?: number;
  /** made for this job, or for any job (`any`) */
  jobId?: string;
  invoiced?: 'true' | 'false';
  supply?: 'neverSupplied' | 'partiallySupplied' | 'supplied';
  /** sources waiting for a conversion into this type: in a status it takes, something left on a line */
  convertTo?: string;
  /** YYYY-MM-DD, inclusive */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export async function fetchDocuments(query: DocumentQuery): Promise<DocumentPage> {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  for (const key of ['type', 'family', 'status', 'q', 'from', 'to', 'invoiced', 'supply', 'convertTo', 'jobId'] as const) {
    const v = query[key];
    if (v) params.set(key, v);
  }
  if (query.accountId) params.set('accountId', String(query.accountId));
  return documentPageSchema.parse(await api<unknown>(`/documents?${params}`));
}

/** `enabled: false` holds the call (e.g. while the date range is the wrong way round). */
export function useDocuments(query: DocumentQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: documentKeys.list(query),
    queryFn: () => fetchDocuments(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
