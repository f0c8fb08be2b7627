import { PICKED_SALES, pickingRefusal } from '../../domain/warehouse/shelf-rules';
import { Dec } from '../../domain/money/decimal';
import type { Queryable } from '../db/database';
import { refusedByRule } from '../http/errors';
import { idOf, stockRowOf } from './ledger-rows';

type MoveParams = Record<string, unknown>;
interface SourcedLine {
  id: string;
  sourceId?: string;
  sourceLineId?: string;
}

/**
 * What was picked for each line of a document (base units): its own picks (a waybill picked on /depo/uruntopla) and
 * those of the order line it was converted from, if any.
 */
export async function linesPicked(
  q: Queryable,
  documentId: number,
  context: { lines?: SourcedLine[]; sourceId?: string },
  sourceId: number | null,
): Promise<Map<string, string>> {
  const lines = context.lines ?? [];
  const sourceOf = (l: SourcedLine) => (l.sourceLineId !== undefined ? idOf(l.sourceId ?? context.sourceId ?? sourceId) : null);
  const r = await q.query<{ line_id: string; quantity: string }>(
    `select l.id as line_id, coalesce(sum(m.quantity), 0)::text as quantity
       from unnest($2::text[], $3::integer[], $4::text[]) as l (id, source_id, source_line_id)
       left join location_moves m on m.kind = 'pick'
        and ((m.document_id = $1 and m.line_id = l.id) or (m.document_id = l.source_id and m.line_id = l.source_line_id))
      group by l.id`,
    [documentId, lines.map((l) => l.id), lines.map(sourceOf), lines.map((l) => (sourceOf(l) === null ? null : l.sourceLineId))],
  );
  return new Map(r.rows.map((x) => [x.line_id, new Dec(x.quantity).toFixed()]));
}

/**
 * A sale's or waybill's stock moves when the company requires picking (/depo/ayar): the domain decides whether its
 * lines were picked (shelf-rules.ts, `pickingRefusal`), from what was picked for them (`linesPicked`); picked goods wait on the warehouse's dispatch location, so a picked line's move leaves from there unless the
 * line chose another location. Every completion's stock moves pass here (effects.ts).
 */
export async function pickedStockMoves(q: Queryable, documentId: number, params: readonly MoveParams[]): Promise<readonly MoveParams[]> {
  const leaving = params.filter((p) => new Dec(String(p.quantity)).lt(0));
  if (!leaving.length) return params;
  const doc = (
    await q.query<{ doc_type: string; source_id: number | null; snapshot: { context?: { lines?: SourcedLine[]; sourceId?: string } }; required: boolean }>(
      `select d.doc_type, d.source_id, d.snapshot, c.picking_required as required from documents d join companies c on c.id = d.company_id where d.id = $1`,
      [documentId],
    )
  ).rows[0];
  if (!doc || !doc.required || !(PICKED_SALES as readonly string[]).includes(doc.doc_type)) return params;
  const picked = await linesPicked(q, documentId, doc.snapshot.context ?? {}, doc.source_id);
  const refusal = pickingRefusal(
    true,
    leaving.map((p) => ({ needed: new Dec(String(p.quantity)).negated().toFixed(), picked: picked.get(String(p.lineId)) ?? '0' })),
  );
  if (refusal) throw refusedByRule(refusal);
  const dispatch = await q.query<{ warehouse_id: number; id: number }>(
    `select w.id as warehouse_id, special_location_id(w.company_id, w.id, 'dispatch') as id from warehouses w
      where w.id = any($1::integer[]) or (w.id = default_warehouse_id() and $2)`,
    [leaving.map((p) => stockRowOf(p).warehouseId).filter((w) => w !== null), leaving.some((p) => stockRowOf(p).warehouseId === null)],
  );
  const defaultWarehouse = (await q.query<{ id: number }>(`select default_warehouse_id() as id`)).rows[0]?.id;
  const dispatchOf = new Map(dispatch.rows.map((r) => [r.warehouse_id, r.id]));
  return params.map((p) => {
    const row = stockRowOf(p);
    if (!leaving.includes(p) || row.locationId !== null) return p;
    return { ...p, locationId: String(dispatchOf.get(row.warehouseId ?? defaultWarehouse!)) };
  });
}

/**
 * What was picked for each line of a document (base units), or null when nothing was: a picked order offers its
 * picked quantities to a conversion (shelf-rules.ts `convertibleQuantity`) and shows them in its view.
 */
export async function pickedQuantities(q: Queryable, documentId: number): Promise<Record<string, string> | null> {
  const r = await q.query<{ line_id: string; quantity: string }>(
    `select line_id, sum(quantity)::text as quantity from location_moves where document_id = $1 and kind = 'pick' group by line_id`,
    [documentId],
  );
  return r.rows.length ? Object.fromEntries(r.rows.map((x) => [x.line_id, new Dec(x.quantity).toFixed()])) : null;
}

/** A source's snapshot with what was picked for each of its lines, for a conversion that takes what was picked. */
export async function withPickedLines<S extends { context?: unknown }>(q: Queryable, documentId: number, snapshot: S): Promise<S> {
  const picked = await pickedQuantities(q, documentId);
  const context = snapshot.context as { lines?: { id: string }[] } | undefined;
  if (!picked || !Array.isArray(context?.lines)) return snapshot;
  return { ...snapshot, context: { ...context, lines: context.lines.map((l) => ({ ...l, pickedQuantity: picked[l.id] ?? '0' })) } };
}
