import { createHash } from 'node:crypto';
import { canonicalJson } from '../../domain/canonical';
import type { Queryable } from '../db/database';

export const GENESIS_HASH = '0'.repeat(64);

export interface JournalEntry {
  companyId: number;
  documentId: number;
  seq: number;
  event: string;
  payload: Record<string, unknown>;
  from: string | null;
  to: string | null;
  accepted: boolean;
  reason: string | null;
  userId: number;
  at: string;
}

export interface JournalRow extends JournalEntry {
  prevHash: string;
  hash: string;
}

/** SHA-256 over the previous hash and the canonical form of the entry: altering any row breaks every later link. */
export function entryHash(prevHash: string, e: JournalEntry): string {
  const body = canonicalJson({
    company: e.companyId,
    document: e.documentId,
    seq: e.seq,
    event: e.event,
    payload: e.payload,
    from: e.from,
    to: e.to,
    accepted: e.accepted,
    reason: e.reason,
    user: e.userId,
    at: e.at,
  });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}

interface DbJournalRow {
  company_id: number;
  document_id: number;
  seq: number;
  event: string;
  payload: Record<string, unknown>;
  from_status: string | null;
  to_status: string | null;
  accepted: boolean;
  reason: string | null;
  user_id: number;
  at: Date | string;
  prev_hash: string;
  hash: string;
}

const toRow = (r: DbJournalRow): JournalRow => ({
  companyId: r.company_id,
  documentId: r.document_id,
  seq: r.seq,
  event: r.event,
  payload: r.payload,
  from: r.from_status,
  to: r.to_status,
  accepted: r.accepted,
  reason: r.reason,
  userId: r.user_id,
  at: r.at instanceof Date ? r.at.toISOString() : new Date(r.at).toISOString(),
  prevHash: r.prev_hash,
  hash: r.hash,
});

/** Appends one entry after the document's last one; the caller holds the document's row lock. */
export async function appendEntry(q: Queryable, entry: Omit<JournalEntry, 'seq' | 'at'> & { at?: string }): Promise<JournalRow> {
  const last = await q.query<{ seq: number; hash: string }>(
    `select seq, hash from journal where company_id = $1 and document_id = $2 order by seq desc limit 1`,
    [entry.companyId, entry.documentId],
  );
  const seq = (last.rows[0]?.seq ?? 0) + 1;
  const prevHash = last.rows[0]?.hash ?? GENESIS_HASH;
  const full: JournalEntry = { ...entry, seq, at: entry.at ?? new Date().toISOString() };
  const hash = entryHash(prevHash, full);
  await q.query(
    `insert into journal (company_id, document_id, seq, event, payload, from_status, to_status, accepted, reason, user_id, at, prev_hash, hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [full.companyId, full.documentId, seq, full.event, JSON.stringify(full.payload), full.from, full.to, full.accepted, full.reason, full.userId, full.at, prevHash, hash],
  );
  return { ...full, prevHash, hash };
}

export async function readJournal(q: Queryable, documentId: number): Promise<JournalRow[]> {
  const r = await q.query<DbJournalRow>(`select * from journal where document_id = $1 order by seq`, [documentId]);
  return r.rows.map(toRow);
}

/** The first row whose link or hash does not hold, or null when the chain is intact. */
export function brokenLink(rows: readonly JournalRow[]): { seq: number; why: 'prevHash' | 'hash' | 'seq' } | null {
  let prev = GENESIS_HASH;
  let expectedSeq = 1;
  for (const row of rows) {
    if (row.seq !== expectedSeq) return { seq: row.seq, why: 'seq' };
    if (row.prevHash !== prev) return { seq: row.seq, why: 'prevHash' };
    if (entryHash(row.prevHash, row) !== row.hash) return { seq: row.seq, why: 'hash' };
    prev = row.hash;
    expectedSeq += 1;
  }
  return null;
}
