import { z } from 'zod';
import { PAYMENT_TYPES } from '../documents/payment-types';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../date-range';
import { calendarDate, pageOffset, recordIdNumber } from './fields';

/**
 * `GET /api/reports/:name` (contract "Reports (wave 2)"): every report answers the same shape, its columns with
 * their titles in the user's language, its rows (amounts and quantities as decimal strings), the totals of its
 * summed columns and the number of rows; `format=csv` gives the same as a spreadsheet file.
 */
export const REPORT_COLUMN_TYPES = ['text', 'date', 'money', 'quantity', 'id'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export const reportColumnSchema = z.object({ key: z.string(), title: z.string(), type: z.enum(REPORT_COLUMN_TYPES) });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);
export const reportSchema = z.object({
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), cell)),
  totals: z.record(z.string(), z.string()),
  total: z.number(),
});
export type Report = z.infer<typeof reportSchema>;
export type ReportRow = Report['rows'][number];

/** The reports built so far: those under /rapor by their route segment, and the movement lists (/stok/fis, /stok/islem, /fis/satis/islem, /fis/alis/islem, /fis/stok/virman/list). */
export const REPORT_NAMES = [
  'stokbakiye',
  'stokvaryant',
  'caribakiye',
  'satisfaturakar',
  'stokislem',
  'satiskar',
  'satisgrup',
  'faturalist',
  'genelyonetimsatis',
  'cariislem',
  'kasaislem',
  'geneluruntedarik',
  'alissatis',
  'zkasasatis',
  'stokfis',
  'stokhareket',
  'satisislem',
  'alisislem',
  'virmanlist',
  'kampanya',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const isReportName = (v: string): v is ReportName => (REPORT_NAMES as readonly string[]).includes(v);

/** An empty query parameter is no filter. */
const blank = (v: unknown) => (v === '' ? undefined : v);
const day = z.preprocess(blank, calendarDate.optional());
const id = z.preprocess(blank, recordIdNumber().optional());

/** The most rows one page of a report answers. */
export const REPORT_PAGE_MAX = 1000;

/**
 * What every report takes: the answer's format and, for CSV, the separator; the column to sort by and the direction;
 * and, for JSON, a page (`limit` rows after `offset`; without `limit`, every row).
 */
const common = {
  format: z.preprocess(blank, z.enum(['json', 'csv'], 'validation.invalid').default('json')),
  separator: z.preprocess(blank, z.enum(['semicolon', 'tab'], 'validation.invalid').default('semicolon')),
  sort: z.preprocess(blank, z.string().max(40).optional()),
  dir: z.preprocess(blank, z.enum(['asc', 'desc'], 'validation.invalid').optional()),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).optional()),
  offset: z.preprocess(blank, pageOffset),
};

/** The receipts the stock voucher list (/stok/fis) shows. */
export const STOCK_VOUCHER_TYPES = ['stockIn', 'stockOut', 'stockTransfer', 'setProduction', 'setBreakup'] as const;
export const VOUCHER_STATUSES = ['draft', 'inProcess', 'completed', 'closed', 'cancelled'] as const;
const voucherStatus = z.preprocess(blank, z.enum(VOUCHER_STATUSES, 'validation.invalid').optional());

const paymentType = z.preprocess(blank, z.enum(PAYMENT_TYPES, 'validation.invalid').optional());

/** What the sales and purchase line lists (/fis/satis/islem, /fis/alis/islem) filter by. */
const tradeLineFilters = {
  accountId: id,
  productId: id,
  categoryId: id,
  warehouseId: id,
  userId: id,
  paymentType,
};

const inOrder = (v: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!dateRangeInOrder(v.from, v.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_ORDER_MESSAGE });
};

/** A report over `from`–`to` (in order) with its own filters besides. */
const dated = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object({ ...common, from: day, to: day, ...shape })
    .strict()
    .superRefine((v, ctx) => inOrder(v as { from?: string; to?: string }, ctx));

/** Each report's filters; a filter a report does not take is refused by name. */
export const reportFilters = {
  /**
   * the stock on the day `to` (today when absent), over every warehouse or in one; `from` is taken, as every report
   * takes the contract's common query, and changes nothing: a balance is of one day
   */
  stokbakiye: z
    .object({ ...common, from: day, to: day, warehouseId: id, productId: id, categoryId: id })
    .strict()
    .superRefine(inOrder),
  /** the stock of every variant on the day `to`, under its model (`productId`: one model; `categoryId`: the models' group) */
  stokvaryant: z
    .object({ ...common, from: day, to: day, warehouseId: id, productId: id, categoryId: id })
    .strict()
    .superRefine(inOrder),
  /** the balance of every account on the day `to`, with the debits and credits of `from`–`to` */
  caribakiye: z
    .object({ ...common, from: day, to: day, accountId: id, groupId: id })
    .strict()
    .superRefine(inOrder),
  /** completed sales invoices dated `from`–`to` */
  satisfaturakar: z
    .object({ ...common, from: day, to: day, accountId: id, userId: id, paymentType })
    .strict()
    .superRefine(inOrder),
  /** the stock ledger's moves dated `from`–`to` */
  stokislem: z
    .object({ ...common, from: day, to: day, warehouseId: id, productId: id, categoryId: id })
    .strict()
    .superRefine(inOrder),
  /** what was sold per product (sales invoices and till sales less sales returns) dated `from`–`to`, at its cost */
  satiskar: z
    .object({ ...common, from: day, to: day, warehouseId: id, productId: id, categoryId: id, accountId: id, userId: id, paymentType })
    .strict()
    .superRefine(inOrder),
  /** per campaign: what it took off the completed sales dated `from`–`to` it applied to, and their net sales */
  kampanya: z
    .object({ ...common, from: day, to: day })
    .strict()
    .superRefine(inOrder),
  /** the same per product group (category); the products without one together */
  satisgrup: z
    .object({ ...common, from: day, to: day, warehouseId: id, categoryId: id })
    .strict()
    .superRefine(inOrder),
  /** completed invoices and returns dated `from`–`to`, of one type when given */
  faturalist: z
    .object({
      ...common,
      from: day,
      to: day,
      accountId: id,
      userId: id,
      paymentType,
      type: z.preprocess(blank, z.enum(['salesInvoice', 'purchaseInvoice', 'salesReturn', 'purchaseReturn'], 'validation.invalid').optional()),
    })
    .strict()
    .superRefine(inOrder),
  /** the sales, returns, cost and profit of each day `from`–`to` */
  genelyonetimsatis: dated({ warehouseId: id }),
  /** the account ledger's moves dated `from`–`to`, each with its account's balance after it */
  cariislem: dated({ accountId: id, groupId: id }),
  /** the cash ledger's moves dated `from`–`to`, each with its cash or bank account's balance after it */
  kasaislem: dated({ cashAccountId: id }),
  /** what was bought per product and supplier (purchase invoices less purchase returns) dated `from`–`to` */
  geneluruntedarik: dated({ accountId: id, productId: id, warehouseId: id }),
  /** per product: what was bought against what was sold, dated `from`–`to` */
  alissatis: dated({ productId: id, categoryId: id, warehouseId: id }),
  /** the closed cash-box sessions dated `from`–`to`, one row per Z report */
  zkasasatis: dated({ cashAccountId: id }),
  /** the stock vouchers (stock in and out, transfers, set production and break-up) dated `from`–`to`, in any status */
  stokfis: dated({ warehouseId: id, type: z.preprocess(blank, z.enum(STOCK_VOUCHER_TYPES, 'validation.invalid').optional()), status: voucherStatus }),
  /** one product's stock moves dated `from`–`to` (in one warehouse when given), from its balance before `from`, with the running quantity and value */
  stokhareket: dated({ productId: z.preprocess(blank, recordIdNumber()), warehouseId: id }),
  /** the lines of the completed sales (invoices, till sales not invoiced later, returns below zero) with their cost and profit */
  satisislem: dated(tradeLineFilters),
  /** the lines of the completed purchases (invoices, returns below zero) with the cost they brought into stock */
  alisislem: dated(tradeLineFilters),
  /** the warehouse transfers dated `from`–`to`, from one warehouse and to one when given */
  virmanlist: dated({ warehouseId: id, targetWarehouseId: id, status: voucherStatus }),
} satisfies Record<ReportName, z.ZodType>;

export type ReportFilters<N extends ReportName> = z.infer<(typeof reportFilters)[N]>;
