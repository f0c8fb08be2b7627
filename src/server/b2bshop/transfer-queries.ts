import { BOOKED_COLLECTION, type TransferCollection, type TransferOrder } from '../../domain/b2b-shop/transfer-match';
import type { OpenCollection } from '../../domain/schemas/b2b-back-office';
import type { Queryable } from '../db/database';
import { idOf, snapshotOf } from '../documents/snapshot-fields';

/** The SQL of a bank transfer matched by a collection (/b2b/islem): b2b_orders.transfer_collection_id, migration 202611291514. */

const DOC = snapshotOf('d');
const ORDER = snapshotOf('od');

/** Whether the collection `d` already pays a shop order or is a card payment's. */
const TAKEN = `(exists (select 1 from b2b_orders t where t.company_id = d.company_id and t.transfer_collection_id = d.id)
  or exists (select 1 from card_payments cp where cp.company_id = d.company_id and cp.collection_id = d.id))`;

/** The shop order of this sales order, locked (unless only read) first (then the collection: always in this order). */
export async function lockTransferOrder(q: Queryable, documentId: number, lock = true): Promise<TransferOrder | null> {
  const r = await q.query<TransferOrder>(
    `select o.account_id as "accountId", o.payment_state as "paymentState", coalesce(${ORDER.grandTotal}, '0') as total, o.cargo_price::text as "cargoPrice"
       from b2b_orders o join documents od on od.company_id = o.company_id and od.id = o.document_id
      where o.document_id = $1 ${lock ? 'for update of o' : ''}`,
    [documentId],
  );
  return r.rows[0] ?? null;
}

/** The collection, locked, as the matching rule reads it; null when there is no collection of this id. */
export async function lockCollection(q: Queryable, id: number): Promise<TransferCollection | null> {
  await q.query(`select 1 from documents where id = $1 and doc_type = 'collection' for update`, [id]);
  const r = await q.query<TransferCollection>(
    `select ${idOf(DOC.accountId)} as "accountId", d.status, coalesce(${DOC.amount}, '0') as amount, ${TAKEN} as taken
       from documents d where d.id = $1 and d.doc_type = 'collection'`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** The dealer's booked collections that pay no order yet, newest first. */
export async function openCollections(q: Queryable, accountId: number): Promise<OpenCollection[]> {
  const r = await q.query<OpenCollection>(
    `select d.id, d.number, coalesce(${DOC.amount}, '0') as amount, ${DOC.date} as date
       from documents d
      where d.doc_type = 'collection' and d.status = any ($2::text[]) and ${idOf(DOC.accountId)} = $1 and not ${TAKEN}
      order by d.created_at desc, d.id desc limit 100`,
    [accountId, [...BOOKED_COLLECTION]],
  );
  return r.rows;
}

/** The order is paid by the collection. */
export async function markTransferPaid(q: Queryable, documentId: number, collectionId: number): Promise<void> {
  await q.query(`update b2b_orders set payment_state = 'paid', transfer_collection_id = $2 where document_id = $1 and payment_state = 'awaitingTransfer'`, [
    documentId,
    collectionId,
  ]);
}
