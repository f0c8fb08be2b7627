import type { z } from 'zod';
import { api } from './client';

/** PATCH /api/documents/:id: the machine's EDIT with the version read; 409 when locked or stale. The document as stored now. */
export async function editDocument<S extends z.ZodType>(id: number, version: number, body: object, schema: S): Promise<z.infer<S>> {
  return schema.parse(await api<unknown>(`/documents/${id}`, { method: 'PATCH', body: { ...body, version }, formShowsErrors: true }));
}
