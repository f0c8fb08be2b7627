import { LIBRARY_WRITE_ROLES } from '../../src/domain/roles';
import { defineDescriptor } from '../descriptor';
import { cashVoucherFamily } from './machine';
import { CASH_VOUCHER_PAGES } from './pages';
import { CASH_REASONS, CASH_REASON_FIELDS } from './reasons';
import { cashVoucherCreateBody, cashVoucherEventFields } from './schemas';

/** A library receipt reads what its member owes: two desks taking the same fines take turns. */
const memberFinesKey = (f: Record<string, unknown>): string[] =>
  f.memberId === undefined || f.memberId === null ? [] : [`library-fines:${String(f.memberId)}`];

const page = (base: string, order: number) => ({ base, group: 'kasa', modes: ['new', 'edit'] as const, menu: { parent: 'kasa', order } });

/** Cash and bank vouchers: collections, payments, cash slips, income and expense, transfers between cash accounts. */
export const cashVoucherDescriptor = defineDescriptor({
  family: cashVoucherFamily,
  types: {
    collection: { prefix: 'KT', route: page('/kasa/tahsilat', 20) },
    payment: { prefix: 'KO', route: page('/kasa/odeme', 21) },
    cashIn: { prefix: 'KA', route: page('/kasa/alacak', 22) },
    cashOut: { prefix: 'KB', route: page('/kasa/borc', 23) },
    cashTransfer: { prefix: 'KV', route: page('/kasa/virman', 24) },
    // income and expense vouchers are written from their list (/kasa/gelirgiderhareket), not from the menu
    income: { prefix: 'KG', route: { base: '/kasa/gelir', group: 'kasa', modes: ['new', 'edit'] } },
    expense: { prefix: 'KD', route: { base: '/kasa/gider', group: 'kasa', modes: ['new', 'edit'] } },
    // a library member's fines and fees, written at the library's desk from its list (/kutuphane/fisler)
    libraryReceipt: { prefix: 'KF', write: LIBRARY_WRITE_ROLES, route: { base: '/kutuphane/fisler', group: 'kutuphane', modes: ['new', 'edit'] } },
  },
  write: ['manager'],
  reasons: CASH_REASONS,
  reasonFields: CASH_REASON_FIELDS,
  // what the boundary's schema cannot see (the accounts' currencies, the item's kind) is still a wrong input
  // (a library receipt beyond the fines owed is refused by the rule: what is owed depends on the other receipts)
  // (nor is an account's balance going below zero, which depends on every other move)
  inputReasons: CASH_REASONS.filter(
    (r) => r !== 'cash.locked' && r !== 'cash.completedCannotCancel' && r !== 'cash.finesOverpaid' && r !== 'cash.negativeBalance',
  ),
  create: cashVoucherCreateBody,
  events: cashVoucherEventFields,
  facts: [
    { on: ['create', 'EDIT', 'COMPLETE'], supply: ['cashAccounts'] },
    { on: ['create', 'EDIT', 'COMPLETE'], types: ['libraryReceipt'], supply: ['libraryFines'] },
  ],
  rowLocks: { onCreate: memberFinesKey, onEvent: { EDIT: memberFinesKey, COMPLETE: memberFinesKey } },
  list: '/kasa/islem',
  pages: CASH_VOUCHER_PAGES,
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'type', titleKey: 'column.type', kind: 'text' },
    { key: 'date', titleKey: 'column.date', kind: 'date' },
    { key: 'cashAccountId', titleKey: 'column.cashBox', kind: 'text' },
    { key: 'amount', titleKey: 'column.amount', kind: 'amount' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
