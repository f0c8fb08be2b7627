import { Dec, isDecimalString } from '../../src/domain/money/decimal';
import { LEDGER_AMOUNT, MONEY_AMOUNT, decimalPattern, fitsColumn } from '../../src/domain/money/limits';
import type { Totals } from '../../src/domain/money/totals';
import { discountedLines, discountedTotals, isDocumentDiscount } from '../../src/domain/money/discounted-totals';
import { liraFields, liraOf } from '../../src/domain/money/lira';
import type { DocumentDiscount } from '../../src/domain/money/document-totals';
import {
  addSupplied,
  checkLineInputs,
  checkLinesReady,
  checkSupplyLines,
  lineRemaining,
  normalizeLines,
  sourceLineKey,
  totalsOf,
  type DocLine,
  type LineInput,
} from '../../src/domain/lifecycle/lines';
import { checkExchangeRate, recordedRateChoice, type ExchangeRateFields } from '../../src/domain/lifecycle/exchange-rate';
import { checkFastSaleCancel, checkFastSaleLines } from './fast-sale';
import { lineCostValues } from '../../src/domain/stock/line-cost';
import type { CostRule } from '../../src/domain/stock/moving-average';
import { negativeStockReason, stockShortages, type StockMove, type StockShortage } from './stock-levels';
import { PAYMENT_TYPES, type PaymentSplit, type PaymentType } from '../../src/domain/documents/payment-types';
import type { ReasonCode } from './reasons';
import { checkReceiptPoints, pointsEffects, pointsPart, receiptPoints, withSettledPoints, type ReceiptPoints } from './points';
import { campaignRemovalRefusal, campaignsOfLines, isCampaignIds, isCampaignOffer, withCampaignDiscounts } from '../../src/domain/campaigns/apply';
import { DELIVERY_TERMS, TRANSPORT_MODES, withCardGtips } from '../../src/domain/edocuments/export';
import { isOtherInvoiceNumber } from '../../src/domain/edocuments/other-invoice-number';
import { withholdingTotals, withholdingWithoutVkn, type TaxTreatment } from '../../src/domain/edocuments/tax-codes';
import { isPayableRounding, roundedPayable, type PayableRounding, type RoundedPayable } from '../../src/domain/money/payable-rounding';
import {
  CURRENCY_RE,
  allow,
  isIsoDate,
  isNonEmptyString,
  isOptionalString,
  isRecord,
  type Check,
  type LifecycleEvent,
  type RuleTable,
} from '../../src/domain/lifecycle/rules';

export const RECEIPT_TYPES = [
  'salesInvoice',
  'purchaseInvoice',
  'salesReturn',
  'purchaseReturn',
  'salesWaybill',
  'purchaseWaybill',
  'stockIn',
  'stockOut',
  'stockTransfer',
  'posSale',
  'setProduction',
  'setBreakup',
] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** Receipts of set products: each line is a set, and the set's components move with it (/kbsets/uretim). */
export const SET_TYPES: readonly ReceiptType[] = ['setProduction', 'setBreakup'];
/** The documents the shop asks its customers to pay, whose payable total its küsurat yuvarlama rounds (a supplier's are paid as they are). */
export const ROUNDED_TYPES: readonly ReceiptType[] = ['salesInvoice', 'salesReturn', 'posSale'];
export const isSetType = (type: unknown): boolean => SET_TYPES.includes(type as ReceiptType);

/** One component of a set product: the product and how many of it one set takes. */
export interface SetComponent {
  productId: string;
  quantity: string;
}

interface ReceiptKind {
  /** direction of the stock move on completion (assemble: components out, sets in; disassemble: the reverse) */
  stock: 'in' | 'out' | 'transfer' | 'assemble' | 'disassemble';
  /** side of the account move (the grand total) on completion; null: no account move */
  account: 'debit' | 'credit' | null;
  /** direction of money when paid in cash */
  cash: 'in' | 'out' | null;
  needsAccount: boolean;
}

/**
 * What a completed receipt of each type moves. Sales-side documents take stock out and debit the
 * customer; purchase-side ones bring stock in and credit the supplier; returns mirror them.
 * Waybills move stock only; their invoice later moves the account.
 */
export const RECEIPT_KINDS: Readonly<Record<ReceiptType, ReceiptKind>> = {
  salesInvoice: { stock: 'out', account: 'debit', cash: 'in', needsAccount: true },
  purchaseInvoice: { stock: 'in', account: 'credit', cash: 'out', needsAccount: true },
  salesReturn: { stock: 'in', account: 'credit', cash: 'out', needsAccount: true },
  purchaseReturn: { stock: 'out', account: 'debit', cash: 'in', needsAccount: true },
  salesWaybill: { stock: 'out', account: null, cash: null, needsAccount: true },
  purchaseWaybill: { stock: 'in', account: null, cash: null, needsAccount: true },
  stockIn: { stock: 'in', account: null, cash: null, needsAccount: false },
  stockOut: { stock: 'out', account: null, cash: null, needsAccount: false },
  stockTransfer: { stock: 'transfer', account: null, cash: null, needsAccount: false },
  posSale: { stock: 'out', account: null, cash: 'in', needsAccount: false },
  setProduction: { stock: 'assemble', account: null, cash: null, needsAccount: false },
  setBreakup: { stock: 'disassemble', account: null, cash: null, needsAccount: false },
};

const INVOICE_TYPES: readonly string[] = ['salesInvoice', 'purchaseInvoice'];

/** Source types whose completion already moved the stock (so a document converted from them must not). */
const STOCK_MOVING_SOURCES: readonly string[] = RECEIPT_TYPES;

export interface ReceiptContext {
  type: ReceiptType;
  number: string;
  accountId?: string;
  currency: string;
  date: string;
  paymentType?: PaymentType;
  /** the cash and card parts of a `mixed` payment */
  payments?: PaymentSplit;
  warehouseId?: string;
  targetWarehouseId?: string;
  cashBoxId?: string;
  /** a basket kept open at a table (`/fis/posmasa`): the table's name */
  tableName?: string;
  /** the job (a repair, an order to prepare, a service) this sale was made for (/is/satis/islem) */
  jobId?: string;
  /** the salesperson credited with the sale (/komisyon); absent, the user who wrote it */
  salespersonId?: string;
  /** a till sale: the id the browser gave it (the offline queue's idempotency key) and when it was made */
  clientId?: string;
  soldAt?: string;
  sourceId?: string;
  /** every source of a document merged from several (waybills into one invoice); `sourceId` is the first */
  sourceIds?: string[];
  sourceType?: string;
  note?: string;
  /** an export's delivery terms (INCOTERMS) and transport mode (GİB's code): edocuments/export.ts */
  deliveryTerms?: string;
  transportMode?: string | number;
  /** a purchase invoice: the supplier's number as printed on it (its `date` is the supplier's date) */
  supplierInvoiceNumber?: string;
  /** a sales return: the number of the return invoice the customer issued (its `date` is the customer's date) */
  customerInvoiceNumber?: string;
  exchangeRate?: string;
  exchangeRateChoice?: ExchangeRateFields['exchangeRateChoice'];
  exchangeRateDate?: string;
  lines: DocLine[];
  totals: Totals;
  printed: boolean;
  invoiced: boolean;
  /** the source (a waybill, an invoice, a basket) already moved the stock: completion moves none */
  stockMovedBySource: boolean;
  /** the source (a basket) was already paid at the till: completion moves no cash and settles the account */
  paidBySource: boolean;
  /** last number used for a generated line id (`L<n>`) */
  lineSeq: number;
  /** set on completion when it took stock below zero in a warehouse whose policy warns */
  negativeStock?: StockShortage[];
  /** a set production or break-up: the components of each set its lines name, as defined when the lines were written */
  setComponents?: Record<string, SetComponent[]>;
  /** a purchase's discount on the whole document (`{rate}` percent or `{amount}`), shared over its lines by their net */
  documentDiscount?: DocumentDiscount;
  /** the company's küsurat yuvarlama when the document was created (the server's `payableRounding` fact); absent: none */
  payableRounding?: PayableRounding;
  /** set on completion: the loyalty points it earned, spent or took back, and the account's balance after (points.ts) */
  points?: ReceiptPoints;
  /** the campaigns whose discounts the user removed from this sale (with the `campaignRemoval` permission) */
  removedCampaigns?: string[];
  /** a till sale made without a connection, uploaded later by the offline queue: its points part is settled at COMPLETE (points.ts) */
  madeOffline?: boolean;
}

const isComponents = (v: unknown): v is SetComponent[] =>
  Array.isArray(v) && v.length > 0 && v.every((c) => isRecord(c) && isNonEmptyString(c.productId, 20) && isDecimalString(c.quantity));

/**
 * The components of every set the lines name, from the server's `setComponents` fact; null when a line names a
 * product that is not a set (or the fact is missing).
 */
function componentsOfLines(lines: unknown, fact: unknown): Record<string, SetComponent[]> | null {
  if (!isRecord(fact) || !Array.isArray(lines)) return null;
  const out: Record<string, SetComponent[]> = {};
  for (const l of lines) {
    const id = isRecord(l) ? String(l.productId) : '';
    const components = Object.hasOwn(fact, id) ? fact[id] : undefined;
    if (!isComponents(components)) return null;
    out[id] = components.map((c) => ({ productId: c.productId, quantity: c.quantity }));
  }
  return out;
}

/** Header fields that EDIT may change (`null` clears an optional one). Type, number and source never change. */
const HEADER_FIELDS = [
  'accountId',
  'currency',
  'exchangeRate',
  'date',
  'paymentType',
  'payments',
  'warehouseId',
  'targetWarehouseId',
  'cashBoxId',
  'tableName',
  'note',
  'documentDiscount',
  'jobId',
  'salespersonId',
  'deliveryTerms',
  'transportMode',
  'supplierInvoiceNumber',
  'customerInvoiceNumber',
  'removedCampaigns',
] as const;

/** The reasons a receipt's line count is refused with (the editor shows `tooMany` when a line more does not fit). */
export const LINE_LIMITS = { tooFew: 'receipt.noLines', tooMany: 'receipt.tooManyLines' } as const;

function checkHeader(raw: Record<string, unknown>): ReasonCode | null {
  for (const key of ['accountId', 'warehouseId', 'targetWarehouseId', 'cashBoxId', 'jobId', 'salespersonId'] as const) {
    const v = raw[key];
    if (v !== undefined && v !== null && !isNonEmptyString(v, 100)) return 'document.invalidField';
  }
  if (raw.currency !== undefined && !(typeof raw.currency === 'string' && CURRENCY_RE.test(raw.currency))) return 'document.invalidCurrency';
  const rate = checkExchangeRate(raw);
  if (rate) return rate;
  if (raw.date !== undefined && !isIsoDate(raw.date)) return 'document.invalidDate';
  if (raw.paymentType !== undefined && raw.paymentType !== null && !PAYMENT_TYPES.includes(raw.paymentType as PaymentType)) {
    return 'receipt.invalidPaymentType';
  }
  if (raw.payments !== undefined && raw.payments !== null && !isPaymentSplit(raw.payments)) return 'receipt.invalidPaymentType';
  if (!isOptionalString(raw.note, 2000)) return 'document.invalidField';
  if (raw.tableName !== undefined && raw.tableName !== null && !isNonEmptyString(raw.tableName, 50)) return 'document.invalidField';
  if (raw.documentDiscount !== undefined && raw.documentDiscount !== null && !isDocumentDiscount(raw.documentDiscount)) return 'document.invalidField';
  if (raw.removedCampaigns !== undefined && raw.removedCampaigns !== null && !isCampaignIds(raw.removedCampaigns)) return 'document.invalidField';
  const invoiceFields = checkInvoiceFields(raw);
  if (invoiceFields) return invoiceFields;
  // the server's `jobKnown` fact: the job named is one of the company's jobs
  if (raw.jobKnown === false) return 'receipt.unknownJob';
  if (raw.jobTakesSales === false) return 'receipt.jobCancelled';
  return null;
}

/**
 * The documents a discount on the whole document may be given on: a purchase (what it takes off its lines' cost, the
 * stock's value and the average follow) and a sales invoice or return (its VAT and its UBL's AllowanceCharge follow).
 */
const DISCOUNTED: readonly ReceiptType[] = ['purchaseInvoice', 'purchaseWaybill', 'salesInvoice', 'salesReturn'];
export const takesDocumentDiscount = (type: unknown): boolean => DISCOUNTED.includes(type as ReceiptType);

/** The sales documents whose lines may withhold VAT, and whose buyer the server names (the `buyerTaxNumber` fact). */
export const WITHHOLDING_TYPES: readonly ReceiptType[] = ['salesInvoice', 'salesReturn', 'posSale'];

/**
 * The server's `buyerTaxNumber` fact (the buyer's tax number, null without one): withholding only for a buyer with a
 * VKN (edocuments/tax-codes.ts). No fact: nothing to check (a type whose buyer it does not read).
 */
function checkWithholdingBuyer(lines: unknown, fact: unknown, has: boolean): ReasonCode | null {
  if (!has || !Array.isArray(lines)) return null;
  const taxNumber = typeof fact === 'string' ? fact : null;
  return withholdingWithoutVkn(lines as TaxTreatment[], taxNumber) === null ? null : 'receipt.withholdingNeedsVkn';
}
const hasFact = (raw: Record<string, unknown>) => Object.hasOwn(raw, 'buyerTaxNumber');
const discountOutOfPlace = (type: unknown, raw: Record<string, unknown>) =>
  raw.documentDiscount !== undefined && raw.documentDiscount !== null && !takesDocumentDiscount(type);

/** The receipt's totals: its lines less its document discount. */
const totalsOfReceipt = (lines: readonly DocLine[], context: { documentDiscount?: DocumentDiscount }) => discountedTotals(lines, context.documentDiscount);

/** The documents the campaigns apply to (src/domain/campaigns): the server supplies their `campaignOffer`. */
export const CAMPAIGN_TYPES: readonly ReceiptType[] = ['salesInvoice', 'posSale'];

/**
 * Removing a campaign's discount from a sale needs the `campaignRemoval` permission, which the server's
 * `campaignOffer` fact says the user has: a removal the document did not have yet is refused without it.
 */
function checkCampaignRemoval(before: readonly string[] | undefined, raw: Record<string, unknown>): ReasonCode | null {
  const refusal = campaignRemovalRefusal(before, raw);
  return refusal === null ? null : refusal === 'factsMissing' ? 'common.factsMissing' : 'receipt.campaignRemovalNotPermitted';
}

/** The lines with their campaigns decided again when the server sent an offer (creation, an EDIT of lines, customer or removals). */
const withCampaigns = (lines: readonly DocLine[], raw: Record<string, unknown>, context: Pick<ReceiptContext, 'removedCampaigns' | 'currency'>) =>
  withCampaignDiscounts(lines, raw.campaignOffer, context.removedCampaigns, context.currency);

const PAYMENT_PART_RE = decimalPattern(MONEY_AMOUNT);

/** The cash and card parts, and the part paid with points: sums of money (two decimals) that one ledger row holds. */
function isPaymentSplit(v: unknown): v is PaymentSplit {
  if (!isRecord(v) || Object.keys(v).some((k) => k !== 'cash' && k !== 'card' && k !== 'points')) return false;
  if (v.points !== undefined && !(typeof v.points === 'string' && PAYMENT_PART_RE.test(v.points))) return false;
  return typeof v.cash === 'string' && PAYMENT_PART_RE.test(v.cash) && typeof v.card === 'string' && PAYMENT_PART_RE.test(v.card);
}

function applyHeader(context: ReceiptContext, raw: Record<string, unknown>): ReceiptContext {
  const next: Record<string, unknown> = { ...context };
  for (const key of HEADER_FIELDS) {
    if (!(key in raw) || raw[key] === undefined) continue;
    if (raw[key] === null)
      next[key] = undefined; // assign merges: undefined clears, JSON drops it
    else next[key] = raw[key];
  }
  return next as unknown as ReceiptContext;
}

/** How many documents one merge may take (waybills into one invoice). */
export const MAX_SOURCES = 50;

// ---- creation ----

/** Structural check of a creation input; `null` when `createReceiptContext` may run. */
export function checkReceiptInput(input: Record<string, unknown>): ReasonCode | null {
  if (!RECEIPT_TYPES.includes(input.type as ReceiptType)) return 'document.unknownType';
  if (!isNonEmptyString(input.number, 50)) return 'document.numberRequired';
  if (!isIsoDate(input.date)) return 'document.invalidDate';
  if (input.sourceId !== undefined && !isNonEmptyString(input.sourceId, 100)) return 'document.invalidField';
  if (input.sourceType !== undefined && !isNonEmptyString(input.sourceType, 50)) return 'document.invalidField';
  if (
    input.sourceIds !== undefined &&
    !(Array.isArray(input.sourceIds) && input.sourceIds.length <= MAX_SOURCES && input.sourceIds.every((s) => isNonEmptyString(s, 100)))
  ) {
    return 'document.invalidField';
  }
  if (input.stockMovedBySource !== undefined && typeof input.stockMovedBySource !== 'boolean') return 'document.invalidField';
  if (input.clientId !== undefined && !isNonEmptyString(input.clientId, 100)) return 'document.invalidField';
  if (input.soldAt !== undefined && !(typeof input.soldAt === 'string' && !Number.isNaN(Date.parse(input.soldAt)) && input.soldAt.length <= 40))
    return 'document.invalidField';
  if (discountOutOfPlace(input.type, input)) return 'receipt.discountNotPurchase';
  const removal = checkCampaignRemoval(undefined, input);
  if (removal) return removal;
  const reason =
    checkHeader(input) ?? checkLineInputs(input.lines ?? [], 0, LINE_LIMITS) ?? checkWithholdingBuyer(input.lines ?? [], input.buyerTaxNumber, hasFact(input));
  if (!reason && isSetType(input.type) && componentsOfLines(input.lines ?? [], input.setComponents) === null) return 'receipt.notASet';
  if (reason || input.type !== 'posSale') return reason;
  return checkFastSaleLines([], (input.lines ?? []) as LineInput[], input.fastSale);
}

export function createReceiptContext(input: Record<string, unknown>): ReceiptContext {
  const base: ReceiptContext = {
    type: input.type as ReceiptType,
    number: input.number as string,
    currency: 'TRY',
    date: input.date as string,
    lines: [],
    totals: totalsOf([]),
    printed: false,
    invoiced: false,
    stockMovedBySource:
      typeof input.stockMovedBySource === 'boolean'
        ? input.stockMovedBySource
        : typeof input.sourceType === 'string' && STOCK_MOVING_SOURCES.includes(input.sourceType),
    paidBySource: input.sourceType === 'posSale',
    lineSeq: 0,
  };
  if (typeof input.sourceId === 'string') base.sourceId = input.sourceId;
  if (Array.isArray(input.sourceIds)) base.sourceIds = input.sourceIds as string[];
  Object.assign(base, recordedRateChoice(input));
  if (typeof input.sourceType === 'string') base.sourceType = input.sourceType;
  if (typeof input.clientId === 'string') base.clientId = input.clientId;
  if (typeof input.soldAt === 'string') base.soldAt = input.soldAt;
  if (input.madeOffline === true && input.type === 'posSale') base.madeOffline = true;
  if (ROUNDED_TYPES.includes(base.type) && isPayableRounding(input.payableRounding)) base.payableRounding = { ...input.payableRounding };
  const withHeader = applyHeader(base, input);
  // written without a warehouse, it takes the company's default one, named by the server at creation: the draft
  // shows it and the user may change it before START (a conversion carries its source's, or this one where the source had none)
  if (!withHeader.warehouseId && needsWarehouse(withHeader) && typeof input.defaultWarehouseId === 'string') {
    withHeader.warehouseId = input.defaultWarehouseId;
  }
  const normalized = normalizeLines((input.lines ?? []) as LineInput[], 0);
  const lines = withCampaigns(withCardGtips(normalized.lines, input.productGtips), input, withHeader);
  const lineSeq = normalized.lineSeq;
  if (isSetType(input.type)) withHeader.setComponents = componentsOfLines(input.lines ?? [], input.setComponents) ?? {};
  return { ...withHeader, lines, lineSeq, totals: totalsOfReceipt(lines, withHeader) };
}

// ---- guards ----

export const checkReceiptEdit: Check<ReceiptContext, ReasonCode> = (context, event) => {
  const reason = checkHeader(event);
  if (reason) return reason;
  if (discountOutOfPlace(context.type, event)) return 'receipt.discountNotPurchase';
  const removal = checkCampaignRemoval(context.removedCampaigns, event);
  if (removal) return removal;
  const buyer = checkWithholdingBuyer(event.lines ?? context.lines, event.buyerTaxNumber, hasFact(event));
  if (event.lines !== undefined) {
    const lines = checkLineInputs(event.lines, 1, LINE_LIMITS) ?? buyer;
    if (!lines && isSetType(context.type) && componentsOfLines(event.lines, event.setComponents) === null) return 'receipt.notASet';
    if (lines || context.type !== 'posSale') return lines;
    return checkFastSaleLines(context.lines, event.lines as LineInput[], event.fastSale);
  }
  return context.lines.length === 0 ? 'receipt.noLines' : buyer;
};

/** Cancelling a till receipt deletes it (spec §6, fast sale); other drafts may always be cancelled. */
export const checkReceiptCancel: Check<ReceiptContext, ReasonCode> = (context, event) =>
  context.type === 'posSale' ? checkFastSaleCancel(event.fastSale) : null;

/**
 * Whether completing the receipt moves stock, so that it must say from (or into) which warehouse. A till sale
 * sells from the shop's stock: the company's first warehouse unless it names one (the till chooses none).
 */
export function needsWarehouse(context: Pick<ReceiptContext, 'type' | 'stockMovedBySource'>): boolean {
  return !context.stockMovedBySource && context.type !== 'posSale';
}

/**
 * A cash invoice: an invoice or a return whose money goes through a cash box at once, because it names one or
 * because its source was paid at the till. Its payment type says how (the cash move and the Z report read it).
 */
export function isCashInvoice(context: Pick<ReceiptContext, 'type' | 'cashBoxId' | 'paidBySource'>): boolean {
  return context.type !== 'posSale' && RECEIPT_KINDS[context.type].cash !== null && (context.cashBoxId !== undefined || context.paidBySource);
}

/**
 * A sales invoice paid at once in a cash box (cash, card or both) may name no account: a sale to a final consumer,
 * whose e-Arşiv names GİB's anonymous buyer (11111111111, "Nihai Tüketici"). On credit it needs the account it is owed by.
 */
export function isAnonymousSale(context: Pick<ReceiptContext, 'type' | 'cashBoxId' | 'paidBySource' | 'paymentType' | 'accountId'>): boolean {
  return (
    context.type === 'salesInvoice' && !context.accountId && isCashInvoice(context) && context.paymentType !== undefined && context.paymentType !== 'credit'
  );
}

export const checkReceiptStart: Check<ReceiptContext, ReasonCode> = (context, event) => {
  const lines = checkLinesReady(context.lines, 'receipt.noLines') ?? checkWithholdingBuyer(context.lines, event.buyerTaxNumber, hasFact(event));
  if (lines) return lines;
  const kind = RECEIPT_KINDS[context.type];
  if (kind.needsAccount && !context.accountId && !isAnonymousSale(context)) return 'receipt.accountRequired';
  if (needsWarehouse(context)) {
    if (!context.warehouseId) return 'receipt.warehouseRequired';
    if (kind.stock === 'transfer' && !context.targetWarehouseId) return 'receipt.targetWarehouseRequired';
    if (kind.stock === 'transfer' && context.warehouseId === context.targetWarehouseId) return 'receipt.sameWarehouse';
  }
  if ((context.type === 'posSale' || isCashInvoice(context)) && !context.paymentType) return 'receipt.paymentTypeRequired';
  if (context.paymentType === 'credit' && !context.accountId) return 'receipt.accountRequired';
  // a basket paid at the till keeps its split: an invoice of part of it does not pay again
  if (context.paymentType === 'mixed' && !context.paidBySource) {
    const p = context.payments;
    if (!p || !new Dec(p.cash).plus(p.card).plus(pointsPart(context)).eq(owedOf(context))) return 'receipt.paymentMismatch';
  }
  return null;
};

/**
 * A till sale completes only while its cash box is open (`cashBoxOpen`). A converted receipt completes only
 * while its lines stay within what the source still has:
 * the server puts the source's remaining quantity per source line into the event (`sourceRemaining`).
 * No receipt takes a product below zero in a warehouse whose policy refuses it: the server puts the stock on
 * hand and the policy of every product and warehouse the receipt lowers into the event (`stockLevels`, read
 * under the lock of those products). Journal rows written before the policy existed carry no levels.
 */
export const checkReceiptComplete: Check<ReceiptContext, ReasonCode> = (context, event) => {
  const buyer = checkWithholdingBuyer(context.lines, event.buyerTaxNumber, hasFact(event));
  if (buyer) return buyer;
  // a part paid with points: never more than the account holds (the server's `loyalty` fact, read under its lock)
  // (an offline sale's part is first settled with the real balance: it happened, the customer has gone)
  const points = context.paidBySource ? null : checkReceiptPoints(withSettledPoints(context, event.loyalty), event.loyalty);
  if (points) return points;
  // a foreign-currency total's lira equivalent, which the ledgers book, must fit them too
  if (!fitsColumn(liraOf(owedOf(context), context.currency, context.exchangeRate), LEDGER_AMOUNT)) return 'line.totalTooLarge';
  // a till sale belongs to its cash box's open session (lifecycles §7): the server says whether it is open
  if (context.type === 'posSale' && context.cashBoxId) {
    if (event.cashBoxOpen === false) return 'receipt.cashBoxNotOpen';
    if (event.cashBoxOpen !== true) return 'common.factsMissing';
  }
  const converted = context.lines.filter((l) => l.sourceLineId !== undefined);
  if (converted.length > 0) {
    const remaining = event.sourceRemaining;
    if (!isRecord(remaining)) return 'common.factsMissing';
    const sums = new Map<string, Dec>();
    for (const line of converted) {
      const id = sourceLineKey(line);
      sums.set(id, (sums.get(id) ?? new Dec(0)).plus(line.quantity));
    }
    for (const [id, sum] of sums) {
      const left = remaining[id];
      if (!isDecimalString(left) || sum.gt(left)) return 'receipt.quantityExceedsSource';
    }
  }
  if (event.stockLevels === undefined) return null;
  const shortages = stockShortages(receiptStockMoves(context), event.stockLevels);
  if (shortages === null) return 'common.factsMissing';
  return negativeStockReason(shortages);
};

/** The server says whether the cash box the receipt belongs to is open (`cashBoxOpen`). */
export const checkReceiptClose: Check<ReceiptContext, ReasonCode> = (context, event) => {
  if (event.cashBoxOpen === true) return 'receipt.cashBoxOpen';
  if (context.cashBoxId && event.cashBoxOpen !== false) return 'common.factsMissing';
  return null;
};

/** A later document took over some of this receipt's lines (a conversion completed). */
export const checkReceiptSupply: Check<ReceiptContext, ReasonCode> = (context, event) => {
  const byId = new Map(context.lines.map((l) => [l.id, l]));
  const result = checkSupplyLines(event.lines, (id) => (byId.has(id) ? lineRemaining(byId.get(id) as DocLine) : undefined), 'receipt.alreadyConverted');
  return result.ok ? null : result.reason;
};

export const receiptRules: RuleTable<ReceiptContext, ReasonCode> = {
  draft: { EDIT: checkReceiptEdit, START: checkReceiptStart, CANCEL: checkReceiptCancel, PRINT: allow },
  inProcess: { COMPLETE: checkReceiptComplete, PRINT: allow, EDIT: 'receipt.locked', CANCEL: 'receipt.inProcessCannotCancel' },
  completed: {
    CLOSE: checkReceiptClose,
    PRINT: allow,
    SUPPLY: checkReceiptSupply,
    EDIT: 'receipt.locked',
    CANCEL: 'receipt.completedCannotCancel',
  },
  closed: { PRINT: allow, SUPPLY: checkReceiptSupply, EDIT: 'receipt.locked', CANCEL: 'receipt.completedCannotCancel' },
  cancelled: { EDIT: 'document.cancelled' },
};

// ---- context updates ----

export function applyReceiptEdit(context: ReceiptContext, event: LifecycleEvent): ReceiptContext {
  const next = applyHeader(context, event);
  if (event.lines === undefined) {
    if (isCampaignOffer(event.campaignOffer)) {
      const lines = withCampaigns(next.lines, event, next);
      return { ...next, lines, totals: totalsOfReceipt(lines, next) };
    }
    return event.documentDiscount === undefined ? next : { ...next, totals: totalsOfReceipt(next.lines, next) };
  }
  const normalized = normalizeLines(event.lines as LineInput[], context.lineSeq, context.lines);
  const lines = withCampaigns(withCardGtips(normalized.lines, event.productGtips), event, next);
  const lineSeq = normalized.lineSeq;
  if (isSetType(context.type)) next.setComponents = componentsOfLines(event.lines, event.setComponents) ?? {};
  return { ...next, lines, lineSeq, totals: totalsOfReceipt(lines, next) };
}

/** Completion keeps the lines it took below zero where the warehouse warns (the server's `stockLevels`). */
export function applyReceiptComplete(before: ReceiptContext, event: LifecycleEvent): ReceiptContext {
  const context = withSettledPoints(before, event.loyalty);
  // an invoice of a till sale was paid (and earned) at the till
  const points = context.paidBySource ? undefined : receiptPoints(context, owedOf(context), event.loyalty);
  const withPoints = points ? { ...context, points } : context;
  if (event.stockLevels === undefined) return withPoints;
  const shortages = stockShortages(receiptStockMoves(context), event.stockLevels);
  return shortages?.length ? { ...withPoints, negativeStock: shortages } : withPoints;
}

export function applyReceiptSupply(context: ReceiptContext, event: LifecycleEvent): ReceiptContext {
  const byId = new Map(context.lines.map((l) => [l.id, l]));
  const result = checkSupplyLines(event.lines, (id) => (byId.has(id) ? lineRemaining(byId.get(id) as DocLine) : undefined), 'receipt.alreadyConverted');
  if (!result.ok) return context;
  const invoiced = context.invoiced || (typeof event.targetType === 'string' && INVOICE_TYPES.includes(event.targetType));
  return { ...context, lines: addSupplied(context.lines, result.sums), invoiced };
}

// ---- effects of completion ----

export interface EffectRequest {
  type: 'stockMove' | 'accountMove' | 'cashMove' | 'supplySource' | 'sellCopy' | 'pointsMove' | 'campaignSale';
  params: Record<string, unknown>;
}

const neg = (q: Dec) => q.negated().toFixed();

/** A till sale is paid at once unless it is on account; other receipts only when paid in cash (or cash and card). */
function paysAtOnce(context: ReceiptContext): boolean {
  if (context.type === 'posSale') return context.paymentType !== 'credit';
  return context.paymentType === 'cash' || context.paymentType === 'mixed';
}

/** The rounding a new document of the type will be made with, under the company's setting (the editor shows it before it is stored). */
export const roundingOfNew = (type: string, setting: PayableRounding | undefined): PayableRounding | undefined =>
  ROUNDED_TYPES.includes(type as ReceiptType) ? setting : undefined;

type PayableParts = Pick<ReceiptContext, 'lines' | 'totals' | 'currency' | 'payableRounding' | 'documentDiscount'>;

/**
 * What the buyer is asked to pay for the document: its total with VAT, less the VAT a buyer withholds (tevkifat), which
 * the buyer pays to the tax office instead (src/domain/edocuments/tax-codes.ts), rounded as the document's küsurat
 * yuvarlama says (lira documents only; money/payable-rounding.ts), and what that rounding added.
 */
export const payableOf = (context: PayableParts): RoundedPayable => {
  // a document discount lowers each line's VAT, and so what is withheld of it
  const taxes = context.documentDiscount ? discountedLines(context.lines, context.documentDiscount).lines.map((l) => l.tax) : undefined;
  return roundedPayable(withholdingTotals(context.lines, context.totals.grand, taxes).payable, context.payableRounding, context.currency);
};

/** What the buyer owes for the document (`payableOf`): the account, the till and the cash take this. */
export const owedOf = (context: PayableParts): string => payableOf(context).payable;

/** The money taken, per payment type: a mixed payment is its cash part and its card part (a zero part moves nothing). */
export function paymentParts(context: Pick<ReceiptContext, 'paymentType' | 'payments'> & PayableParts): { paymentType: PaymentType; amount: string }[] {
  if (context.paymentType === 'mixed') {
    const p = context.payments ?? { cash: '0', card: '0' };
    return (['cash', 'card'] as const).filter((k) => !new Dec(p[k]).isZero()).map((k) => ({ paymentType: k, amount: new Dec(p[k]).toFixed(2) }));
  }
  return [{ paymentType: context.paymentType ?? 'cash', amount: owedOf(context) }];
}

/**
 * How the stock ledger values each line's move (src/domain/stock/moving-average.ts): what is bought or brought in
 * at its cost (net of every discount, in liras); a return of a line of another document at that line's unit cost,
 * which the server reads from the ledger (`source`); anything else at the average at that moment.
 */
export type StockCost = CostRule | { kind: 'source'; sourceId: string; sourceLineId: string } | { kind: 'assembly' } | { kind: 'share' };

const AT_COST: readonly ReceiptType[] = ['purchaseInvoice', 'purchaseWaybill', 'stockIn'];
const RETURNS: readonly ReceiptType[] = ['salesReturn', 'purchaseReturn'];

function stockCosts(context: ReceiptContext): StockCost[] {
  if (AT_COST.includes(context.type)) {
    const values = lineCostValues(context.lines, {
      documentDiscount: context.documentDiscount,
      exchangeRate: context.currency === 'TRY' ? undefined : context.exchangeRate,
    });
    return values.map((value) => ({ kind: 'cost', value }));
  }
  return context.lines.map((l) => returnCost(context.type, l, context.sourceId));
}

/**
 * A line's cost rule when it does not come in at a price of its own: a return's line that names the line it gives
 * back (`returnOfId`/`returnOfLineId`, or a conversion's link) comes back at that line's unit cost, which the server
 * reads from the stock ledger (`source`); anything else moves at the average at that moment.
 */
export function returnCost(
  type: ReceiptType,
  line: Pick<DocLine, 'returnOfId' | 'returnOfLineId' | 'sourceId' | 'sourceLineId'>,
  docSourceId?: string,
): StockCost {
  if (!RETURNS.includes(type)) return { kind: 'average' };
  if (line.returnOfId !== undefined && line.returnOfLineId !== undefined)
    return { kind: 'source', sourceId: line.returnOfId, sourceLineId: line.returnOfLineId };
  const sourceId = line.sourceId ?? docSourceId;
  if (line.sourceLineId !== undefined && sourceId !== undefined) return { kind: 'source', sourceId, sourceLineId: line.sourceLineId };
  return { kind: 'average' };
}

/** The stock moves completing the receipt would write (none when its source moved the stock). */
export function receiptStockMoves(context: ReceiptContext): StockMove[] {
  return receiptCompletionEffects(context)
    .filter((e) => e.type === 'stockMove' && e.params.productId !== undefined)
    .map(({ params: p }) => ({
      lineId: String(p.lineId),
      productId: String(p.productId),
      warehouseId: typeof p.warehouseId === 'string' ? p.warehouseId : null,
      quantity: String(p.quantity),
    }));
}

/**
 * What completing the receipt moves, in a fixed order: stock (one move per line and warehouse, in
 * base units = quantity × multiplier), account, cash, then the source's supply figures.
 */
export function receiptCompletionEffects(context: ReceiptContext): EffectRequest[] {
  const kind = RECEIPT_KINDS[context.type];
  const effects: EffectRequest[] = [];
  if (!context.stockMovedBySource) {
    const costs = stockCosts(context);
    context.lines.forEach((line, i) => {
      const qty = new Dec(line.quantity).times(line.multiplier);
      // the line's chosen shelf location, in the document's warehouse (a transfer's leaving side)
      const located = line.locationId === undefined ? {} : { locationId: line.locationId };
      const move = (warehouseId: string | undefined, quantity: string, cost: StockCost, at: object = located) =>
        effects.push({
          type: 'stockMove',
          params: { lineId: line.id, productId: line.productId, warehouseId: warehouseId ?? null, quantity, date: context.date, cost, ...at },
        });
      if (kind.stock === 'transfer') {
        move(context.warehouseId, neg(qty), { kind: 'average' });
        move(context.targetWarehouseId, qty.toFixed(), { kind: 'carry' }, {});
      } else if (kind.stock === 'assemble' || kind.stock === 'disassemble') {
        // a set is worth what its components were worth at the moving average (stock-valuation.ts), both ways
        const parts = (context.setComponents?.[line.productId ?? ''] ?? []).map((c: SetComponent) => ({
          productId: c.productId,
          qty: new Dec(c.quantity).times(qty),
        }));
        const component = (c: (typeof parts)[number], quantity: string, cost: StockCost) =>
          effects.push({
            type: 'stockMove',
            params: { lineId: line.id, productId: c.productId, warehouseId: context.warehouseId ?? null, quantity, date: context.date, cost },
          });
        if (kind.stock === 'assemble') {
          for (const c of parts) component(c, neg(c.qty), { kind: 'average' });
          move(context.warehouseId, qty.toFixed(), { kind: 'assembly' });
        } else {
          move(context.warehouseId, neg(qty), { kind: 'average' });
          for (const c of parts) component(c, c.qty.toFixed(), { kind: 'share' });
        }
      } else {
        move(context.warehouseId, kind.stock === 'in' ? qty.toFixed() : neg(qty), costs[i]!);
      }
    });
  }
  // a second-hand copy leaves once: the server marks it sold, and refuses a copy sold already (effects.ts)
  if (kind.stock === 'out' && !RETURNS.includes(context.type)) {
    for (const l of context.lines)
      if (l.copyId !== undefined) effects.push({ type: 'sellCopy', params: { copyId: l.copyId, productId: l.productId ?? null, lineId: l.id } });
  }
  const grand = owedOf(context);
  const base = { currency: context.currency, date: context.date };
  // a foreign-currency document's moves carry their lira equivalent at its rate, which the lira ledgers book
  const money = (amount: string) => ({ amount, ...liraFields(amount, context.currency, context.exchangeRate), ...base });
  if (kind.account && context.accountId) {
    effects.push({ type: 'accountMove', params: { accountId: context.accountId, side: kind.account, kind: 'invoice', ...money(grand) } });
  }
  // a till sale on account: the customer owes the total, no money moves
  if (context.type === 'posSale' && context.paymentType === 'credit' && context.accountId && !context.paidBySource) {
    effects.push({ type: 'accountMove', params: { accountId: context.accountId, side: 'debit', kind: 'sale', ...money(grand) } });
  }
  // an offline sale's points part its account no longer covered: the customer owes that much (points.ts)
  const onAccount = context.paymentType === 'mixed' ? context.payments?.onAccount : undefined;
  if (context.type === 'posSale' && context.accountId && onAccount !== undefined && new Dec(onAccount).gt(0)) {
    effects.push({ type: 'accountMove', params: { accountId: context.accountId, side: 'debit', kind: 'sale', ...money(new Dec(onAccount).toFixed(2)) } });
  }
  const paysCashNow = !context.paidBySource && kind.cash !== null && paysAtOnce(context);
  if (paysCashNow) {
    for (const part of paymentParts(context)) {
      effects.push({
        type: 'cashMove',
        params: { cashBoxId: context.cashBoxId ?? null, direction: kind.cash, paymentType: part.paymentType, ...money(part.amount) },
      });
    }
  }
  // paid on the spot (here or at the till of the source basket): the payment settles the account at once
  if (kind.account && context.accountId && (paysCashNow || context.paidBySource)) {
    effects.push({
      type: 'accountMove',
      params: { accountId: context.accountId, side: kind.account === 'debit' ? 'credit' : 'debit', kind: 'payment', ...money(grand) },
    });
  }
  effects.push(...pointsEffects(context, context.points));
  // one SUPPLY per source document, in the order the lines name them
  const bySource = new Map<string, { sourceLineId: string; quantity: string }[]>();
  for (const l of context.lines) {
    const sourceId = l.sourceId ?? context.sourceId;
    if (l.sourceLineId === undefined || sourceId === undefined) continue;
    let lines = bySource.get(sourceId);
    if (!lines) bySource.set(sourceId, (lines = []));
    lines.push({ sourceLineId: l.sourceLineId, quantity: l.quantity });
  }
  for (const [sourceId, lines] of bySource) {
    effects.push({ type: 'supplySource', params: { sourceId, sourceType: context.sourceType ?? null, targetType: context.type, lines } });
  }
  // what each campaign gave and the sale's net, for its report; a till sale's invoice does not count it twice
  if (CAMPAIGN_TYPES.includes(context.type) && context.sourceType !== 'posSale') {
    const net = new Dec(context.totals.sub).minus(context.totals.discount).toFixed(2);
    for (const c of campaignsOfLines(context.lines))
      effects.push({ type: 'campaignSale', params: { campaignId: c.campaignId, name: c.name, discount: c.amount, netSales: net, date: context.date } });
  }
  return effects;
}

/** The invoice fields of the other party and of an export, as the boundary (other-invoice-number.ts, export.ts) lets them in. */
function checkInvoiceFields(raw: Record<string, unknown>): ReasonCode | null {
  const given = (k: string) => raw[k] !== undefined && raw[k] !== null;
  if (given('deliveryTerms') && !(DELIVERY_TERMS as readonly unknown[]).includes(raw.deliveryTerms)) return 'document.invalidField';
  if (given('transportMode') && !(TRANSPORT_MODES as readonly string[]).includes(String(raw.transportMode))) return 'document.invalidField';
  for (const k of ['supplierInvoiceNumber', 'customerInvoiceNumber'])
    if (given(k) && !(typeof raw[k] === 'string' && isOtherInvoiceNumber(raw[k]))) return 'document.invalidField';
  return null;
}
