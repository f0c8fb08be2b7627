import type { StoredState } from '../../../machines/index';
import type { Queryable } from '../db/database';
import { fail } from '../http/errors';

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
  tip?: { seq: number; hash: string };
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
  if (lock) doc.tip = row.tip_seq ? { seq: row.tip_seq, hash: row.tip_hash! } : { seq: 0, hash: '0'.repeat(64) };
  return doc;
}

export async function nextNumberValue(q: Queryable, companyId: number, type: string): Promise<number> {
  const r = await q.query<{ next_value: number }>(
    `insert into document_series (company_id, doc_type, next_value) values ($1, $2, 1)
     on conflict (company_id, doc_type) do update set next_value = document_series.next_value + 1
     returning next_value`,
    [companyId, type],
  );
  return r.rows[0]!.next_value;
}

export async function insertDocument(
  q: Queryable,
  doc: { companyId: number; type: string; number: string; state: StoredState; sourceId: number | null; userId: number },
): Promise<DocumentRow> {
  const r = await q.query<DbDocumentRow>(
    `insert into documents (company_id, doc_type, number, status, version, snapshot, source_id, created_by)
     values ($1, $2, $3, $4, 1, $5, $6, $7) returning *`,
    [doc.companyId, doc.type, doc.number, doc.state.status, JSON.stringify(doc.state), doc.sourceId, doc.userId],
  );
  return toDocumentRow(r.rows[0]!);
}

/** Writes the new state if the version is still the one the command read; otherwise 409. */
export async function updateDocument(q: Queryable, doc: DocumentRow, state: StoredState): Promise<DocumentRow> {
  const r = await q.query<DbDocumentRow>(
    `update documents set status = $3, snapshot = $4, version = version + 1, updated_at = now()
      where id = $1 and version = $2 returning *`,
    [doc.id, doc.version, state.status, JSON.stringify(state)],
  );
  if (r.rowCount === 0) throw fail('DC10009');
  return toDocumentRow(r.rows[0]!);
}
