/**
 * What a warehouse does when a completed receipt would take a product's stock there below zero (a company
 * setting per warehouse, stored on its definition): `allow` says nothing, `warn` completes and shows the
 * lines, `refuse` refuses the completion (the receipt machine's `receipt.negativeStock`).
 */
export const NEGATIVE_STOCK_POLICIES = ['allow', 'warn', 'refuse'] as const;
export type NegativeStockPolicy = (typeof NEGATIVE_STOCK_POLICIES)[number];

/** A new warehouse warns. */
export const DEFAULT_NEGATIVE_STOCK_POLICY: NegativeStockPolicy = 'warn';

export const isNegativeStockPolicy = (v: unknown): v is NegativeStockPolicy => NEGATIVE_STOCK_POLICIES.includes(v as NegativeStockPolicy);
