import { pointsLockKeys } from '../receipt/points';
import { defineDescriptor } from '../descriptor';
import { pointsVoucherFamily } from './machine';
import { POINTS_VOUCHER_REASONS, POINTS_VOUCHER_REASON_FIELDS } from './reasons';
import { pointsVoucherCreateBody, pointsVoucherEventFields } from './schemas';

/** Loyalty points vouchers: a manual award (points in) or correction (points out) of an account's points. */
export const pointsVoucherDescriptor = defineDescriptor({
  family: pointsVoucherFamily,
  types: {
    pointsIn: { prefix: 'PG', route: { base: '/cari/puanin', group: 'cari', modes: ['new', 'edit'], menu: { parent: 'cari', order: 9 } } },
    pointsOut: { prefix: 'PC', route: { base: '/cari/puanout', group: 'cari', modes: ['new', 'edit'], menu: { parent: 'cari', order: 10 } } },
  },
  write: ['manager'],
  reasons: POINTS_VOUCHER_REASONS,
  reasonFields: POINTS_VOUCHER_REASON_FIELDS,
  create: pointsVoucherCreateBody,
  events: pointsVoucherEventFields,
  facts: [{ on: ['COMPLETE'], types: ['pointsOut'], supply: ['loyalty'] }],
  rowLocks: { onEvent: { COMPLETE: pointsLockKeys } },
  list: '/cari/islem',
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'type', titleKey: 'column.type', kind: 'text' },
    { key: 'date', titleKey: 'column.date', kind: 'date' },
    { key: 'accountId', titleKey: 'column.account', kind: 'account' },
    { key: 'points', titleKey: 'column.points', kind: 'number' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
