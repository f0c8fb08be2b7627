import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownChequeDescriptor, receivedChequeDescriptor } from '../../machines/cheque/descriptor';
import type { ListFilter } from '../../machines/descriptor';
import { listFilterParams, listFilterQuery, matchesListFilters } from '../../machines/list-filters';
import { loanDescriptor } from '../../machines/loan/descriptor';
import { DESCRIPTORS } from '../../machines/registry';
import { APP_ROUTES } from '../../machines/routes';
import { ROUTES } from '../../src/domain/navigation';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const locale = JSON.parse(read('locales/tr.json')) as Record<string, unknown>;
const word = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], locale);

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

/** The job, cash box, current-account voucher and income and expense voucher lists as navigation.ts wrote them by hand. */
const JOBS = ['manager', 'employee', 'auditor'];
const READ_ALL = ['manager', 'auditor'];
const HAND_WRITTEN_OTHER_FAMILY_ROUTES = [
  { path: '/cari/islem', titleKey: 'route.accountVouchers', roles: READ_ALL, group: 'cari', menu: { parent: 'cari', order: 5 } },
  { path: '/kasa/list', titleKey: 'route.cashList', roles: ['manager', 'auditor', 'operator'], group: 'kasa', menu: { parent: 'kasa', order: 1 } },
  { path: '/kasa/gelirgiderhareket', titleKey: 'route.incomeExpenseMoves', roles: READ_ALL, group: 'kasa', menu: { parent: 'kasa', order: 4 } },
  { path: '/is/takip', titleKey: 'route.jobList', roles: JOBS, group: 'is', menu: { parent: 'is', order: 1 } },
  { path: '/is/takip/islem', titleKey: 'route.jobBench', roles: JOBS, group: 'is', menu: { parent: 'is', order: 3 } },
  { path: '/is/satis/islem', titleKey: 'route.jobSales', roles: JOBS, group: 'is', menu: { parent: 'is', order: 4 } },
];
const OTHER_FAMILY_PATHS = HAND_WRITTEN_OTHER_FAMILY_ROUTES.map((r) => r.path);
/** Who may open a page is a set: the order the roles are written in does not matter. */
const rolesSorted = <R extends { roles?: readonly string[] }>(r: R) => ({ ...r, roles: [...(r.roles ?? [])].sort() });

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

  it('no job, cash box, current-account voucher or income and expense list is written by hand in the navigation table', () => {
    expect(ROUTES.filter((r) => OTHER_FAMILY_PATHS.includes(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('the job, cash box, voucher and cash voucher lists generated from their descriptors have the paths, roles, headings and menu places they had by hand', () => {
    const generated = APP_ROUTES.filter((r) => OTHER_FAMILY_PATHS.includes(r.path));
    for (const r of generated) expect(r.screen, r.path).toBeTruthy();
    expect(byPath(generated.map(withoutScreen).map(rolesSorted))).toEqual(byPath(HAND_WRITTEN_OTHER_FAMILY_ROUTES.map(rolesSorted)));
  });
});

/** The filters the cheque portfolio's screen wrote by hand before the descriptor declared them: side, status, due date. */
const HAND_WRITTEN_CHEQUE_FILTERS = { side: ['received', 'own'], status: ['portfolio', 'atBank', 'bounced', 'issued'] };

describe("a family's list filters come from its descriptor", () => {
  it('the cheque portfolio and the loan list declare their filters, the cheque sides and statuses the screen had by hand', () => {
    const cheque = receivedChequeDescriptor.filters;
    expect(ownChequeDescriptor.filters).toBe(cheque);
    const side = cheque.find((f) => f.key === 'side');
    expect(side?.kind === 'types' && Object.keys(side.groups)).toEqual(HAND_WRITTEN_CHEQUE_FILTERS.side);
    const status = cheque.find((f) => f.key === 'status');
    expect(status?.kind === 'status' && [...status.values]).toEqual(HAND_WRITTEN_CHEQUE_FILTERS.status);
    expect(cheque.flatMap(listFilterParams).sort()).toEqual(['accountId', 'dueFrom', 'dueTo', 'q', 'side', 'status']);
    expect(loanDescriptor.filters.flatMap(listFilterParams).sort()).toEqual(['from', 'q', 'status', 'to']);
  });

  it("every list filter's headings and words are in the locales, and its parameters are the list's own", () => {
    for (const d of DESCRIPTORS) {
      const filters: readonly ListFilter[] = 'filters' in d ? (d.filters ?? []) : [];
      const params = filters.flatMap(listFilterParams);
      expect(new Set(params).size, d.family.family).toBe(params.length);
      for (const f of filters) {
        const keys = [f.titleKey];
        if (f.kind === 'dateRange') keys.push(f.toTitleKey);
        if (f.kind === 'status') keys.push(f.allKey, ...f.values.map((v) => `${f.words ?? 'documentStatus'}.${v}`));
        if (f.kind === 'types') keys.push(f.allKey, ...Object.keys(f.groups).map((g) => `${f.words}.${g}`));
        for (const k of keys) expect(typeof word(k), `${d.family.family} ${f.key}: ${k}`).toBe('string');
      }
    }
  });

  it("the list's query takes a set of statuses, a side, a due range in order, an account and a word, and names a wrong one", () => {
    const query = listFilterQuery(receivedChequeDescriptor.filters);
    const ok = query.parse({ status: 'portfolio,atBank', side: 'own', dueFrom: '2026-05-01', dueTo: '2026-05-31', accountId: '7', q: ' ziraat ' });
    expect(ok).toMatchObject({ status: ['portfolio', 'atBank'], side: 'own', accountId: 7 });
    expect(query.parse({ status: '', side: '' })).toEqual({});
    const bad = query.safeParse({ status: 'portfolio,cashed', side: 'both', dueFrom: '2026-05-02', dueTo: '2026-05-01', accountId: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['accountId', 'side', 'status']);
    expect(query.safeParse({ dueFrom: '2026-05-02', dueTo: '2026-05-01' }).error!.issues.map((i) => i.path.join('.'))).toEqual(['dueTo']);
  });

  it('a row passes when it matches every filter given', () => {
    const filters = receivedChequeDescriptor.filters;
    const row = { type: 'receivedNote', status: 'atBank', dueDate: '2026-05-10', accountId: '7', number: 'NA2026000001', bank: 'Ziraat', accountName: 'Çınar' };
    const passes = (q: Record<string, string>) => matchesListFilters(filters, listFilterQuery(filters).parse(q), row);
    expect(passes({})).toBe(true);
    expect(passes({ side: 'received', status: 'portfolio,atBank', accountId: '7', dueFrom: '2026-05-10', dueTo: '2026-05-10', q: 'ÇINAR' })).toBe(true);
    const failing: Record<string, string>[] = [
      { side: 'own' },
      { status: 'portfolio' },
      { accountId: '8' },
      { dueFrom: '2026-05-11' },
      { dueTo: '2026-05-09' },
      { q: 'garanti' },
    ];
    for (const q of failing) {
      expect(passes(q), JSON.stringify(q)).toBe(false);
    }
  });

  it('the cheque and loan list screens draw the filters from the descriptor, not selects of their own', () => {
    for (const screen of ['src/web/screens/ceksenet/ChequePortfolioPage.tsx', 'src/web/screens/kutuphane/LoanListPage.tsx']) {
      const source = read(screen);
      expect(source, screen).toMatch(/<ListFilters\s+filters=\{\w+Descriptor\.filters\}/);
      expect(source, screen).not.toMatch(/HTMLSelect|InputGroup/);
    }
  });
});

describe("a family's row locks come from its descriptor", () => {
  it('the server names no family where it takes row locks: the loan, cash box, cash voucher and receipt families declare theirs', () => {
    const source = read('src/server/documents/row-locks.ts');
    for (const d of DESCRIPTORS) expect(source, d.family.family).not.toMatch(new RegExp(`\\b${d.family.family}\\s*:`));
    const locked = DESCRIPTORS.filter((d) => 'rowLocks' in d && d.rowLocks).map((d) => d.family.family);
    expect(locked.sort()).toEqual(['cashBox', 'cashVoucher', 'loan', 'pointsVoucher', 'receipt']);
    expect(loanDescriptor.rowLocks.onCreate({ memberId: '3', copyId: '9' })).toEqual(['loan-member:3', 'loan-copy:9']);
  });
});
