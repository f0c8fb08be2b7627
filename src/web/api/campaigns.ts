import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignOffer, TillCampaigns } from '../../domain/campaigns/apply';
import { campaignListSchema, campaignOfferSchema, campaignSchema, tillCampaignsSchema, type CampaignView } from '../../domain/schemas/campaigns';
import { api } from './client';

export const campaignKeys = { all: ['campaigns'] as const };

/** GET /api/campaigns: the company's campaigns and discounts (Sistem → İndirim; the till evaluates them live). */
export function useCampaigns(enabled = true) {
  return useQuery({
    queryKey: campaignKeys.all,
    queryFn: async (): Promise<CampaignView[]> => campaignListSchema.parse(await api<unknown>('/campaigns')).items,
    staleTime: 60_000,
    enabled,
  });
}

/**
 * GET /api/campaigns/till: what the till decides a sale's campaigns by. Kept while the till is offline (the last
 * answer stays in the query cache; a failed refetch keeps it).
 */
export function useTillCampaigns() {
  return useQuery({
    queryKey: [...campaignKeys.all, 'till'],
    queryFn: async (): Promise<TillCampaigns> => tillCampaignsSchema.parse(await api<unknown>('/campaigns/till')),
    staleTime: 60_000,
    gcTime: Infinity,
    retry: false,
  });
}

/**
 * GET /api/campaigns/offer?accountId: what the invoice and order editors decide a document's campaigns by before it is
 * saved (src/domain/campaigns/draft.ts), for its customer at the server's moment, and whether the user may remove one.
 */
export function useCampaignOffer(accountId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...campaignKeys.all, 'offer', accountId ?? 0],
    queryFn: async (): Promise<CampaignOffer> =>
      campaignOfferSchema.parse(await api<unknown>(accountId === null ? '/campaigns/offer' : `/campaigns/offer?accountId=${accountId}`)),
    staleTime: 60_000,
    // the offer's moment decides hour windows: read again each minute while the editor is open
    refetchInterval: 60_000,
    enabled,
  });
}

/** POST /api/campaigns (no id) or PUT /api/campaigns/{id}: the saved campaign or a 422 naming each field. */
export function useSaveCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: Record<string, unknown> }): Promise<CampaignView> =>
      campaignSchema.parse(await api<unknown>(id ? `/campaigns/${id}` : '/campaigns', { method: id ? 'PUT' : 'POST', body, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** DELETE /api/campaigns/{id}: the sales it applied to keep their discount lines as they were. */
export function useDeleteCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api<unknown>(`/campaigns/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
