import type { Currency } from '../../../../domain/money/format';
import type { Account } from '../../../../domain/schemas/accounts';
import { companyToday } from '../../common/businessDay';

export interface HeaderState {
  account: Account | null;
  /** YYYY-MM-DD */
  date: string;
  warehouseId: number | null;
  targetWarehouseId: number | null;
  currency: Currency;
  /** decimal string, TRY per unit of the currency; "" when TRY */
  exchangeRate: string;
  paymentType: string | null;
  /** orders only: YYYY-MM-DD, or "" when not set */
  deliveryDate: string;
  note: string;
}

export function emptyHeader(): HeaderState {
  return {
    account: null,
    date: companyToday(),
    warehouseId: null,
    targetWarehouseId: null,
    currency: 'TRY',
    exchangeRate: '',
    paymentType: null,
    deliveryDate: '',
    note: '',
  };
}
