import { api } from './client';
import { createdDocumentSchema } from '../../domain/schemas/document-replies';

export interface ConversionRequest {
  target: string;
  lines: { sourceLineId: string; quantity: string }[];
  exchangeRate?: 'source' | 'today';
}

/** POST /api/documents/:id/conversions with the lines and quantities the wizard collected (201, the new draft). */
export async function createConversion(sourceId: number, body: ConversionRequest) {
  return createdDocumentSchema.parse(await api<unknown>(`/documents/${sourceId}/conversions`, { method: 'POST', body }));
}
