import type { StoredState } from '../../../machines/index';
import type { Queryable } from '../db/database';
import { fail } from '../http/errors';
import { EMPTY_CHAIN, JOURNAL_COLUMNS, journalValues, type ChainTip, type JournalRow } from './journal';

export interface DocumentRow {
  id: number;
  companyId: number;
  type: string;
  number: string;
  status: string;
  version: number;
  snapshot: StoredState;
  sourceId: number | null;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
  /** the journal's last row, read with a locked load */
  tip?: ChainTip;
}

interface DbDocumentRow {
  id: number;
  company_id: number;
  doc_type: string;
  number: string;
  status: string;
  version: number;
  snapshot: StoredState;
  source_id: number | null;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export const toDocumentRow = (r: DbDocumentRow): DocumentRow => ({
  id: r.id,
  companyId: r.company_id,
  type: r.doc_type,
  number: r.number,
  status: r.status,
  version: r.version,
  snapshot: r.snapshot,
  sourceId: r.source_id,
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/**
 * Loads a document of the current company; with `lock`, holds its row until the transaction ends and
 * reads the tip of its journal chain in the same round trip.
 */
export async function loadDocument(q: Queryable, id: number, lock = false): Promise<DocumentRow> {
  const sql = lock
    ? `select d.*, j.seq as tip_seq, j.hash as tip_hash from documents d
         left join lateral (select seq, hash from journal where company_id = d.company_id and document_id = d.id order by seq desc limit 1) j on true
        where d.id = $1 for update of d`
    : `select * from documents where id = $1`;
  const r = await q.query<DbDocumentRow & { tip_seq?: number | null; tip_hash?: string | null }>(sql, [id]);
  const row = r.rows[0];
  if (!row) throw fail('NF10004');
  const doc = toDocumentRow(row);
  if (lock) doc.tip = row.tip_seq ? { seq: row.tip_seq, hash: row.tip_hash! } : EMPTY_CHAIN;
  return doc;
}

/** The type of a document of the current company; 404 when there is none. */
export async function documentTypeOf(q: Queryable, id: number): Promise<string> {
  const r = await q.query<{ doc_type: string }>(`select doc_type from documents where id = $1`, [id]);
  if (!r.rows[0]) throw fail('NF10004');
  return r.rows[0].doc_type;
}

/**
 * The next value of the type's number series in the document's year, a fresh document id and the company's own
 * prefix of the type (Evrak Ayarları; null: the family's), in one round trip.
 * The upsert takes the counter row's lock, so parallel creations queue on it: no gap, no repeat.
 */
export async function allocateDocument(
  q: Queryable,
  companyId: number,
  type: string,
  year: number,
): Promise<{ counter: number; id: number; prefix: string | null }> {
  const r = await q.query<{ next_value: number; id: number; prefix: string | null }>(
    `with s as (
       insert into document_series (company_id, doc_type, year, next_value) values ($1, $2, $3, 1)
       on conflict (company_id, doc_type, year) do update set next_value = document_series.next_value + 1
       returning next_value)
     select s.next_value, nextval(pg_get_serial_sequence('documents', 'id'))::integer as id,
            (select c.series_prefixes ->> $2 from companies c where c.id = $1) as prefix
       from s`,
    [companyId, type, year],
  );
  return { counter: r.rows[0]!.next_value, id: r.rows[0]!.id, prefix: r.rows[0]!.prefix };
}

/** Inserts a new document and the first row of its journal in one statement. */
export async function insertDocument(
  q: Queryable,
  doc: { id: number; companyId: number; type: string; number: string; state: StoredState; sourceId: number | null; userId: number },
  entry: JournalRow,
): Promise<DocumentRow> {
  const j = journalValues(entry, 9);
  const r = await q.query<DbDocumentRow>(
    `with d as (
       insert into documents (company_id, id, doc_type, number, status, version, snapshot, source_id, created_by)
       values ($1, $2, $3, $4, $5, 1, $6, $7, $8) returning *),
     j as (insert into journal (${JOURNAL_COLUMNS}) values (${j.placeholders}))
     select * from d`,
    [doc.companyId, doc.id, doc.type, doc.number, doc.state.status, JSON.stringify(doc.state), doc.sourceId, doc.userId, ...j.params],
  );
  return toDocumentRow(r.rows[0]!);
}

/**
 * Writes the new state and its journal row in one statement, if the version is still the one the
 * command read; otherwise 409 and neither is written.
 */
export async function updateDocument(q: Queryable, doc: DocumentRow, state: StoredState, entry: JournalRow): Promise<DocumentRow> {
  const j = journalValues(entry, 5);
  const r = await q.query<DbDocumentRow>(
    `with u as (
       update documents set status = $3, snapshot = $4, version = version + 1, updated_at = now()
        where id = $1 and version = $2 returning *),
     j as (insert into journal (${JOURNAL_COLUMNS}) select ${j.placeholders} from u)
     select * from u`,
    [doc.id, doc.version, state.status, JSON.stringify(state), ...j.params],
  );
  if (r.rowCount === 0) throw fail('DC10009');
  return toDocumentRow(r.rows[0]!);
}
