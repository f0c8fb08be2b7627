import type { Currency } from '../../../../domain/money/format';
import type { Account } from '../../../../domain/schemas/accounts';
import { companyToday } from '../../common/businessDay';
import type { DocumentDiscount } from '../../../../domain/money/document-totals';
import { parseDecimalInput } from '../../../../domain/schemas/masterdata';

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
  /** a discount on the whole document (invoices, returns, purchase waybills): a percent or an amount, as typed; '' for none */
  discountKind: 'rate' | 'amount';
  discountValue: string;
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
    discountKind: 'rate',
    discountValue: '',
  };
}

/** The header's document discount as the API takes it (`{rate}` or `{amount}`); null for none, undefined while what is typed is no number. */
export function documentDiscountOf(h: Pick<HeaderState, 'discountKind' | 'discountValue'>): DocumentDiscount | null | undefined {
  if (h.discountValue.trim() === '') return null;
  const parsed = parseDecimalInput(h.discountValue, h.discountKind === 'rate' ? 4 : 2);
  if (!parsed.ok) return undefined;
  return h.discountKind === 'rate' ? { rate: parsed.value } : { amount: parsed.value };
}

/** A stored document discount as the header shows it. */
export const discountFields = (d: DocumentDiscount | null | undefined): Pick<HeaderState, 'discountKind' | 'discountValue'> =>
  !d
    ? { discountKind: 'rate', discountValue: '' }
    : 'rate' in d
      ? { discountKind: 'rate', discountValue: d.rate }
      : { discountKind: 'amount', discountValue: d.amount };
