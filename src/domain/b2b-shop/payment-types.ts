import type { ShopPaymentType } from '../schemas/b2b-shop';

/**
 * The payment types a dealer is offered at checkout, in this order: on account and bank transfer as the company chose
 * (/b2b/odemetipleri); card only when the company chose it and its virtual POS is configured (/modul/sanalpos/ayarlar).
 */
export function offeredPaymentTypes(
  settings: { onAccountOffered: boolean; transferOffered: boolean; cardOffered: boolean },
  virtualPosConfigured: boolean,
): ShopPaymentType[] {
  const offered: ShopPaymentType[] = [];
  if (settings.onAccountOffered) offered.push('onAccount');
  if (settings.transferOffered) offered.push('transfer');
  if (settings.cardOffered && virtualPosConfigured) offered.push('card');
  return offered;
}
