import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountPointsSchema, loyaltySettingsSchema, type AccountPoints, type LoyaltySettingsBody } from '../../domain/schemas/loyalty';
import { api } from './client';

const keys = { settings: ['loyalty-settings'] as const, account: (id: number) => ['account-points', id] as const };

/** GET /api/loyalty-settings: what a lira earns, what a point is worth, when points expire. */
export function useLoyaltySettings() {
  return useQuery({
    queryKey: keys.settings,
    queryFn: async () => loyaltySettingsSchema.parse(await api<unknown>('/loyalty-settings')),
    staleTime: 60_000,
  });
}

/** PUT /api/loyalty-settings (admins and managers). */
export function useSaveLoyaltySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoyaltySettingsBody) =>
      loyaltySettingsSchema.parse(await api<unknown>('/loyalty-settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: (d) => qc.setQueryData(keys.settings, d),
  });
}

/** GET /api/accounts/{id}/points: the account's balance, earned, spent, expired and expiring points. */
export function useAccountPoints(accountId: number | null) {
  return useQuery({
    queryKey: keys.account(accountId ?? 0),
    queryFn: async (): Promise<AccountPoints> => accountPointsSchema.parse(await api<unknown>(`/accounts/${accountId}/points`)),
    enabled: accountId !== null,
  });
}
