import { useQuery } from '@tanstack/react-query';
import { institutionDetailSchema, institutionPageSchema } from '../../domain/schemas/institutions';
import { api } from './client';
import { libraryKeys } from './queryKeys';

/** GET /api/institutions: the accounts library members belong to, with their members, loans and balances. */
export function useInstitutions() {
  return useQuery({
    queryKey: [...libraryKeys.all, 'institutions'],
    queryFn: async () => institutionPageSchema.parse(await api<unknown>('/institutions')).items,
  });
}

/** GET /api/institutions/:accountId: one institution's members, open loans, sales and balance. */
export function useInstitution(accountId: number) {
  return useQuery({
    queryKey: [...libraryKeys.all, 'institution', accountId],
    queryFn: async () => institutionDetailSchema.parse(await api<unknown>(`/institutions/${accountId}`)),
  });
}
