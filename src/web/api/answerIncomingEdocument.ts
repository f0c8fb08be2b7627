import { incomingEdocumentSchema, type IncomingEdocumentView } from '../../domain/schemas/edocuments';
import { api } from './client';

/** POST /api/edocuments/:id/answer: accepts, or rejects with a reason, an incoming commercial invoice or e-waybill (once). */
export async function answerIncomingEdocument(id: number, body: { answer: 'accept' | 'reject'; reason?: string }): Promise<IncomingEdocumentView> {
  return incomingEdocumentSchema.parse(await api<unknown>(`/edocuments/${id}/answer`, { method: 'POST', body, formShowsErrors: body.answer === 'reject' }));
}
