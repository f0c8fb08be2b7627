import type { TcmbBulletin } from '../../domain/money/tcmb';
import type { Queryable } from '../db/database';
import { decimalText } from './decimal-text';

export { FOREIGN_CURRENCIES, type ForeignCurrency } from '../../domain/schemas/rates';

export interface StoredRate {
  currency: string;
  unit: number;
  forexBuying: string | null;
  forexSelling: string | null;
  banknoteBuying: string | null;
  banknoteSelling: string | null;
}

export type StoredDay = { published: true; bulletinNo: string } | { published: false } | null;

const dec = (v: string | null) => (v === null ? null : decimalText(v));

export interface RateRow {
  currency: string;
  unit: number;
  forex_buying: string | null;
  forex_selling: string | null;
  banknote_buying: string | null;
  banknote_selling: string | null;
}

export const rateJson = (r: RateRow): StoredRate => ({
  currency: r.currency,
  unit: r.unit,
  forexBuying: dec(r.forex_buying),
  forexSelling: dec(r.forex_selling),
  banknoteBuying: dec(r.banknote_buying),
  banknoteSelling: dec(r.banknote_selling),
});

export const RATE_COLUMNS = `currency, unit, forex_buying::text as forex_buying, forex_selling::text as forex_selling,
  banknote_buying::text as banknote_buying, banknote_selling::text as banknote_selling`;

/** What is known of a day: its bulletin, "TCMB published none", or nothing yet. */
export async function storedDay(q: Queryable, day: string): Promise<StoredDay> {
  const r = await q.query<{ published: boolean; bulletin_no: string | null }>(
    `select published, bulletin_no from tcmb_bulletins where bulletin_date = $1::date`,
    [day],
  );
  const row = r.rows[0];
  if (!row) return null;
  return row.published ? { published: true, bulletinNo: row.bulletin_no ?? '' } : { published: false };
}

export async function storedRate(q: Queryable, day: string, currency: string): Promise<StoredRate | null> {
  const r = await q.query<RateRow>(`select ${RATE_COLUMNS} from tcmb_rates where bulletin_date = $1::date and currency = $2`, [day, currency]);
  return r.rows[0] ? rateJson(r.rows[0]) : null;
}

/**
 * Keeps a bulletin the server fetched from TCMB (a system transaction: the table is global, shared by every
 * company, so nothing a user sends is written here; uploads are per company, see uploads.ts). A bulletin
 * is a fact: one stored already stays as it is; a day marked "none published" becomes published when its
 * file turns up (today.xml fetched late). Returns false when the day was stored before.
 */
export async function storeBulletin(q: Queryable, b: TcmbBulletin): Promise<boolean> {
  const r = await q.query(
    `insert into tcmb_bulletins (bulletin_date, published, bulletin_no, origin) values ($1::date, true, $2, 'fetch')
     on conflict (bulletin_date) do update set published = true, bulletin_no = excluded.bulletin_no, stored_at = now()
      where tcmb_bulletins.published = false`,
    [b.date, b.bulletinNo],
  );
  if (r.rowCount === 0) return false;
  for (const [currency, rate] of Object.entries(b.rates)) {
    await q.query(
      `insert into tcmb_rates (bulletin_date, currency, unit, forex_buying, forex_selling, banknote_buying, banknote_selling)
       values ($1::date, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7::numeric) on conflict do nothing`,
      [b.date, currency, rate.unit, rate.forexBuying, rate.forexSelling, rate.banknoteBuying, rate.banknoteSelling],
    );
  }
  return true;
}

/** TCMB has no file for this past business day (an official holiday): remembered so it is not asked again. */
export async function markUnpublished(q: Queryable, day: string): Promise<void> {
  await q.query(`insert into tcmb_bulletins (bulletin_date, published, origin) values ($1::date, false, 'fetch') on conflict do nothing`, [day]);
}
