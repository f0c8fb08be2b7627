import type { FamilyPage } from '../descriptor';

/**
 * The cash vouchers' own list: the income and expense vouchers (spec §2). The accounts' statement (/kasa/islem) lists
 * every document's cash moves, sales and cheques too, so it stays a page of the navigation table.
 */
export const CASH_VOUCHER_PAGES: readonly FamilyPage[] = [
  {
    path: '/kasa/gelirgiderhareket',
    titleKey: 'route.incomeExpenseMoves',
    group: 'kasa',
    screen: 'incomeExpenseMoves',
    access: 'read',
    menu: { parent: 'kasa', order: 4 },
  },
];
