import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cargoOptionPageSchema,
  dealerPageSchema,
  shopOrderPageSchema,
  shopBankAccountPageSchema,
  shopSettingsSchema,
  type CargoOption,
  type Dealer,
  type ShopBankAccount,
  type ShopSettings,
} from '../../domain/schemas/b2b-shop';
import { cardPaymentSchema } from '../../domain/schemas/virtual-pos';
import { api } from './client';
import { b2bShopKeys } from './queryKeys';

/** GET /api/b2b/settings: the shop's host, look, publishing, price and stock display and payment types. */
export async function fetchShopSettings(): Promise<ShopSettings> {
  return shopSettingsSchema.parse(await api<unknown>('/b2b/settings'));
}

export function useShopSettings() {
  return useQuery({ queryKey: b2bShopKeys.settings(), queryFn: fetchShopSettings });
}

export function useCargoOptions() {
  return useQuery({
    queryKey: b2bShopKeys.list('cargo-options'),
    queryFn: async (): Promise<CargoOption[]> => cargoOptionPageSchema.parse(await api<unknown>('/b2b/cargo-options')).items,
  });
}

export function useShopBankAccounts() {
  return useQuery({
    queryKey: b2bShopKeys.list('bank-accounts'),
    queryFn: async (): Promise<ShopBankAccount[]> => shopBankAccountPageSchema.parse(await api<unknown>('/b2b/bank-accounts')).items,
  });
}

export function useDealers() {
  return useQuery({
    queryKey: b2bShopKeys.list('dealers'),
    queryFn: async (): Promise<Dealer[]> => dealerPageSchema.parse(await api<unknown>('/b2b/dealers')).items,
  });
}

/** GET /api/b2b/orders: the shop's orders, newest first, with their payment state (/b2b/islem). */
export function useShopOrders() {
  return useQuery({ queryKey: b2bShopKeys.orders(), queryFn: async () => shopOrderPageSchema.parse(await api<unknown>('/b2b/orders?limit=100')) });
}

/** GET /api/card-payments?documentId=: a shop order's card payments (managers), newest first. */
export function useOrderCardPayments(documentId: number) {
  return useQuery({
    queryKey: b2bShopKeys.cardPayments(documentId),
    queryFn: async () => cardPaymentSchema.array().parse((await api<{ items: unknown }>(`/card-payments?documentId=${documentId}`)).items),
  });
}

/** POST /api/card-payments/:id/refund {}: gives back all that is left of a card payment (managers). */
export function useRefundCardPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => cardPaymentSchema.parse(await api<unknown>(`/card-payments/${id}/refund`, { method: 'POST', body: {} })),
    onSuccess: () => qc.invalidateQueries({ queryKey: b2bShopKeys.all }),
  });
}
