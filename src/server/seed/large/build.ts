import { turkishSortKey } from '../../../domain/text/turkish';
import type { Database, Queryable } from '../../db/database';
import { istanbulToday } from '../../rates/istanbul-day';
import { emptyWritten, LargeEngine, type EngineSetup } from './engine';
import { randomSource, ShopPlan, type Catalogue, type PlannedDocument } from './plan';
import { writeBatch } from './write';
import { addDays } from '../../../domain/clock/clock';

/**
 * `npm run demo:large`: years of a bookshop's life in the demo company, written in batches of documents, each batch
 * in one transaction, with the rows the document engine would have written (engine.ts). Refuses to run on data
 * it already built on: its products' codes (`LD…`) are the marker.
 */

export const LARGE_COMPANY = 'Demo Kitabevi';
export const LARGE_CODE_PREFIX = 'LD';

export interface LargeOptions {
  /** documents to write (the opening purchases and transfers count) */
  documents: number;
  /** years of history, ending yesterday */
  years: number;
  /** documents per transaction */
  batch?: number;
  seed?: number;
  onProgress?(p: Progress): void;
}

export interface Progress {
  documents: number;
  stockMoves: number;
  total: number;
  day: string;
  /** time spent deciding in memory and writing to the database */
  engineMs: number;
  writeMs: number;
}

export interface LargeResult {
  companyId: number;
  documents: number;
  stockMoves: number;
  firstDocumentId: number;
  lastDocumentId: number;
  products: number[];
}

const BOOK_WORDS = ['Deniz', 'Gece', 'Bahçe', 'Kuyu', 'Ayna', 'Rüzgâr', 'Şehir', 'Yol', 'Sessiz', 'Kırmızı', 'Eski', 'Son', 'Uzak', 'Kayıp', 'Mavi', 'Çocuk'];
const NOUNS = ['Defteri', 'Masalı', 'Günlüğü', 'Hikâyesi', 'Kitabı', 'Atlası', 'Şiirleri', 'Mektupları'];
/** The product groups: one per noun above, in its order, then stationery. */
const GROUPS = ['LD Anı', 'LD Masal', 'LD Günlük', 'LD Öykü', 'LD İnceleme', 'LD Atlas', 'LD Şiir', 'LD Mektup', 'LD Kırtasiye'];

export async function largeDemoExists(db: Database): Promise<boolean> {
  return db.system(async (q) => (await q.query(`select 1 from products where code like $1 limit 1`, [`${LARGE_CODE_PREFIX}%`])).rowCount > 0);
}

/** The catalogue the shop sells: books (0 % VAT) and stationery (20 %), customers, suppliers, a branch warehouse. */
async function makeCatalogue(q: Queryable, companyId: number, products: number, customers: number, suppliers: number, seed: number): Promise<Catalogue> {
  const random = randomSource(seed + 1);
  const location = (await q.query<{ id: number }>(`select min(id) as id from locations where company_id = $1`, [companyId])).rows[0]!.id;
  // a group per kind of book (the noun of its name) and one for stationery, so the reports by group have groups
  const groups = (
    await q.query<{ id: number }>(
      `insert into definitions (company_id, kind, name, name_key)
       select $1, 'category', x.name, x.name_key from unnest($2::text[], $3::text[]) with ordinality as x (name, name_key, n) order by x.n
       returning id`,
      [companyId, GROUPS, GROUPS.map(turkishSortKey)],
    )
  ).rows.map((r) => r.id);
  const rows = Array.from({ length: products }, (_, i) => {
    const book = i % 5 !== 4;
    const cents = book ? 4000 + Math.floor(random() * 60000) : 500 + Math.floor(random() * 15000);
    const noun = Math.floor(random() * NOUNS.length);
    const name = book ? `${BOOK_WORDS[Math.floor(random() * BOOK_WORDS.length)]} ${NOUNS[noun]} ${i + 1}` : `Kırtasiye ${i + 1}`;
    const categoryId = groups[book ? noun : NOUNS.length]!;
    return { code: `${LARGE_CODE_PREFIX}${String(i + 1).padStart(8, '0')}`, name, vatRate: book ? 0 : 20, price: (cents / 100).toFixed(2), categoryId };
  });
  const inserted = await q.query<{ id: number; price: string; vat_rate: number }>(
    `insert into products (company_id, code, name, unit, vat_rate, price, location_id, attributes)
     select $1, x.code, x.name, 'ADET', x.vat_rate, x.price, $2, jsonb_build_object('categoryId', x.category_id)
       from unnest($3::text[], $4::text[], $5::integer[], $6::numeric[], $7::integer[]) with ordinality as x (code, name, vat_rate, price, category_id, n)
      order by x.n
     returning id, price::text as price, vat_rate`,
    [
      companyId,
      location,
      rows.map((r) => r.code),
      rows.map((r) => r.name),
      rows.map((r) => r.vatRate),
      rows.map((r) => r.price),
      rows.map((r) => r.categoryId),
    ],
  );
  const account = async (kind: 'customer' | 'supplier', n: number, prefix: string, name: string) =>
    (
      await q.query<{ id: number }>(
        `insert into accounts (company_id, code, name, kind) select $1, $2 || lpad(i::text, 7, '0'), $3 || ' ' || i, $4 from generate_series(1, $5) i returning id`,
        [companyId, prefix, name, kind, n],
      )
    ).rows.map((r) => r.id);
  const customerIds = await account('customer', customers, 'LDC', 'Müşteri');
  const supplierIds = await account('supplier', suppliers, 'LDS', 'Yayınevi');
  await q.query(`insert into warehouses (company_id, name) values ($1, 'Ankara Şube')`, [companyId]);
  const warehouses = (await q.query<{ id: number }>(`select id from warehouses where company_id = $1 order by id`, [companyId])).rows.map((r) => r.id);
  const boxes = (
    await q.query<{ id: number; kind: string }>(`select id, kind from cash_boxes where company_id = $1 and currency = 'TRY' order by id`, [companyId])
  ).rows;
  return {
    products: inserted.rows.map((p) => ({
      id: p.id,
      price: Number(p.price).toFixed(2),
      cost: ((Math.round(Number(p.price) * 100) * 0.62) / 100).toFixed(2),
      vatRate: p.vat_rate,
    })),
    customers: customerIds,
    suppliers: supplierIds,
    warehouses,
    cashBox: boxes.find((b) => b.kind === 'cash')!.id,
    bank: boxes.find((b) => b.kind === 'bank')!.id,
  };
}

async function readSetup(q: Queryable, companyId: number, userId: number): Promise<EngineSetup> {
  const warehouses = await q.query<{ id: number; negative_stock: string }>(`select id, negative_stock from warehouses where company_id = $1`, [companyId]);
  const boxes = await q.query<{ id: number; currency: string }>(`select id, currency from cash_boxes where company_id = $1 order by id`, [companyId]);
  const first = await q.query<{ id: number }>(`select id from cash_boxes where company_id = $1 and kind = 'cash' order by id limit 1`, [companyId]);
  const accounts = await q.query<{ id: number; tax_number: string | null }>(`select id, tax_number from accounts where company_id = $1`, [companyId]);
  const series = await q.query<{ doc_type: string; year: number; next_value: number }>(
    `select doc_type, year, next_value from document_series where company_id = $1`,
    [companyId],
  );
  return {
    companyId,
    userId,
    policies: Object.fromEntries(warehouses.rows.map((w) => [String(w.id), w.negative_stock as 'allow' | 'warn' | 'refuse'])),
    cashCurrencies: Object.fromEntries(boxes.rows.map((b) => [String(b.id), b.currency])),
    firstCashBox: first.rows[0]!.id,
    taxNumbers: Object.fromEntries(accounts.rows.map((a) => [String(a.id), a.tax_number?.trim() || null])),
    series: Object.fromEntries(series.rows.map((s) => [`${s.doc_type}:${s.year}`, s.next_value])),
  };
}

export async function buildLargeDemo(db: Database, options: LargeOptions): Promise<LargeResult> {
  const seed = options.seed ?? 16;
  const batchSize = options.batch ?? 500;
  const { companyId, userId, catalogue } = await db.system(async (q) => {
    await q.query(`select pg_advisory_xact_lock(724016)`);
    if ((await q.query(`select 1 from products where code like $1 limit 1`, [`${LARGE_CODE_PREFIX}%`])).rowCount > 0)
      throw new Error('The large demo was already built on this data: start from an empty DATA_DIR or database.');
    const who = await q.query<{ company_id: number; user_id: number }>(
      `select c.id as company_id, u.id as user_id from companies c join users u on u.company_id = c.id and 'admin' = any(u.roles) where c.name = $1 order by u.id limit 1`,
      [LARGE_COMPANY],
    );
    if (!who.rows[0]) throw new Error(`The large demo goes into the demo company "${LARGE_COMPANY}", which this data does not hold.`);
    const { company_id, user_id } = who.rows[0];
    const n = options.documents;
    const catalogue = await makeCatalogue(
      q,
      company_id,
      Math.max(20, Math.min(4000, Math.round(n / 50))),
      Math.max(5, Math.min(400, Math.round(n / 500))),
      Math.max(3, Math.min(40, Math.round(n / 5000))),
      seed,
    );
    return { companyId: company_id, userId: user_id, catalogue };
  });
  const setup = await db.system((q) => readSetup(q, companyId, userId));
  const engine = new LargeEngine(setup);
  const plan = new ShopPlan(catalogue, (p, w) => engine.onHand(p, w), seed);

  const days = Math.max(1, Math.round(options.years * 365));
  const first = addDays(istanbulToday(), -days);
  const perDay = options.documents / days;
  let day = first;
  let dayIndex = 0;
  let dueByToday = perDay;
  let queued: PlannedDocument[] = plan.opening(first);
  let done = 0;
  let stockMoves = 0;
  let firstId = 0;
  let lastId = 0;
  let secondOfDay = 0;
  let engineMs = 0;
  let writeMs = 0;
  while (done < options.documents) {
    const size = Math.min(batchSize, options.documents - done);
    const written = emptyWritten();
    await db.system(async (q) => {
      const ids = (
        await q.query<{ id: number }>(`select nextval(pg_get_serial_sequence('documents', 'id'))::integer as id from generate_series(1, $1)`, [size])
      ).rows.map((r) => r.id);
      for (const id of ids) {
        let next: PlannedDocument | null = null;
        while (!next) {
          if (queued.length) next = queued.shift()!;
          else if (done + written.documents.length < dueByToday) next = plan.next(day);
          else {
            dayIndex += 1;
            day = addDays(first, Math.min(dayIndex, days - 1));
            dueByToday = perDay * (dayIndex + 1);
            secondOfDay = 0;
          }
        }
        // the shop's day runs from 09:00 Istanbul time, one document after another
        const at = new Date(Date.parse(`${day}T06:00:00Z`) + (secondOfDay++ % 43_200) * 1000);
        const t0 = performance.now();
        engine.run(id, next.body, next.events, at, written);
        engineMs += performance.now() - t0;
      }
      const t1 = performance.now();
      await writeBatch(q, companyId, userId, written, setup.series);
      writeMs += performance.now() - t1;
      firstId ||= ids[0]!;
      lastId = ids[ids.length - 1]!;
    });
    done += written.documents.length;
    stockMoves += written.stock.length;
    options.onProgress?.({ documents: done, stockMoves, total: options.documents, day, engineMs, writeMs });
  }
  return { companyId, documents: done, stockMoves, firstDocumentId: firstId, lastDocumentId: lastId, products: catalogue.products.map((p) => p.id) };
}
