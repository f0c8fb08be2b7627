/**
 * The shelf location of a document's line (issue #30, spec §5 "a product needs a location before saving"), decided
 * when the line is saved, on every path (the editor, the API, the till, a conversion, offline sync): a location the
 * line chooses must be one of the line's warehouse; and stock leaving a warehouse that keeps shelves must leave a
 * known shelf, the line's chosen one or the product's home there. Stock coming in without either waits on the
 * warehouse's receiving location to be shelved (/depo/urunraf), so only the leaving side needs one.
 */
export type LineLocationRefusal = 'validation.locationOtherWarehouse' | 'validation.locationRequired';

export interface LineLocationFacts {
  /** the warehouse the line's stock enters or leaves (a transfer: the leaving one) */
  warehouseId: number;
  /** the chosen location's warehouse: undefined when the line chooses none, null when it is no location of the company */
  chosenWarehouseId?: number | null;
  /**
   * the line's stock leaves the warehouse from a location the line must name: not a line converted from another
   * document (its source's flow placed it), nor a sale when picking is required (it leaves from the dispatch location)
   */
  leaves: boolean;
  /** the warehouse has shelf locations (not only its receiving and dispatch ones) */
  keepsShelves: boolean;
  /** the product has a home in the warehouse: its default location there, or its card's own location when it is there */
  hasHome: boolean;
}

export function lineLocationRefusal(f: LineLocationFacts): LineLocationRefusal | null {
  if (f.chosenWarehouseId !== undefined) return f.chosenWarehouseId === f.warehouseId ? null : 'validation.locationOtherWarehouse';
  return f.leaves && f.keepsShelves && !f.hasHome ? 'validation.locationRequired' : null;
}
