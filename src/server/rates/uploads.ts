import type { TcmbBulletin } from '../../domain/money/tcmb';
import type { Queryable } from '../db/database';
import { RATE_COLUMNS, rateJson, type RateRow, type StoredRate } from './store';

/**
 * A bulletin file a user uploaded, kept for their company only (a company transaction, row-level security):
 * nothing proves it is what TCMB published, so it never stands for the central bank's bulletin of others.
 * The first file of a day stays; returns false when the company had uploaded that day before.
 */
export async function storeUpload(q: Queryable, companyId: number, userId: number, b: TcmbBulletin): Promise<boolean> {
  const r = await q.query(
    `insert into uploaded_bulletins (company_id, bulletin_date, bulletin_no, uploaded_by) values ($1, $2::date, $3, $4)
     on conflict (company_id, bulletin_date) do nothing`,
    [companyId, b.date, b.bulletinNo, userId],
  );
  if (r.rowCount === 0) return false;
  for (const [currency, rate] of Object.entries(b.rates)) {
    await q.query(
      `insert into uploaded_bulletin_rates (company_id, bulletin_date, currency, unit, forex_buying, forex_selling, banknote_buying, banknote_selling)
       values ($1, $2::date, $3, $4, $5::numeric, $6::numeric, $7::numeric, $8::numeric)`,
      [companyId, b.date, currency, rate.unit, rate.forexBuying, rate.forexSelling, rate.banknoteBuying, rate.banknoteSelling],
    );
  }
  return true;
}

export interface UploadedRate {
  bulletinDate: string;
  bulletinNo: string;
  rate: StoredRate;
}

/**
 * The company's uploaded rate that answers for `day` by the central bank's own rule: the bulletin of the day,
 * else of the latest business day before it (weekends skipped) within `daysBack` days, having a selling rate.
 */
export async function uploadedRate(q: Queryable, day: string, currency: string, daysBack: number): Promise<UploadedRate | null> {
  const r = await q.query<RateRow & { day: string; bulletin_no: string }>(
    `select to_char(r.bulletin_date, 'YYYY-MM-DD') as day, b.bulletin_no, ${RATE_COLUMNS}
       from uploaded_bulletin_rates r join uploaded_bulletins b on b.company_id = r.company_id and b.bulletin_date = r.bulletin_date
      where r.currency = $2 and r.forex_selling is not null
        and r.bulletin_date between $1::date - $3::integer and $1::date
        and extract(isodow from r.bulletin_date) < 6
      order by r.bulletin_date desc limit 1`,
    [day, currency, daysBack],
  );
  const row = r.rows[0];
  return row ? { bulletinDate: row.day, bulletinNo: row.bulletin_no, rate: rateJson(row) } : null;
}
