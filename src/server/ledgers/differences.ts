import { Dec } from '../../domain/money/decimal';
import type { LedgerDifference } from '../../domain/schemas/audit';
import type { Queryable } from '../db/database';
import { readJournals } from '../documents/journal';
import { replayEffects } from '../documents/replay';
import { addExpected, addToTotal, compareTotals, locatedKey, type LedgerDefaults, type LedgerTotals } from './totals';

/** Documents replayed and compared per query round. */
export const LEDGER_BATCH = 200;

/** The default warehouse (default_warehouse_id(), migration 043), the first cash box and each cash account's currency, of one company. */
async function readDefaults(q: Queryable, companyId: number): Promise<LedgerDefaults> {
  const first = await q.query<{ warehouse_id: number | null; cash_box_id: number | null }>(
    `select (select w.id from warehouses w left join companies c on c.id = w.company_id and c.default_warehouse_id = w.id
              where w.company_id = $1 order by c.id is null, w.id limit 1) as warehouse_id,
            (select id from cash_boxes where company_id = $1 and kind = 'cash' order by id limit 1) as cash_box_id`,
    [companyId],
  );
  const boxes = await q.query<{ id: number; currency: string }>(`select id, currency from cash_boxes where company_id = $1`, [companyId]);
  return {
    warehouseId: first.rows[0]?.warehouse_id ?? null,
    cashBoxId: first.rows[0]?.cash_box_id ?? null,
    boxCurrency: new Map(boxes.rows.map((b) => [b.id, b.currency])),
  };
}

interface FoundRow {
  ledger: 'stock' | 'account' | 'cash' | 'points';
  document_id: number;
  account_id: number | null;
  currency: string | null;
  product_id: number | null;
  warehouse_id: number | null;
  cash_box_id: number | null;
  quantity: string | null;
  debit: string | null;
  credit: string | null;
  amount: string | null;
  points: string | null;
}

/** The ledgers' totals of some documents, per subject as totals.ts counts them (kur farkı moves and stock values left out). */
const FOUND_SQL = `
select 'stock' as ledger, document_id, null::integer as account_id, null::text as currency, product_id, warehouse_id, null::integer as cash_box_id,
       sum(quantity)::text as quantity, null::text as debit, null::text as credit, null::text as amount, null::text as points
  from stock_moves where company_id = $1 and document_id = any($2::integer[]) group by document_id, product_id, warehouse_id
union all
select 'account', document_id, account_id, currency, null, null, null, null, sum(debit)::text, sum(credit)::text, null, null
  from account_moves where company_id = $1 and document_id = any($2::integer[]) and kind is distinct from 'exchangeDifference'
 group by document_id, account_id, currency
union all
select 'cash', document_id, null, null, null, null, cash_box_id, null, null, null, sum(amount)::text, null
  from cash_moves where company_id = $1 and document_id = any($2::integer[]) group by document_id, cash_box_id
union all
select 'points', document_id, account_id, null, null, null, null, null, null, null, null, sum(points)::text
  from points_moves where company_id = $1 and document_id = any($2::integer[]) group by document_id, account_id`;

/** What the stock ledger holds per shelf location of the documents' products and warehouses whose lines chose one. */
async function readFoundLocated(q: Queryable, companyId: number, documentIds: readonly number[], located: ReadonlySet<string>, totals: LedgerTotals) {
  if (!located.size) return;
  const r = await q.query<{ document_id: number; product_id: number; warehouse_id: number; location_id: number; quantity: string }>(
    `select document_id, product_id, warehouse_id, location_id, sum(quantity)::text as quantity from stock_moves
      where company_id = $1 and document_id = any($2::integer[]) group by document_id, product_id, warehouse_id, location_id`,
    [companyId, documentIds],
  );
  for (const x of r.rows)
    if (located.has(locatedKey(x.document_id, x.product_id, x.warehouse_id)))
      addToTotal(
        totals,
        { ledger: 'stock', documentId: x.document_id, productId: x.product_id, warehouseId: x.warehouse_id, locationId: x.location_id },
        'quantity',
        new Dec(x.quantity),
      );
}

async function readFound(q: Queryable, companyId: number, documentIds: readonly number[], located: ReadonlySet<string>): Promise<LedgerTotals> {
  const totals: LedgerTotals = new Map();
  await readFoundLocated(q, companyId, documentIds, located, totals);
  const r = await q.query<FoundRow>(FOUND_SQL, [companyId, documentIds]);
  for (const x of r.rows) {
    const documentId = x.document_id;
    if (x.ledger === 'stock')
      addToTotal(totals, { ledger: 'stock', documentId, productId: x.product_id!, warehouseId: x.warehouse_id! }, 'quantity', new Dec(x.quantity!));
    else if (x.ledger === 'cash') addToTotal(totals, { ledger: 'cash', documentId, cashBoxId: x.cash_box_id! }, 'amount', new Dec(x.amount!));
    else if (x.ledger === 'points') addToTotal(totals, { ledger: 'points', documentId, accountId: x.account_id! }, 'points', new Dec(x.points!));
    else {
      const subject = { ledger: 'account' as const, documentId, accountId: x.account_id!, currency: x.currency! };
      addToTotal(totals, subject, 'debit', new Dec(x.debit!));
      addToTotal(totals, subject, 'credit', new Dec(x.credit!));
    }
  }
  return totals;
}

/**
 * The ledgers of some of a company's documents against the documents themselves: each document's journal is replayed
 * through its machine (the effects it gave, replay.ts), the ledger rows those effects write are totalled as
 * effects.ts writes them, and compared with the rows the ledgers hold for it. A document whose journal does not
 * replay is left to the chain check. Answers every difference, exact.
 */
export async function ledgerDifferences(
  q: Queryable,
  companyId: number,
  documentIds: readonly number[],
  defaults?: LedgerDefaults,
): Promise<LedgerDifference[]> {
  if (!documentIds.length) return [];
  const known = defaults ?? (await readDefaults(q, companyId));
  const docs = await q.query<{ id: number; type: string; number: string }>(
    `select id, doc_type as type, number from documents where company_id = $1 and id = any($2::integer[]) order by id`,
    [companyId, documentIds],
  );
  const journals = await readJournals(q, documentIds);
  const expected: LedgerTotals = new Map();
  const replayed: number[] = [];
  for (const doc of docs.rows) {
    const effects = replayEffects(doc.type, journals.get(doc.id) ?? []);
    if (!effects) continue;
    replayed.push(doc.id);
    addExpected(expected, doc.id, effects, known);
  }
  const located = new Set([...expected.values()].filter((t) => t.locationId !== undefined).map((t) => locatedKey(t.documentId, t.productId!, t.warehouseId!)));
  const found = await readFound(q, companyId, replayed, located);
  return compareTotals(expected, found, new Map(docs.rows.map((d) => [d.id, d])));
}

/** Every document of a company, a batch at a time; stops after the first batch with differences when `firstOnly`. */
export async function companyLedgerDifferences(q: Queryable, companyId: number, firstOnly = false): Promise<LedgerDifference[]> {
  const ids = (await q.query<{ id: number }>(`select id from documents where company_id = $1 order by id`, [companyId])).rows.map((r) => r.id);
  const defaults = await readDefaults(q, companyId);
  const out: LedgerDifference[] = [];
  for (let i = 0; i < ids.length; i += LEDGER_BATCH) {
    out.push(...(await ledgerDifferences(q, companyId, ids.slice(i, i + LEDGER_BATCH), defaults)));
    if (firstOnly && out.length) break;
  }
  return out;
}
