import type { StockCost } from '../../../machines/receipt/rules';
import { isIsoDate } from '../../domain/lifecycle/rules';
import { Dec } from '../../domain/money/decimal';
import { valueAt, valueMoves, type CostRule, type StockPosition, type ValuationMove } from '../../domain/stock/moving-average';
import type { Queryable } from '../db/database';
import { companyToday } from '../clock';
import { lockStock } from './row-locks';
import { idOf as id, stockRowOf } from './ledger-rows';
import { lineSourceId, snapshotOf } from './snapshot-fields';
import { refusedByRule } from '../http/errors';

const DOC = snapshotOf('d');

/** A `stockMove` effect's params, as the receipt machine writes them. */
type MoveParams = Record<string, unknown>;

interface NewMove {
  key: string;
  productId: number | null;
  warehouseId: number;
  /** null: the product's default location in the warehouse (migration 202611291226's trigger) */
  locationId: number | null;
  lineId: string | null;
  quantity: string;
  movedOn: string;
  cost: StockCost;
  rule: CostRule;
}

interface LedgerRow {
  id: number;
  product_id: number;
  warehouse_id: number;
  document_id: number;
  line_id: string | null;
  quantity: string;
  moved_on: string;
  cost_rule: 'cost' | 'average' | 'carry';
  value: string;
  effective: string;
}

function costOf(v: unknown): StockCost {
  const c = v as StockCost | undefined;
  if (c?.kind === 'cost' || c?.kind === 'carry' || c?.kind === 'source' || c?.kind === 'assembly' || c?.kind === 'share') return c;
  return { kind: 'average' };
}

/**
 * A return's cost: the unit cost at which the line it gives back left (or entered) the stock, from the ledger, re-valuations
 * included. A line that moved no stock itself (an invoice made from a waybill or a till sale) is followed to its own
 * source line, which did. Only the moves of the returned product count, so a line of another product gives none, and
 * a line the ledger knows nothing of leaves the return at the average at its date.
 */
async function resolveSourceCosts(q: Queryable, moves: NewMove[]): Promise<void> {
  const sourced = moves.filter((m) => m.cost.kind === 'source' && id(m.cost.sourceId) !== null && m.productId !== null);
  if (sourced.length) {
    const r = await q.query<{ k: number; quantity: string; value: string }>(
      `with recursive chain (k, product_id, document_id, line_id, depth) as (
         select s.k, s.product_id, s.document_id, s.line_id, 0 from unnest($1::integer[], $2::integer[], $3::integer[], $4::text[]) as s (k, product_id, document_id, line_id)
         union all
         select c.k, c.product_id, (${lineSourceId('l', DOC)})::integer, l->>'sourceLineId', c.depth + 1
           from chain c
           join documents d on d.id = c.document_id
           cross join lateral jsonb_array_elements(${DOC.lines}) l
          where c.depth < 4 and l->>'id' = c.line_id and l->>'sourceLineId' is not null
            and ${lineSourceId('l', DOC)} ~ '^\\d{1,9}$'
            and not exists (select 1 from stock_moves x where x.document_id = c.document_id and x.line_id = c.line_id and x.product_id = c.product_id))
       select c.k, sum(m.quantity)::text as quantity, sum(m.value)::text as value
         from chain c join stock_moves m on m.document_id = c.document_id and m.line_id = c.line_id and m.product_id = c.product_id
        group by c.k`,
      [
        sourced.map((_, i) => i),
        sourced.map((m) => m.productId),
        sourced.map((m) => id((m.cost as { sourceId: string }).sourceId)),
        sourced.map((m) => (m.cost as { sourceLineId: string }).sourceLineId),
      ],
    );
    for (const x of r.rows) {
      if (new Dec(x.quantity).isZero()) continue;
      const m = sourced[x.k]!;
      m.rule = { kind: 'cost', value: valueAt(new Dec(x.value).dividedBy(x.quantity).abs().toFixed(), m.quantity) };
    }
  }
}

interface OpeningRow {
  product_id: number;
  warehouse_id: number;
  /** before the day, and through it (the day's moves included) */
  quantity_before: string;
  value_before: string;
  quantity_through: string;
  value_through: string;
  moved_on_day: boolean;
  /** the unit cost of the last move before the day, as it was written */
  unit_before: string | null;
  /** the last move through the day with a quantity: its quantity and its value with what re-valuations added */
  last_quantity: string | null;
  last_effective: string | null;
}

/**
 * What each warehouse of the products held before each one's date, and through it, from the running totals of the
 * day totals (migration 044) rather than from every move: one index seek per warehouse, and the last unit cost by
 * a backward seek of another.
 */
async function readOpenings(q: Queryable, products: number[], dates: (string | undefined)[]): Promise<OpeningRow[]> {
  const r = await q.query<OpeningRow>(
    `with totals as (
       select f.product_id, f.from_date, w.id as warehouse_id, t.on_date = f.from_date as moved_on_day,
              t.running_quantity - case when t.on_date = f.from_date then t.quantity else 0 end as quantity_before,
              t.running_value - case when t.on_date = f.from_date then t.value else 0 end as value_before,
              t.running_quantity as quantity_through, t.running_value as value_through
         from unnest($1::integer[], $2::date[]) as f (product_id, from_date)
         cross join warehouses w
         join lateral (select d.on_date, d.quantity, d.value, d.running_quantity, d.running_value from stock_day_totals d
                        where d.product_id = f.product_id and d.warehouse_id = w.id and d.on_date <= f.from_date
                        order by d.on_date desc limit 1) t on true)
     select o.product_id, o.warehouse_id, o.quantity_before::text, o.value_before::text, o.quantity_through::text, o.value_through::text, o.moved_on_day,
            (select (abs(l.value) / abs(l.quantity))::text from stock_moves l
              where l.product_id = o.product_id and l.warehouse_id = o.warehouse_id and l.moved_on < o.from_date and l.quantity <> 0
              order by l.moved_on desc, l.id desc limit 1) as unit_before,
            last.quantity::text as last_quantity, last.effective::text as last_effective
       from totals o
       left join lateral (
         select l.quantity, l.value + coalesce((select sum(r.value) from stock_moves r where r.revalues = l.id), 0) as effective from stock_moves l
          where o.moved_on_day and l.product_id = o.product_id and l.warehouse_id = o.warehouse_id and l.moved_on <= o.from_date and l.quantity <> 0
          order by l.moved_on desc, l.id desc limit 1) last on true`,
    [products, dates],
  );
  return r.rows;
}

/**
 * The opening of a product's valuation: through its date when that is exact, so that only the moves dated after
 * it are read and valued again (the new moves come after every move of their own day). It is exact when each
 * warehouse that moved on the day holds stock after it (its average is value over quantity), or its last move
 * has a value (the average a warehouse with nothing on hand keeps); otherwise it opens before the date and
 * values the day's moves again, one by one.
 */
function openingOf(rows: readonly OpeningRow[]): { through: boolean; opening: Record<string, StockPosition> } {
  const exact = (r: OpeningRow) => !r.moved_on_day || new Dec(r.quantity_through).gt(0) || !new Dec(r.last_effective ?? 0).isZero();
  const through = rows.every(exact);
  const opening: Record<string, StockPosition> = {};
  for (const r of rows) {
    if (!through) opening[String(r.warehouse_id)] = { quantity: r.quantity_before, value: r.value_before, unitCost: r.unit_before ?? undefined };
    else {
      const unit = r.moved_on_day && r.last_quantity ? new Dec(r.last_effective!).abs().dividedBy(new Dec(r.last_quantity).abs()).toFixed() : r.unit_before;
      opening[String(r.warehouse_id)] = { quantity: r.quantity_through, value: r.value_through, unitCost: unit ?? undefined };
    }
  }
  return { through, opening };
}

/** The openings of the products, and every ledger move after each one's opening with what re-valuations added. */
async function readLedger(q: Queryable, from: Map<number, string>) {
  const products = [...from.keys()];
  const dates = products.map((p) => from.get(p));
  const rows = await readOpenings(q, products, dates);
  const openings = new Map(products.map((p) => [p, openingOf(rows.filter((r) => r.product_id === p))]));
  const after = await q.query<LedgerRow>(
    `select m.id, m.product_id, m.warehouse_id, m.document_id, m.line_id, m.quantity::text as quantity, m.moved_on::text as moved_on, m.cost_rule,
            m.value::text as value, (m.value + coalesce((select sum(r.value) from stock_moves r where r.revalues = m.id), 0))::text as effective
       from unnest($1::integer[], $2::date[], $3::boolean[]) as f (product_id, from_date, through)
       join stock_moves m on m.product_id = f.product_id and m.moved_on >= f.from_date and (m.moved_on > f.from_date or not f.through)
                         and m.cost_rule <> 'revaluation'
      order by m.moved_on, m.id`,
    [products, dates, products.map((p) => openings.get(p)!.through)],
  );
  return { openings, after: after.rows };
}

const INSERT_SQL = `
insert into stock_moves (company_id, document_id, product_id, warehouse_id, quantity, value, line_id, moved_on, cost_rule, revalues, location_id)
select $1, m.document_id, m.product_id, m.warehouse_id, m.quantity, m.value, m.line_id, m.moved_on, m.cost_rule, m.revalues, m.location_id
  from unnest($2::integer[], $3::integer[], $4::integer[], $5::numeric[], $6::numeric[], $7::text[], $8::date[], $9::text[], $10::integer[], $11::integer[])
    as m (document_id, product_id, warehouse_id, quantity, value, line_id, moved_on, cost_rule, revalues, location_id)`;

/** The moves that name a shelf location outside their warehouse (a location of another warehouse, or none of the company's). */
async function misplacedMoves(q: Queryable, moves: readonly NewMove[]): Promise<boolean> {
  const named = moves.filter((m) => m.locationId !== null);
  if (!named.length) return false;
  const r = await q.query<{ n: number }>(
    `select count(*)::integer as n from unnest($1::integer[], $2::integer[]) as m (warehouse_id, location_id)
      where not exists (select 1 from locations l where l.id = m.location_id and l.warehouse_id = m.warehouse_id)`,
    [named.map((m) => m.warehouseId), named.map((m) => m.locationId)],
  );
  return r.rows[0]!.n > 0;
}

/**
 * Writes a document's stock moves with their value at the moving weighted average cost, after locking the
 * products in a fixed order (row-locks.ts). A move dated before moves already written re-values them: each one
 * whose value changes gets a re-valuation row for the difference (the ledger is never updated). A move that
 * names no warehouse goes to the company's default one (default_warehouse_id(), migration 043).
 */
export async function writeStockMoves(q: Queryable, companyId: number, documentId: number, params: readonly MoveParams[]): Promise<void> {
  if (!params.length) return;
  const needsFirst = params.some((p) => id(p.warehouseId) === null);
  const first = needsFirst ? ((await q.query<{ id: number | null }>(`select default_warehouse_id() as id`)).rows[0]?.id ?? null) : null;
  const today = await companyToday(q, companyId);
  const moves: NewMove[] = params.map((p, i) => {
    const cost = costOf(p.cost);
    const row = stockRowOf(p);
    return {
      key: `new:${i}`,
      productId: row.productId,
      warehouseId: (row.warehouseId ?? first) as number,
      locationId: row.locationId,
      lineId: row.lineId,
      quantity: row.quantity,
      movedOn: isIsoDate(p.date) ? p.date : today,
      cost,
      rule: cost.kind === 'cost' || cost.kind === 'carry' ? cost : { kind: 'average' },
    };
  });
  if (await misplacedMoves(q, moves)) throw refusedByRule('shelf.otherWarehouse');
  const valued = moves.filter((m) => m.productId !== null);
  await lockStock(q, [...new Set(valued.map((m) => String(m.productId)))]);
  await resolveSourceCosts(q, valued);

  const from = new Map<number, string>();
  for (const m of valued) if (!from.has(m.productId!) || m.movedOn < from.get(m.productId!)!) from.set(m.productId!, m.movedOn);
  const ledger = from.size ? await readLedger(q, from) : { openings: new Map<number, ReturnType<typeof openingOf>>(), after: [] };

  const values = new Map<string, string>();
  const revaluations: { row: LedgerRow; delta: string }[] = [];
  /** Values one product's moves in stock order; `commit` keeps the values of its new moves and its re-valuations. */
  const valueProduct = (product: number, commit: boolean): Map<string, string> => {
    const opening = ledger.openings.get(product)?.opening ?? {};
    const existing = ledger.after.filter((x) => x.product_id === product);
    const fresh = valued.filter((m) => m.productId === product);
    // stock order: by date, and on one date what was written first (the new moves come after every existing one)
    const sequence = [
      ...existing.map((row, i) => ({ date: row.moved_on, order: i, move: toValuation(row) })),
      ...fresh.map((m, i) => ({ date: m.movedOn, order: existing.length + i, move: newValuation(m, documentId) })),
    ].sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1));
    const result = valueMoves(
      opening,
      sequence.map((s) => s.move),
    );
    const out = new Map(fresh.map((m) => [m.key, result.values[m.key]!]));
    if (!commit) return out;
    for (const [key, value] of out) values.set(key, value);
    for (const row of existing) {
      const delta = new Dec(result.values[String(row.id)]!).minus(row.effective);
      if (!delta.isZero()) revaluations.push({ row, delta: delta.toFixed(2) });
    }
    return out;
  };
  // a set's moves (setProduction, setBreakup) take their value from the other products of their line: those first
  const dependent = (m: NewMove) => m.cost.kind === 'assembly' || m.cost.kind === 'share';
  const later = new Set(valued.filter(dependent).map((m) => m.productId!));
  for (const product of from.keys()) if (!later.has(product)) valueProduct(product, true);
  if (later.size) {
    resolveSetCosts(valued, values, (product) => valueProduct(product, false));
    for (const product of later) valueProduct(product, true);
  }

  const rows = [
    ...moves.map((m) => ({
      documentId,
      productId: m.productId,
      warehouseId: m.warehouseId,
      locationId: m.locationId,
      quantity: m.quantity,
      value: values.get(m.key) ?? '0',
      lineId: m.lineId,
      movedOn: m.movedOn,
      rule: m.rule.kind,
      revalues: null as number | null,
    })),
    ...revaluations.map(({ row, delta }) => ({
      documentId: row.document_id,
      productId: row.product_id as number | null,
      warehouseId: row.warehouse_id,
      locationId: null as number | null,
      quantity: '0',
      value: delta,
      lineId: row.line_id,
      movedOn: row.moved_on,
      rule: 'revaluation',
      revalues: row.id as number | null,
    })),
  ];
  await q.query(INSERT_SQL, [
    companyId,
    rows.map((r) => r.documentId),
    rows.map((r) => r.productId),
    rows.map((r) => r.warehouseId),
    rows.map((r) => r.quantity),
    rows.map((r) => r.value),
    rows.map((r) => r.lineId),
    rows.map((r) => r.movedOn),
    rows.map((r) => r.rule),
    rows.map((r) => r.revalues),
    rows.map((r) => r.locationId),
  ]);
}

function toValuation(row: LedgerRow): ValuationMove {
  return {
    id: String(row.id),
    warehouseId: String(row.warehouse_id),
    documentId: String(row.document_id),
    lineId: row.line_id ?? '',
    quantity: row.quantity,
    rule: row.cost_rule === 'cost' ? { kind: 'cost', value: row.value } : { kind: row.cost_rule },
  };
}

function newValuation(m: NewMove, documentId: number): ValuationMove {
  return { id: m.key, warehouseId: String(m.warehouseId), documentId: String(documentId), lineId: m.lineId ?? '', quantity: m.quantity, rule: m.rule };
}

/**
 * The value of a set's moves from its components' (they go out, or the set goes out, at the moving average): a set
 * produced comes in at what its components took out; a set broken up gives its value to the components that come
 * back, shared by what each is worth at its own average (by quantity when none is worth anything), the last one
 * taking the cents the rounding left.
 */
function resolveSetCosts(moves: NewMove[], values: ReadonlyMap<string, string>, atAverage: (product: number) => ReadonlyMap<string, string>): void {
  const leaving = (line: string | null) =>
    moves
      .filter((m) => m.lineId === line && new Dec(m.quantity).lt(0) && values.has(m.key))
      .reduce((sum, m) => sum.plus(values.get(m.key)!), new Dec(0))
      .negated();
  for (const m of moves) if (m.cost.kind === 'assembly') m.rule = { kind: 'cost', value: leaving(m.lineId).toFixed(2) };
  const shares = moves.filter((m) => m.cost.kind === 'share');
  const weights = new Map<string, Dec>();
  for (const product of new Set(shares.map((m) => m.productId!))) for (const [key, v] of atAverage(product)) weights.set(key, new Dec(v).abs());
  for (const line of new Set(shares.map((m) => m.lineId))) {
    const parts = shares.filter((m) => m.lineId === line);
    const total = leaving(line);
    let weight = parts.map((m) => weights.get(m.key) ?? new Dec(0));
    if (weight.every((w) => w.isZero())) weight = parts.map((m) => new Dec(m.quantity));
    const sum = weight.reduce((a, w) => a.plus(w), new Dec(0));
    let given = new Dec(0);
    parts.forEach((m, i) => {
      const value =
        i === parts.length - 1 ? total.minus(given) : sum.isZero() ? new Dec(0) : total.times(weight[i]!).dividedBy(sum).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
      given = given.plus(value);
      m.rule = { kind: 'cost', value: value.toFixed(2) };
    });
  }
}
