import { Dec } from './decimal';

/**
 * What the database's columns hold, decided once. Every schema that accepts an amount, a quantity, a rate
 * or an id bounds it by these, and the lifecycle rules refuse a line or a document total beyond them, so
 * that whatever the API accepts can be written to the ledgers: a document never gets stuck because its
 * COMPLETE cannot be stored. The migrations name these constants next to the columns.
 */
export interface DecimalLimit {
  /** digits before the point: the column's precision minus its scale */
  integerDigits: number;
  /** digits after the point */
  scale: number;
}

/** account_moves.debit / credit and cash_moves.amount: numeric(18, 2) (migration 003). */
export const LEDGER_AMOUNT: DecimalLimit = { integerDigits: 16, scale: 2 };
/** stock_moves.quantity (003), products.price and critical_stock (002), product_prices.price (013): numeric(18, 4). */
export const LEDGER_QUANTITY: DecimalLimit = { integerDigits: 14, scale: 4 };
/** manual_exchange_rates.forex_buying / forex_selling: numeric(18, 6) (migration 009). */
export const EXCHANGE_RATE: DecimalLimit = { integerDigits: 12, scale: 6 };
/** Quantities and prices on document lines: as many whole digits as the stock ledger and the price column hold; up to six decimals. */
export const LINE_DECIMAL: DecimalLimit = { integerDigits: LEDGER_QUANTITY.integerDigits, scale: 6 };
/** An amount of money a client sends (a voucher, a cheque, a payment part, counted cash): what one ledger row holds. */
export const MONEY_AMOUNT: DecimalLimit = LEDGER_AMOUNT;

/** PostgreSQL `integer`: every id, version and counter column; also the most an `offset` may skip. */
export const MAX_INTEGER = 2_147_483_647;

/** A plain non-negative decimal within `limit`: "12", "12.5"; no sign, exponent or separator. */
export function decimalPattern(limit: DecimalLimit): RegExp {
  return new RegExp(`^\\d{1,${limit.integerDigits}}(\\.\\d{1,${limit.scale}})?$`);
}

/** Whether a computed value, rounded as the column rounds it, fits the column (sign ignored). */
export function fitsColumn(value: Dec | string, limit: DecimalLimit): boolean {
  const v = new Dec(value).abs().toDecimalPlaces(limit.scale, Dec.ROUND_HALF_UP);
  return v.lt(new Dec(10).pow(limit.integerDigits));
}
