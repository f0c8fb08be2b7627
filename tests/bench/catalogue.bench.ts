import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryKeys } from '../../src/domain/catalogue/entry';
import { toIsbn13 } from '../../src/domain/identifiers/isbn';
import { createCardsFromEntries } from '../../src/server/catalogue/cards-queries';
import { CATALOGUE_COUNT_CAP, searchEntries } from '../../src/server/catalogue/entries-search';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';
import { cardName, ean13, sequence } from './stock-search.bench';

/**
 * Goals (issue #30): searching a shared catalogue of 1,000,000 entries answers at p95 ≤ 50 ms, and creating 1,000
 * stock cards from catalogue entries takes ≤ 5 s. Seeds the entries into the provider's company of a fresh PGlite
 * (bulk inserts, the trigram index built once after them, as a restore would), then times searchEntries (what GET
 * /api/catalogue/entries runs, in another company's context) for title and author fragments, a title's start and
 * ISBNs, 25 entries a page; and createCardsFromEntries (POST /api/catalogue/stock-cards) for 1,000 entries at once.
 */

const ENTRIES = Number(process.env.BENCH_CATALOGUE_ENTRIES ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_CATALOGUE_ROUNDS ?? 15);
const GOAL_SEARCH_P95_MS = 50;
const GOAL_CARDS_MS = 5_000;
const CARDS = 1_000;

const AUTHORS = ['Sabahattin Ali', 'Orhan Pamuk', 'Oğuz Atay', 'Sait Faik Abasıyanık', 'Yaşar Kemal', 'Elif Şafak', 'Ahmet Ümit', 'Halide Edib'];
const PUBLISHERS = ['Yapı Kredi', 'İletişim', 'Can', 'Everest', 'Doğan', 'İş Bankası'];
const isbnOf = (n: number) => ean13(`978${String(700_000_000 + n).padStart(9, '0')}`);

async function seedEntries(db: Database): Promise<{ keeper: number; reader: number; locationId: number }> {
  return db.system(async (q) => {
    const keeper = (await q.query<{ id: number }>(`select company_id as id from users where provider limit 1`)).rows[0]!.id;
    const reader = (await q.query<{ id: number }>(`select company_id as id from users where email = 'admin@demo.test'`)).rows[0]!.id;
    const locationId = (await q.query<{ id: number }>(`select id from locations where company_id = $1 order by id limit 1`, [reader])).rows[0]!.id;
    const trgm = (await q.query<{ def: string }>(`select indexdef as def from pg_indexes where indexname = 'catalogue_entries_search_trgm'`)).rows[0]?.def;
    if (trgm) await q.query(`drop index catalogue_entries_search_trgm`);
    const rnd = sequence(7);
    const BATCH = 20_000;
    for (let from = 0; from < ENTRIES; from += BATCH) {
      const cols: string[][] = [[], [], [], [], [], [], [], []];
      for (let n = from; n < Math.min(ENTRIES, from + BATCH); n++) {
        const e = { title: cardName(rnd, n), author: AUTHORS[n % AUTHORS.length]!, publisher: PUBLISHERS[n % PUBLISHERS.length]!, isbn: isbnOf(n) };
        const k = entryKeys(e);
        [e.isbn, e.title, e.author, e.publisher, k.titleKey, k.searchText, k.duplicateKey, ((n % 400) + 5).toFixed(2)].forEach((v, i) => cols[i]!.push(v));
      }
      await q.query(
        `insert into catalogue_entries (company_id, isbn, title, author, publisher, title_key, search_text, duplicate_key, price)
         select $1, i, t, a, p, k, s, d, pr::numeric from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) as x(i, t, a, p, k, s, d, pr)`,
        [keeper, ...cols],
      );
    }
    if (trgm) await q.query(trgm);
    await q.query(`analyze catalogue_entries`);
    return { keeper, reader, locationId };
  });
}

const QUERIES: { kind: string; q: string }[] = [
  { kind: 'title fragment', q: 'ogretmen' },
  { kind: 'title fragment', q: 'Öğret' },
  { kind: 'title fragment', q: 'kitap deniz' },
  { kind: 'title fragment', q: 'istanbul 4711' },
  { kind: 'title fragment', q: 'rüzgar' },
  { kind: 'title fragment', q: 'zzzz yok' },
  { kind: 'author', q: 'oguz atay' },
  { kind: 'author', q: 'Sait Faik' },
  { kind: 'title start (2 letters)', q: 'ka' },
  // entries that exist among fewer entries too (the quick size of bench:quick)
  { kind: 'ISBN-13', q: isbnOf(54_321 % ENTRIES) },
  { kind: 'ISBN-13', q: isbnOf(987_654 % ENTRIES) },
  { kind: 'first page (no query)', q: '' },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function catalogueBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'defter-bench-catalogue-'));
  const db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrate(db);
    await seedDemoIfEmpty(db);
    let t = performance.now();
    const { reader, locationId } = await seedEntries(db);
    console.log(`catalogue: seeded ${ENTRIES.toLocaleString('en')} entries in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // every query must find what it looks for, in Turkish title order (a fast wrong answer is no answer)
    const isbn = QUERIES.find((x) => x.kind === 'ISBN-13')!.q;
    const hit = await db.company(reader, (q) => searchEntries(q, isbn, 25, 0));
    if (hit.items[0]?.isbn !== isbn) throw new Error(`ISBN ${isbn} did not find its entry`);
    const dense = await db.company(reader, (q) => searchEntries(q, 'ogretmen', 25, 50));
    const expected = await db.system((q) =>
      q.query<{ id: number }>(`select id from catalogue_entries where search_text like '%ogretmen%' order by title_key collate "C", id limit 25 offset 50`),
    );
    // more hits than are counted (unless the catalogue is tiny): the count stops one past the cap
    const hits = Number(
      (await db.system((q) => q.query<{ n: string }>(`select count(*) as n from catalogue_entries where search_text like '%ogretmen%'`))).rows[0]!.n,
    );
    if (dense.total !== Math.min(hits, CATALOGUE_COUNT_CAP + 1) || dense.items.map((r) => r.id).join() !== expected.rows.map((r) => r.id).join()) {
      throw new Error('the search for a common word did not answer the right page');
    }

    for (const x of QUERIES) await db.company(reader, (q) => searchEntries(q, x.q, 25, 0)); // warm-up
    const all: number[] = [];
    const byKind = new Map<string, number[]>();
    for (let r = 0; r < ROUNDS; r++) {
      for (const x of QUERIES) {
        t = performance.now();
        await db.company(reader, (q) => searchEntries(q, x.q, 25, 0));
        const ms = performance.now() - t;
        all.push(ms);
        byKind.set(`${x.kind} "${x.q}"`, [...(byKind.get(`${x.kind} "${x.q}"`) ?? []), ms]);
      }
    }
    for (const [kind, times] of byKind) {
      const s = [...times].sort((a, b) => a - b);
      console.log(`  ${kind.padEnd(40)} p50 ${percentile(s, 50).toFixed(1)} ms  p95 ${percentile(s, 95).toFixed(1)} ms`);
    }
    const sorted = [...all].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `catalogue search over ${ENTRIES.toLocaleString('en')} entries (PGlite, ${all.length} searches): p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
        `(goal p95 ≤ ${GOAL_SEARCH_P95_MS} ms: ${p95 <= GOAL_SEARCH_P95_MS ? 'met' : 'NOT met'})`,
    );

    // 1,000 cards from entries spread over the catalogue, in one request's transaction
    const ids = (
      await db.system((q) =>
        q.query<{ id: number }>(`select id from catalogue_entries where id % ${Math.max(1, Math.floor(ENTRIES / CARDS))} = 0 order by id limit ${CARDS}`),
      )
    ).rows.map((r) => r.id);
    t = performance.now();
    const made = await db.company(reader, (q) => createCardsFromEntries(q, reader, ids, locationId, toIsbn13));
    const ms = performance.now() - t;
    if (made.created.length !== ids.length) throw new Error(`${made.created.length} cards made of ${ids.length} entries`);
    console.log(
      `catalogue: ${made.created.length.toLocaleString('en')} stock cards created from entries in ${(ms / 1000).toFixed(2)} s ` +
        `(goal ≤ ${GOAL_CARDS_MS / 1000} s: ${ms <= GOAL_CARDS_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
