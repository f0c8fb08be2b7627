import { useMutation, useQuery } from '@tanstack/react-query';
import { guestOrderSchema, publicMenuSchema, type GuestOrderBody } from '../../domain/schemas/qr-menu';
import { currentLang } from '../i18n/lang';
import { areaClient } from './areaClient';

/** The public QR menu (/menu/<code>): no session of any kind, the table's code in every call. */
const client = areaClient('/api/menu', 'defter-menu-session');

export function usePublicMenu(code: string) {
  return useQuery({
    queryKey: ['public-menu', code, currentLang()],
    queryFn: async () => publicMenuSchema.parse(await client.call<unknown>(`/${encodeURIComponent(code)}?lang=${currentLang()}`)),
    retry: false,
  });
}

export function useSendGuestOrder(code: string) {
  return useMutation({
    mutationFn: async (body: GuestOrderBody) =>
      guestOrderSchema.parse(await client.call<unknown>(`/${encodeURIComponent(code)}/orders`, { method: 'POST', body })),
  });
}
