import type { FamilyPage } from '../descriptor';

export const VOUCHER_LIST_PATH = '/cari/islem';

/** The current-account vouchers' list (spec §2). */
export const VOUCHER_PAGES: readonly FamilyPage[] = [
  { path: VOUCHER_LIST_PATH, titleKey: 'route.accountVouchers', group: 'cari', screen: 'vouchers', access: 'read', menu: { parent: 'cari', order: 5 } },
];
