import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { readerSearch } from '../../src/server/library/reader';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';
import { foldForSearch, turkishSortKey } from '../../src/domain/text/turkish';
import { cardName, ean13, sequence } from './stock-search.bench';

/**
 * Goal (issue #18): the reader's catalogue search over 500,000 titles, p95 ≤ 50 ms. The titles (each with an author
 * and one library copy) are built in bulk once into a data directory kept between runs (BENCH_READER_DIR, else one
 * in the temporary directory named after the count); then readerSearch (what GET /api/reader/titles runs, under the
 * company's row-level security) is timed for words of titles and authors, Turkish letters folded, ISBNs and the
 * unfiltered first page, 20 titles a page as the reader area asks.
 */

const TITLES = Number(process.env.BENCH_READER_TITLES ?? 500_000);
const ROUNDS = Number(process.env.BENCH_READER_ROUNDS ?? 10);
const GOAL_P95_MS = 50;
const AUTHORS = ['Sabahattin Ali', 'Yaşar Kemal', 'Oğuz Atay', 'Orhan Pamuk', 'Elif Şafak', 'Sait Faik Abasıyanık', 'Nazım Hikmet', 'Halide Edib Adıvar'];
const isbnOf = (n: number): string => ean13(`978${String(700_000_000 + n).padStart(9, '0')}`);

async function buildTitles(db: Database): Promise<void> {
  await db.system(async (q) => {
    const companyId = (await q.query<{ id: number }>(`select company_id as id from users where email = 'admin@demo.test'`)).rows[0]!.id;
    const locationId = (await q.query<{ id: number }>(`select id from locations where company_id = $1 order by id limit 1`, [companyId])).rows[0]!.id;
    // as a restore would: the trigram indexes are built once after the rows
    const indexes = (
      await q.query<{ name: string; def: string }>(
        `select indexname as name, indexdef as def from pg_indexes where indexname in ('products_search_trgm', 'products_reader_trgm')`,
      )
    ).rows;
    for (const i of indexes) await q.query(`drop index ${i.name}`);
    // the search text is what the trigger of migration 052 writes (defter_reader_text), computed here for the bulk load
    await q.query(`alter table products disable trigger products_reader_text`);
    const rnd = sequence(18);
    const BATCH = 10_000;
    for (let from = 0; from < TITLES; from += BATCH) {
      const cols: string[][] = [[], [], [], [], [], [], []];
      for (let n = from; n < Math.min(TITLES, from + BATCH); n++) {
        const name = cardName(rnd, n);
        const author = AUTHORS[n % AUTHORS.length]!;
        const isbn = isbnOf(n);
        const values = [
          `R${String(n).padStart(7, '0')}`,
          name,
          isbn,
          author,
          turkishSortKey(name),
          foldForSearch(name),
          foldForSearch([name, isbn, isbn, author].join(' ')),
        ];
        values.forEach((v, i) => cols[i]!.push(v));
      }
      await q.query(
        `insert into products (company_id, location_id, code, name, barcode, isbn, attributes, name_key, search_text, reader_text)
         select $1, $2, c, n, i, i, jsonb_build_object('author', a), k, s, r
           from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) as t(c, n, i, a, k, s, r)`,
        [companyId, locationId, ...cols],
      );
    }
    await q.query(`alter table products enable trigger products_reader_text`);
    await q.query(
      `insert into library_copies (company_id, product_id, barcode, location_id, item_type)
       select company_id, id, 'RC' || id, location_id, 'book' from products where company_id = $1 and code like 'R%'`,
      [companyId],
    );
    for (const i of indexes) await q.query(i.def);
    await q.query(`analyze`);
  });
}

const SOUGHT_ISBN = isbnOf(Math.floor(TITLES / 2) + 7);
const QUERIES: { kind: string; q: string }[] = [
  { kind: 'title word', q: 'ogretmen' },
  { kind: 'title word', q: 'Öğret' },
  { kind: 'title words', q: 'kitap deniz' },
  { kind: 'title words', q: 'istanbul 4711' },
  { kind: 'title word', q: 'rüzgar' },
  { kind: 'author', q: 'oguz atay' },
  { kind: 'author and title', q: 'pamuk masal' },
  { kind: 'nothing', q: 'zzzz yok' },
  { kind: 'start (2 letters)', q: 'ka' },
  { kind: 'ISBN', q: SOUGHT_ISBN },
  { kind: 'first page (no query)', q: '' },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function readerSearchBench(): Promise<void> {
  const dataDir = process.env.BENCH_READER_DIR ?? join(tmpdir(), `defter-bench-reader-${TITLES}`);
  const cached = existsSync(join(dataDir, 'READY'));
  if (!cached) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  let db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const migrated = await migrate(db);
    if (!cached) {
      await seedDemoIfEmpty(db);
      const t = performance.now();
      await buildTitles(db);
      console.log(
        `reader search: built ${TITLES.toLocaleString('en')} titles in ${((performance.now() - t) / 1000).toFixed(1)} s into ${dataDir} (kept for the next run)`,
      );
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(dataDir, 'READY'), new Date().toISOString());
    } else {
      console.log(`reader search: ${TITLES.toLocaleString('en')} titles from ${dataDir}`);
    }
    if (!cached || migrated.length) {
      // the copies' trigger (and a migration's backfill, as 075's) write every title's row again: PGlite has no
      // autovacuum to clear the old versions, which a real server's would
      await db.close();
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const raw = new PGlite(dataDir, { extensions: { pg_trgm } });
      await raw.exec('vacuum analyze products');
      await raw.close();
      db = await openDatabase({ databaseUrl: null, dataDir });
    }
    const companyId = (await db.system((q) => q.query<{ id: number }>(`select company_id as id from users where email = 'admin@demo.test'`))).rows[0]!.id;

    // every query must find what it looks for (a fast wrong answer is no answer)
    const isbn = await db.company(companyId, (q) => readerSearch(q, SOUGHT_ISBN, 20, 0));
    if (isbn.items[0]?.isbn !== SOUGHT_ISBN) throw new Error('the ISBN did not find its title');
    const author = await db.company(companyId, (q) => readerSearch(q, 'OĞUZ ATAY', 20, 0));
    if (!author.more || author.items.length !== 20 || author.items.some((t) => t.author !== 'Oğuz Atay' && t.title !== 'Tutunamayanlar')) {
      const other = author.items.find((t) => t.author !== 'Oğuz Atay' && t.title !== 'Tutunamayanlar');
      throw new Error(`the search by author did not answer its titles: ${author.items.length} (more: ${author.more}), ${JSON.stringify(other ?? null)}`);
    }

    for (const x of QUERIES) await db.company(companyId, (q) => readerSearch(q, x.q, 20, 0)); // warm-up
    const all: number[] = [];
    const byKind = new Map<string, number[]>();
    for (let r = 0; r < ROUNDS; r++) {
      for (const x of QUERIES) {
        const t = performance.now();
        await db.company(companyId, (q) => readerSearch(q, x.q, 20, 0));
        const ms = performance.now() - t;
        all.push(ms);
        byKind.set(x.kind, [...(byKind.get(x.kind) ?? []), ms]);
      }
    }
    for (const [kind, times] of byKind) {
      const s = [...times].sort((a, b) => a - b);
      console.log(`  ${kind.padEnd(24)} p50 ${percentile(s, 50).toFixed(1)} ms  p95 ${percentile(s, 95).toFixed(1)} ms`);
    }
    const sorted = [...all].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `reader search over ${TITLES.toLocaleString('en')} titles (PGlite, ${all.length} searches): p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
        `(goal p95 ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    await db.close();
  }
}
