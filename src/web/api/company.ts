import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/company: the signed-in user's company as it is printed on a receipt. */
export const companySchema = z
  .object({
    id: z.number(),
    name: z.string(),
    title: z.string().nullable().optional(),
    taxOffice: z.string().nullable().optional(),
    taxNumber: z.string().nullable().optional(),
    address: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
  })
  .loose();
export type Company = z.infer<typeof companySchema>;

export async function fetchCompany(): Promise<Company> {
  return companySchema.parse(await api<unknown>('/company'));
}

export function useCompany() {
  return useQuery({ queryKey: ['company'], queryFn: fetchCompany, staleTime: 10 * 60_000 });
}
