import { z } from 'zod';
import { PAYABLE_ROUNDING_MODES, PAYABLE_ROUNDING_STEPS } from '../money/payable-rounding';

/**
 * What `GET /api/documents/:id` (and every call answering a document) sends, as the web reads it: one base
 * every family shares, and one schema per family built on it. All are loose: a view carries more than a
 * screen reads, and the history page keeps it whole. Amounts travel as decimal strings; ids may arrive as
 * numbers or digits and are read as text.
 */
const decimalText = z.union([z.string(), z.number()]).transform(String);
const idText = z.union([z.string(), z.number()]).transform(String);

export const documentViewSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    number: z.string(),
    status: z.string(),
    version: z.number(),
    allowedEvents: z.array(z.string()).default([]),
  })
  .loose();
export type DocumentView = z.infer<typeof documentViewSchema>;

export const documentLineViewSchema = z
  .object({
    id: z.string(),
    productId: idText.nullable().optional(),
    quantity: decimalText,
    unitPrice: decimalText,
    multiplier: decimalText.optional(),
    discountRate: decimalText.optional(),
    vatRate: z.number(),
    priceIncludesVat: z.boolean().optional(),
    /** a second-hand copy (/sahaf) the line sells */
    copyId: idText.optional(),
    withholdingCode: z.string().optional(),
    withholdingPercent: z.number().optional(),
    exemptionCode: z.string().optional(),
    gtip: z.string().optional(),
    /** the shelf location the line chose (issue #30) */
    locationId: idText.optional(),
    /** what campaigns took off the line, each naming its campaign (src/domain/campaigns) */
    campaignDiscounts: z.array(z.object({ campaignId: z.string(), name: z.string(), amount: decimalText })).optional(),
    total: decimalText.optional(),
    suppliedQuantity: decimalText.optional(),
    writtenOffQuantity: decimalText.optional(),
  })
  .loose();
export type DocumentLineView = z.infer<typeof documentLineViewSchema>;

const totalsView = z.object({ sub: decimalText, discount: decimalText, tax: decimalText, grand: decimalText }).partial().nullable().optional();

/** A product a receipt takes (or took, once completed) below zero in a warehouse that warns or refuses. */
export const negativeStockViewSchema = z.object({
  productId: idText,
  warehouseId: idText,
  lineIds: z.array(z.string()),
  onHand: decimalText,
  after: decimalText,
  policy: z.enum(['warn', 'refuse']),
});
export type NegativeStockView = z.infer<typeof negativeStockViewSchema>;

const payableRoundingView = z.object({ step: z.enum(PAYABLE_ROUNDING_STEPS), mode: z.enum(PAYABLE_ROUNDING_MODES) });

/** Receipts (and orders, which share the header and the priced lines). */
export const receiptViewSchema = documentViewSchema.extend({
  date: z.string().nullable().optional(),
  accountId: idText.nullable().optional(),
  currency: z.string().nullable().optional(),
  exchangeRate: decimalText.nullable().optional(),
  paymentType: z.string().nullable().optional(),
  warehouseId: idText.nullable().optional(),
  targetWarehouseId: idText.nullable().optional(),
  note: z.string().nullable().optional(),
  /** an export's delivery terms and transport mode; the other party's invoice number (a purchase invoice, a sales return) */
  deliveryTerms: z.string().nullable().optional(),
  transportMode: z.union([z.string(), z.number()]).nullable().optional(),
  supplierInvoiceNumber: z.string().nullable().optional(),
  customerInvoiceNumber: z.string().nullable().optional(),
  /** the salesperson credited with a sale (/komisyon); absent: its writer */
  salespersonId: idText.nullable().optional(),
  /** a sales return: the incoming e-invoice (the customer's return invoice) matched to it, and its GİB number */
  incomingEdocumentId: z.number().nullable().optional(),
  incomingEdocumentNumber: z.string().nullable().optional(),
  /** spec §3's cargo tracking: the tracking number of the document's live shipment (src/server/cargo), null once cancelled */
  cargoTracking: z.object({ carrier: z.string(), trackingNumber: z.string(), state: z.string() }).nullable().optional(),
  lines: z.array(documentLineViewSchema).default([]),
  totals: totalsView,
  /** where the draft came from and what that means for its rules (a converted draft's stock and payment) */
  sourceType: z.string().nullable().optional(),
  stockMovedBySource: z.boolean().optional(),
  cashBoxId: idText.nullable().optional(),
  negativeStock: z.array(negativeStockViewSchema).optional(),
  /** the küsurat yuvarlama the document was made with (money/payable-rounding.ts) */
  payableRounding: payableRoundingView.optional(),
  /** a discount on the whole document (money/discounted-totals.ts): a percent of the lines' net, or an amount */
  documentDiscount: z.union([z.object({ rate: decimalText }), z.object({ amount: decimalText })]).optional(),
  /** the campaigns whose discounts were removed from the sale */
  removedCampaigns: z.array(z.string()).optional(),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

/** Orders: a receipt's header and lines, with the supply figures of each line and of the whole. */
export const orderViewSchema = receiptViewSchema.extend({
  lines: z.array(documentLineViewSchema.extend({ suppliedQuantity: decimalText.default('0'), writtenOffQuantity: decimalText.default('0') })).default([]),
  shortCloseReason: z.string().optional(),
  supplyStatus: z.string().optional(),
  deliveryDate: z.string().nullable().optional(),
  /** what was picked for each line (base units), once the order was picked (/depo/uruntopla) */
  pickedQuantities: z.record(z.string(), decimalText).optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** Current-account vouchers (receivableVoucher, payableVoucher, transferVoucher). */
export const voucherViewSchema = documentViewSchema.extend({
  date: z.string(),
  accountId: idText,
  targetAccountId: idText.nullable().optional(),
  amount: z.string(),
  currency: z.string(),
  exchangeRate: z.string().nullable().optional(),
  dueDate: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  /** the credited account's instalments it settles first (/cari/acik) */
  instalmentIds: z.array(idText).nullable().optional(),
});
export type VoucherView = z.infer<typeof voucherViewSchema>;

/** What a completed sale, invoice or return did to its account's loyalty points (machines/receipt/points.ts). */
export const receiptPointsViewSchema = z.object({
  points: z.object({ earned: z.number(), spent: z.number(), balance: z.number() }).optional(),
});

/** Loyalty points vouchers (pointsIn, pointsOut: machines/points). */
export const pointsVoucherViewSchema = documentViewSchema.extend({
  date: z.string(),
  accountId: idText,
  points: z.number(),
  reason: z.string(),
  expiresOn: z.string().nullable().optional(),
});
export type PointsVoucherView = z.infer<typeof pointsVoucherViewSchema>;

/** A job, task or note (machines/job). */
export const jobViewSchema = documentViewSchema.extend({
  date: z.string(),
  title: z.string(),
  priority: z.enum(['low', 'medium', 'high']),
  assigneeId: idText.nullable().optional(),
  dueDate: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  accountId: idText.nullable().optional(),
  kind: z.enum(['repair', 'order', 'service']).nullable().optional(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** A cheque or promissory note, received or our own (machines/cheque). */
export const chequeViewSchema = documentViewSchema.extend({
  date: z.string(),
  accountId: idText,
  amount: z.string(),
  currency: z.string(),
  dueDate: z.string(),
  serialNo: z.string().nullable().optional(),
  bank: z.string().nullable().optional(),
  drawer: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  batchNo: z.string().nullable().optional(),
  endorseBatchNo: z.string().nullable().optional(),
  endorsedTo: idText.nullable().optional(),
  bankAccountId: idText.nullable().optional(),
  /** the cash or bank account it was collected into or paid from */
  cashAccountId: idText.nullable().optional(),
});
export type ChequeView = z.infer<typeof chequeViewSchema>;
/** Cash and bank vouchers (collection, payment, cashIn, cashOut, income, expense, cashTransfer, libraryReceipt). */
export const cashVoucherViewSchema = documentViewSchema.extend({
  date: z.string(),
  cashAccountId: idText,
  accountId: idText.nullable().optional(),
  targetCashAccountId: idText.nullable().optional(),
  incomeExpenseId: idText.nullable().optional(),
  amount: z.string(),
  currency: z.string(),
  targetCurrency: z.string().nullable().optional(),
  exchangeRate: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  /** a collection's instalments it settles first (/cari/acik) */
  instalmentIds: z.array(idText).nullable().optional(),
  /** a library receipt's member and the part of its amount that pays fines */
  memberId: idText.nullable().optional(),
  fineAmount: z.string().nullable().optional(),
});
export type CashVoucherView = z.infer<typeof cashVoucherViewSchema>;

/** A table's bill: a fast-sale draft with a table name (the till's table lines need a product on every line). */
export const tableBillViewSchema = documentViewSchema.extend({
  tableName: z.string().optional(),
  lines: z.array(
    z.object({
      id: z.string(),
      productId: z.number(),
      quantity: z.string(),
      unitPrice: z.string(),
      discountRate: z.string(),
      vatRate: z.number(),
      multiplier: z.string().optional(),
      priceIncludesVat: z.boolean().optional(),
    }),
  ),
  totals: z.object({ grand: z.string(), tax: z.string() }).loose(),
  payableRounding: payableRoundingView.optional(),
});
export type TableBillView = z.infer<typeof tableBillViewSchema>;

const lineageEntry = z.object({ id: z.number(), type: z.string(), number: z.string(), status: z.string() });
/** GET /api/documents/:id/lineage: what the document came from and what was made of it. */
export const lineageViewSchema = z.object({ sources: z.array(lineageEntry), targets: z.array(lineageEntry) });
export type LineageView = z.infer<typeof lineageViewSchema>;
