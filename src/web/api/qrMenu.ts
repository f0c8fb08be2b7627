import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guestOrderListSchema, qrMenuSettingsSchema, qrMenuTableListSchema, qrMenuTableSchema, type QrMenuSettingsBody } from '../../domain/schemas/qr-menu';
import { api } from './client';
import { qrMenuKeys } from './queryKeys';

/** The QR menu's settings page (/qrmenu/ayar) and the guests' orders on the table screen: GET and writes of /api/qr-menu. */

export function useQrMenuSettings() {
  return useQuery({ queryKey: qrMenuKeys.settings, queryFn: async () => qrMenuSettingsSchema.parse(await api<unknown>('/qr-menu/settings')) });
}

export function useSaveQrMenuSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: QrMenuSettingsBody) =>
      qrMenuSettingsSchema.parse(await api<unknown>('/qr-menu/settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: (saved) => qc.setQueryData(qrMenuKeys.settings, saved),
  });
}

/** A menu product's photo (a data URL; null removes it): a call of its own, under the 1 MB body limit. */
export function useSaveQrMenuPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, photo }: { productId: number; photo: string | null }) =>
      api<unknown>(`/qr-menu/items/${productId}/photo`, { method: 'PUT', body: { photo }, formShowsErrors: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: qrMenuKeys.settings }),
  });
}

export function useQrMenuTables() {
  return useQuery({ queryKey: qrMenuKeys.tables, queryFn: async () => qrMenuTableListSchema.parse(await api<unknown>('/qr-menu/tables')).items });
}

export function useAddQrMenuTable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      qrMenuTableSchema.parse(await api<unknown>('/qr-menu/tables', { method: 'POST', body: { name }, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: qrMenuKeys.tables }),
  });
}

export function useRemoveQrMenuTable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/qr-menu/tables/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: qrMenuKeys.tables }),
  });
}

/** The guests' orders of a table's bill; asked again every half minute while the table screen is open. */
export function useGuestOrders(documentId: number) {
  return useQuery({
    queryKey: qrMenuKeys.guestOrders(documentId),
    queryFn: async () => guestOrderListSchema.parse(await api<unknown>(`/qr-menu/guest-orders?documentId=${documentId}`)).items,
    refetchInterval: 30_000,
  });
}

export function useDecideGuestOrder(documentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) =>
      api<unknown>(`/qr-menu/guest-orders/${id}/${confirm ? 'confirm' : 'refuse'}`, { method: 'POST', body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: qrMenuKeys.guestOrders(documentId) }),
  });
}
