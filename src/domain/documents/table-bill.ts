import type { DocLine, LineInput } from '../lifecycle/lines';
import { Dec } from '../money/decimal';

/** A message key for a field of the split request (the server turns it into a 422). */
interface FieldError {
  key: string;
  values?: Record<string, string>;
}

/** A stored line as an EDIT or a creation sends it back: its id (when kept) and what the client may set. */
export const asInput = (l: DocLine, keepId = true): LineInput => ({
  ...(keepId ? { id: l.id } : {}),
  ...(l.productId !== undefined ? { productId: l.productId } : {}),
  quantity: l.quantity,
  unitPrice: l.unitPrice,
  multiplier: l.multiplier,
  discountRate: l.discountRate,
  vatRate: l.vatRate,
  ...(l.priceIncludesVat ? { priceIncludesVat: true } : {}),
});

const samePricedProduct = (a: DocLine, b: DocLine) =>
  a.productId !== undefined &&
  a.productId === b.productId &&
  new Dec(a.unitPrice).eq(b.unitPrice) &&
  new Dec(a.discountRate).eq(b.discountRate) &&
  new Dec(a.multiplier).eq(b.multiplier) &&
  a.vatRate === b.vatRate &&
  (a.priceIncludesVat ?? false) === (b.priceIncludesVat ?? false);

/** The target's lines with the source's added: the same product at the same price adds up, anything else is a new line. */
export function mergedLines(target: readonly DocLine[], source: readonly DocLine[]): LineInput[] {
  const out = target.map((l) => asInput(l));
  const kept = [...target];
  for (const line of source) {
    const i = kept.findIndex((t) => samePricedProduct(t, line));
    if (i >= 0) out[i] = { ...out[i]!, quantity: new Dec(out[i]!.quantity).plus(line.quantity).toFixed() };
    else {
      out.push(asInput(line, false));
      kept.push(line);
    }
  }
  return out;
}

export type SplitResult =
  { ok: true; rest: LineInput[]; moved: LineInput[] } | { ok: false; errors: Record<string, FieldError[]> } | { ok: false; rule: 'tables.splitAll' };

/**
 * Moves the chosen quantities out of a table's bill. A line never gives more than it has; a line given whole
 * leaves the bill (its quantity moved, not dropped); the whole bill cannot move (that is moving the table).
 */
export function splitLines(lines: readonly DocLine[], chosen: readonly { lineId: string; quantity: string }[]): SplitResult {
  const errors: Record<string, FieldError[]> = {};
  const take = new Map<string, Dec>();
  chosen.forEach((c, i) => {
    const line = lines.find((l) => l.id === c.lineId);
    if (!line) errors[`lines.${i}.lineId`] = [{ key: 'errors.NF10004' }];
    else if (new Dec(c.quantity).gt(line.quantity)) errors[`lines.${i}.quantity`] = [{ key: 'tables.splitTooMuch', values: { max: line.quantity } }];
    else take.set(line.id, new Dec(c.quantity));
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  const rest: LineInput[] = [];
  const moved: LineInput[] = [];
  for (const line of lines) {
    const q = take.get(line.id);
    if (!q) {
      rest.push(asInput(line));
      continue;
    }
    moved.push({ ...asInput(line, false), quantity: q.toFixed() });
    const left = new Dec(line.quantity).minus(q);
    if (left.gt(0)) rest.push({ ...asInput(line), quantity: left.toFixed() });
  }
  if (rest.length === 0) return { ok: false, rule: 'tables.splitAll' };
  return { ok: true, rest, moved };
}
