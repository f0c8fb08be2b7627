import { turkishSortKey } from '../../domain/text/turkish';
import type { CatalogueEntry } from '../../domain/schemas/catalogue';
import type { Queryable } from '../db/database';
import { searchArgs } from '../masterdata/public';
import { entriesByIds } from './entries-queries';

/** A search counts its hits up to this many; one more means "more than this many". */
export const CATALOGUE_COUNT_CAP = 1000;

/**
 * How many entries, in title order from where hits can start, a search reads before it judges its hits rare: within
 * them a common word's page and its capped count are found by walking the title order; a rare word's few hits are
 * found through the trigram index and sorted instead.
 */
const WINDOW = 2_500;

const ISBN_SHAPE = /^\d{9}[\dX]$|^\d{13}$/;

/** Runs `fn` with the planner's settings `off` turned off, then restores them. */
async function plannedWithout<T>(q: Queryable, off: readonly string[], fn: () => Promise<T>): Promise<T> {
  const saved = await Promise.all(off.map(async (name) => (await q.query<{ v: string }>(`select current_setting($1) as v`, [name])).rows[0]!.v));
  for (const name of off) await q.query(`select set_config($1, 'off', true)`, [name]);
  try {
    return await fn();
  } finally {
    for (const [i, name] of off.entries()) await q.query(`select set_config($1, $2, true)`, [name, saved[i]]);
  }
}

/** A rare word's hits through the indexes' bitmaps, then sorted. */
const throughBitmaps = <T>(q: Queryable, fn: () => Promise<T>) => plannedWithout(q, ['enable_seqscan', 'enable_indexscan'], fn);
/** A common word's page by walking the title order's index. */
const throughTitleOrder = <T>(q: Queryable, fn: () => Promise<T>) => plannedWithout(q, ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'], fn);

/**
 * One page of the catalogue in Turkish title order: the words typed anywhere in the folded title, author or
 * publisher (one or two letters: at the start), or an ISBN exactly (an ISBN-10 finds its ISBN-13), as the stock
 * search reads what is typed (masterdata's searchArgs). The total is counted up to CATALOGUE_COUNT_CAP + 1.
 *
 * A million entries: a common word is found by walking the title order (its hits come soon), a rare one through
 * the trigram index (its hits are few to sort). The first WINDOW entries from where hits can start (the catalogue's
 * start; for a title's start, the sort key of its letters) tell which it is. A title's start reads the title order
 * from its letters on: its hits lie together there.
 */
export async function searchEntries(
  q: Queryable,
  text: string | undefined,
  limit: number,
  offset: number,
): Promise<{ items: CatalogueEntry[]; total: number }> {
  const a = searchArgs(text);
  const codes = (a.codes ?? []).filter((c) => ISBN_SHAPE.test(c));
  const match = a.words?.[0] ?? a.namePrefix;
  const cap = CATALOGUE_COUNT_CAP + 1;
  if (match === null) {
    const all = await q.query<{ id: number }>(`select id from catalogue_entries order by title_key collate "C", id limit $1 offset $2`, [limit, offset]);
    const n = await q.query<{ n: number }>(`select count(*)::integer as n from (select 1 from catalogue_entries limit ${cap}) s`);
    return {
      items: await entriesByIds(
        q,
        all.rows.map((r) => r.id),
      ),
      total: n.rows[0]!.n,
    };
  }

  const codeCondition = codes.length ? ` or e.isbn = any($2::text[])` : '';
  const args: unknown[] = codes.length ? [match, codes] : [match];
  if (codes.length === 0) {
    // the lowest sort key a hit can have: ı sorts before i, and every other folded letter before its marked forms
    const low = a.namePrefix ? turkishSortKey((a.namePrefix.slice(0, -1) || '').replace(/\\(.)/g, '$1').replace(/i/g, 'ı')) : null;
    // read in the window's order as it is scanned (no sort above it: a sort would read the whole window first)
    const window = await q.query<{ id: number }>(
      `select w.id from (select e.id, e.title_key, e.search_text from catalogue_entries e
                          where $2::text is null or e.title_key collate "C" >= $2 order by e.title_key collate "C", e.id limit ${WINDOW}) w
        where w.search_text like $1 limit ${cap}`,
      [match, low],
    );
    const hits = window.rows.map((r) => r.id);
    if (hits.length >= offset + limit) {
      const total =
        hits.length === cap
          ? cap
          : ((a.namePrefix === null ? await walkedCount(q, match, low) : undefined) ??
            (await countHits(q, `e.search_text like $1`, args, a.namePrefix !== null)));
      return { items: await entriesByIds(q, hits.slice(offset, offset + limit)), total };
    }
    if (hits.length === cap) {
      // a common word's page beyond the window's hits: the title order walked on
      const page = await throughTitleOrder(q, () =>
        q.query<{ id: number }>(`select e.id from catalogue_entries e where e.search_text like $1 order by e.title_key collate "C", e.id limit $2 offset $3`, [
          match,
          limit,
          offset,
        ]),
      );
      return {
        items: await entriesByIds(
          q,
          page.rows.map((r) => r.id),
        ),
        total: cap,
      };
    }
  }
  const where = `e.search_text like $1${codeCondition}`;
  const total = await countHits(q, where, args, false);
  // many hits the window did not hold: the title order walked on finds the page without sorting every hit
  const page =
    total === cap && codes.length === 0
      ? await throughTitleOrder(q, () =>
          q.query<{ id: number }>(
            `select e.id from catalogue_entries e where ${where} order by e.title_key collate "C", e.id limit ${limit} offset ${offset}`,
            args,
          ),
        )
      : await throughBitmaps(q, () =>
          q.query<{ id: number }>(
            `select e.id from catalogue_entries e where ${where} order by e.title_key collate "C", e.id limit ${limit} offset ${offset}`,
            args,
          ),
        );
  return {
    items: await entriesByIds(
      q,
      page.rows.map((r) => r.id),
    ),
    total,
  };
}

/** How many entries a common word's count walks in title order before it leaves the count to the trigram index. */
const COUNT_WALK = 40_000;

/**
 * A common word's count, walking the title order from `low`: the cap's worth of hits within COUNT_WALK entries is
 * "more than the cap" (a word in 7 % of a million titles is found 1,001 times within 15,000 entries, where the
 * index's bitmap would gather all 70,000); undefined when fewer are found there, and the index counts them.
 */
async function walkedCount(q: Queryable, match: string, low: string | null): Promise<number | undefined> {
  const cap = CATALOGUE_COUNT_CAP + 1;
  const r = await q.query<{ n: number }>(
    `select count(*)::integer as n from (select 1 from (select e.search_text from catalogue_entries e where $2::text is null or e.title_key collate "C" >= $2
                                                         order by e.title_key collate "C", e.id limit ${COUNT_WALK}) w
                                          where w.search_text like $1 limit ${cap}) s`,
    [match, low],
  );
  return r.rows[0]!.n === cap ? cap : undefined;
}

/** The hits counted up to the cap (a title's start through its prefix index, in order, which stops at the cap). */
async function countHits(q: Queryable, where: string, args: unknown[], prefix: boolean): Promise<number> {
  const sql = `select count(*)::integer as n from (select 1 from catalogue_entries e where ${where} limit ${CATALOGUE_COUNT_CAP + 1}) s`;
  if (prefix) return (await q.query<{ n: number }>(sql, args)).rows[0]!.n;
  return (await throughBitmaps(q, () => q.query<{ n: number }>(sql, args))).rows[0]!.n;
}
