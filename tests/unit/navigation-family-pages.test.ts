import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../machines/routes';
import { ROUTES } from '../../src/domain/navigation';

/** The cheque pages as src/domain/navigation.ts wrote them by hand before the cheque descriptors declared them. */
const HAND_WRITTEN_CHEQUE_ROUTES = [
  { path: '/ceksenet/list', titleKey: 'route.chequeList', roles: ['manager', 'auditor'], group: 'ceksenet', menu: { parent: 'ceksenet', order: 1 } },
  { path: '/ceksenet/cekgiris/yeni', titleKey: 'route.chequeEntryNew', roles: ['manager'], group: 'ceksenet', menu: { parent: 'ceksenet', order: 2 } },
  { path: '/ceksenet/cekgiris/duzen/{id}', titleKey: 'route.chequeEntryEdit', roles: ['manager', 'auditor'], group: 'ceksenet' },
  { path: '/ceksenet/tahsilat/yeni', titleKey: 'route.chequeCollectionNew', roles: ['manager'], group: 'ceksenet', menu: { parent: 'ceksenet', order: 3 } },
  { path: '/ceksenet/tahsilat/duzen/{id}', titleKey: 'route.chequeCollectionEdit', roles: ['manager', 'auditor'], group: 'ceksenet' },
  { path: '/ceksenet/girisiade/yeni', titleKey: 'route.chequeEntryReturnNew', roles: ['manager'], group: 'ceksenet', menu: { parent: 'ceksenet', order: 4 } },
  { path: '/ceksenet/girisiade/duzen/{id}', titleKey: 'route.chequeEntryReturnEdit', roles: ['manager', 'auditor'], group: 'ceksenet' },
  { path: '/ceksenet/cekcikis/yeni', titleKey: 'route.chequeIssueNew', roles: ['manager'], group: 'ceksenet', menu: { parent: 'ceksenet', order: 5 } },
  { path: '/ceksenet/cekcikis/duzen/{id}', titleKey: 'route.chequeIssueEdit', roles: ['manager', 'auditor'], group: 'ceksenet' },
  { path: '/ceksenet/odeme/yeni', titleKey: 'route.chequePaymentNew', roles: ['manager'], group: 'ceksenet', menu: { parent: 'ceksenet', order: 6 } },
  { path: '/ceksenet/odeme/duzen/{id}', titleKey: 'route.chequePaymentEdit', roles: ['manager', 'auditor'], group: 'ceksenet' },
  { path: '/ceksenet/cikisiade/yeni', titleKey: 'route.chequeIssueReturnNew', roles: ['manager'], group: 'ceksenet', menu: { parent: 'ceksenet', order: 7 } },
  { path: '/ceksenet/cikisiade/duzen/{id}', titleKey: 'route.chequeIssueReturnEdit', roles: ['manager', 'auditor'], group: 'ceksenet' },
  { path: '/ceksenet/islem', titleKey: 'route.chequeMoves', roles: ['manager', 'auditor'], group: 'ceksenet', menu: { parent: 'ceksenet', order: 8 } },
];

/** The loan family's pages as they were written by hand. */
const HAND_WRITTEN_LOAN_ROUTES = [
  { path: '/kutuphane/odunc', titleKey: 'route.libraryLend', roles: ['manager', 'employee'], group: 'kutuphane', menu: { parent: 'kutuphane', order: 1 } },
  { path: '/kutuphane/iade', titleKey: 'route.libraryReturn', roles: ['manager', 'employee'], group: 'kutuphane', menu: { parent: 'kutuphane', order: 2 } },
  {
    path: '/kutuphane/odunc/list',
    titleKey: 'route.libraryLoans',
    roles: ['manager', 'employee', 'auditor'],
    group: 'kutuphane',
    menu: { parent: 'kutuphane', order: 3 },
  },
];
const LOAN_PATHS = HAND_WRITTEN_LOAN_ROUTES.map((r) => r.path);

const byPath = <T extends { path: string }>(routes: readonly T[]) => [...routes].sort((a, b) => a.path.localeCompare(b.path));
const withoutScreen = ({ screen: _screen, ...route }: (typeof APP_ROUTES)[number]) => route;

describe("a family's pages come from its descriptor", () => {
  it('no cheque page is written by hand in the navigation table', () => {
    expect(ROUTES.filter((r) => r.path.startsWith('/ceksenet/')).map((r) => r.path)).toEqual([]);
  });

  it('the cheque pages generated from the cheque descriptors have the paths, roles, headings and menu places they had by hand', () => {
    const generated = APP_ROUTES.filter((r) => r.path.startsWith('/ceksenet/'));
    expect(byPath(generated.map(withoutScreen))).toEqual(byPath(HAND_WRITTEN_CHEQUE_ROUTES));
  });

  it('no loan page is written by hand in the navigation table', () => {
    expect(ROUTES.filter((r) => LOAN_PATHS.includes(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('the loan pages generated from the loan descriptor have the paths, roles, headings and menu places they had by hand', () => {
    const generated = APP_ROUTES.filter((r) => LOAN_PATHS.includes(r.path));
    expect(byPath(generated.map(withoutScreen))).toEqual(byPath(HAND_WRITTEN_LOAN_ROUTES));
  });

  it('every generated cheque page names the screen of its group that draws it', () => {
    for (const r of APP_ROUTES.filter((route) => route.path.startsWith('/ceksenet/'))) expect(r.screen, r.path).toBeTruthy();
  });
});
