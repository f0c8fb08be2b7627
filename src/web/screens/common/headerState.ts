import { isExportSale } from '../../../domain/edocuments/export';
import type { Currency } from '../../../domain/money/format';
import type { Account } from '../../../domain/schemas/accounts';
import { companyToday } from '../../api/businessDay';
import type { DocumentDiscount } from '../../../domain/money/document-totals';
import { parseDecimalInput } from '../../../domain/schemas/masterdata';

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
  /** a sales invoice to an account abroad (an export): INCOTERMS and GİB's transport mode, "" when not chosen */
  deliveryTerms: string;
  transportMode: string;
  /** the other party's invoice number: a purchase invoice's supplier's, a sales return's customer's return invoice */
  otherInvoiceNumber: string;
  /** a sale: the salesperson credited with it (/komisyon), "" for its writer */
  salespersonId: string;
  /** a sales invoice: the liras paid with the account's loyalty points, as typed; '' for none (the rest as `paymentType` says) */
  pointsLira: string;
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
    deliveryTerms: '',
    transportMode: '',
    otherInvoiceNumber: '',
    salespersonId: '',
    pointsLira: '',
  };
}

/** Which field holds the other party's invoice number: a purchase invoice's supplier's, a sales return's customer's. */
export const OTHER_INVOICE_FIELD: Readonly<Record<string, 'supplierInvoiceNumber' | 'customerInvoiceNumber'>> = {
  purchaseInvoice: 'supplierInvoiceNumber',
  salesReturn: 'customerInvoiceNumber',
};

/** A sales invoice to an account abroad: an export, which carries its delivery terms and transport mode. */
export const isExportHeader = (type: string, header: Pick<HeaderState, 'account'>): boolean =>
  isExportSale(type, (header.account as { country?: string } | null)?.country);

/** The header's invoice fields as the server takes them; a field the document does not have is not sent. */
export function invoiceFieldsBody(type: string, header: HeaderState): Partial<Record<string, string | null>> {
  const other = OTHER_INVOICE_FIELD[type];
  return {
    ...(other ? { [other]: header.otherInvoiceNumber.trim() || null } : {}),
    ...(isExportHeader(type, header) ? { deliveryTerms: header.deliveryTerms || null, transportMode: header.transportMode || null } : {}),
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
