import type { Database } from '../db/database';
import { decimalText } from './decimal-text';
import { FOREIGN_CURRENCIES, RATE_COLUMNS, rateJson, type StoredRate } from './store';
import { businessDay } from '../../domain/clock/clock';

export interface StoredDayItem {
  date: string;
  source: 'tcmb' | 'upload' | 'manual';
  bulletinNo: string | null;
  /** uploaded bulletins and manual rates: who uploaded or entered them, and when */
  enteredBy: string | null;
  enteredAt: string | null;
  rates: StoredRate[];
}

const dayText = (v: unknown) => (v instanceof Date ? businessDay(v, 'UTC') : String(v).slice(0, 10));

/**
 * The central bank's stored bulletins, the company's uploaded bulletins (USD, EUR, GBP) and its manual rates
 * between two ISO days, newest first.
 */
export async function listDays(db: Database, companyId: number, from: string, to: string): Promise<StoredDayItem[]> {
  return db.company(companyId, async (q) => {
    const bulletins = await q.query<{ day: string; bulletin_no: string }>(
      `select to_char(bulletin_date, 'YYYY-MM-DD') as day, bulletin_no from tcmb_bulletins
        where published and bulletin_date between $1::date and $2::date order by bulletin_date desc`,
      [from, to],
    );
    const rates = await q.query<Parameters<typeof rateJson>[0] & { day: string }>(
      `select to_char(bulletin_date, 'YYYY-MM-DD') as day, ${RATE_COLUMNS} from tcmb_rates
        where bulletin_date between $1::date and $2::date and currency = any($3::text[]) order by bulletin_date desc, currency`,
      [from, to, [...FOREIGN_CURRENCIES]],
    );
    const uploads = await q.query<{ day: string; bulletin_no: string; uploaded_by: string; uploaded_at: unknown }>(
      `select to_char(b.bulletin_date, 'YYYY-MM-DD') as day, b.bulletin_no, u.name as uploaded_by, b.uploaded_at
         from uploaded_bulletins b join users u on u.company_id = b.company_id and u.id = b.uploaded_by
        where b.bulletin_date between $1::date and $2::date order by b.bulletin_date desc`,
      [from, to],
    );
    const uploadRates = await q.query<Parameters<typeof rateJson>[0] & { day: string }>(
      `select to_char(bulletin_date, 'YYYY-MM-DD') as day, ${RATE_COLUMNS} from uploaded_bulletin_rates
        where bulletin_date between $1::date and $2::date and currency = any($3::text[]) order by bulletin_date desc, currency`,
      [from, to, [...FOREIGN_CURRENCIES]],
    );
    const manual = await q.query<{
      day: string;
      currency: string;
      forex_buying: string | null;
      forex_selling: string;
      entered_by: string;
      entered_at: unknown;
    }>(
      `select to_char(m.rate_date, 'YYYY-MM-DD') as day, m.currency, m.forex_buying::text as forex_buying, m.forex_selling::text as forex_selling,
              u.name as entered_by, m.entered_at
         from manual_exchange_rates m join users u on u.company_id = m.company_id and u.id = m.entered_by
        where m.rate_date between $1::date and $2::date order by m.rate_date desc, m.currency`,
      [from, to],
    );
    const items: StoredDayItem[] = bulletins.rows.map((b) => ({
      date: dayText(b.day),
      source: 'tcmb',
      bulletinNo: b.bulletin_no,
      enteredBy: null,
      enteredAt: null,
      rates: rates.rows.filter((r) => r.day === b.day).map(rateJson),
    }));
    for (const b of uploads.rows) {
      items.push({
        date: dayText(b.day),
        source: 'upload',
        bulletinNo: b.bulletin_no,
        enteredBy: b.uploaded_by,
        enteredAt: new Date(b.uploaded_at as string).toISOString(),
        rates: uploadRates.rows.filter((r) => r.day === b.day).map(rateJson),
      });
    }
    const byDay = new Map<string, StoredDayItem>();
    for (const m of manual.rows) {
      let item = byDay.get(m.day);
      if (!item) {
        item = {
          date: dayText(m.day),
          source: 'manual',
          bulletinNo: null,
          enteredBy: m.entered_by,
          enteredAt: new Date(m.entered_at as string).toISOString(),
          rates: [],
        };
        byDay.set(m.day, item);
        items.push(item);
      }
      item.rates.push({
        currency: m.currency,
        unit: 1,
        forexBuying: m.forex_buying === null ? null : decimalText(m.forex_buying),
        forexSelling: decimalText(m.forex_selling),
        banknoteBuying: null,
        banknoteSelling: null,
      });
    }
    return items.sort((a, b) => (a.date === b.date ? a.source.localeCompare(b.source) : b.date.localeCompare(a.date)));
  });
}
