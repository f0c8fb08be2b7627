import type { Queryable } from '../db/database';

/** The SQL of the rates a company types itself (the central bank's bulletins are in store.ts, uploads in uploads.ts). */

export interface ManualRate {
  date: string;
  currency: string;
  forexBuying: string | null;
  forexSelling: string;
}

/** The company's typed rate of a currency for a day, replacing the one typed before. */
export async function upsertManualRate(q: Queryable, companyId: number, userId: number, rate: ManualRate): Promise<void> {
  await q.query(
    `insert into manual_exchange_rates (company_id, rate_date, currency, forex_buying, forex_selling, entered_by)
     values ($1, $2::date, $3, $4::numeric, $5::numeric, $6)
     on conflict (company_id, rate_date, currency) do update
       set forex_buying = excluded.forex_buying, forex_selling = excluded.forex_selling, entered_by = excluded.entered_by, entered_at = now()`,
    [companyId, rate.date, rate.currency, rate.forexBuying, rate.forexSelling, userId],
  );
}
