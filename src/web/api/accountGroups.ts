import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountGroupListSchema, accountGroupSchema, type AccountGroup } from '../../domain/schemas/account-groups';
import { api } from './client';

export const accountGroupKeys = { all: ['account-groups'] as const };

/** GET /api/account-groups: the company's current-account groups (the account card, list and reports offer them). */
export function useAccountGroups(enabled = true) {
  return useQuery({
    queryKey: accountGroupKeys.all,
    queryFn: async (): Promise<AccountGroup[]> => accountGroupListSchema.parse(await api<unknown>('/account-groups')).items,
    staleTime: 60_000,
    enabled,
  });
}

/** POST /api/account-groups (no id) or PUT /api/account-groups/{id}: the saved group or a 422 on `name`. */
export function useSaveAccountGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id?: number; name: string }): Promise<AccountGroup> =>
      accountGroupSchema.parse(
        await api<unknown>(id ? `/account-groups/${id}` : '/account-groups', { method: id ? 'PUT' : 'POST', body: { name }, formShowsErrors: true }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountGroupKeys.all }),
  });
}

/** DELETE /api/account-groups/{id}: refused (409) while an account is in it. */
export function useDeleteAccountGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api<unknown>(`/account-groups/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: accountGroupKeys.all }),
  });
}
