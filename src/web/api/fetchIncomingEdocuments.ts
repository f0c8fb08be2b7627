import { useQuery } from '@tanstack/react-query';
import { incomingEdocumentPageSchema, type IncomingEdocumentView } from '../../domain/schemas/edocuments';
import { api } from './client';

/** GET /api/edocuments?direction=incoming&kind=: what suppliers sent the company (commercial invoices or e-waybills), newest first. */
export async function fetchIncomingEdocuments(kind: 'invoice' | 'waybill'): Promise<IncomingEdocumentView[]> {
  return incomingEdocumentPageSchema.parse(await api<unknown>(`/edocuments?direction=incoming&kind=${kind}&limit=500`)).items;
}

/** Refreshed while an answer is on its way to the integrator, and every minute for what comes in. */
export function useIncomingEdocuments(kind: 'invoice' | 'waybill') {
  return useQuery({
    queryKey: ['edocuments', 'incoming', kind],
    queryFn: () => fetchIncomingEdocuments(kind),
    refetchInterval: (q) => (q.state.data?.some((e) => e.answer !== null && e.answerSentAt === null) ? 2000 : 60_000),
  });
}
