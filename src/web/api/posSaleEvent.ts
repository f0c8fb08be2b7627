import { z } from 'zod';
import { api } from './client';

const afterEventSchema = z.object({ id: z.number(), number: z.string(), version: z.number(), status: z.string() }).loose();

/** POST /api/documents/:id/events for the fast sale: START, then COMPLETE. */
export async function sendPosSaleEvent(id: number, version: number, type: 'START' | 'COMPLETE') {
  return afterEventSchema.parse(await api<unknown>(`/documents/${id}/events`, { method: 'POST', body: { type, version } }));
}
