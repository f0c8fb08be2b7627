import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TransferState } from '../../domain/mikro/transfers';
import {
  cardsPageSchema,
  mikroSettingsSchema,
  readBackSchema,
  transferSchema,
  type CardsPage,
  type MikroSettings,
  type MikroSettingsBody,
  type ReadBack,
} from '../../domain/schemas/mikro';
import { api } from './client';

/** Mikro ERP (issue #32): its settings, the cards sent and read back, the completed documents' transfers. */
export const mikroKeys = {
  all: ['mikro'] as const,
  settings: () => [...mikroKeys.all, 'settings'] as const,
  pending: (scope: 'all' | 'changed') => [...mikroKeys.all, 'pending', scope] as const,
  transfers: (state: TransferState | null) => [...mikroKeys.all, 'transfers', state ?? 'all'] as const,
};

/** A transfer as the list gives it: with why Mikro refused it, in the user's language. */
const listedTransfer = transferSchema.extend({ reason: z.string().nullable() });
export type ListedTransfer = z.infer<typeof listedTransfer>;

export function useMikroSettings() {
  return useQuery({ queryKey: mikroKeys.settings(), queryFn: async () => mikroSettingsSchema.parse(await api<unknown>('/mikro/settings')) });
}

/** PUT /api/mikro/settings, guarded by the settings' version. */
export function useSaveMikroSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: MikroSettingsBody): Promise<MikroSettings> =>
      mikroSettingsSchema.parse(await api<unknown>('/mikro/settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: mikroKeys.all }),
  });
}

export function usePendingCards(scope: 'all' | 'changed') {
  return useQuery({
    queryKey: mikroKeys.pending(scope),
    queryFn: async () => z.object({ products: z.number(), accounts: z.number() }).parse(await api<unknown>(`/mikro/cards/pending?scope=${scope}`)),
  });
}

/** POST /api/mikro/cards/send: one page of one kind of card. */
export async function sendCardsPage(body: { scope: 'all' | 'changed'; kind: 'product' | 'account'; afterId: number }): Promise<CardsPage> {
  return cardsPageSchema.parse(await api<unknown>('/mikro/cards/send', { method: 'POST', body }));
}

export function useReadBack() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<ReadBack> => readBackSchema.parse(await api<unknown>('/mikro/cards/read-back', { method: 'POST', body: {} })),
    onSuccess: () => qc.invalidateQueries({ queryKey: mikroKeys.all }),
  });
}

/** GET /api/mikro/transfers: newest first; asked again every few seconds while one waits. */
export function useTransfers(state: TransferState | null) {
  return useQuery({
    queryKey: mikroKeys.transfers(state),
    queryFn: async () => z.object({ items: z.array(listedTransfer) }).parse(await api<unknown>(`/mikro/transfers${state ? `?state=${state}` : ''}`)).items,
    refetchInterval: (q) => (q.state.data?.some((t) => t.state === 'waiting') || !q.state.data?.length ? 3000 : false),
  });
}

/** POST /api/mikro/transfers/retry: the one named, or every failed one. */
export function useRetryTransfers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[] | null) => api<unknown>('/mikro/transfers/retry', { method: 'POST', body: ids ? { ids } : {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: mikroKeys.all }),
  });
}
