import type { FamilyPage } from '../descriptor';

export const CASH_BOX_LIST_PATH = '/kasa/list';

/** The cash and bank boxes with their balance, where a cash box's session is opened and closed (spec §2). */
export const CASH_BOX_PAGES: readonly FamilyPage[] = [
  { path: CASH_BOX_LIST_PATH, titleKey: 'route.cashList', group: 'kasa', screen: 'boxes', access: 'read', menu: { parent: 'kasa', order: 1 } },
];
