import { CASH_VOUCHER_TYPES, type CashVoucherType } from '../../../../machines/cash/rules';
import { documentPagesOf } from '../../../../machines/routes';

/** The route segment under /kasa of each cash voucher type (machines/cash/descriptor.ts); the library's receipts are under /kutuphane. */
export const CASH_VOUCHER_SEGMENTS: Readonly<Partial<Record<CashVoucherType, string>>> = {
  collection: 'tahsilat',
  payment: 'odeme',
  cashIn: 'alacak',
  cashOut: 'borc',
  cashTransfer: 'virman',
  income: 'gelir',
  expense: 'gider',
};

export const cashVoucherEditPath = (type: string, id: number) => `${documentPagesOf(type) ?? '/kasa/alacak'}/duzen/${id}`;
export const cashVoucherNewPath = (type: CashVoucherType) => `${documentPagesOf(type) ?? '/kasa/alacak'}/yeni`;

/** The cash voucher type of a route path such as /kasa/virman/yeni or /kasa/tahsilat/duzen/5. */
export function cashVoucherTypeOfPath(path: string): CashVoucherType | undefined {
  const segment = path.split('/')[2];
  return CASH_VOUCHER_TYPES.find((t) => CASH_VOUCHER_SEGMENTS[t] === segment);
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const cashVoucherTitle = (type: string, mode: 'new' | 'edit') => `route.${type}${capitalized(mode)}`;
