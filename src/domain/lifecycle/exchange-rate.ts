import { isPositive } from '../money/decimal';
import { LIRA, liraOf } from '../money/lira';
import { EXCHANGE_RATE, LEDGER_AMOUNT, decimalPattern, fitsColumn } from '../money/limits';
import type { CommonReasonCode } from './reasons';
import { isIsoDate } from './rules';

/**
 * The exchange rate of a foreign-currency document (TRY per unit), and, for a converted one, the choice the
 * user made (lifecycles.md §3: keep the source's rate or take today's central-bank rate) and the bulletin day.
 */
export const RATE_CHOICES = ['source', 'today'] as const;
export type RateChoice = (typeof RATE_CHOICES)[number];

export interface ExchangeRateFields {
  exchangeRate?: string;
  exchangeRateChoice?: RateChoice;
  exchangeRateDate?: string;
}

export function checkExchangeRate(raw: Record<string, unknown>): CommonReasonCode | null {
  if (raw.exchangeRate !== undefined && raw.exchangeRate !== null && !isPositive(raw.exchangeRate)) return 'document.invalidExchangeRate';
  if (raw.exchangeRateChoice !== undefined && !RATE_CHOICES.includes(raw.exchangeRateChoice as RateChoice)) return 'document.invalidExchangeRate';
  if (raw.exchangeRateDate !== undefined && !isIsoDate(raw.exchangeRateDate)) return 'document.invalidExchangeRate';
  return null;
}

/** The choice and bulletin day a conversion recorded: set once, at creation. */
export function recordedRateChoice(input: Record<string, unknown>): Pick<ExchangeRateFields, 'exchangeRateChoice' | 'exchangeRateDate'> {
  const out: Pick<ExchangeRateFields, 'exchangeRateChoice' | 'exchangeRateDate'> = {};
  if (RATE_CHOICES.includes(input.exchangeRateChoice as RateChoice)) out.exchangeRateChoice = input.exchangeRateChoice as RateChoice;
  if (isIsoDate(input.exchangeRateDate)) out.exchangeRateDate = input.exchangeRateDate;
  return out;
}

const RATE_RE = decimalPattern(EXCHANGE_RATE);

/** A rate as the API carries it: above zero, within what the ledgers' rate column holds (TRY per unit). */
export const isExchangeRate = (v: unknown): v is string => typeof v === 'string' && RATE_RE.test(v) && isPositive(v);

/**
 * What is wrong with the rate of a document whose foreign `amount` the lira ledgers book at it (a cheque, a current-
 * account voucher): a foreign currency needs one, and its lira equivalent must fit a ledger row; lira needs none.
 */
export function foreignRateIssue(currency: unknown, rate: unknown, amount: unknown): 'missing' | 'invalid' | 'tooLarge' | null {
  if (rate !== undefined && rate !== null && !isExchangeRate(rate)) return 'invalid';
  if (typeof currency !== 'string' || currency === LIRA) return null;
  if (rate === undefined || rate === null) return 'missing';
  return typeof amount === 'string' && isPositive(amount) && !fitsColumn(liraOf(amount, currency, rate), LEDGER_AMOUNT) ? 'tooLarge' : null;
}
