import type { Queryable } from '../db/database';
import { snapshotOf, dayOf } from '../documents/snapshot-fields';

/** The SQL of a dealer's own account as the shop shows it (/b2b/modul/caristokview) and as its risk limit reads it. */

export interface DealerFigures {
  name: string;
  /** the current account's risk limit (spec §3), null when none is set */
  riskLimit: string | null;
  /** what the dealer owes (its lira balance: debit less credit) */
  balance: string;
  /** its shop orders placed and not yet invoiced nor cancelled, their cargo included (a card order once paid) */
  openOrders: string;
}

const DOC = snapshotOf('d');

/** An order counts until an invoice is made of it, or it is cancelled or closed; a card order only once it is paid. */
const OPEN_ORDERS = `
  coalesce((select sum(coalesce((${DOC.grandTotal})::numeric, 0) + o.cargo_price)
              from b2b_orders o join documents d on d.company_id = o.company_id and d.id = o.document_id
             where o.account_id = a.id and o.payment_state <> 'awaitingCard' and d.status in ('draft', 'approved')
               and not exists (select 1 from documents i where i.company_id = d.company_id and i.source_id = d.id
                                  and i.doc_type = 'salesInvoice' and i.status <> 'cancelled')), 0)::numeric(18,2)::text`;

/**
 * The dealer's figures; with `lock`, its account row is locked for the transaction first, so that two orders of one
 * dealer on account are decided one after the other, each seeing the other's order.
 */
export async function dealerFigures(q: Queryable, accountId: number, lock = false): Promise<DealerFigures | undefined> {
  if (lock) await q.query(`select 1 from accounts where id = $1 for update`, [accountId]);
  const r = await q.query<DealerFigures>(
    `select a.name, nullif(a.attributes->>'riskLimit', '') as "riskLimit",
            coalesce((select sum(m.debit - m.credit) from account_moves m where m.company_id = a.company_id and m.account_id = a.id), 0)::numeric(18,2)::text as balance,
            ${OPEN_ORDERS} as "openOrders"
       from accounts a where a.id = $1`,
    [accountId],
  );
  return r.rows[0];
}

export interface DealerInvoiceRow {
  id: number;
  number: string;
  date: string;
  status: string;
  total: string;
  /** its e-invoice or e-archive invoice's state (notSent, queued, sent, approved…), null when it has none */
  edocumentState: string | null;
  edocumentNumber: string | null;
}

/** The dealer's sales invoices, newest first, with the state of their e-document: never another account's. */
export async function listDealerInvoices(
  q: Queryable,
  accountId: number,
  limit: number,
  offset: number,
): Promise<{ items: DealerInvoiceRow[]; total: number }> {
  const r = await q.query<DealerInvoiceRow & { count: number }>(
    `select d.id, d.number, to_char(${dayOf(DOC.date, 'd.created_at::date')}, 'YYYY-MM-DD') as date, d.status,
            coalesce(${DOC.grandTotal}, '0') as total, e.status as "edocumentState", coalesce(e.gib_number, d.gib_number) as "edocumentNumber",
            count(*) over ()::integer as count
       from documents d
       left join lateral (select x.status, x.gib_number from documents x
                           where x.company_id = d.company_id and x.source_id = d.id and x.doc_type in ('eInvoice', 'eArchive')
                           order by x.id desc limit 1) e on true
      where d.doc_type = 'salesInvoice' and d.status <> 'draft' and ${DOC.accountId} = $1::text
      order by 3 desc, d.id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );
  return { items: r.rows.map(({ count: _count, ...row }) => row), total: r.rows[0]?.count ?? 0 };
}
