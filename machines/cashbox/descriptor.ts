import { defineDescriptor } from '../descriptor';
import { cashBoxFamily } from './machine';
import { CASH_BOX_LIST_PATH, CASH_BOX_PAGES } from './pages';
import { CASHBOX_REASONS } from './reasons';
import { cashBoxCreateBody, cashBoxEventFields } from './schemas';

/** A cash box's session, from opening to its Z report (lifecycles.md §7). */
export const cashBoxDescriptor = defineDescriptor({
  family: cashBoxFamily,
  types: { cashBoxSession: { prefix: 'BS' } },
  write: ['manager', 'operator'],
  reasons: CASHBOX_REASONS,
  reasonFields: {},
  create: cashBoxCreateBody,
  events: cashBoxEventFields,
  facts: [
    { on: ['create'], supply: ['cashBoxOpen', 'cashInBox'] },
    { on: ['CLOSE'], supply: ['sessionClosing'] },
  ],
  // one open session per cash box (migration 017 stands behind it)
  rowLocks: { onCreate: (f) => [`cash-box:${String(f.cashBoxId)}`] },
  list: CASH_BOX_LIST_PATH,
  pages: CASH_BOX_PAGES,
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'cashBoxId', titleKey: 'column.cashBox', kind: 'text' },
    { key: 'date', titleKey: 'column.date', kind: 'date' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
