import { checkKeptFigures } from './verify-figures';
import { familyForType, type Decision, type Effect, type StoredState } from '../../../../machines/index';
import { Dec } from '../../../domain/money/decimal';
import { valueMoves, type ValuationMove } from '../../../domain/stock/moving-average';
import { checkDocument } from '../../audit/check-document';
import { readJournals } from '../../documents/journal';
import type { Database, Queryable } from '../../db/database';
import { toDocumentRow } from '../../documents/store';
import { tradeLineDifferences } from './verify-trade-lines';

/**
 * Checks written data as an auditor and an accountant would, from outside the builder: every sampled document
 * verifies (its journal's chain holds and replays to its snapshot: the auditor's check-document.ts); its ledger
 * rows are the effects its journal's accepted events give through the machine; the sampled products' stock values
 * are the moving average rule over their whole history; the day totals of stock and cash equal their ledgers; and the
 * sold and bought lines and their summaries equal the documents and the stock ledger (verify-trade-lines.ts).
 */

export interface LargeProblem {
  what:
    | 'document'
    | 'ledger'
    | 'value'
    | 'stockDayTotals'
    | 'cashDayTotals'
    | 'accountDayTotals'
    | 'accountMoveDays'
    | 'stockTotals'
    | 'documentFigures'
    | 'tradeLines';
  id?: number;
  detail: string;
}

type Doc = Parameters<typeof toDocumentRow>[0];

/** The ledger effects of a document, rebuilt from its journal through its machine. */
function effectsFromJournal(type: string, rows: { event: string; payload: Record<string, unknown>; accepted: boolean }[]): Effect[] {
  const family = familyForType(type)!;
  const out: Effect[] = [];
  let state: StoredState | null = null;
  for (const r of rows) {
    if (!r.accepted) continue;
    const decision: Decision = state === null ? family.create(r.payload) : family.decide(state, { type: r.event, ...r.payload });
    if (!decision.ok) throw new Error(`${r.event} refused on replay (${decision.reason})`);
    state = decision.state;
    out.push(...decision.effects);
  }
  return out;
}

const key = (...parts: unknown[]) => parts.map((p) => (p === null || p === undefined ? '' : String(p))).join('|');

async function checkLedgers(q: Queryable, ids: number[], problems: LargeProblem[]): Promise<void> {
  const docs = (await q.query<Doc>(`select * from documents where id = any($1::integer[])`, [ids])).rows.map(toDocumentRow);
  const journals = await readJournals(q, ids);
  const stock = await q.query<{ document_id: number; product_id: number; warehouse_id: number; quantity: string; line_id: string; moved_on: string }>(
    `select document_id, product_id, warehouse_id, quantity::text, line_id, moved_on::text from stock_moves
      where document_id = any($1::integer[]) and cost_rule <> 'revaluation' order by id`,
    [ids],
  );
  const account = await q.query<{ document_id: number; account_id: number; debit: string; credit: string }>(
    `select document_id, account_id, debit::text, credit::text from account_moves where document_id = any($1::integer[]) order by id`,
    [ids],
  );
  const cash = await q.query<{ document_id: number; cash_box_id: number; amount: string }>(
    `select document_id, cash_box_id, amount::text from cash_moves where document_id = any($1::integer[]) order by id`,
    [ids],
  );
  for (const doc of docs) {
    const rows = journals.get(doc.id) ?? [];
    const problem = checkDocument(doc, rows);
    if (problem) {
      problems.push({ what: 'document', id: doc.id, detail: `${problem.kind} ${problem.why ?? ''} at ${problem.seq ?? '-'}` });
      continue;
    }
    const effects = effectsFromJournal(doc.type, rows);
    const p = (e: Effect) => e.params;
    const expected = {
      stock: effects
        .filter((e) => e.type === 'stockMove')
        .map(p)
        .map((m) => key(m.productId, m.warehouseId, new Dec(String(m.quantity)).toFixed(), m.lineId, m.date)),
      account: effects
        .filter((e) => e.type === 'accountMove')
        .map(p)
        .map((m) =>
          key(m.accountId, new Dec(m.side === 'debit' ? String(m.amount) : 0).toFixed(2), new Dec(m.side === 'credit' ? String(m.amount) : 0).toFixed(2)),
        ),
      cash: effects
        .filter((e) => e.type === 'cashMove')
        .map(p)
        .map((m) => key(m.cashAccountId ?? m.cashBoxId ?? m.bankAccountId, new Dec(String(m.amount)).times(m.direction === 'out' ? -1 : 1).toFixed(2))),
    };
    const actual = {
      stock: stock.rows
        .filter((r) => r.document_id === doc.id)
        .map((r) => key(r.product_id, r.warehouse_id, new Dec(r.quantity).toFixed(), r.line_id, r.moved_on)),
      account: account.rows.filter((r) => r.document_id === doc.id).map((r) => key(r.account_id, new Dec(r.debit).toFixed(2), new Dec(r.credit).toFixed(2))),
      cash: cash.rows.filter((r) => r.document_id === doc.id).map((r) => key(r.cash_box_id, new Dec(r.amount).toFixed(2))),
    };
    for (const ledger of ['stock', 'account', 'cash'] as const)
      if (JSON.stringify(expected[ledger]) !== JSON.stringify(actual[ledger]))
        problems.push({
          what: 'ledger',
          id: doc.id,
          detail: `${ledger}: expected ${JSON.stringify(expected[ledger])}, found ${JSON.stringify(actual[ledger])}`,
        });
  }
  for (const id of ids) if (!docs.some((d) => d.id === id)) problems.push({ what: 'document', id, detail: 'missing' });
}

/** Each sampled product's moves valued again by the moving average rule over its whole history, in stock order. */
async function checkValues(q: Queryable, products: number[], problems: LargeProblem[]): Promise<void> {
  const r = await q.query<{
    id: number;
    product_id: number;
    warehouse_id: number;
    document_id: number;
    line_id: string;
    quantity: string;
    value: string;
    cost_rule: string;
  }>(
    `select m.id, m.product_id, m.warehouse_id, m.document_id, m.line_id, m.quantity::text, 
            (m.value + coalesce((select sum(x.value) from stock_moves x where x.revalues = m.id), 0))::text as value, m.cost_rule
       from stock_moves m where m.product_id = any($1::integer[]) and m.cost_rule <> 'revaluation' order by m.product_id, m.moved_on, m.id`,
    [products],
  );
  for (const product of products) {
    const rows = r.rows.filter((x) => x.product_id === product);
    const moves: ValuationMove[] = rows.map((x) => ({
      id: String(x.id),
      warehouseId: String(x.warehouse_id),
      documentId: String(x.document_id),
      lineId: x.line_id ?? '',
      quantity: x.quantity,
      rule: x.cost_rule === 'cost' ? { kind: 'cost', value: x.value } : { kind: x.cost_rule as 'average' | 'carry' },
    }));
    const rule = valueMoves({}, moves).values;
    const wrong = rows.find((x) => rule[String(x.id)] !== new Dec(x.value).toFixed(2));
    if (wrong) problems.push({ what: 'value', id: wrong.id, detail: `product ${product}: ${wrong.value}, the rule gives ${rule[String(wrong.id)]}` });
  }
}

/** Rows of the day totals that differ from the sums of their ledger (both ways: a day missing on either side counts). */
async function checkDayTotals(q: Queryable, companyId: number, problems: LargeProblem[]): Promise<void> {
  const stock = await q.query<{ n: number; sample: string | null }>(
    `with l as (select product_id, warehouse_id, moved_on, sum(quantity) as quantity, sum(value) as value, count(*)::integer as moves
                  from stock_moves where company_id = $1 group by product_id, warehouse_id, moved_on),
          r as (select l.*, sum(quantity) over w as running_quantity, sum(value) over w as running_value, sum(moves) over w as running_moves
                  from l window w as (partition by product_id, warehouse_id order by moved_on)),
          t as (select * from stock_day_totals where company_id = $1)
     select count(*)::integer as n, min(coalesce(t.product_id, r.product_id) || '/' || coalesce(t.warehouse_id, r.warehouse_id) || '/' || coalesce(t.on_date, r.moved_on)) as sample
       from r full join t on t.product_id = r.product_id and t.warehouse_id = r.warehouse_id and t.on_date = r.moved_on
      where r.product_id is null or t.product_id is null or t.quantity <> r.quantity or t.value <> r.value or t.moves <> r.moves
         or t.running_quantity <> r.running_quantity or t.running_value <> r.running_value or t.running_moves <> r.running_moves`,
    [companyId],
  );
  if (stock.rows[0]!.n > 0) problems.push({ what: 'stockDayTotals', detail: `${stock.rows[0]!.n} days differ from the ledger, e.g. ${stock.rows[0]!.sample}` });
  const cash = await q.query<{ n: number }>(
    `with l as (select cash_box_id, on_date, coalesce(sum(amount) filter (where amount > 0), 0) as amount_in, coalesce(-sum(amount) filter (where amount < 0), 0) as amount_out,
                       count(*) filter (where amount >= 0)::integer as count_in, count(*) filter (where amount < 0)::integer as count_out
                  from cash_moves where company_id = $1 group by cash_box_id, on_date),
          t as (select * from cash_day_totals where company_id = $1)
     select count(*)::integer as n from l full join t on t.cash_box_id = l.cash_box_id and t.on_date = l.on_date
      where l.cash_box_id is null or t.cash_box_id is null or t.amount_in <> l.amount_in or t.amount_out <> l.amount_out
         or t.count_in <> l.count_in or t.count_out <> l.count_out`,
    [companyId],
  );
  if (cash.rows[0]!.n > 0) problems.push({ what: 'cashDayTotals', detail: `${cash.rows[0]!.n} days differ from the ledger` });
  await checkKeptFigures(q, companyId, problems);
}

/**
 * Verifies `sample` documents of the range (all of them when it holds fewer), the stock values of `products`
 * sampled products, and the day totals of the whole company.
 */
export async function verifyLargeDemo(
  db: Database,
  target: { companyId: number; firstDocumentId: number; lastDocumentId: number; products: number[] },
  sample = { documents: 500, products: 20 },
): Promise<LargeProblem[]> {
  const problems: LargeProblem[] = [];
  const span = target.lastDocumentId - target.firstDocumentId + 1;
  const step = Math.max(1, Math.floor(span / sample.documents));
  const ids: number[] = [];
  for (let id = target.firstDocumentId; id <= target.lastDocumentId; id += step) ids.push(id);
  const productStep = Math.max(1, Math.floor(target.products.length / sample.products));
  const products = target.products.filter((_, i) => i % productStep === 0);
  await db.company(target.companyId, async (q) => {
    for (let i = 0; i < ids.length; i += 200) await checkLedgers(q, ids.slice(i, i + 200), problems);
    await checkValues(q, products, problems);
  });
  await db.system((q) => checkDayTotals(q, target.companyId, problems));
  const trade = await db.system((q) => tradeLineDifferences(q, target.companyId));
  if (trade.lines || trade.months || trade.days)
    problems.push({
      what: 'tradeLines',
      detail: `${trade.lines} sold lines, ${trade.months} month and ${trade.days} day totals differ from the documents and the ledger`,
    });
  return problems;
}
