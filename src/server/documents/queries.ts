import type { Queryable } from '../db/database';
import { toDocumentRow, type DocumentRow } from './store';
import { REMAINING_LINES_SQL, SUPPLY_STATUS_SQL } from './supply-status-sql';
import { snapshotOf } from './snapshot-fields';

/** The SQL of the document reads that are not the engine's own (store.ts, journal.ts): lists, lineage, existence. */

const DOCUMENTS = snapshotOf();
const DOC = snapshotOf('d');

export interface DocumentListFilter {
  /** the types the caller may read: never empty */
  types: readonly string[];
  status?: string | undefined;
  /** part of the number, or of the title (a job, task or note) */
  q?: string | undefined;
  accountId?: string | undefined;
  /** made for this job, or for any job (`any`) */
  jobId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  invoiced?: 'true' | 'false' | undefined;
  supply?: 'neverSupplied' | 'partiallySupplied' | 'supplied' | undefined;
  /** waiting for a conversion: `type:status` pairs the conversion takes, and something left on a line */
  waiting?: readonly string[] | undefined;
  limit: number;
  offset: number;
}

export interface DocumentListPage {
  items: { doc: DocumentRow; accountName: string | null }[];
  /** the number of documents the filter matches, over every page */
  total: number;
}

/** `text` matched literally inside an ILIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of documents, newest date first, each with the name of its account. */
export async function listDocuments(q: Queryable, f: DocumentListFilter): Promise<DocumentListPage> {
  const r = await q.query<Parameters<typeof toDocumentRow>[0] & { total: number; account_name: string | null }>(
    `select d.*, a.name as account_name, count(*) over ()::integer as total
       from documents d
       left join accounts a on a.company_id = d.company_id and a.id::text = ${DOC.accountId}
      where d.doc_type = any($1::text[])
        and ($2::text is null or d.status = $2)
        and ($3::text is null or d.number ilike '%' || $3 || '%' or ${DOC.title} ilike '%' || $3 || '%')
        and ($4::text is null or ${DOC.accountId} = $4)
        and ($5::text is null or ${DOC.date} >= $5)
        and ($6::text is null or ${DOC.date} <= $6)
        and ($9::text is null or coalesce(${DOC.invoiced}, 'false') = $9)
        and ($10::text is null or ${SUPPLY_STATUS_SQL} = $10)
        and ($11::text[] is null or (d.doc_type || ':' || d.status = any($11::text[]) and ${REMAINING_LINES_SQL}))
        and ($12::text is null or ($12 = 'any' and ${DOC.hasJobId}) or ${DOC.jobId} = $12)
      order by ${DOC.date} desc nulls last, d.id desc
      limit $7 offset $8`,
    [
      f.types,
      f.status ?? null,
      f.q ? likeLiteral(f.q) : null,
      f.accountId ?? null,
      f.from ?? null,
      f.to ?? null,
      f.limit,
      f.offset,
      f.invoiced ?? null,
      f.supply ?? null,
      f.waiting ?? null,
      f.jobId ?? null,
    ],
  );
  return { items: r.rows.map((row) => ({ doc: toDocumentRow(row), accountName: row.account_name ?? null })), total: r.rows[0]?.total ?? 0 };
}

/** How many documents of each `type:status` pair (of those asked) have something left to convert. */
export async function countWaitingSources(q: Queryable, pairs: readonly string[]): Promise<Map<string, number>> {
  const [types, statuses] = [0, 1].map((i) => [...new Set(pairs.map((p) => p.split(':')[i]!))]);
  const r = await q.query<{ pair: string; n: number }>(
    `select d.doc_type || ':' || d.status as pair, count(*)::integer as n from documents d
      where d.doc_type = any($2::text[]) and d.status = any($3::text[]) and d.doc_type || ':' || d.status = any($1::text[]) and ${REMAINING_LINES_SQL}
      group by 1`,
    [pairs, types, statuses],
  );
  return new Map(r.rows.map((row) => [row.pair, row.n]));
}

/** A document named by another: its id, type, number and status. */
export interface DocumentBrief {
  id: number;
  doc_type: string;
  number: string;
  status: string;
}

/** The documents made from this one: converted from it (`source_id`) or merged from it with others (`sourceIds`). */
export async function listDocumentsMadeFrom(q: Queryable, id: number): Promise<DocumentBrief[]> {
  const r = await q.query<DocumentBrief>(
    `select id, doc_type, number, status from documents
      where source_id = $1 or ${DOCUMENTS.sourceIds} ? $1::text
      order by id`,
    [id],
  );
  return r.rows;
}

export async function listDocumentBriefs(q: Queryable, ids: readonly number[]): Promise<DocumentBrief[]> {
  if (ids.length === 0) return [];
  const r = await q.query<DocumentBrief>(`select id, doc_type, number, status from documents where id = any($1::integer[]) order by id`, [ids]);
  return r.rows;
}

/** Whether the caller's company has a document of this id. */
export async function documentExists(q: Queryable, id: number | string): Promise<boolean> {
  return (await q.query(`select 1 from documents where id = $1`, [id])).rowCount > 0;
}

/** A product or a current account by its code and name. */
export interface NamedRow {
  id: number;
  code: string;
  name: string;
}

/** The caller's company's products of these ids (one query for them all). */
export async function listProductNames(q: Queryable, ids: readonly number[]): Promise<NamedRow[]> {
  if (ids.length === 0) return [];
  const r = await q.query<NamedRow>(`select id, code, name from products where id = any($1::integer[]) order by id`, [ids]);
  return r.rows;
}

/** The caller's company's current accounts of these ids (one query for them all). */
export async function listAccountNames(q: Queryable, ids: readonly number[]): Promise<NamedRow[]> {
  if (ids.length === 0) return [];
  const r = await q.query<NamedRow>(`select id, code, name from accounts where id = any($1::integer[]) order by id`, [ids]);
  return r.rows;
}

/** The caller's company's users of these ids, by name and e-mail (who wrote a document's journal rows). */
export async function listUserNames(q: Queryable, ids: readonly number[]): Promise<{ id: number; name: string; email: string }[]> {
  if (ids.length === 0) return [];
  const r = await q.query<{ id: number; name: string; email: string }>(`select id, name, email from users where id = any($1::integer[]) order by id`, [ids]);
  return r.rows;
}
