import { Dec, round } from './decimal';

/** The currency every ledger's lira figures are in. */
export const LIRA = 'TRY';

/**
 * The lira equivalent of an amount of a document in `currency` at the document's rate (TRY per unit, TCMB's forex
 * buying rate the document chose): amount × rate to the kuruş, half-up. A lira amount, or one without a rate, is itself.
 */
export function liraOf(amount: string, currency: string, exchangeRate: string | null | undefined): string {
  if (currency === LIRA || !exchangeRate) return round(amount);
  return round(new Dec(amount).times(exchangeRate));
}

/**
 * What a ledger move of a document in `currency` carries beside its amount: for a foreign currency, its lira
 * equivalent and the rate (the ledgers book the lira, and keep the foreign amount beside it); nothing for lira.
 */
export function liraFields(amount: string, currency: string, exchangeRate: string | null | undefined): { lira?: string; exchangeRate?: string } {
  if (currency === LIRA || !exchangeRate) return {};
  return { lira: liraOf(amount, currency, exchangeRate), exchangeRate };
}

/** An account's open position in one foreign currency: the foreign amount and the lira it was booked at (debit − credit). */
export interface ForeignPosition {
  foreign: string;
  lira: string;
}

/**
 * The exchange difference (kur farkı) of a document's moves on one account in one foreign currency, as a signed lira
 * amount (above zero: a debit to the account, the company's gain, 646 Kambiyo Kârları; below: a credit, a loss, 656
 * Kambiyo Zararları), or null when there is none.
 *
 * `open` is the account's position in the currency before the document, `move` the document's own net moves there
 * (foreign and lira, debit − credit). Only the part of the move that closes the open position has one: those units
 * leave the account at the lira they were booked at (the open position's average rate), not at the document's rate,
 * and the difference is booked beside. A move that closes the position entirely leaves its lira at exactly zero.
 */
export function exchangeDifference(open: ForeignPosition, move: ForeignPosition): string | null {
  const openForeign = new Dec(open.foreign);
  const moveForeign = new Dec(move.foreign);
  if (openForeign.isZero() || moveForeign.isZero() || openForeign.isNeg() === moveForeign.isNeg()) return null;
  const closesAll = moveForeign.abs().gte(openForeign.abs());
  const closesWholeMove = moveForeign.abs().lte(openForeign.abs());
  const closed = closesAll ? openForeign.negated() : moveForeign;
  // the lira the document moved for the units it closes, and the lira those units were booked at
  const movedLira = closesWholeMove ? new Dec(move.lira) : new Dec(round(closed.times(move.lira).div(move.foreign)));
  const bookedLira = closesAll ? new Dec(open.lira).negated() : new Dec(round(closed.times(open.lira).div(open.foreign)));
  const difference = bookedLira.minus(movedLira);
  return difference.isZero() ? null : round(difference);
}

/** A cash move of a document as the cash ledger holds it: the amount in the cash account's currency, the other one beside. */
export interface CashMoveAmounts {
  amount: string;
  currency: string;
  exchangeRate: string | null;
  counterAmount: string | null;
  counterCurrency: string | null;
}

/**
 * A foreign-currency document's money (its `amount` in `currency`, `lira` at `exchangeRate`) paid into (or out of) a
 * cash account keeping `boxCurrency`: an account in the document's currency moves by the foreign amount, the lira
 * beside; a lira account moves by the lira, the foreign amount beside. An account in a third currency has no rate to
 * take it at: null (the server refuses the document).
 */
export function cashMoveInBox(move: { amount: string; currency: string; lira: string; exchangeRate: string }, boxCurrency: string): CashMoveAmounts | null {
  const { amount, currency, lira, exchangeRate } = move;
  if (boxCurrency === currency) return { amount, currency, exchangeRate, counterAmount: lira, counterCurrency: LIRA };
  if (boxCurrency === LIRA) return { amount: lira, currency: LIRA, exchangeRate, counterAmount: amount, counterCurrency: currency };
  return null;
}

/** An account move's parameters as the machines emit them (amount and currency of the document, `lira` when foreign). */
interface ForeignMoveParams {
  accountId?: unknown;
  side?: unknown;
  amount?: unknown;
  currency?: unknown;
  lira?: unknown;
}

/** A document's net moves on one account in one foreign currency (debit − credit), foreign and lira. */
export interface ForeignNet extends ForeignPosition {
  accountId: string;
  currency: string;
}

/** The document's foreign-currency account moves netted per account and currency (a cash invoice's debit and its payment net to nothing). */
export function foreignNets(moves: readonly ForeignMoveParams[]): ForeignNet[] {
  const nets = new Map<string, { accountId: string; currency: string; foreign: Dec; lira: Dec }>();
  for (const m of moves) {
    if (typeof m.lira !== 'string' || typeof m.currency !== 'string' || m.currency === LIRA) continue;
    const accountId = String(m.accountId);
    const key = `${accountId}:${m.currency}`;
    let net = nets.get(key);
    if (!net) nets.set(key, (net = { accountId, currency: m.currency, foreign: new Dec(0), lira: new Dec(0) }));
    const sign = m.side === 'credit' ? -1 : 1;
    net.foreign = net.foreign.plus(new Dec(String(m.amount)).times(sign));
    net.lira = net.lira.plus(new Dec(m.lira).times(sign));
  }
  return [...nets.values()].map((n) => ({ accountId: n.accountId, currency: n.currency, foreign: n.foreign.toFixed(), lira: n.lira.toFixed() }));
}

/**
 * The kur farkı move of a document's net on an account (`exchangeDifference`), as an account move: lira only (its
 * foreign amount is zero), in the currency whose position it corrects, so that the position's lira follows it.
 */
export function exchangeDifferenceMove(net: ForeignNet, open: ForeignPosition): Record<string, unknown> | null {
  const difference = exchangeDifference(open, net);
  if (difference === null) return null;
  const lira = new Dec(difference).abs().toFixed(2);
  return {
    accountId: net.accountId,
    side: difference.startsWith('-') ? 'credit' : 'debit',
    amount: '0',
    lira,
    currency: net.currency,
    kind: 'exchangeDifference',
  };
}
