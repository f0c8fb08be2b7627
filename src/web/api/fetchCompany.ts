import { useQuery } from '@tanstack/react-query';
import { companySchema, type Company } from '../../domain/schemas/company';
import { api } from './client';
import { companyKeys } from './queryKeys';

/** GET /api/company: the signed-in user's company as it is printed on a receipt. */
export async function fetchCompany(): Promise<Company> {
  return companySchema.parse(await api<unknown>('/company'));
}

export function useCompany() {
  return useQuery({ queryKey: companyKeys.all, queryFn: fetchCompany, staleTime: 10 * 60_000 });
}
