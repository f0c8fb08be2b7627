import { defineDescriptor } from '../descriptor';
import { voucherFamily } from './machine';
import { VOUCHER_LIST_PATH, VOUCHER_PAGES } from './pages';
import { VOUCHER_REASONS, VOUCHER_REASON_FIELDS } from './reasons';
import { voucherCreateBody, voucherEventFields } from './schemas';

/** Current-account vouchers: receivable, payable and transfer between two accounts. */
export const voucherDescriptor = defineDescriptor({
  family: voucherFamily,
  types: {
    receivableVoucher: { prefix: 'AD', route: { base: '/cari/alacak', group: 'cari', modes: ['new', 'edit'], menu: { parent: 'cari', order: 6 } } },
    payableVoucher: { prefix: 'BD', route: { base: '/cari/borc', group: 'cari', modes: ['new', 'edit'], menu: { parent: 'cari', order: 7 } } },
    transferVoucher: { prefix: 'VD', route: { base: '/cari/virman', group: 'cari', modes: ['new', 'edit'], menu: { parent: 'cari', order: 8 } } },
  },
  write: ['manager'],
  reasons: VOUCHER_REASONS,
  reasonFields: VOUCHER_REASON_FIELDS,
  create: voucherCreateBody,
  events: voucherEventFields,
  facts: [],
  list: VOUCHER_LIST_PATH,
  pages: VOUCHER_PAGES,
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'type', titleKey: 'column.type', kind: 'text' },
    { key: 'date', titleKey: 'column.date', kind: 'date' },
    { key: 'accountId', titleKey: 'column.account', kind: 'account' },
    { key: 'amount', titleKey: 'column.amount', kind: 'amount' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
