import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopSettingsSchema, type ShopSettings } from '../../domain/schemas/b2b-shop';
import { api } from './client';
import { b2bShopKeys } from './queryKeys';

/** PUT /api/b2b/settings {version, …}. */
export async function saveShopSettings(settings: ShopSettings): Promise<ShopSettings> {
  return shopSettingsSchema.parse(await api<unknown>('/b2b/settings', { method: 'PUT', body: settings, formShowsErrors: true }));
}

export function useSaveShopSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveShopSettings, onSuccess: (saved) => qc.setQueryData(b2bShopKeys.settings(), saved) });
}

/** A delivery option, a transfer account or a dealer's log-in: new (POST, no id) or changed (PUT /:id). */
export function useSaveShopRecord(kind: 'cargo-options' | 'bank-accounts' | 'dealers') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, isNew }: { id: number | null; body: Record<string, unknown>; isNew: boolean }) =>
      api<unknown>(isNew ? `/b2b/${kind}` : `/b2b/${kind}/${id}`, { method: isNew ? 'POST' : 'PUT', body, formShowsErrors: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: b2bShopKeys.list(kind) }),
  });
}
