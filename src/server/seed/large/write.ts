import type { Queryable } from '../../db/database';
import { JOURNAL_COLUMNS } from '../../documents/journal';
import type { Written } from './engine';

/**
 * Writes a batch of what the in-memory engine produced, one statement per table: the rows the commands would
 * have written one document at a time. The ledgers' triggers keep the day totals as they do for every move.
 */
export async function writeBatch(q: Queryable, companyId: number, userId: number, w: Written, series: Record<string, number>): Promise<void> {
  const d = w.documents;
  await q.query(
    `insert into documents (company_id, id, doc_type, number, status, version, snapshot, created_by, created_at, updated_at)
     select $1, x.id, x.doc_type, x.number, x.status, x.version, x.snapshot::jsonb, $2, x.created_at, x.updated_at
       from unnest($3::integer[], $4::text[], $5::text[], $6::text[], $7::integer[], $8::text[], $9::timestamptz[], $10::timestamptz[])
         as x (id, doc_type, number, status, version, snapshot, created_at, updated_at)`,
    [
      companyId,
      userId,
      d.map((x) => x.id),
      d.map((x) => x.type),
      d.map((x) => x.number),
      d.map((x) => x.state.status),
      d.map((x) => x.version),
      d.map((x) => JSON.stringify(x.state)),
      d.map((x) => x.createdAt),
      d.map((x) => x.updatedAt),
    ],
  );
  const j = w.journal;
  await q.query(
    `insert into journal (${JOURNAL_COLUMNS})
     select x.* from unnest($1::integer[], $2::integer[], $3::integer[], $4::text[], $5::jsonb[], $6::text[], $7::text[], $8::boolean[], $9::text[],
                            $10::integer[], $11::timestamptz[], $12::text[], $13::text[]) as x`,
    [
      j.map((r) => r.companyId),
      j.map((r) => r.documentId),
      j.map((r) => r.seq),
      j.map((r) => r.event),
      j.map((r) => JSON.stringify(r.payload)),
      j.map((r) => r.from),
      j.map((r) => r.to),
      j.map((r) => r.accepted),
      j.map((r) => r.reason),
      j.map((r) => r.userId),
      j.map((r) => r.at),
      j.map((r) => r.prevHash),
      j.map((r) => r.hash),
    ],
  );
  const s = w.stock;
  if (s.length) {
    // in the order written: the ledger's ids follow the stock order, as one document after another would give them
    await q.query(
      `insert into stock_moves (company_id, document_id, product_id, warehouse_id, quantity, value, line_id, moved_on, cost_rule)
       select $1, x.document_id, x.product_id, x.warehouse_id, x.quantity, x.value, x.line_id, x.moved_on, x.cost_rule
         from unnest($2::integer[], $3::integer[], $4::integer[], $5::numeric[], $6::numeric[], $7::text[], $8::date[], $9::text[])
           with ordinality as x (document_id, product_id, warehouse_id, quantity, value, line_id, moved_on, cost_rule, n)
        order by x.n`,
      [
        companyId,
        s.map((r) => r.documentId),
        s.map((r) => r.productId),
        s.map((r) => r.warehouseId),
        s.map((r) => r.quantity),
        s.map((r) => r.value),
        s.map((r) => r.lineId),
        s.map((r) => r.movedOn),
        s.map((r) => r.rule),
      ],
    );
  }
  const a = w.account;
  if (a.length) {
    await q.query(
      `insert into account_moves (company_id, document_id, account_id, debit, credit, currency, at)
       select $1, x.document_id, x.account_id, x.debit, x.credit, x.currency, x.at
         from unnest($2::integer[], $3::integer[], $4::numeric[], $5::numeric[], $6::text[], $7::timestamptz[]) with ordinality
           as x (document_id, account_id, debit, credit, currency, at, n)
        order by x.n`,
      [
        companyId,
        a.map((r) => r.documentId),
        a.map((r) => r.accountId),
        a.map((r) => r.debit),
        a.map((r) => r.credit),
        a.map((r) => r.currency),
        a.map((r) => r.at),
      ],
    );
  }
  const c = w.cash;
  if (c.length) {
    await q.query(
      `insert into cash_moves (company_id, document_id, cash_box_id, amount, payment_type, kind, on_date, currency, exchange_rate, counter_amount, counter_currency, at)
       select $1, x.document_id, x.cash_box_id, x.amount, x.payment_type, x.kind, x.on_date, x.currency, x.exchange_rate, x.counter_amount, x.counter_currency, x.at
         from unnest($2::integer[], $3::integer[], $4::numeric[], $5::text[], $6::text[], $7::date[], $8::text[], $9::numeric[], $10::numeric[], $11::text[],
                     $12::timestamptz[]) with ordinality
           as x (document_id, cash_box_id, amount, payment_type, kind, on_date, currency, exchange_rate, counter_amount, counter_currency, at, n)
        order by x.n`,
      [
        companyId,
        c.map((r) => r.documentId),
        c.map((r) => r.cashBoxId),
        c.map((r) => r.amount),
        c.map((r) => r.paymentType),
        c.map((r) => r.kind),
        c.map((r) => r.onDate),
        c.map((r) => r.currency),
        c.map((r) => r.exchangeRate),
        c.map((r) => r.counterAmount),
        c.map((r) => r.counterCurrency),
        c.map((r) => r.at),
      ],
    );
  }
  const keys = Object.keys(series);
  await q.query(
    `insert into document_series (company_id, doc_type, year, next_value)
     select $1, t, y, v from unnest($2::text[], $3::integer[], $4::integer[]) as x (t, y, v)
     on conflict (company_id, doc_type, year) do update set next_value = excluded.next_value`,
    [companyId, keys.map((k) => k.split(':')[0]), keys.map((k) => Number(k.split(':')[1])), keys.map((k) => series[k])],
  );
}
