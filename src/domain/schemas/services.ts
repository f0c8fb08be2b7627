import { z } from 'zod';
import { CURRENCIES } from '../money/format';
import { LINE_DECIMAL } from '../money/limits';
import { MAX_PERIOD_MONTHS, SERVICE_PERIODS } from '../services/periods';
import { calendarDate, decimalText, listPage, pageLimit, pageOffset, recordIdNumber } from './fields';

/**
 * Cari → Servisler (/cari/servisler): a recurring service billed to a current account (a subscription, a maintenance
 * contract, a school service). Its invoice line is the product at the price (exact), the VAT rate and the currency
 * given here; `invoiceAs` says, per service, whether each period's sales invoice is left a draft or completed.
 */
export const SERVICE_INVOICE_AS = ['draft', 'completed'] as const;

const vatRate = z.union([z.literal(0), z.literal(1), z.literal(10), z.literal(20)], { message: 'validation.invalid' });

export const serviceBody = z
  .strictObject({
    accountId: recordIdNumber(),
    productId: recordIdNumber(),
    name: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(120, 'validation.maxLength|120'),
    price: decimalText(LINE_DECIMAL),
    vatRate,
    priceIncludesVat: z.boolean().default(false),
    currency: z.enum(CURRENCIES, { message: 'validation.invalid' }).default('TRY'),
    period: z.enum(SERVICE_PERIODS, { message: 'validation.invalid' }),
    /** how many months one period lasts when `period` is `months` */
    everyMonths: z
      .number({ message: 'validation.number' })
      .int('validation.number')
      .min(1, 'validation.invalid')
      .max(MAX_PERIOD_MONTHS, 'validation.invalid')
      .nullable()
      .optional(),
    startDate: calendarDate,
    endDate: calendarDate.nullable().optional(),
    invoiceAs: z.enum(SERVICE_INVOICE_AS, { message: 'validation.invalid' }).default('draft'),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.period === 'months' && (v.everyMonths === undefined || v.everyMonths === null))
      ctx.addIssue({ code: 'custom', path: ['everyMonths'], message: 'validation.required' });
    if (v.endDate && v.startDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.serviceEndBeforeStart' });
  });
export type ServiceBody = z.infer<typeof serviceBody>;

/** A sales invoice a service made for one of its periods. */
export const serviceInvoiceSchema = z.object({
  periodIndex: z.number(),
  dueDate: z.string(),
  lastDay: z.string(),
  documentId: z.number(),
  number: z.string(),
  status: z.string(),
  /** why the invoice stayed a draft when the service asked for it completed (a reason code: rules.<code>) */
  refusal: z.string().nullable(),
  madeAt: z.string(),
});
export type ServiceInvoice = z.infer<typeof serviceInvoiceSchema>;

export const serviceSchema = z.object({
  id: z.number(),
  accountId: z.number(),
  accountName: z.string(),
  productId: z.number(),
  productName: z.string(),
  name: z.string(),
  price: z.string(),
  vatRate: z.number(),
  priceIncludesVat: z.boolean(),
  currency: z.string(),
  period: z.enum(SERVICE_PERIODS),
  everyMonths: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  invoiceAs: z.enum(SERVICE_INVOICE_AS),
  active: z.boolean(),
  /** the day its next period falls due, after today; null when it has ended or is inactive */
  nextDueDate: z.string().nullable(),
  invoiceCount: z.number(),
});
export type Service = z.infer<typeof serviceSchema>;
export const servicePageSchema = listPage(serviceSchema);
export const serviceDetailSchema = serviceSchema.extend({ invoices: z.array(serviceInvoiceSchema) });
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** What a billing run made: the count of invoices written, and the services it could not bill. */
export const billingRunSchema = z.object({ made: z.number(), failed: z.array(z.number()) });

/** GET /api/services: by account, active or not, a page at a time. */
export const serviceListQuery = z.strictObject({
  accountId: recordIdNumber().optional(),
  active: z
    .enum(['true', 'false'], { message: 'validation.invalid' })
    .transform((v) => v === 'true')
    .optional(),
  limit: pageLimit(200, 50),
  offset: pageOffset,
});
