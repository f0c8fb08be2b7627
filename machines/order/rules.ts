import { Dec, isDecimalString } from '../../src/domain/money/decimal';
import type { Totals } from '../../src/domain/money/totals';
import {
  addSupplied,
  checkLineInputs,
  checkLinesReady,
  checkSupplyLines,
  lineRemaining,
  normalizeLines,
  totalsOf,
  type DocLine,
  type LineInput,
} from '../../src/domain/lifecycle/lines';
import { checkExchangeRate, recordedRateChoice, type ExchangeRateFields } from '../../src/domain/lifecycle/exchange-rate';
import type { ReasonCode } from './reasons';
import { campaignRemovalRefusal, isCampaignIds, isCampaignOffer, withCampaignDiscounts } from '../../src/domain/campaigns/apply';
import type { StatusIntent } from '../types';
import { PAYMENT_TYPES, type PaymentType } from '../../src/domain/documents/payment-types';
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

export const ORDER_TYPES = ['salesOrder', 'purchaseOrder', 'offer'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export interface OrderLine extends DocLine {
  /** written off by SHORT_CLOSE: never supplied, no longer expected */
  writtenOffQuantity: string;
}

export interface OrderContext extends ExchangeRateFields {
  type: OrderType;
  number: string;
  accountId?: string;
  currency: string;
  date: string;
  deliveryDate?: string;
  warehouseId?: string;
  /** how the customer will pay (or the supplier be paid): the invoice made of the order takes it */
  paymentType?: PaymentType;
  /** the salesperson credited with the sale (/komisyon); the invoice made of the order takes it */
  salespersonId?: string;
  sourceId?: string;
  sourceType?: string;
  note?: string;
  lines: OrderLine[];
  totals: Totals;
  shortCloseReason?: string;
  lineSeq: number;
  /** the campaigns whose discounts the user removed from a sales order (with the `campaignRemoval` permission) */
  removedCampaigns?: string[];
}

export type SupplyStatus = 'neverSupplied' | 'partiallySupplied' | 'supplied';

const HEADER_FIELDS = [
  'accountId',
  'currency',
  'exchangeRate',
  'date',
  'deliveryDate',
  'warehouseId',
  'paymentType',
  'salespersonId',
  'note',
  'removedCampaigns',
] as const;
const LINE_LIMITS = { tooFew: 'order.noLines', tooMany: 'order.tooManyLines' } as const;

function checkHeader(raw: Record<string, unknown>): ReasonCode | null {
  for (const key of ['accountId', 'warehouseId', 'salespersonId'] as const) {
    const v = raw[key];
    if (v !== undefined && v !== null && !isNonEmptyString(v, 100)) return 'document.invalidField';
  }
  if (raw.currency !== undefined && !(typeof raw.currency === 'string' && CURRENCY_RE.test(raw.currency))) return 'document.invalidCurrency';
  const rate = checkExchangeRate(raw);
  if (rate) return rate;
  if (raw.date !== undefined && !isIsoDate(raw.date)) return 'document.invalidDate';
  if (raw.deliveryDate !== undefined && raw.deliveryDate !== null && !isIsoDate(raw.deliveryDate)) return 'document.invalidDate';
  if (raw.paymentType !== undefined && raw.paymentType !== null && !PAYMENT_TYPES.includes(raw.paymentType as PaymentType)) return 'document.invalidField';
  if (!isOptionalString(raw.note, 2000)) return 'document.invalidField';
  if (raw.removedCampaigns !== undefined && raw.removedCampaigns !== null && !isCampaignIds(raw.removedCampaigns)) return 'document.invalidField';
  return null;
}

/** The orders the campaigns apply to (src/domain/campaigns), as to sales invoices: the server supplies their `campaignOffer`. */
export const CAMPAIGN_ORDER_TYPES: readonly OrderType[] = ['salesOrder'];

/** A removal the order did not have yet needs the `campaignRemoval` permission (the server's `campaignOffer` says). */
function checkCampaignRemoval(before: readonly string[] | undefined, raw: Record<string, unknown>): ReasonCode | null {
  const refusal = campaignRemovalRefusal(before, raw);
  return refusal === null ? null : refusal === 'factsMissing' ? 'common.factsMissing' : 'order.campaignRemovalNotPermitted';
}

/** The lines with their campaigns decided again when the server sent an offer (creation, an EDIT of lines, customer or removals). */
const withCampaigns = (lines: DocLine[], raw: Record<string, unknown>, context: Pick<OrderContext, 'removedCampaigns' | 'currency'>) =>
  withCampaignDiscounts(lines, raw.campaignOffer, context.removedCampaigns, context.currency);

function applyHeader(context: OrderContext, raw: Record<string, unknown>): OrderContext {
  const next: Record<string, unknown> = { ...context };
  for (const key of HEADER_FIELDS) {
    if (!(key in raw) || raw[key] === undefined) continue;
    if (raw[key] === null)
      next[key] = undefined; // assign merges: undefined clears, JSON drops it
    else next[key] = raw[key];
  }
  return next as unknown as OrderContext;
}

function toOrderLines(lines: DocLine[]): OrderLine[] {
  return lines.map((l) => ({ ...l, writtenOffQuantity: '0' }));
}

export function checkOrderInput(input: Record<string, unknown>): ReasonCode | null {
  if (!ORDER_TYPES.includes(input.type as OrderType)) return 'document.unknownType';
  if (!isNonEmptyString(input.number, 50)) return 'document.numberRequired';
  if (!isIsoDate(input.date)) return 'document.invalidDate';
  if (input.sourceId !== undefined && !isNonEmptyString(input.sourceId, 100)) return 'document.invalidField';
  if (input.sourceType !== undefined && !isNonEmptyString(input.sourceType, 50)) return 'document.invalidField';
  return checkHeader(input) ?? checkCampaignRemoval(undefined, input) ?? checkLineInputs(input.lines ?? [], 0, LINE_LIMITS);
}

export function createOrderContext(input: Record<string, unknown>): OrderContext {
  const base: OrderContext = {
    type: input.type as OrderType,
    number: input.number as string,
    currency: 'TRY',
    date: input.date as string,
    lines: [],
    totals: totalsOf([]),
    lineSeq: 0,
  };
  if (typeof input.sourceId === 'string') base.sourceId = input.sourceId;
  if (typeof input.sourceType === 'string') base.sourceType = input.sourceType;
  Object.assign(base, recordedRateChoice(input));
  const withHeader = applyHeader(base, input);
  const normalized = normalizeLines((input.lines ?? []) as LineInput[], 0);
  const lines = withCampaigns(normalized.lines, input, withHeader);
  return { ...withHeader, lines: toOrderLines(lines), lineSeq: normalized.lineSeq, totals: totalsOf(lines) };
}

// ---- derived figures ----

/** Remaining quantity per line id: ordered − supplied − written off. */
export function remaining(context: Pick<OrderContext, 'lines'>): Record<string, string> {
  return Object.fromEntries(context.lines.map((l) => [l.id, lineRemaining(l)]));
}

/** How each supply status shows, on the order, its lines and every list: nothing supplied yet is no fault. */
export const SUPPLY_STATUS_INTENTS: Readonly<Record<SupplyStatus, StatusIntent>> = { neverSupplied: 'none', partiallySupplied: 'warning', supplied: 'success' };

/** One line's own supply status, by the same exact comparison as the order's. */
export function lineSupplyStatus(line: { quantity: string; suppliedQuantity: string }): SupplyStatus {
  const supplied = new Dec(line.suppliedQuantity);
  if (supplied.lte(0)) return 'neverSupplied';
  return supplied.gte(line.quantity) ? 'supplied' : 'partiallySupplied';
}

/** Derived, never stored: compares exact decimals, so 3 × 0.1 of 0.3 is `supplied`. */
export function supplyStatus(context: Pick<OrderContext, 'lines'>): SupplyStatus {
  const anySupplied = context.lines.some((l) => new Dec(l.suppliedQuantity).gt(0));
  if (!anySupplied) return 'neverSupplied';
  const all = context.lines.every((l) => new Dec(l.suppliedQuantity).gte(l.quantity));
  return all ? 'supplied' : 'partiallySupplied';
}

// ---- guards ----

export const checkOrderEdit: Check<OrderContext, ReasonCode> = (context, event) => {
  const reason = checkHeader(event) ?? checkCampaignRemoval(context.removedCampaigns, event);
  if (reason) return reason;
  if (event.lines !== undefined) return checkLineInputs(event.lines, 1, LINE_LIMITS);
  return context.lines.length === 0 ? 'order.noLines' : null;
};

/** An order made from a basket takes the basket's lines over on approval, within what remains. */
export const checkOrderApprove: Check<OrderContext, ReasonCode> = (context, event) => {
  const lines = checkLinesReady(context.lines, 'order.noLines');
  if (lines) return lines;
  if (context.type !== 'offer' && !context.accountId) return 'order.accountRequired';
  const converted = context.lines.filter((l) => l.sourceLineId !== undefined);
  if (converted.length === 0) return null;
  const left = event.sourceRemaining;
  if (!isRecord(left)) return 'common.factsMissing';
  const sums = new Map<string, Dec>();
  for (const l of converted) sums.set(l.sourceLineId as string, (sums.get(l.sourceLineId as string) ?? new Dec(0)).plus(l.quantity));
  for (const [id, sum] of sums) if (!isDecimalString(left[id]) || sum.gt(left[id] as string)) return 'order.quantityExceedsSource';
  return null;
};

export const checkOrderCancel: Check<OrderContext, ReasonCode> = (context) =>
  context.lines.some((l) => new Dec(l.suppliedQuantity).gt(0)) ? 'order.alreadySupplied' : null;

function supplyResult(context: OrderContext, event: LifecycleEvent) {
  const left = remaining(context);
  return checkSupplyLines(event.lines, (id) => left[id], 'order.quantityExceedsRemaining');
}

export const checkOrderSupply: Check<OrderContext, ReasonCode> = (context, event) => {
  const r = supplyResult(context, event);
  return r.ok ? null : r.reason;
};

export const checkShortClose: Check<OrderContext, ReasonCode> = (_context, event) =>
  isNonEmptyString(event.reason, 500) ? null : 'order.shortCloseReasonRequired';

export const orderRules: RuleTable<OrderContext, ReasonCode> = {
  draft: { EDIT: checkOrderEdit, APPROVE: checkOrderApprove, CANCEL: allow },
  approved: {
    SUPPLY: checkOrderSupply,
    SHORT_CLOSE: checkShortClose,
    CANCEL: checkOrderCancel,
    EDIT: 'order.locked',
  },
  completed: { CLOSE: allow, EDIT: 'order.locked', SUPPLY: 'order.alreadyCompleted', CANCEL: 'order.alreadyCompleted' },
  closed: { EDIT: 'order.locked', SUPPLY: 'order.alreadyCompleted', CANCEL: 'order.alreadyCompleted' },
  cancelled: { EDIT: 'document.cancelled' },
};

// ---- context updates ----

export function applyOrderEdit(context: OrderContext, event: LifecycleEvent): OrderContext {
  const next = applyHeader(context, event);
  if (event.lines === undefined) {
    if (!isCampaignOffer(event.campaignOffer)) return next;
    const lines = withCampaigns(next.lines, event, next);
    return { ...next, lines: toOrderLines(lines), totals: totalsOf(lines) };
  }
  const normalized = normalizeLines(event.lines as LineInput[], context.lineSeq, context.lines);
  const lines = withCampaigns(normalized.lines, event, next);
  return { ...next, lines: toOrderLines(lines), lineSeq: normalized.lineSeq, totals: totalsOf(lines) };
}

export function applyOrderSupply(context: OrderContext, event: LifecycleEvent): OrderContext {
  const r = supplyResult(context, event);
  return r.ok ? { ...context, lines: addSupplied(context.lines, r.sums) } : context;
}

/** After this SUPPLY every line is fully supplied (exact decimals). */
export function supplyCompletes(context: OrderContext, event: LifecycleEvent): boolean {
  if (checkOrderSupply(context, event) !== null) return false;
  const after = applyOrderSupply(context, event);
  return after.lines.every((l) => new Dec(l.suppliedQuantity).gte(l.quantity));
}

export function applyShortClose(context: OrderContext, event: LifecycleEvent): OrderContext {
  return {
    ...context,
    shortCloseReason: String(event.reason),
    lines: context.lines.map((l) => ({ ...l, writtenOffQuantity: lineRemaining(l) })),
  };
}

/** Supply figures the basket (source) receives when an order made from it is approved. */
export function orderApprovalEffects(context: OrderContext) {
  const lines = context.lines.filter((l) => l.sourceLineId !== undefined).map((l) => ({ sourceLineId: l.sourceLineId as string, quantity: l.quantity }));
  if (!context.sourceId || lines.length === 0) return [];
  return [{ type: 'supplySource' as const, params: { sourceId: context.sourceId, sourceType: context.sourceType ?? null, targetType: context.type, lines } }];
}
