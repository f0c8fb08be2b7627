import { useQuery } from '@tanstack/react-query';
import { clientErrorListSchema } from '../../domain/schemas/client-errors';
import { api } from './client';
import { clientErrorKeys } from './queryKeys';

/** GET /api/client-errors (admins): the company's latest browser errors. */
export function useClientErrors() {
  return useQuery({ queryKey: clientErrorKeys.all, queryFn: async () => clientErrorListSchema.parse(await api<unknown>('/client-errors')).items });
}
