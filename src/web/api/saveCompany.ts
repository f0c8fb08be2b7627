import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySchema, type Company } from '../../domain/schemas/company';
import { api } from './client';
import { companyKeys } from './queryKeys';

export interface CompanyFields {
  version: number;
  title: string;
  taxOffice: string;
  taxNumber: string;
  mersis: string;
  address: string;
  phone: string;
  email: string;
  ibans: string[];
  /** undefined keeps the logo, null removes it */
  logo?: string | null;
  /** the IANA zone of the company's business day */
  timeZone: string;
}

/** PUT /api/company: the company's legal details (admins), guarded by its version. */
export async function saveCompany(fields: CompanyFields): Promise<Company> {
  return companySchema.parse(await api<unknown>('/company', { method: 'PUT', body: fields, formShowsErrors: true }));
}

export function useSaveCompany() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveCompany, onSuccess: (c) => qc.setQueryData(companyKeys.all, c) });
}
