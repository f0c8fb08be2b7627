import { Dec, isPositive } from '../src/domain/money/decimal';
import { lineRemaining, scaledDiscounts, type LineInput } from '../src/domain/lifecycle/lines';
import type { ConversionReasonCode as ReasonCode } from './conversion-reasons';
import { isRecord } from '../src/domain/lifecycle/rules';
import { convertibleQuantity } from '../src/domain/warehouse/shelf-rules';
import type { StoredState } from './types';

/** lifecycles.md §3: one row per (source type, target type). */
export interface Conversion {
  route: string;
  source: string;
  target: string;
  /** the status the source must be in (receipts: completed; orders: approved) */
  sourceStatus: string;
  /** every status the source may be in (a closed receipt can still be converted) */
  sourceStatuses: readonly string[];
}

const RECEIPT_DONE = ['completed', 'closed'] as const;
const ORDER_OPEN = ['approved'] as const;

const row = (route: string, source: string, target: string, statuses: readonly string[]): Conversion => ({
  route,
  source,
  target,
  sourceStatus: statuses[0] as string,
  sourceStatuses: statuses,
});

export const CONVERSIONS: readonly Conversion[] = [
  row('sepetToFatura', 'posSale', 'salesInvoice', RECEIPT_DONE),
  row('sepetToSiparis', 'posSale', 'salesOrder', RECEIPT_DONE),
  row('siparisToSatisFatura', 'salesOrder', 'salesInvoice', ORDER_OPEN),
  row('siparisToSatisIrsaliye', 'salesOrder', 'salesWaybill', ORDER_OPEN),
  row('siparisToAlisFatura', 'purchaseOrder', 'purchaseInvoice', ORDER_OPEN),
  row('siparisToAlisIrsaliye', 'purchaseOrder', 'purchaseWaybill', ORDER_OPEN),
  row('siparisToSatisVirman', 'salesOrder', 'stockTransfer', ORDER_OPEN),
  row('irsaliyeToFatura', 'salesWaybill', 'salesInvoice', RECEIPT_DONE),
  row('irsaliyeToFatura', 'purchaseWaybill', 'purchaseInvoice', RECEIPT_DONE),
  row('fisDonusumSatisIrsaliye', 'salesInvoice', 'salesWaybill', RECEIPT_DONE),
  row('fisDonusumAlisIrsaliye', 'purchaseInvoice', 'purchaseWaybill', RECEIPT_DONE),
];

export function conversionsFrom(type: string): Conversion[] {
  return CONVERSIONS.filter((c) => c.source === type);
}

export function findConversion(sourceType: string, targetType: string): Conversion | undefined {
  return CONVERSIONS.find((c) => c.source === sourceType && c.target === targetType);
}

export interface RequestedLine {
  sourceLineId: string;
  quantity: string;
}

/** A target line: a creation-input line pointing back to its source line. */
export type ConversionLine = Omit<LineInput, 'id'> & { sourceLineId: string };

export type ConversionResult<T> = ({ ok: true } & T) | { ok: false; reason: ReasonCode };

/**
 * A line of the source as stored: a priced line with its id and how much of it later documents took; on a picked
 * order, what was picked for it (`pickedQuantity`, base units, added by the server when read, never stored).
 */
type SourceLine = Omit<LineInput, 'id' | 'sourceLineId'> & { id: string; suppliedQuantity?: string; writtenOffQuantity?: string; pickedQuantity?: string };

function toTargetLine(line: SourceLine, quantity: string): ConversionLine {
  const out: ConversionLine = {
    sourceLineId: line.id,
    quantity,
    unitPrice: line.unitPrice,
    multiplier: line.multiplier ?? '1',
    discountRate: line.discountRate ?? '0',
    vatRate: line.vatRate,
  };
  if (line.productId) out.productId = line.productId;
  if (line.priceIncludesVat === true) out.priceIncludesVat = true;
  // the campaigns the source gave the line come over with the share of it taken (a till sale's on its invoice)
  if (line.campaignDiscounts?.length) out.campaignDiscounts = scaledDiscounts(line.campaignDiscounts, quantity, line.quantity);
  return out;
}

/**
 * The lines of a new target draft. Without `requested`, every source line that still has something left
 * comes over with all of it (of a picked order: what was picked, shelf-rules.ts `convertibleQuantity`). With
 * `requested`, only those lines, with the given quantities, which may be lowered but never raised above what
 * remains (the same line asked twice counts twice).
 */
export function buildConversionLines(sourceContext: { lines?: unknown }, requested?: readonly RequestedLine[]): ConversionResult<{ lines: ConversionLine[] }> {
  const lines = (Array.isArray(sourceContext.lines) ? sourceContext.lines : []) as SourceLine[];
  if (requested === undefined) {
    const offered = lines.map((l) => ({ line: l, quantity: convertibleQuantity(l, l.pickedQuantity) }));
    const out = offered.filter((o) => new Dec(o.quantity).gt(0)).map((o) => toTargetLine(o.line, o.quantity));
    return out.length > 0 ? { ok: true, lines: out } : { ok: false, reason: 'conversion.nothingRemaining' };
  }
  if (!Array.isArray(requested) || requested.length === 0) return { ok: false, reason: 'conversion.nothingRemaining' };
  const byId = new Map(lines.map((l) => [l.id, l]));
  const asked = new Map<string, Dec>();
  const out: ConversionLine[] = [];
  for (const r of requested as readonly unknown[]) {
    if (!isRecord(r) || typeof r.sourceLineId !== 'string' || !byId.has(r.sourceLineId)) return { ok: false, reason: 'conversion.unknownLine' };
    if (!isPositive(r.quantity)) return { ok: false, reason: 'conversion.invalidQuantity' };
    const line = byId.get(r.sourceLineId) as SourceLine;
    const quantity = r.quantity as string;
    const total = (asked.get(line.id) ?? new Dec(0)).plus(quantity);
    if (total.gt(lineRemaining(line))) return { ok: false, reason: 'conversion.quantityExceedsRemaining' };
    asked.set(line.id, total);
    out.push(toTargetLine(line, quantity));
  }
  return { ok: true, lines: out };
}

/**
 * The header every target takes from its source: whom it is for, the warehouse the stock leaves or reaches, how
 * it was paid (the payment type, a mixed payment's split, the cash box) and the salesperson credited with the sale.
 * A target type without such a field ignores it.
 */
const COPIED_HEADER = ['accountId', 'currency', 'warehouseId', 'paymentType', 'payments', 'cashBoxId', 'salespersonId'] as const;

/**
 * The exchange rate of a foreign-currency conversion: the source's own (`source`) or today's central-bank
 * rate that the server looked up (`today`, with its value and bulletin day). The choice is recorded.
 */
export type ConversionRate = { choice: 'source' } | { choice: 'today'; rate: string; date: string };

function rateFields(source: StoredState, rate: ConversionRate | undefined): Record<string, unknown> {
  const context = source.context as { currency?: string; exchangeRate?: string; exchangeRateDate?: string };
  if ((context.currency ?? 'TRY') === 'TRY') return {};
  if (rate?.choice === 'today') return { exchangeRate: rate.rate, exchangeRateChoice: 'today', exchangeRateDate: rate.date };
  const out: Record<string, unknown> = { exchangeRateChoice: 'source' };
  if (context.exchangeRate !== undefined) out.exchangeRate = context.exchangeRate;
  if (context.exchangeRateDate !== undefined) out.exchangeRateDate = context.exchangeRateDate;
  return out;
}

/** The refusals a conversion's page tells apart: no route, a source not ready yet, nothing left to convert. */
export const CONVERSION_REFUSALS = {
  notAllowed: 'conversion.notAllowed',
  sourceNotReady: 'conversion.sourceNotReady',
  nothingRemaining: 'conversion.nothingRemaining',
} as const;

/** Why a `sourceType` document in `status` may not become a `targetType` (none named: no route leads there), or null. */
export function conversionRefusal(
  sourceType: string,
  status: string,
  targetType: string | undefined,
): 'conversion.notAllowed' | 'conversion.sourceNotReady' | null {
  const conversion = targetType === undefined ? undefined : findConversion(sourceType, targetType);
  if (!conversion) return CONVERSION_REFUSALS.notAllowed;
  return conversion.sourceStatuses.includes(status) ? null : CONVERSION_REFUSALS.sourceNotReady;
}

/** Checks the route and the source's status; the target's header copied from the source, without lines. */
function conversionHeader(
  source: StoredState & { id: string },
  targetType: string,
  assigned: { number: string; date: string },
  rate?: ConversionRate,
): ConversionResult<{ conversion: Conversion; input: Record<string, unknown> }> {
  const sourceType = String(source.context.type);
  const refused = conversionRefusal(sourceType, source.status, targetType);
  const conversion = findConversion(sourceType, targetType);
  if (refused || !conversion) return { ok: false, reason: refused ?? 'conversion.notAllowed' };
  const input: Record<string, unknown> = { type: targetType, number: assigned.number, date: assigned.date, sourceId: source.id, sourceType };
  for (const key of COPIED_HEADER) {
    if (source.context[key] !== undefined && source.context[key] !== null) input[key] = source.context[key];
  }
  return { ok: true, conversion, input: { ...input, ...rateFields(source, rate) } };
}

/**
 * The creation input of the target draft for `POST /documents/:id/conversions`: checks the route and
 * the source's status, copies the header, builds the lines. The server adds nothing but what it alone
 * knows: the source's id, the target's number from its series and today's date.
 */
export function buildConversionInput(
  source: StoredState & { id: string },
  targetType: string,
  assigned: { number: string; date: string },
  requested?: readonly RequestedLine[],
  rate?: ConversionRate,
): ConversionResult<{ conversion: Conversion; input: Record<string, unknown> }> {
  const header = conversionHeader(source, targetType, assigned, rate);
  if (!header.ok) return header;
  const built = buildConversionLines(source.context, requested);
  if (!built.ok) return built;
  return { ok: true, conversion: header.conversion, input: { ...header.input, lines: built.lines } };
}

/** A line asked for in a merge: which source, which of its lines, how much. */
export interface RequestedMergeLine extends RequestedLine {
  sourceId: string;
}

/** Whether two sources may go into one merged document: one type, one account, one currency. */
export const mergeable = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  a.type === b.type && (a.accountId ?? null) === (b.accountId ?? null) && (a.currency ?? 'TRY') === (b.currency ?? 'TRY');

/**
 * The creation input of one target draft made from several sources (waybills into one invoice): every
 * source must allow the conversion and be of one type, account and currency. Each line names its source
 * (`sourceId`), so that completion supplies every source. Without `requested`, all that remains of every
 * source comes over; a source with nothing left is then left out.
 */
export function buildMergedConversionInput(
  sources: readonly (StoredState & { id: string })[],
  targetType: string,
  assigned: { number: string; date: string },
  requested?: readonly RequestedMergeLine[],
  rate?: ConversionRate,
  maxSources = 50,
): ConversionResult<{ conversion: Conversion; input: Record<string, unknown> }> {
  if (sources.length > maxSources) return { ok: false, reason: 'conversion.tooManySources' };
  const first = sources[0];
  if (!first) return { ok: false, reason: 'conversion.nothingRemaining' };
  const ids = new Set(sources.map((s) => s.id));
  if (ids.size !== sources.length || !sources.every((s) => mergeable(s.context, first.context))) return { ok: false, reason: 'conversion.sourcesDiffer' };
  if (requested?.some((r) => !ids.has(r.sourceId))) return { ok: false, reason: 'conversion.unknownLine' };
  // a merge keeps the first source's rate, or takes today's
  const header = conversionHeader(first, targetType, assigned, rate);
  if (!header.ok) return header;
  const lines: ConversionLine[] = [];
  for (const source of sources) {
    const status = conversionHeader(source, targetType, assigned);
    if (!status.ok) return status;
    const asked = requested?.filter((r) => r.sourceId === source.id);
    if (asked?.length === 0) continue;
    const built = buildConversionLines(source.context, asked);
    if (!built.ok && requested === undefined && built.reason === 'conversion.nothingRemaining') continue;
    if (!built.ok) return built;
    for (const line of built.lines) lines.push({ ...line, sourceId: source.id });
  }
  if (lines.length === 0) return { ok: false, reason: 'conversion.nothingRemaining' };
  return { ok: true, conversion: header.conversion, input: { ...header.input, sourceIds: [...ids], lines } };
}

/** The conversions a document offers in its status now (an order once approved, a receipt once completed or closed). */
export function conversionsOffered(doc: { type: string; status: string }): Conversion[] {
  return conversionsFrom(doc.type).filter((c) => c.sourceStatuses.includes(doc.status));
}

/** The conversion that invoices a waybill (irsaliye → fatura): of one waybill through the wizard, of several by a merge. */
export function invoicingOf(waybillType: string): Conversion | undefined {
  return CONVERSIONS.find((c) => c.source === waybillType && c.route === 'irsaliyeToFatura');
}

/**
 * Whether `candidate` may go into a merge by `conversion` whose first chosen source is `first` (none chosen
 * yet: any source the conversion accepts): the same checks `buildMergedConversionInput` makes on the server.
 */
export function mayJoinMerge(
  conversion: Conversion,
  candidate: Record<string, unknown> & { type: string; status: string },
  first?: Record<string, unknown> & { type: string },
): boolean {
  return candidate.type === conversion.source && conversion.sourceStatuses.includes(candidate.status) && (!first || mergeable(first, candidate));
}

/**
 * Whether a document waits for `conversion`: its type and status are the conversion's source, and a line has
 * something left that the wizard would bring over. The server's list filters by the same rule in SQL.
 */
export function waitsFor(conversion: Conversion, doc: { type: string; status: string; lines?: unknown }): boolean {
  return doc.type === conversion.source && conversion.sourceStatuses.includes(doc.status) && buildConversionLines({ lines: doc.lines }).ok;
}
