import { z } from 'zod';
import { api } from './client';

const created = z.object({ id: z.number(), type: z.string(), number: z.string() }).loose();

export interface ConversionRequest {
  target: string;
  lines: { sourceLineId: string; quantity: string }[];
  exchangeRate?: 'source' | 'today';
}

/** POST /api/documents/:id/conversions with the lines and quantities the wizard collected (201, the new draft). */
export async function createConversion(sourceId: number, body: ConversionRequest) {
  return created.parse(await api<unknown>(`/documents/${sourceId}/conversions`, { method: 'POST', body }));
}
