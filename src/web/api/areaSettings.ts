import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  generalSettingsSchema,
  receiptSettingsSchema,
  type GeneralSettings,
  type GeneralSettingsBody,
  type ReceiptSettings,
  type ReceiptSettingsBody,
} from '../../domain/schemas/area-settings';
import { api } from './client';

const keys = { general: ['general-settings'] as const, receipt: ['receipt-settings'] as const };

/** GET /api/general-settings: the CSV separator downloads start with and the currency a new receipt starts in. */
export function useGeneralSettings() {
  return useQuery({
    queryKey: keys.general,
    queryFn: async (): Promise<GeneralSettings> => generalSettingsSchema.parse(await api<unknown>('/general-settings')),
    staleTime: 60_000,
  });
}

/** PUT /api/general-settings (admins), guarded by its version. */
export function useSaveGeneralSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: GeneralSettingsBody) =>
      generalSettingsSchema.parse(await api<unknown>('/general-settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: (d) => qc.setQueryData(keys.general, d),
  });
}

/** GET /api/receipt-settings: whether lines offer packing units and the waybill list warns of late waybills. */
export function useReceiptSettings() {
  return useQuery({
    queryKey: keys.receipt,
    queryFn: async (): Promise<ReceiptSettings> => receiptSettingsSchema.parse(await api<unknown>('/receipt-settings')),
    staleTime: 60_000,
  });
}

/** PUT /api/receipt-settings (admins and managers), guarded by its version. */
export function useSaveReceiptSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReceiptSettingsBody) =>
      receiptSettingsSchema.parse(await api<unknown>('/receipt-settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: (d) => qc.setQueryData(keys.receipt, d),
  });
}
