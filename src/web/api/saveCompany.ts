import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySchema, type Company } from '../../domain/schemas/company';
import { api } from './client';
import { fetchUiSettings } from './fetchUiSettings';
import { companyKeys, uiSettingsKeys } from './queryKeys';
import { setCompanyTimeZone } from './businessDay';

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
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (c) => {
      qc.setQueryData(companyKeys.all, c);
      // the forms date by the zone the UI settings carry: a changed zone counts at once, not when the kept copy expires
      setCompanyTimeZone(c.timeZone);
      void fetchUiSettings({ fresh: true }).then(
        (s) => qc.setQueryData(uiSettingsKeys.all, s),
        () => undefined,
      );
    },
  });
}
