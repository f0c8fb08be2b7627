import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { licenceCompanyListSchema, licenceCompanySchema, licenceUserListSchema } from '../../domain/schemas/licences';
import { userSchema } from '../../domain/schemas/users';
import { api } from './client';
import { licenceKeys, uiSettingsKeys, userKeys } from './queryKeys';

/** GET /api/licences/companies: the companies the user's licence scope holds (the provider: every one). */
export function useLicenceCompanies() {
  return useQuery({ queryKey: licenceKeys.all, queryFn: async () => licenceCompanyListSchema.parse(await api<unknown>('/licences/companies')).items });
}

/** GET /api/licences/companies/:id/users */
export function useLicenceUsers(companyId: number | null) {
  return useQuery({
    queryKey: licenceKeys.users(companyId ?? 0),
    enabled: companyId !== null,
    queryFn: async () => licenceUserListSchema.parse(await api<unknown>(`/licences/companies/${companyId}/users`)),
  });
}

/** POST /api/licences/companies/:id/extensions (the provider). */
export function useExtendLicence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, months }: { companyId: number; months: number }) =>
      licenceCompanySchema.parse(await api<unknown>(`/licences/companies/${companyId}/extensions`, { method: 'POST', body: { months } })),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: licenceKeys.all }), qc.invalidateQueries({ queryKey: uiSettingsKeys.all })]),
  });
}

export interface LicenceUserChange {
  companyId: number;
  id: number;
  version: number;
  roles: string[];
  permissions: string[];
  active: boolean;
}

/** PUT /api/licences/companies/:companyId/users/:id: a user's rights and whether they are active. */
export function useSaveLicenceUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, id, ...body }: LicenceUserChange) =>
      userSchema.parse(await api<unknown>(`/licences/companies/${companyId}/users/${id}`, { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: licenceKeys.all }), qc.invalidateQueries({ queryKey: userKeys.all })]),
  });
}
