import { Dec } from '../../domain/money/decimal';
import { cashMoveInBox } from '../../domain/money/lira';

/**
 * How an effect's params become a ledger row's values: effects.ts and stock-valuation.ts write them so, and the ledger
 * check (src/server/ledgers) derives the rows a document should have written the same way.
 */
type Params = Record<string, unknown>;

const DIGITS = /^\d{1,9}$/;
/** An id as the machines give it (a string of digits or a number); null when absent or not one. */
export const idOf = (v: unknown): number | null => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : typeof v === 'number' ? v : null);

/** An account move's debit and credit in lira (a foreign-currency document's `lira` equivalent), and its currency. */
export function accountRowOf(p: Params): { accountId: number | null; debit: string; credit: string; currency: string } {
  const lira = String(p.lira ?? p.amount);
  return {
    accountId: p.accountId === null || p.accountId === undefined || p.accountId === '' ? null : Number(p.accountId),
    debit: p.side === 'debit' ? lira : '0',
    credit: p.side === 'credit' ? lira : '0',
    currency: String(p.currency ?? 'TRY'),
  };
}

/** The cash account a cash move names; null sends it to the company's first cash box. */
export const cashBoxOf = (p: Params): number | null => {
  const n = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  return n(p.cashAccountId) ?? n(p.cashBoxId) ?? n(p.bankAccountId);
};

/** A cash move's signed amount: out is negative. */
export const cashAmountOf = (p: Params): string => (p.direction === 'out' ? `-${String(p.amount)}` : String(p.amount));

/**
 * A foreign-currency document's cash move in the currency of the cash account it goes to (the foreign amount into an
 * account of that currency, the lira into a lira account); a move without a lira equivalent stays as it is. Null for
 * an account of a third currency.
 */
export function cashMoveInBoxCurrency(p: Params, boxCurrency: string): Params | null {
  if (typeof p.lira !== 'string' || typeof p.exchangeRate !== 'string') return p;
  const amounts = cashMoveInBox({ amount: String(p.amount), currency: String(p.currency), lira: p.lira, exchangeRate: p.exchangeRate }, boxCurrency);
  return amounts ? { ...p, ...amounts } : null;
}

/** A stock move's product, warehouse (null: the company's default), shelf location (null: the product's default there), line and quantity. */
export function stockRowOf(p: Params): {
  productId: number | null;
  warehouseId: number | null;
  locationId: number | null;
  lineId: string | null;
  quantity: string;
} {
  return {
    productId: idOf(p.productId),
    warehouseId: idOf(p.warehouseId),
    locationId: idOf(p.locationId),
    lineId: typeof p.lineId === 'string' ? p.lineId : null,
    quantity: new Dec(String(p.quantity)).toFixed(),
  };
}
