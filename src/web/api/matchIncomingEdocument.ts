import { incomingEdocumentSchema, returnCandidateListSchema, type IncomingEdocumentView } from '../../domain/schemas/edocuments';
import { api } from './client';

/** GET /api/edocuments/:id/return-candidates: the sender's sales returns an incoming invoice can be matched to. */
export async function fetchReturnCandidates(id: number) {
  return returnCandidateListSchema.parse(await api<unknown>(`/edocuments/${id}/return-candidates`)).items;
}

/** POST /api/edocuments/:id/match: matches an incoming invoice (the customer's return invoice) to a sales return, once. */
export async function matchIncomingEdocument(id: number, documentId: number): Promise<IncomingEdocumentView> {
  return incomingEdocumentSchema.parse(await api<unknown>(`/edocuments/${id}/match`, { method: 'POST', body: { documentId } }));
}
