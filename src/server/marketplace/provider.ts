/**
 * What Defter asks of a marketplace (issue #32). The adapter speaks it to the marketplace's REST service; the
 * sandbox marketplace (src/sandbox-market/) speaks the same protocol (Trendyol's seller API, docs/modules/marketplace.md).
 */
export interface MarketLine {
  /** the marketplace's line id */
  id: string;
  barcode: string;
  productName: string;
  quantity: number;
  /** the unit's price the customer paid, VAT included, a decimal string */
  price: string;
  vatRate: number;
}

/** An order as the marketplace ships it: one shipment package (Trendyol's `shipmentPackages`). */
export interface MarketOrder {
  /** the package's id: the marketplace's id of what becomes one sales order */
  id: string;
  orderNumber: string;
  /** Created, Picking, Invoiced, Shipped, Delivered, Cancelled, UnSupplied, Returned, … */
  status: string;
  /** when the marketplace last changed it, ms since 1970: the pull's cursor */
  lastModified: number;
  customer: { id: string; firstName: string; lastName: string; email: string; taxNumber: string };
  address: { fullName: string; address: string; city: string; district: string; phone: string };
  lines: MarketLine[];
  total: string;
}

/** A return (Trendyol's claim) of an order, or of some of its lines. */
export interface MarketReturn {
  id: string;
  orderNumber: string;
  lastModified: number;
  barcodes: string[];
}

/** One listed item's stock and prices (Trendyol's price-and-inventory item). */
export interface MarketStockItem {
  barcode: string;
  quantity: number;
  salePrice: string;
  listPrice: string;
}

export interface MarketplaceProvider {
  /** the orders changed from `since` to `until` (ms, both included), every page of them */
  orders(since: number, until: number): Promise<MarketOrder[]>;
  /** tells the marketplace the seller took the order (Trendyol: the package to Picking) */
  acknowledge(order: MarketOrder): Promise<void>;
  /** the returns changed from `since` to `until` (ms, both included) */
  returns(since: number, until: number): Promise<MarketReturn[]>;
  /** sends one batch of stock and prices; answers the marketplace's batch id */
  pushStock(items: MarketStockItem[]): Promise<string>;
  /** the batch's outcome: done (with the barcodes refused and why) or still being processed */
  batchResult(batchId: string): Promise<{ done: boolean; failed: { barcode: string; reason: string }[] }>;
}

/** The largest batch of stock and prices sent at once (Trendyol accepts up to 1000 items). */
export const PUSH_BATCH = 100;

/**
 * A marketplace's refusal or failure. `permanent`: the request itself is refused (bad credentials, a 4xx);
 * otherwise (5xx, a time-out, no answer) a later try may succeed.
 */
export class MarketError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
