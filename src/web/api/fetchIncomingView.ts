import { incomingViewSchema } from '../../domain/schemas/edocuments';
import { api } from './client';

/** GET /api/edocuments/:id/view?format=: an incoming document as received (XML) or as its integrator renders it (HTML). */
export async function fetchIncomingView(id: number, format: 'XML' | 'HTML') {
  return incomingViewSchema.parse(await api<unknown>(`/edocuments/${id}/view?format=${format}`));
}
