import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { documentViewSchema, type DocumentView } from '../../domain/schemas/document-views';
import { api } from './client';
import { documentKeys } from './documentKeys';

/**
 * GET /api/documents/:id (contract "Documents"): any family's document. The cache holds the view once per id
 * (`documentKeys.one`); each screen reads it through its family's schema (src/domain/schemas/document-views.ts).
 */
export async function fetchDocument(id: number): Promise<DocumentView>;
export async function fetchDocument<S extends z.ZodType>(id: number, schema: S): Promise<z.infer<S>>;
export async function fetchDocument(id: number, schema: z.ZodType = documentViewSchema): Promise<unknown> {
  return schema.parse(await api<unknown>(`/documents/${id}`));
}

// one select function per schema, so that the parsed view is only rebuilt when the data changes
const selects = new WeakMap<z.ZodType, (view: DocumentView) => unknown>();
function selectFor<S extends z.ZodType>(schema: S): (view: DocumentView) => z.infer<S> {
  let select = selects.get(schema);
  if (!select) {
    select = (view) => schema.parse(view);
    selects.set(schema, select);
  }
  return select as (view: DocumentView) => z.infer<S>;
}

/** One document read through `schema`; `id` null holds the call (a new document has none yet). */
export function useDocument<S extends z.ZodType>(id: number | null, schema: S, options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: documentKeys.one(id ?? 0),
    queryFn: () => fetchDocument(id as number),
    select: selectFor(schema),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    staleTime: options.staleTime ?? 0,
  });
}
