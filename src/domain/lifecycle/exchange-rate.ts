import { isPositive } from '../money/decimal';
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
