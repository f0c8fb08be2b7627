import { Dec, cmp, isDecimalString, isPositive } from '../money/decimal';
import { LEDGER_AMOUNT, LEDGER_QUANTITY, fitsColumn } from '../money/limits';
import { VAT_RATES, computeTotals, lineAmounts, type PricedLine, type Totals } from '../money/totals';
import { checkTaxTreatment, invoiceTaxKind, type TaxTreatment } from '../edocuments/tax-codes';
import type { CommonReasonCode } from './reasons';
import { isRecord } from './rules';

export const MAX_LINES = 1250;

/** A stored line of a receipt or an order. `total` is the line's net amount (after discount, before VAT). */
export interface DocLine {
  id: string;
  productId?: string;
  quantity: string;
  unitPrice: string;
  multiplier: string;
  discountRate: string;
  vatRate: number;
  /** the unit price includes the VAT (money/totals.ts); absent: VAT is added on top */
  priceIncludesVat?: true;
  /** the line of the source document this line was converted from */
  sourceLineId?: string;
  /** the source document of that line, when the document merges several sources (waybills into one invoice) */
  sourceId?: string;
  /** a second-hand copy (/sahaf): the one unique copy this line sells, quantity 1 */
  copyId?: string;
  /** the shelf location its stock moves from (or, coming in, to); absent: the product's default in the warehouse */
  locationId?: string;
  /** a return's line: the document and line it gives back (a sales invoice's, a till sale's, a purchase's), whose cost it comes back at */
  returnOfId?: string;
  returnOfLineId?: string;
  /** GİB's withholding (code and share of the VAT) or exemption code of a sales invoice line (edocuments/tax-codes.ts) */
  withholdingCode?: string;
  withholdingPercent?: number;
  exemptionCode?: string;
  /** GTİP, the customs tariff number (12 digits) an export's line carries (edocuments/export.ts) */
  gtip?: string;
  /** what campaigns took off the line, each naming its campaign (src/domain/campaigns): only the evaluator writes them */
  campaignDiscounts?: { campaignId: string; name: string; amount: string }[];
  total: string;
  /** how much of this line later documents have taken over (conversions): never edited by hand */
  suppliedQuantity: string;
}

/** A line as a client sends it (creation input or EDIT). */
export interface LineInput {
  id?: string;
  productId?: string;
  quantity: string;
  unitPrice: string;
  multiplier?: string;
  discountRate?: string;
  vatRate: number;
  priceIncludesVat?: boolean;
  sourceLineId?: string;
  sourceId?: string;
  copyId?: string;
  locationId?: string;
  returnOfId?: string;
  returnOfLineId?: string;
  withholdingCode?: string;
  withholdingPercent?: number;
  exemptionCode?: string;
  gtip?: string;
  /** a converted line: the campaign discounts of its source line, for the quantity it takes over (conversions.ts) */
  campaignDiscounts?: { campaignId: string; name: string; amount: string }[];
}

function lineReason(raw: unknown): CommonReasonCode | null {
  if (!isRecord(raw)) return 'line.invalid';
  if (raw.id !== undefined && !(typeof raw.id === 'string' && raw.id.length > 0 && raw.id.length <= 40)) return 'line.invalid';
  if (raw.productId !== undefined && raw.productId !== null && !(typeof raw.productId === 'string' && raw.productId.length <= 100)) return 'line.invalid';
  if (raw.sourceLineId !== undefined && !(typeof raw.sourceLineId === 'string' && raw.sourceLineId.length > 0)) return 'line.invalid';
  if (
    raw.sourceId !== undefined &&
    !(typeof raw.sourceId === 'string' && raw.sourceId.length > 0 && raw.sourceId.length <= 100 && raw.sourceLineId !== undefined)
  ) {
    return 'line.invalid';
  }
  if (raw.returnOfId !== undefined && !(typeof raw.returnOfId === 'string' && /^\d{1,10}$/.test(raw.returnOfId))) return 'line.invalid';
  if (raw.returnOfLineId !== undefined && !(typeof raw.returnOfLineId === 'string' && raw.returnOfLineId.length > 0 && raw.returnOfLineId.length <= 40))
    return 'line.invalid';
  if ((raw.returnOfId === undefined) !== (raw.returnOfLineId === undefined)) return 'line.invalid';
  if (!isDecimalString(raw.quantity)) return 'line.invalidQuantity';
  if (raw.copyId !== undefined && !(typeof raw.copyId === 'string' && /^\d{1,10}$/.test(raw.copyId))) return 'line.invalid';
  if (raw.locationId !== undefined && !(typeof raw.locationId === 'string' && /^\d{1,9}$/.test(raw.locationId))) return 'line.invalid';
  // a unique copy is sold one at a time
  if (raw.copyId !== undefined && (cmp(raw.quantity, '1') !== 0 || (raw.multiplier !== undefined && cmp(String(raw.multiplier), '1') !== 0)))
    return 'line.invalidQuantity';
  if (!isDecimalString(raw.unitPrice)) return 'line.invalidPrice';
  if (raw.multiplier !== undefined && !isPositive(raw.multiplier)) return 'line.invalidMultiplier';
  if (raw.discountRate !== undefined && !(isDecimalString(raw.discountRate) && cmp(raw.discountRate, '100') <= 0)) return 'line.invalidDiscountRate';
  if (!VAT_RATES.includes(raw.vatRate as never)) return 'line.invalidVatRate';
  if (raw.priceIncludesVat !== undefined && typeof raw.priceIncludesVat !== 'boolean') return 'line.invalid';
  const tax = checkTaxTreatment(raw);
  if (tax) return tax;
  if (raw.gtip !== undefined && !(typeof raw.gtip === 'string' && /^\d{12}$/.test(raw.gtip))) return 'line.invalid';
  if (!lineFitsLedgers(raw as unknown as PricedLine)) return 'line.amountTooLarge';
  return null;
}

/** Whole digits of a plain decimal string ("0012.5" → 2). */
const wholeDigits = (v: string) => {
  const point = v.indexOf('.');
  return (point < 0 ? v : v.slice(0, point)).replace(/^0+/, '').length;
};

/** At most this many whole digits in quantity, price and multiplier together: every figure of the line fits, and 1250 such lines still do. */
const SURELY_FITS = 9;

const smallLine = (line: PricedLine) => wholeDigits(line.quantity) + wholeDigits(line.unitPrice) + wholeDigits(line.multiplier ?? '1') <= SURELY_FITS;

/**
 * A line the ledgers can hold when its document completes: its stock move (quantity × multiplier) fits the
 * stock ledger's column and its amount (gross, and net with VAT) the account and cash ledgers' (money/limits.ts).
 */
export function lineFitsLedgers(line: PricedLine): boolean {
  if (smallLine(line)) return true;
  if (!fitsColumn(new Dec(line.quantity).times(line.multiplier ?? '1'), LEDGER_QUANTITY)) return false;
  const a = lineAmounts(line);
  return fitsColumn(a.gross, LEDGER_AMOUNT) && fitsColumn(new Dec(a.net).plus(a.tax), LEDGER_AMOUNT);
}

/** The document's grand total, which completion writes to the account and cash ledgers, fits their columns. */
export function totalFitsLedgers(lines: readonly PricedLine[]): boolean {
  if (lines.every(smallLine)) return true;
  return fitsColumn(computeTotals(lines).grand, LEDGER_AMOUNT);
}

/**
 * Checks a list of lines sent by a client: structure, decimal strings (no comma, no sign), rates,
 * unique ids, the count (`min`..1250), and that each line and the total fit the ledgers' columns, so that
 * a document is refused when it is written, never when it completes. `tooMany`/`tooFew` are the family's own reason codes.
 */
export function checkLineInputs<R extends string>(lines: unknown, min: number, reasons: { tooFew: R; tooMany: R }): R | CommonReasonCode | null {
  if (!Array.isArray(lines)) return 'line.invalid';
  if (lines.length > MAX_LINES) return reasons.tooMany;
  if (lines.length < min) return reasons.tooFew;
  const ids = new Set<string>();
  for (const raw of lines) {
    const reason = lineReason(raw);
    if (reason) return reason;
    const id = (raw as LineInput).id;
    if (id !== undefined) {
      if (ids.has(id)) return 'line.duplicateId';
      ids.add(id);
    }
  }
  if (invoiceTaxKind(lines as TaxTreatment[]) === 'mixed') return 'line.mixedTaxTreatment';
  return totalFitsLedgers(lines as PricedLine[]) ? null : 'line.totalTooLarge';
}

/**
 * Turns checked inputs into stored lines. Ids given by the client are kept; new lines get `L<n>` from
 * the document's line sequence, skipping ids already in use, so ids are deterministic and never reused
 * within one edit. Supplied quantities of kept lines are carried over.
 */
export function normalizeLines(inputs: readonly LineInput[], lineSeq: number, previous: readonly DocLine[] = []): { lines: DocLine[]; lineSeq: number } {
  const used = new Set(inputs.map((l) => l.id).filter((id): id is string => id !== undefined));
  const before = new Map(previous.map((l) => [l.id, l]));
  let seq = lineSeq;
  const lines = inputs.map((input): DocLine => {
    let id = input.id;
    if (id === undefined) {
      do seq += 1;
      while (used.has(`L${seq}`));
      id = `L${seq}`;
      used.add(id);
    }
    const line: DocLine = {
      id,
      quantity: input.quantity,
      unitPrice: input.unitPrice,
      multiplier: input.multiplier ?? '1',
      discountRate: input.discountRate ?? '0',
      vatRate: input.vatRate,
      total: '0.00',
      suppliedQuantity: before.get(id)?.suppliedQuantity ?? '0',
    };
    if (typeof input.productId === 'string' && input.productId.length > 0) line.productId = input.productId;
    // kept only when true, so that a line priced without VAT is stored as it always was
    if (input.priceIncludesVat === true) line.priceIncludesVat = true;
    if (typeof input.copyId === 'string') line.copyId = input.copyId;
    if (typeof input.locationId === 'string') line.locationId = input.locationId;
    if (typeof input.returnOfId === 'string' && typeof input.returnOfLineId === 'string') {
      line.returnOfId = input.returnOfId;
      line.returnOfLineId = input.returnOfLineId;
    }
    if (input.withholdingCode !== undefined && input.withholdingPercent !== undefined) {
      line.withholdingCode = input.withholdingCode;
      line.withholdingPercent = input.withholdingPercent;
    }
    if (input.exemptionCode !== undefined) line.exemptionCode = input.exemptionCode;
    if (input.gtip !== undefined) line.gtip = input.gtip;
    // a kept line keeps its source link whatever an edit sends: only a conversion sets it
    const link = before.get(id) ?? input;
    if (link.sourceLineId !== undefined) line.sourceLineId = link.sourceLineId;
    if (link.sourceId !== undefined) line.sourceId = link.sourceId;
    // a converted line keeps the campaign discounts it came with (its source decided them), for the quantity it has now
    if (link.sourceLineId !== undefined && link.campaignDiscounts?.length) {
      const was = before.get(id)?.quantity ?? input.quantity;
      line.campaignDiscounts = scaledDiscounts(link.campaignDiscounts, input.quantity, was);
    }
    line.total = lineAmounts(line).net;
    return line;
  });
  return { lines, lineSeq: seq };
}

/** Campaign discounts for `quantity` of a line whose discounts were given for `of` (half up to the cent). */
export function scaledDiscounts<D extends { amount: string }>(discounts: readonly D[], quantity: string, of: string): D[] {
  if (cmp(quantity, of) === 0 || !isPositive(of)) return discounts.map((d) => ({ ...d }));
  return discounts.map((d) => ({ ...d, amount: new Dec(d.amount).times(quantity).dividedBy(of).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2) }));
}

export function totalsOf(lines: readonly DocLine[]): Totals {
  return computeTotals(lines);
}

/** A line without a product is refused, in a draft as at START: the reason, or null when it names one. */
export const lineProductReason = (line: { productId?: unknown }): 'line.productRequired' | null => (line.productId ? null : 'line.productRequired');

/** Lines are ready to leave the draft: at least one, each with a product and a quantity above zero. */
export function checkLinesReady<R extends string>(lines: readonly DocLine[], noLines: R): R | CommonReasonCode | null {
  if (lines.length === 0) return noLines;
  for (const line of lines) {
    const product = lineProductReason(line);
    if (product) return product;
    if (!isPositive(line.quantity)) return 'line.quantityRequired';
  }
  return null;
}

/**
 * The key of a converted line's source line in `sourceRemaining`: the source line's id, prefixed by its
 * document's id when the line names one (a document merged from several sources).
 */
export const sourceLineKey = (line: { sourceLineId?: string; sourceId?: string }): string =>
  line.sourceId === undefined ? String(line.sourceLineId) : `${line.sourceId}/${line.sourceLineId}`;

/** What is left of a line for later documents: quantity − supplied − written off, never below zero. */
export function lineRemaining(line: { quantity: string; suppliedQuantity?: string; writtenOffQuantity?: string }): string {
  const left = new Dec(line.quantity).minus(line.suppliedQuantity ?? '0').minus(line.writtenOffQuantity ?? '0');
  return (left.isNegative() ? new Dec(0) : left).toFixed();
}

/**
 * Supply lines (`[{sourceLineId, quantity}]`) against the lines of a source document: every referenced
 * line exists, every quantity is a decimal above zero, and the sum per line stays within `remaining`.
 * Returns the sum per line when valid.
 */
export function checkSupplyLines<R extends string>(
  supply: unknown,
  remaining: (lineId: string) => string | undefined,
  exceeds: R,
): { ok: true; sums: Map<string, string> } | { ok: false; reason: R | CommonReasonCode } {
  if (!Array.isArray(supply) || supply.length === 0) return { ok: false, reason: 'supply.invalidLines' };
  const sums = new Map<string, Dec>();
  for (const raw of supply) {
    if (!isRecord(raw) || typeof raw.sourceLineId !== 'string') return { ok: false, reason: 'supply.invalidLines' };
    if (!isPositive(raw.quantity)) return { ok: false, reason: 'supply.invalidQuantity' };
    if (remaining(raw.sourceLineId) === undefined) return { ok: false, reason: 'supply.unknownLine' };
    sums.set(raw.sourceLineId, (sums.get(raw.sourceLineId) ?? new Dec(0)).plus(raw.quantity as string));
  }
  for (const [lineId, sum] of sums) {
    if (sum.gt(remaining(lineId) as string)) return { ok: false, reason: exceeds };
  }
  return { ok: true, sums: new Map([...sums].map(([k, v]) => [k, v.toFixed()])) };
}

/** Adds supplied quantities to the lines (after `checkSupplyLines` accepted them). */
export function addSupplied<L extends DocLine>(lines: readonly L[], sums: Map<string, string>): L[] {
  return lines.map((line) =>
    sums.has(line.id) ? { ...line, suppliedQuantity: new Dec(line.suppliedQuantity).plus(sums.get(line.id) as string).toFixed() } : line,
  );
}
