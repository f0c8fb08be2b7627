import { LOAN_LIST_STATUSES } from '../../src/domain/schemas/library';
import { defineDescriptor } from '../descriptor';
import { loanFamily } from './machine';
import { LOAN_LIST_PATH, LOAN_PAGES } from './pages';
import { LOAN_REASONS, LOAN_REASON_FIELDS } from './reasons';
import { loanCreateBody, loanEventFields } from './schemas';

/** Library loans (lifecycles.md §5). */
export const loanDescriptor = defineDescriptor({
  family: loanFamily,
  types: { loan: { prefix: 'OD' } },
  write: ['manager', 'employee'],
  reasons: LOAN_REASONS,
  reasonFields: LOAN_REASON_FIELDS,
  create: loanCreateBody,
  events: loanEventFields,
  facts: [
    { on: ['create', 'LEND'], supply: ['loanPair'] },
    { on: ['RENEW'], supply: ['loanRenewal'] },
    { on: ['RETURN'], supply: ['loanReturn'] },
  ],
  list: LOAN_LIST_PATH,
  pages: LOAN_PAGES,
  // keys of a loan's view (src/domain/schemas/library.ts): the server says whether a lent loan is overdue
  columns: [
    { key: 'number', titleKey: 'library.column.number', kind: 'text' },
    { key: 'title', titleKey: 'library.column.title', kind: 'text' },
    { key: 'barcode', titleKey: 'library.column.barcode', kind: 'text' },
    { key: 'memberName', titleKey: 'library.column.member', kind: 'text', link: { path: '/kutuphane/duzen/{id}', id: 'memberId' } },
    { key: 'lentOn', titleKey: 'library.column.lentOn', kind: 'date' },
    { key: 'dueDate', titleKey: 'library.column.dueDate', kind: 'date' },
    { key: 'status', titleKey: 'library.column.status', kind: 'status', words: 'library.loanStatus', derived: { overdue: 'overdue' } },
    { key: 'fine', titleKey: 'library.column.fine', kind: 'amount', blankZero: true },
  ],
  // GET /api/library/loans: `overdue` is derived (lent and past its due date), the lending day is the range's
  // a copy is lent once and a member stays under the loan limit: a loan's member and copy take turns
  rowLocks: {
    onCreate: (f) => [`loan-member:${String(f.memberId)}`, `loan-copy:${String(f.copyId)}`],
    onEvent: { LEND: (c) => [`loan-member:${String(c.memberId)}`, `loan-copy:${String(c.copyId)}`] },
  },
  filters: [
    {
      kind: 'status',
      key: 'status',
      titleKey: 'library.column.status',
      field: 'status',
      values: LOAN_LIST_STATUSES,
      words: 'library.loanStatus',
      allKey: 'library.allLoans',
    },
    { kind: 'text', key: 'q', titleKey: 'library.searchLoans', fields: ['title', 'memberName', 'barcode', 'cardNumber', 'number'] },
    { kind: 'dateRange', key: 'lent', titleKey: 'receiptTracking.from', toTitleKey: 'receiptTracking.to', field: 'lentOn', from: 'from', to: 'to' },
  ],
});
