import { z } from 'zod';
import { MAX_LINES, lineFitsLedgers, totalFitsLedgers } from '../lifecycle/lines';
import { isRecord } from '../lifecycle/rules';
import { LINE_DECIMAL, decimalPattern } from '../money/limits';
import type { PricedLine } from '../money/totals';
import { decimalText, recordId } from './fields';
import { parseGtip } from '../edocuments/export';

const decimal = decimalText(LINE_DECIMAL);
const LINE_DECIMAL_RE = decimalPattern(LINE_DECIMAL);
const vatRate = z.union([z.literal(0), z.literal(1), z.literal(10), z.literal(20)]);

/** A priced line of a receipt or an order as a client sends it (creation and EDIT). */
export const lineBody = z.object({
  id: z.string().min(1).max(40).optional(),
  productId: recordId(),
  quantity: decimal,
  unitPrice: decimal,
  multiplier: decimal.optional(),
  discountRate: decimal.optional(),
  vatRate,
  /** the unit price includes the VAT (a shelf price); absent or false: VAT is added on top */
  priceIncludesVat: z.boolean().optional(),
  /** a second-hand copy (/sahaf) this line sells: quantity 1 */
  copyId: recordId().optional(),
  /** the shelf location its stock moves from or to (a location of the document's warehouse); absent: the product's default there */
  locationId: recordId().optional(),
  /** a return's line: the document and its line that this gives back, whose cost it comes back at (both or neither) */
  returnOfId: recordId().optional(),
  returnOfLineId: z.string().trim().min(1).max(40).optional(),
  /** GİB's withholding code and the share of the VAT withheld, or an exemption code (src/domain/edocuments/tax-codes.ts) */
  withholdingCode: z
    .string()
    .regex(/^\d{3}$/, { message: 'rules.line.invalidWithholding' })
    .optional(),
  withholdingPercent: z.number().int().min(0).max(100).optional(),
  exemptionCode: z
    .string()
    .regex(/^\d{3}$/, { message: 'rules.line.invalidExemption' })
    .optional(),
  /** GTİP of an export's line (12 digits, dots and spaces dropped); absent: the product card's */
  gtip: z
    .unknown()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return undefined;
      const gtip = parseGtip(v);
      if (gtip) return gtip;
      ctx.issues.push({ code: 'custom', message: 'validation.gtip', input: v });
      return z.NEVER;
    })
    .optional(),
});

/**
 * Lines (and their total) within what the ledgers hold: the lifecycle's own rule (lines.ts), checked at the
 * boundary too so that the 422 names the line at creation or EDIT, never a refusal at COMPLETE.
 */
export function linesFitLedgers(lines: readonly PricedLine[], ctx: z.RefinementCtx): void {
  // zod refines even when a line's own fields were refused: only well-formed lines can be summed
  const wellFormed = (l: PricedLine | null) =>
    isRecord(l) &&
    [l.quantity, l.unitPrice, l.multiplier ?? '1', l.discountRate ?? '0'].every((v) => typeof v === 'string' && LINE_DECIMAL_RE.test(v)) &&
    Number.isInteger(l.vatRate);
  let each = lines.every(wellFormed);
  lines.forEach((line, i) => {
    if (!wellFormed(line) || lineFitsLedgers(line)) return;
    each = false;
    ctx.addIssue({ code: 'custom', path: [i], message: 'rules.line.amountTooLarge' });
  });
  if (each && !totalFitsLedgers(lines)) ctx.addIssue({ code: 'custom', message: 'rules.line.totalTooLarge' });
}

/** The lines of a receipt or an order: at most 1250, the ledgers able to hold them. */
const lineWithItsReturn = lineBody.superRefine((l, ctx) => {
  if ((l.returnOfId === undefined) !== (l.returnOfLineId === undefined))
    ctx.addIssue({ code: 'custom', path: [l.returnOfId === undefined ? 'returnOfId' : 'returnOfLineId'], message: 'validation.required' });
});

export const documentLines = z.array(lineWithItsReturn).max(MAX_LINES, { message: 'rules.receipt.tooManyLines' }).superRefine(linesFitLedgers);
