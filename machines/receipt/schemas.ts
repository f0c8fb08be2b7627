import { z } from 'zod';
import { Dec } from '../../src/domain/money/decimal';
import { PAYMENT_TYPES } from '../../src/domain/documents/payment-types';
import { CURRENCIES } from '../../src/domain/money/format';
import { EXCHANGE_RATE, LINE_DECIMAL } from '../../src/domain/money/limits';
import { documentLines } from '../../src/domain/schemas/document-lines';
import { calendarDate, decimalText, money, optionalId, recordId, text } from '../../src/domain/schemas/fields';
import { DELIVERY_TERMS, TRANSPORT_MODES } from '../../src/domain/edocuments/export';
import { parseOtherInvoiceNumber } from '../../src/domain/edocuments/other-invoice-number';

/** The number of the other party's invoice (a supplier's, a customer's return invoice), normalised; null clears it. */
const otherInvoiceNumber = z
  .unknown()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return v === undefined ? undefined : null;
    const n = parseOtherInvoiceNumber(v);
    if (n) return n;
    ctx.issues.push({ code: 'custom', message: 'validation.invoiceNumber', input: v });
    return z.NEVER;
  })
  .optional();

/** Header fields of receipts (the till's tables too), on creation and EDIT. */
const receiptFields = {
  accountId: optionalId,
  currency: z.enum(CURRENCIES).optional(),
  /** TRY per unit of `currency` (the TCMB bulletin's or one typed by the user) */
  exchangeRate: decimalText(EXCHANGE_RATE).nullable().optional(),
  date: calendarDate.optional(),
  paymentType: z.enum(PAYMENT_TYPES).nullable().optional(),
  /** the cash and card parts of a `mixed` payment, and the part paid with loyalty points */
  payments: z.object({ cash: money(), card: money(), points: money().optional() }).strict().nullable().optional(),
  warehouseId: optionalId,
  targetWarehouseId: optionalId,
  cashBoxId: optionalId,
  tableName: z.string().trim().min(1).max(50).nullable().optional(),
  note: text(2000),
  /** an export's delivery terms (INCOTERMS of GİB's list) and transport mode (GİB's code 1–9, as a string or a number) */
  deliveryTerms: z.enum(DELIVERY_TERMS, { message: 'validation.invalid' }).nullable().optional(),
  transportMode: z
    .union([z.enum(TRANSPORT_MODES), z.number().int().min(1).max(9)], { message: 'validation.invalid' })
    .nullable()
    .optional(),
  /** a purchase invoice: the supplier's invoice number; a sales return: the customer's return invoice number */
  supplierInvoiceNumber: otherInvoiceNumber,
  customerInvoiceNumber: otherInvoiceNumber,
  /** a purchase's discount on the whole document: a percent of the lines' net, or an amount */
  documentDiscount: z
    .union([
      z.object({ rate: decimalText(LINE_DECIMAL).refine((v) => new Dec(v).lte(100), { message: 'validation.invalid' }) }).strict(),
      z.object({ amount: money() }).strict(),
    ])
    .nullable()
    .optional(),
  jobId: optionalId,
  /** who is credited with the sale for commissions (/komisyon): a salesperson's id; absent, the user who wrote it */
  salespersonId: optionalId,
  /** the campaigns whose discounts the user removed from a sale (the `campaignRemoval` permission) */
  removedCampaigns: z.array(recordId()).max(50).nullable().optional(),
  lines: documentLines.optional(),
};

export const receiptCreateBody = z.object(receiptFields);
export const receiptEventFields = { EDIT: receiptFields };
