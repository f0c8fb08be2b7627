import { addDays, isWeekend } from '../../domain/money/tcmb';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import { decimalText } from './decimal-text';
import { fetchBulletin, TcmbUnreachable } from './fetch-bulletin';
import { istanbulToday } from './istanbul-day';
import { markUnpublished, storeBulletin, storedDay, storedRate } from './store';
import { uploadedRate } from './uploads';

/** How far back a missing bulletin is looked for: longer than the longest bayram with its bridge days. */
export const MAX_DAYS_BACK = 10;

export interface RateReply {
  currency: string;
  /** the day asked for */
  date: string;
  /** the bulletin the rate comes from (the day itself or the first business day before it with one); null for TRY and manual rates */
  bulletinDate: string | null;
  bulletinNo: string | null;
  forexBuying: string | null;
  forexSelling: string | null;
  banknoteBuying: string | null;
  banknoteSelling: string | null;
  unit: number;
  /** tcmb: fetched from the central bank; upload: the company's uploaded file; manual: typed by the company; base: TRY */
  source: 'tcmb' | 'upload' | 'manual' | 'base';
}

/** No rate for the day anywhere: TCMB could not be reached, or it published no bulletin for it (the user types the rate). */
export interface NoRate {
  missing: 'unreachable' | 'noBulletin';
}

export const NO_RATE_CODE = 'NF10010';

/** Why there is no rate, as a locale key and its values (the user is asked to type the rate). */
export function noRateMessage(day: string, currency: string, why: NoRate['missing']): { key: string; values: Record<string, string> } {
  return { key: `exchangeRates.error.${why}`, values: { date: trDay(day), currency } };
}

/** 404 NF10010: no bulletin could be had for a call that needs the rate to go on (a conversion at today's rate). */
export function noRate(day: string, currency: string, why: NoRate['missing']): ApiError {
  const { key, values } = noRateMessage(day, currency, why);
  return new ApiError(404, NO_RATE_CODE, key, values);
}

/** Why "fetch the bulletin" fetched none: no currency asked, the way out is a manual rate or an uploaded file. */
export function noBulletinMessage(day: string): { key: string; values: Record<string, string> } {
  return { key: 'exchangeRates.error.fetchFailed', values: { date: trDay(day) } };
}

const trDay = (day: string) => day.split('-').reverse().join('.');

/**
 * The bulletin day that answers for `day`, fetching what is not stored: weekends are skipped (TCMB
 * publishes nothing then), so are days after today (not published yet) and past days TCMB had no file
 * for (holidays, remembered). A bulletin whose date differs from the day asked (today.xml before the
 * day's bulletin is out) is stored and the walk goes on. TcmbUnreachable stops the walk: an older
 * bulletin is not passed off as the answer because the network failed.
 */
export async function bulletinDayFor(
  db: Database,
  baseUrl: string,
  day: string,
  wanted?: (q: Queryable, d: string) => Promise<boolean>,
): Promise<{ day: string; bulletinNo: string } | null> {
  const today = istanbulToday();
  for (let back = 0; back <= MAX_DAYS_BACK; back++) {
    const d = addDays(day, -back);
    if (d > today || isWeekend(d)) continue;
    const known = await db.system((q) => storedDay(q, d));
    if (known?.published) {
      if (!wanted || (await db.system((q) => wanted(q, d)))) return { day: d, bulletinNo: known.bulletinNo };
      continue;
    }
    if (known) continue;
    const got = await fetchBulletin(baseUrl, d, today);
    if (got.kind === 'missing') {
      if (d < today) await db.system((q) => markUnpublished(q, d));
      continue;
    }
    await db.system((q) => storeBulletin(q, got.bulletin));
    if (got.bulletin.date === d && (!wanted || (await db.system((q) => wanted(q, d))))) return { day: d, bulletinNo: got.bulletin.bulletinNo };
  }
  return null;
}

const ONE = { forexBuying: '1', forexSelling: '1', banknoteBuying: '1', banknoteSelling: '1', unit: 1 };

/**
 * The rate of `currency` for `day`, first found in this order:
 * 1. TRY is 1 (`base`).
 * 2. The central bank's bulletin that answers for the day, stored or fetched now (`tcmb`): the one source all
 *    companies share, since the server itself fetched it.
 * 3. Only when TCMB has none (not reachable, or nothing published in MAX_DAYS_BACK days): the bulletin file
 *    this company uploaded for the day, or for the latest business day before it (`upload`). It is the
 *    bank's file as the company had it, so it comes before a rate typed by hand, and the weekend rule holds.
 * 4. The company's manual rate for that very day (`manual`).
 * Else no rate, and why.
 */
export async function lookUpRate(db: Database, baseUrl: string, companyId: number, day: string, currency: string): Promise<RateReply | NoRate> {
  if (currency === 'TRY') return { currency, date: day, bulletinDate: null, bulletinNo: null, ...ONE, source: 'base' };
  let unreachable = false;
  try {
    const found = await bulletinDayFor(db, baseUrl, day, async (q, d) => (await storedRate(q, d, currency))?.forexSelling != null);
    if (found) {
      const rate = (await db.system((q) => storedRate(q, found.day, currency)))!;
      return { ...rate, currency, date: day, bulletinDate: found.day, bulletinNo: found.bulletinNo, source: 'tcmb' };
    }
  } catch (e) {
    if (!(e instanceof TcmbUnreachable)) throw e;
    console.warn(e.message);
    unreachable = true;
  }
  const uploaded = await db.company(companyId, (q) => uploadedRate(q, day, currency, MAX_DAYS_BACK));
  if (uploaded) return { ...uploaded.rate, currency, date: day, bulletinDate: uploaded.bulletinDate, bulletinNo: uploaded.bulletinNo, source: 'upload' };
  const manual = await manualRate(db, companyId, day, currency);
  if (manual) return manual;
  return { missing: unreachable ? 'unreachable' : 'noBulletin' };
}

/** The rate of `currency` for `day` (lookUpRate), for a call that cannot go on without one: else 404 NF10010. */
export async function rateFor(db: Database, baseUrl: string, companyId: number, day: string, currency: string): Promise<RateReply> {
  const found = await lookUpRate(db, baseUrl, companyId, day, currency);
  if ('missing' in found) throw noRate(day, currency, found.missing);
  return found;
}

export async function manualRate(db: Database, companyId: number, day: string, currency: string): Promise<RateReply | null> {
  const r = await db.company(companyId, (q) =>
    q.query<{ forex_buying: string | null; forex_selling: string }>(
      `select forex_buying::text as forex_buying, forex_selling::text as forex_selling from manual_exchange_rates where rate_date = $1::date and currency = $2`,
      [day, currency],
    ),
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    currency,
    date: day,
    bulletinDate: null,
    bulletinNo: null,
    forexBuying: row.forex_buying === null ? null : decimalText(row.forex_buying),
    forexSelling: decimalText(row.forex_selling),
    banknoteBuying: null,
    banknoteSelling: null,
    unit: 1,
    source: 'manual',
  };
}
