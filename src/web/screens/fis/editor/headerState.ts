import type { Currency } from '../../../../domain/money/format';
import type { Account } from '../../../../domain/schemas/accounts';

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

export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function emptyHeader(): HeaderState {
  return {
    account: null,
    date: today(),
    warehouseId: null,
    targetWarehouseId: null,
    currency: 'TRY',
    exchangeRate: '',
    paymentType: null,
    deliveryDate: '',
    note: '',
  };
}
