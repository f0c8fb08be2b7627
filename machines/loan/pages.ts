import type { FamilyPage } from '../descriptor';

const GROUP = 'kutuphane';
export const LOAN_LIST_PATH = `/${GROUP}/odunc/list`;

/** The loans' pages of the library (spec §2): the counter's lending and return, and the list of loans. */
export const LOAN_PAGES: readonly FamilyPage[] = [
  { path: `/${GROUP}/odunc`, titleKey: 'route.libraryLend', group: GROUP, screen: 'lend', access: 'write', menu: { parent: GROUP, order: 1 } },
  { path: `/${GROUP}/iade`, titleKey: 'route.libraryReturn', group: GROUP, screen: 'return', access: 'write', menu: { parent: GROUP, order: 2 } },
  { path: LOAN_LIST_PATH, titleKey: 'route.libraryLoans', group: GROUP, screen: 'loans', access: 'read', menu: { parent: GROUP, order: 3 } },
];
