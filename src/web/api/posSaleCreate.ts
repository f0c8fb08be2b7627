import { z } from 'zod';
import type { PosSaleBody } from '../../../flows/pos';
import { api } from './client';

const createdSchema = z.object({ id: z.number(), number: z.string(), version: z.number() }).loose();
export type CreatedPosSale = z.infer<typeof createdSchema>;

/** POST /api/documents: the fast sale as a draft posSale (201). */
export async function createPosSale(body: PosSaleBody): Promise<CreatedPosSale> {
  return createdSchema.parse(await api<unknown>('/documents', { method: 'POST', body }));
}
