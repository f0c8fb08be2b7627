import { z } from 'zod';
import { isIsoDay } from '../money/tcmb';

/** Queries, bodies and answers of /api/exchange-rates (docs/modules/cash-and-bank.md, "Exchange rates"). */

/** The currencies the app works in besides the lira (spec: TRY, USD, EUR, GBP). */
export const FOREIGN_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];

const isoDay = z.string().refine(isIsoDay, 'validation.date');
/** A positive decimal string as the API carries it ("2.8973"); > 0 is checked apart, for its own message. */
const rate = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'validation.decimal');

export const rateQuery = z.object({
  date: isoDay,
  currency: z.string().regex(/^[A-Z]{3}$/, 'validation.invalid'),
});

export const daysQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
});

export const manualRateBody = z.object({
  date: isoDay,
  currency: z.enum(FOREIGN_CURRENCIES, 'validation.invalid'),
  forexSelling: rate,
  forexBuying: rate.nullable().optional(),
});
export type ManualRateBody = z.infer<typeof manualRateBody>;

export const fetchBody = z.object({ date: isoDay.optional() });

const rateText = z.string().nullable();
const rateFields = {
  forexBuying: rateText,
  forexSelling: rateText,
  banknoteBuying: rateText,
  banknoteSelling: rateText,
  unit: z.number(),
};

/**
 * GET /api/exchange-rates?date=&currency= and the answer of POST /api/exchange-rates: the rate of a day (TCMB
 * bulletin, else the company's uploaded bulletin, else a manual rate; TRY is `base`). When there is none (TCMB out of
 * reach, or no bulletin for the day) the answer is still 200, with `source: "none"`, no rates and the `message` saying
 * why in the user's language: a day without a rate is something to tell the user, not a failed call.
 */
export const exchangeRateSchema = z.object({
  currency: z.string(),
  /** the day asked for */
  date: z.string(),
  /** the bulletin the rate comes from; null for TRY and manual rates */
  bulletinDate: z.string().nullable(),
  bulletinNo: z.string().nullable(),
  ...rateFields,
  source: z.enum(['tcmb', 'upload', 'manual', 'base', 'none']),
  /** source "none": why there is no rate, and that the user types it */
  message: z.string().optional(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** A day of GET /api/exchange-rates/days: a stored TCMB bulletin, an uploaded one (USD, EUR, GBP) or the manual rates. */
export const storedDaySchema = z.object({
  date: z.string(),
  source: z.enum(['tcmb', 'upload', 'manual']),
  bulletinNo: z.string().nullable(),
  /** uploaded bulletins and manual rates: who uploaded or entered them, and when */
  enteredBy: z.string().nullable(),
  enteredAt: z.string().nullable(),
  rates: z.array(z.object({ currency: z.string(), ...rateFields })),
});
export type StoredDay = z.infer<typeof storedDaySchema>;

/** GET /api/exchange-rates/days?from=&to=: the range used (the last 31 days by default) and its days, newest first. */
export const exchangeRateDaysSchema = z.object({ from: z.string(), to: z.string(), items: z.array(storedDaySchema) });

/**
 * POST /api/exchange-rates/fetch: the bulletin that answers for the day, fetched and stored; when none could be had
 * (TCMB out of reach, or nothing published), 200 with no bulletin and the `message` saying so in the user's language.
 */
export const fetchedBulletinSchema = z.object({
  date: z.string(),
  bulletinDate: z.string().nullable(),
  bulletinNo: z.string().nullable(),
  message: z.string().optional(),
});
export type FetchedBulletin = z.infer<typeof fetchedBulletinSchema>;

/** POST /api/exchange-rates/bulletin: what the uploaded file holds; `stored` false when the company had it already. */
export const uploadedBulletinSchema = z.object({ bulletinDate: z.string(), bulletinNo: z.string(), currencies: z.number(), stored: z.boolean() });
export type UploadedBulletin = z.infer<typeof uploadedBulletinSchema>;
