import type { Queryable } from '../db/database';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of till sales beside the document engine's: the client id that makes a sale idempotent, and the cash-box session. */

const DOCUMENTS = snapshotOf();

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
  await q.query(`select id from documents where doc_type = 'cashBoxSession' and status = 'open' and ${DOCUMENTS.cashBoxId} = $1 for share`, [cashBoxId]);
}

/** The company's quick keys in order, with what a sale line needs of each product (migration 022). */
export async function listQuickKeys(
  q: Queryable,
): Promise<{ product_id: number; name: string; price: string; vat_rate: number; price_includes_vat: boolean }[]> {
  const r = await q.query<{ product_id: number; name: string; price: string; vat_rate: number; price_includes_vat: boolean }>(
    `select k.product_id, p.name, p.price::text as price, p.vat_rate, p.price_includes_vat
       from pos_quick_keys k join products p on p.company_id = k.company_id and p.id = k.product_id
      order by k.position`,
  );
  return r.rows;
}

/** Which of these ids are products of the caller's company. */
export async function existingProductIds(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const r = await q.query<{ id: number }>(`select id from products where id = any($1::integer[])`, [ids]);
  return new Set(r.rows.map((row) => row.id));
}

/** Replaces the company's quick keys with these products, in this order. */
export async function replaceQuickKeys(q: Queryable, companyId: number, productIds: readonly number[]): Promise<void> {
  await q.query(`delete from pos_quick_keys`);
  if (productIds.length === 0) return;
  await q.query(
    `insert into pos_quick_keys (company_id, position, product_id)
     select $1, k.position, k.product_id from unnest($2::integer[]) with ordinality as k(product_id, position)`,
    [companyId, productIds],
  );
}
