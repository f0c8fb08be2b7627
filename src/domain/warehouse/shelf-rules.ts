import { lineRemaining } from '../lifecycle/lines';
import { Dec } from '../money/decimal';

/**
 * The rules of stock on shelf locations (issue #30, spec §5): what may leave a location, and what a picker may
 * pick for an order's line. The server reads the figures (under locks taken in a fixed order) and asks here.
 */
export type ShelfRefusal = 'shelf.insufficientQuantity' | 'shelf.exceedsOrder' | 'shelf.sameLocation' | 'shelf.invalidQuantity';

/** Moving `quantity` out of a location holding `available` (a put-away, a transfer between shelves, a pick). */
export function shelfMoveRefusal(m: { quantity: string; available: string; from: number; to: number }): ShelfRefusal | null {
  if (!new Dec(m.quantity).gt(0)) return 'shelf.invalidQuantity';
  if (m.from === m.to) return 'shelf.sameLocation';
  return new Dec(m.quantity).gt(m.available) ? 'shelf.insufficientQuantity' : null;
}

/**
 * Picking `quantity` of an order's line from a location: never more than the line still waits for (ordered less
 * what was picked already: "Shelf quantity cannot exceed the order quantity"), nor than the location holds.
 */
export function pickRefusal(p: { quantity: string; available: string; ordered: string; picked: string; from: number; to: number }): ShelfRefusal | null {
  if (!new Dec(p.quantity).gt(0)) return 'shelf.invalidQuantity';
  if (new Dec(p.picked).plus(p.quantity).gt(p.ordered)) return 'shelf.exceedsOrder';
  return shelfMoveRefusal(p);
}

/** A line is picked when what was picked for it reaches what it orders. */
export const linePicked = (l: { ordered: string; picked: string }): boolean => new Dec(l.picked).gte(l.ordered);

export interface WalkedLocation {
  id: number;
  pickOrder: number;
  aisle: string | null;
  shelf: string | null;
  bin: string | null;
  name: string;
}

const byCode = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '', 'tr', { numeric: true });

/** The order a picker walks the locations in: the picking order, then aisle, shelf, bin and name. */
export function walkingOrder(a: WalkedLocation, b: WalkedLocation): number {
  return a.pickOrder - b.pickOrder || byCode(a.aisle, b.aisle) || byCode(a.shelf, b.shelf) || byCode(a.bin, b.bin) || byCode(a.name, b.name) || a.id - b.id;
}

/**
 * The documents a picker picks (/depo/uruntopla), each in the status it waits to be picked in: approved sales orders,
 * and started sales waybills when the company requires picking (their completion waits for it).
 */
export const PICK_WAITING: Readonly<Record<string, string>> = { salesOrder: 'approved', salesWaybill: 'inProcess' };

export function waitsForPicking(doc: { type: string; status: string }, pickingRequired: boolean): boolean {
  if (doc.type === 'salesWaybill' && !pickingRequired) return false;
  return PICK_WAITING[doc.type] === doc.status;
}

/** The sales that leave the warehouse only picked, when the company requires picking (/depo/ayar). */
export const PICKED_SALES = ['salesInvoice', 'salesWaybill'] as const;

/**
 * Whether a sale or waybill may complete when picking is required: each of its lines that takes stock out came from an
 * order's line (a conversion) and what was picked for that line covers it (`needed`, in base units). A line not
 * converted from an order was never picked.
 */
export function pickingRefusal(required: boolean, lines: readonly { needed: string; picked: string | null }[]): 'shelf.notPicked' | null {
  if (!required) return null;
  return lines.every((l) => l.picked !== null && new Dec(l.picked).gte(l.needed)) ? null : 'shelf.notPicked';
}

/**
 * What a conversion of an order's line offers (every path: the conversion pages, a conversion without `lines`, the
 * picking page's button): what remains of the line; once the order was picked (`picked` given, in base units), the
 * picked quantity in the line's own unit (picked ÷ multiplier) less what earlier conversions took, never beyond
 * what remains.
 */
export function convertibleQuantity(
  line: { quantity: string; multiplier?: string; suppliedQuantity?: string; writtenOffQuantity?: string },
  picked: string | undefined,
): string {
  const remaining = lineRemaining(line);
  if (picked === undefined) return remaining;
  const left = new Dec(picked).dividedBy(line.multiplier || '1').minus(line.suppliedQuantity || '0');
  return Dec.max(0, Dec.min(left, remaining)).toFixed();
}

/** What a picked order converts with (POST /api/documents/:id/conversions `lines`): `convertibleQuantity` of each line, lines with nothing left out. */
export function pickedConversionLines(
  lines: readonly { id: string; quantity: string; multiplier?: string; suppliedQuantity?: string; writtenOffQuantity?: string }[],
  picked: ReadonlyMap<string, string>,
): { sourceLineId: string; quantity: string }[] {
  return lines.flatMap((l) => {
    const quantity = convertibleQuantity(l, picked.get(l.id) ?? '0');
    return new Dec(quantity).gt(0) ? [{ sourceLineId: l.id, quantity }] : [];
  });
}
