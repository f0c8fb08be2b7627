import type { Queryable } from '../db/database';

/** The SQL of till sales beside the document engine's: the client id that makes a sale idempotent, and the cash-box session. */

/** Serialises, until the transaction ends, every upload of the sale with this client id in the caller's company. */
export async function lockSaleClientId(q: Queryable, clientId: string): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('pos-sale:' || current_setting('app.company_id', true) || ':' || $1))`, [clientId]);
}

/** The id of the sale made with this client id and the fingerprint of its body; null when there is none. */
export async function findSaleByClientId(q: Queryable, clientId: string): Promise<{ id: number; hash: string } | null> {
  const r = await q.query<{ id: number; client_hash: string }>(`select id, client_hash from documents where client_id = $1 and doc_type = 'posSale'`, [
    clientId,
  ]);
  const row = r.rows[0];
  return row ? { id: row.id, hash: row.client_hash } : null;
}

/** Marks a sale with the client id and fingerprint it was made with. */
export async function setSaleClientId(q: Queryable, documentId: number, clientId: string, hash: string): Promise<void> {
  await q.query(`update documents set client_id = $2, client_hash = $3 where id = $1`, [documentId, clientId, hash]);
}

/**
 * Holds the cash box's open session (shared) until the sale commits, so that a close running at the same
 * time either waits for the sale (and counts it in its Z report) or has closed first. Whether the box is open
 * is the receipt machine's decision on COMPLETE (receipt.cashBoxNotOpen).
 */
export async function lockOpenCashBoxSession(q: Queryable, cashBoxId: string): Promise<void> {
  await q.query(`select id from documents where doc_type = 'cashBoxSession' and status = 'open' and snapshot->'context'->>'cashBoxId' = $1 for share`, [
    cashBoxId,
  ]);
}
