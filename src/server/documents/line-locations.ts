import { RECEIPT_KINDS, type ReceiptType } from '../../../machines/receipt/rules';
import { lineLocationRefusal } from '../../domain/warehouse/line-locations';
import { PICKED_SALES } from '../../domain/warehouse/shelf-rules';
import type { Queryable } from '../db/database';
import { invalid, type FieldError } from '../http/errors';

interface LocatedLine {
  productId?: string;
  locationId?: string;
  sourceLineId?: string;
}

interface Facts {
  warehouseId: number | null;
  pickingRequired: boolean;
  keepsShelves: boolean;
  homes: number[];
  chosen: { id: number; warehouseId: number }[];
}

/**
 * The shelf location of each line of a document being saved (created, converted, edited), as the domain decides it
 * (`lineLocationRefusal`): one 422 names every line refused, on `lines.N.locationId`. The warehouse a line moves is
 * the document's (a transfer's leaving one), else the company's default one, as its completion takes it.
 */
export async function checkLineLocations(q: Queryable, type: string, context: { lines?: unknown; warehouseId?: unknown; stockMovedBySource?: unknown }) {
  const lines = Array.isArray(context.lines) ? (context.lines as LocatedLine[]) : [];
  const products = lines.filter((l) => l.productId !== undefined);
  if (!products.length) return;
  const stock = RECEIPT_KINDS[type as ReceiptType]?.stock;
  const leaving = (stock === 'out' || stock === 'transfer') && context.stockMovedBySource !== true;
  if (!leaving && !products.some((l) => l.locationId !== undefined)) return;
  const r = await q.query<Facts>(
    `with w as (select coalesce($1::integer, default_warehouse_id()) as id)
     select w.id as "warehouseId",
            exists (select 1 from locations l where l.warehouse_id = w.id and l.kind = 'shelf') as "keepsShelves",
            coalesce((select c.picking_required from companies c where c.id = nullif(current_setting('app.company_id', true), '')::integer), false) as "pickingRequired",
            array(select pl.product_id from product_locations pl where pl.warehouse_id = w.id and pl.product_id = any($2::integer[])
                  union select p.id from products p join locations l on l.id = p.location_id where l.warehouse_id = w.id and p.id = any($2::integer[])) as homes,
            coalesce((select json_agg(json_build_object('id', l.id, 'warehouseId', l.warehouse_id)) from locations l where l.id = any($3::integer[])), '[]') as chosen
       from w`,
    [
      context.warehouseId === undefined || context.warehouseId === null ? null : Number(context.warehouseId),
      products.map((l) => Number(l.productId)),
      products.filter((l) => l.locationId !== undefined).map((l) => Number(l.locationId)),
    ],
  );
  const facts = r.rows[0]!;
  if (facts.warehouseId === null) return;
  // when picking is required a sale's stock leaves from the dispatch location, where its picks put it
  const picked = facts.pickingRequired && (PICKED_SALES as readonly string[]).includes(type);
  const homes = new Set(facts.homes);
  const chosen = new Map(facts.chosen.map((c) => [c.id, c.warehouseId]));
  const errors: Record<string, FieldError[]> = {};
  lines.forEach((l, i) => {
    if (l.productId === undefined) return;
    const refusal = lineLocationRefusal({
      warehouseId: facts.warehouseId!,
      chosenWarehouseId: l.locationId === undefined ? undefined : (chosen.get(Number(l.locationId)) ?? null),
      leaves: leaving && !picked && l.sourceLineId === undefined,
      keepsShelves: facts.keepsShelves,
      hasHome: homes.has(Number(l.productId)),
    });
    if (refusal) errors[`lines.${i}.locationId`] = [{ key: refusal }];
  });
  if (Object.keys(errors).length) throw invalid(errors);
}
