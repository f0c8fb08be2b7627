import type { LineTracking, OpenLine, TrackingUnit } from '../../domain/schemas/unit-tracking';
import type { TrackingStep } from '../../domain/unit-tracking/steps';
import type { Queryable } from '../db/database';
import { toDocumentRow, type DocumentRow } from '../documents/store';

/** The SQL of Fiş → Birim takip (migration unit_tracking). */

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listTrackingUnits(q: Queryable): Promise<TrackingUnit[]> {
  const r = await q.query<TrackingUnit>(
    `select u.id, u.name, (select count(*)::integer from tracked_lines t where t.unit_id = u.id and t.step <> 'delivered') as open
       from tracking_units u order by u.name, u.id`,
  );
  return r.rows;
}

/** A new unit; null when the company has one of that name. */
export async function insertTrackingUnit(q: Queryable, companyId: number, name: string): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into tracking_units (company_id, name) values ($1, $2) on conflict (company_id, name) do nothing returning id`,
    [companyId, name],
  );
  return r.rows[0]?.id ?? null;
}

export async function trackingUnitExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from tracking_units where id = $1`, [id])).rows.length > 0;
}

/** The line's tracking row, locked until the transaction ends (two moves of one line queue here); null when untracked. */
export async function lockTrackedLine(q: Queryable, documentId: number, lineId: string): Promise<{ id: number; unit_id: number; step: TrackingStep } | null> {
  const r = await q.query<{ id: number; unit_id: number; step: TrackingStep }>(
    `select id, unit_id, step from tracked_lines where document_id = $1 and line_id = $2 for update`,
    [documentId, lineId],
  );
  return r.rows[0] ?? null;
}

/** Hands the line to a unit at its first step; null when a parallel request tracked it first (the unique line). */
export async function insertTrackedLine(
  q: Queryable,
  companyId: number,
  documentId: number,
  lineId: string,
  unitId: number,
  userId: number,
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into tracked_lines (company_id, document_id, line_id, unit_id, step, moved_by) values ($1, $2, $3, $4, 'received', $5)
     on conflict (company_id, document_id, line_id) do nothing returning id`,
    [companyId, documentId, lineId, unitId, userId],
  );
  return r.rows[0]?.id ?? null;
}

/** Moves a tracked line (to another unit or step) and keeps the move beside the others. */
export async function moveTrackedLine(q: Queryable, companyId: number, id: number, to: { unitId: number; step: TrackingStep }, userId: number): Promise<void> {
  await q.query(`update tracked_lines set unit_id = $2, step = $3, moved_at = now(), moved_by = $4 where id = $1`, [id, to.unitId, to.step, userId]);
  await recordMove(q, companyId, id, to, userId);
}

export async function recordMove(q: Queryable, companyId: number, id: number, to: { unitId: number; step: TrackingStep }, userId: number): Promise<void> {
  await q.query(`insert into tracked_line_moves (company_id, tracked_line_id, unit_id, step, user_id) values ($1, $2, $3, $4, $5)`, [
    companyId,
    id,
    to.unitId,
    to.step,
    userId,
  ]);
}

/** Where each tracked line of the document is, with its moves, by line id. */
export async function trackingOfDocument(q: Queryable, documentId: number): Promise<Map<string, LineTracking>> {
  const r = await q.query<{
    line_id: string;
    unit_id: number;
    unit_name: string;
    step: TrackingStep;
    moved_at: Date;
    moved_by: string;
    moves: LineTracking['moves'];
  }>(
    `select t.line_id, t.unit_id, u.name as unit_name, t.step, t.moved_at, mu.name as moved_by,
            coalesce((select json_agg(json_build_object('unitName', mu2.name, 'step', m.step, 'userName', us.name, 'at', m.at) order by m.id)
                        from tracked_line_moves m join tracking_units mu2 on mu2.id = m.unit_id join users us on us.id = m.user_id
                       where m.tracked_line_id = t.id), '[]'::json) as moves
       from tracked_lines t join tracking_units u on u.id = t.unit_id join users mu on mu.id = t.moved_by
      where t.document_id = $1`,
    [documentId],
  );
  return new Map(
    r.rows.map((row) => [
      row.line_id,
      {
        unitId: row.unit_id,
        unitName: row.unit_name,
        step: row.step,
        movedAt: iso(row.moved_at),
        movedBy: row.moved_by,
        moves: row.moves.map((m) => ({ ...m, at: iso(m.at) })),
      },
    ]),
  );
}

/** The tracked lines not yet delivered (of one unit, when given), by unit and oldest move first; at most 500. */
export async function listOpenLines(q: Queryable, unitId: number | undefined): Promise<Omit<OpenLine, 'productName' | 'quantity'>[]> {
  const r = await q.query<{
    document_id: number;
    doc_type: string;
    number: string;
    line_id: string;
    unit_id: number;
    unit_name: string;
    step: OpenLine['step'];
    moved_at: Date;
    moved_by: string;
  }>(
    `select t.document_id, d.doc_type, d.number, t.line_id, t.unit_id, u.name as unit_name, t.step, t.moved_at, us.name as moved_by
       from tracked_lines t join tracking_units u on u.id = t.unit_id join documents d on d.id = t.document_id join users us on us.id = t.moved_by
      where t.step <> 'delivered' and ($1::integer is null or t.unit_id = $1)
      order by u.name, t.unit_id, t.moved_at, t.id limit 500`,
    [unitId ?? null],
  );
  return r.rows.map((row) => ({
    documentId: row.document_id,
    type: row.doc_type,
    number: row.number,
    lineId: row.line_id,
    unitId: row.unit_id,
    unitName: row.unit_name,
    step: row.step,
    movedAt: iso(row.moved_at),
    movedBy: row.moved_by,
  }));
}

/** The names of products by id. */
export async function productNames(q: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<{ id: number; name: string }>(`select id, name from products where id = any($1::integer[])`, [ids]);
  return new Map(r.rows.map((row) => [row.id, row.name]));
}

/** The documents of those ids (the open lines' receipts and orders), to read their lines. */
export async function loadDocuments(q: Queryable, ids: readonly number[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  const r = await q.query<Parameters<typeof toDocumentRow>[0]>(`select * from documents where id = any($1::integer[])`, [ids]);
  return r.rows.map(toDocumentRow);
}
