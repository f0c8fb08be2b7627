import type { Queryable } from '../db/database';
import { snapshotOf } from '../documents/snapshot-fields';
import { loadDocument } from '../documents/store';

/** The SQL of one shop order as its dealer reads it, and the lock a card payment's start takes on it. */

export interface ShopOrderHead {
  documentId: number;
  number: string;
  status: string;
  paymentType: 'onAccount' | 'transfer' | 'card';
  paymentState: string;
  total: string;
  cargoName: string;
  cargoPrice: string;
  deliveryAddress: string;
  placedAt: Date;
  cardClaimedAt: Date | null;
}

const DOC = snapshotOf('d');

/** The dealer's own order (another account's is none); with `lock`, its row is locked for the transaction. */
export async function findShopOrder(q: Queryable, accountId: number, documentId: number, lock = false): Promise<ShopOrderHead | undefined> {
  const r = await q.query<ShopOrderHead>(
    `select o.document_id as "documentId", d.number, d.status, o.payment_type as "paymentType", o.payment_state as "paymentState",
            coalesce(${DOC.grandTotal}, '0') as total, o.cargo_name as "cargoName", o.cargo_price::text as "cargoPrice",
            o.delivery_address as "deliveryAddress", o.placed_at as "placedAt", o.card_claimed_at as "cardClaimedAt"
       from b2b_orders o join documents d on d.company_id = o.company_id and d.id = o.document_id
      where o.document_id = $1 and o.account_id = $2${lock ? ' for update of o' : ''}`,
    [documentId, accountId],
  );
  return r.rows[0];
}

/** Claims the order for a card payment's start (`at`), or lets the claim go (null). */
export async function claimForCard(q: Queryable, documentId: number, at: Date | null): Promise<void> {
  await q.query(`update b2b_orders set card_claimed_at = $2 where document_id = $1`, [documentId, at]);
}

export interface ShopOrderLine {
  productId: number;
  name: string;
  quantity: string;
  unitPrice: string;
  vatRate: number;
  total: string;
}

/** The order's lines and totals as its document holds them, each line with its product's name. */
export async function shopOrderLines(q: Queryable, documentId: number): Promise<{ lines: ShopOrderLine[]; totals: Record<string, unknown> }> {
  const doc = await loadDocument(q, documentId);
  const context = doc.snapshot.context as {
    totals?: Record<string, unknown>;
    lines?: { productId: number | string; quantity: string; unitPrice: string; vatRate: number; total: string }[];
  };
  const lines = context.lines ?? [];
  const ids = lines.map((l) => Number(l.productId));
  const names = new Map(
    (await q.query<{ id: number; name: string }>(`select id, name from products where id = any($1::integer[])`, [ids])).rows.map((p) => [p.id, p.name]),
  );
  return {
    lines: lines.map((l) => ({
      productId: Number(l.productId),
      name: names.get(Number(l.productId)) ?? '',
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      vatRate: l.vatRate,
      total: l.total,
    })),
    totals: context.totals ?? {},
  };
}
