import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  marketOrderSchema,
  marketPullSchema,
  marketPushSchema,
  marketSettingsSchema,
  type MarketSettings,
  type MarketSettingsBody,
} from '../../domain/schemas/marketplace';
import { api } from './client';
import { documentKeys } from './documentKeys';

/** The marketplace (issue #32): its settings, the orders pulled, a pull or push at once. */
export const marketKeys = {
  all: ['marketplace'] as const,
  settings: () => [...marketKeys.all, 'settings'] as const,
  orders: () => [...marketKeys.all, 'orders'] as const,
};

/** GET /api/marketplace/settings */
export function useMarketSettings() {
  return useQuery({ queryKey: marketKeys.settings(), queryFn: async () => marketSettingsSchema.parse(await api<unknown>('/marketplace/settings')) });
}

/** PUT /api/marketplace/settings, guarded by the settings' version. */
export function useSaveMarketSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarketSettingsBody): Promise<MarketSettings> =>
      marketSettingsSchema.parse(await api<unknown>('/marketplace/settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: marketKeys.settings() }),
  });
}

/** GET /api/marketplace/orders: newest first. */
export function useMarketOrders() {
  return useQuery({
    queryKey: marketKeys.orders(),
    queryFn: async () => z.object({ items: z.array(marketOrderSchema) }).parse(await api<unknown>('/marketplace/orders')).items,
  });
}

const invalidate = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([qc.invalidateQueries({ queryKey: marketKeys.all }), qc.invalidateQueries({ queryKey: documentKeys.all })]);

/** POST /api/marketplace/pull, /push, or /orders/:id/retry */
export function useMarketAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { action: 'pull' } | { action: 'push' } | { action: 'retry'; id: number }) => {
      if (a.action === 'pull') return { action: a.action, pull: marketPullSchema.parse(await api<unknown>('/marketplace/pull', { method: 'POST', body: {} })) };
      if (a.action === 'push') return { action: a.action, push: marketPushSchema.parse(await api<unknown>('/marketplace/push', { method: 'POST', body: {} })) };
      return { action: a.action, order: marketOrderSchema.parse(await api<unknown>(`/marketplace/orders/${a.id}/retry`, { method: 'POST', body: {} })) };
    },
    onSettled: () => invalidate(qc),
  });
}
