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
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'memberId', titleKey: 'column.member', kind: 'text' },
    { key: 'copyId', titleKey: 'column.copy', kind: 'text' },
    { key: 'dueDate', titleKey: 'column.dueDate', kind: 'date' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
