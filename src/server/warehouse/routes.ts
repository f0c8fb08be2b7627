import { Hono, type Context } from 'hono';
import { mayRead } from '../../../machines/access';
import { WAREHOUSE_SETTINGS_ROLES, WAREHOUSE_WORK_ROLES } from '../../domain/roles';
import type { DocLine } from '../../domain/lifecycle/lines';
import { isRecord } from '../../domain/lifecycle/rules';
import { Dec } from '../../domain/money/decimal';
import {
  locationMoveBody,
  locationStockQuery,
  pickBody,
  productLocationBody,
  productLocationQuery,
  warehouseSettingsBody,
  type PickDocument,
  type PickOrder,
} from '../../domain/schemas/warehouse';
import {
  linePicked,
  PICK_WAITING,
  pickedConversionLines,
  pickRefusal,
  shelfMoveRefusal,
  waitsForPicking,
  walkingOrder,
} from '../../domain/warehouse/shelf-rules';
import { requireRole } from '../auth/middleware';
import type { Queryable } from '../db/database';
import { warehouseExists } from '../definitions/public';
import { linesPicked } from '../documents/picked-moves';
import { lockStock } from '../documents/row-locks';
import { loadDocument, type DocumentRow } from '../documents/store';
import type { AppEnv } from '../env';
import { fail, invalid, refusedByRule } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import {
  accountNames,
  documentsInStatus,
  defaultWarehouse,
  heldAt,
  insertLocationMove,
  locationStock,
  locationsOf,
  productExists,
  productLocations,
  productsByIds,
  readPickingRequired,
  setProductLocation,
  writePickingRequired,
  type WarehouseLocation,
} from './queries';

/** The warehouse's settings are a manager's; shelving and picking are the warehouse staff's too (src/domain/roles.ts, as the menu). */
const MANAGERS = WAREHOUSE_SETTINGS_ROLES;
const WORKERS = WAREHOUSE_WORK_ROLES;

const query = (c: Context<AppEnv>) => Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));

const linesOf = (doc: DocumentRow): DocLine[] => {
  const lines = isRecord(doc.snapshot.context) ? doc.snapshot.context.lines : undefined;
  return Array.isArray(lines) ? (lines as DocLine[]) : [];
};

async function warehouseOfDocument(q: Queryable, doc: DocumentRow): Promise<number> {
  const named = isRecord(doc.snapshot.context) ? doc.snapshot.context.warehouseId : undefined;
  if (typeof named === 'string' && /^\d{1,9}$/.test(named)) return Number(named);
  return defaultWarehouse(q);
}

async function warehouseOrInvalid(q: Queryable, warehouseId: number): Promise<void> {
  if (!(await warehouseExists(q, warehouseId))) throw invalid({ warehouseId: [{ key: 'validation.warehouseNotFound' }] });
}

/** A location of the warehouse, or a 422 naming the field that named it. */
function locationIn(locations: readonly WarehouseLocation[], id: number, field: string): WarehouseLocation {
  const l = locations.find((x) => x.id === id);
  if (!l) throw invalid({ [field]: [{ key: 'validation.locationNotFound' }] });
  return l;
}

/** What was picked for each line of a document: its own picks and, for a waybill, its order line's. */
const pickedOf = (q: Queryable, doc: DocumentRow) => linesPicked(q, doc.id, isRecord(doc.snapshot.context) ? doc.snapshot.context : {}, doc.sourceId);

/** An order (or a waybill) to pick: its lines in the walking order of the first location holding each one's product, with what was picked. */
async function pickDocument(q: Queryable, companyId: number, doc: DocumentRow): Promise<PickDocument> {
  const warehouseId = await warehouseOfDocument(q, doc);
  const locations = await locationsOf(q, companyId, warehouseId);
  const byId = new Map(locations.map((l) => [l.id, l]));
  const lines = linesOf(doc).filter((l) => l.productId !== undefined);
  const products = await productsByIds(
    q,
    lines.map((l) => Number(l.productId)),
  );
  const picked = await pickedOf(q, doc);
  const stock = await locationStock(q, { warehouseId });
  const view = lines.map((l) => {
    const p = products.get(Number(l.productId));
    const held = stock
      .filter((s) => s.productId === Number(l.productId) && s.kind === 'shelf' && new Dec(s.quantity).gt(0))
      .sort((a, b) => walkingOrder(byId.get(a.locationId)!, byId.get(b.locationId)!));
    return {
      lineId: l.id,
      productId: Number(l.productId),
      code: p?.code ?? '',
      barcode: p?.barcode ?? null,
      name: p?.name ?? '',
      ordered: new Dec(l.quantity).times(l.multiplier || '1').toFixed(),
      picked: new Dec(picked.get(l.id) ?? 0).toFixed(),
      locations: held.map((s) => ({ locationId: s.locationId, locationName: s.locationName, quantity: new Dec(s.quantity).toFixed() })),
    };
  });
  const first = (v: (typeof view)[number]) => (v.locations[0] ? byId.get(v.locations[0].locationId)! : null);
  view.sort((a, b) => {
    const la = first(a);
    const lb = first(b);
    if (!la || !lb) return (la ? 0 : 1) - (lb ? 0 : 1);
    return walkingOrder(la, lb);
  });
  // a picked order converts into its waybill; a picked waybill completes itself
  const convertible = doc.type === 'salesOrder' ? pickedConversionLines(lines, picked) : [];
  return { documentId: doc.id, type: doc.type, number: doc.number, warehouseId, done: view.every(linePicked), lines: view, convertible };
}

/**
 * /api/warehouse: the warehouse's settings (/depo/ayar), what its locations hold, stock put away or moved between its
 * locations (/depo/urunraf), and picking approved orders (/depo/uruntopla). Stock leaving a location is locked per
 * product (row-locks.ts) before what it holds is read; a pick locks the product's stock, then the order.
 */
export function warehouseRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/settings', requireRole(...WORKERS), async (c) => {
    const pickingRequired = await c.var.db.company(c.var.auth.companyId, readPickingRequired);
    return c.json({ response: { pickingRequired } });
  });

  app.put('/settings', requireRole(...MANAGERS), async (c) => {
    const { pickingRequired } = await parseBody(c, warehouseSettingsBody);
    await c.var.db.company(c.var.auth.companyId, (q) => writePickingRequired(q, c.var.auth.companyId, pickingRequired));
    return c.json({ response: { pickingRequired } });
  });

  app.get('/locations', requireRole(...WORKERS), async (c) => {
    const { warehouseId } = parseWith(productLocationQuery, query(c));
    const items = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await warehouseOrInvalid(q, warehouseId);
      return (await locationsOf(q, c.var.auth.companyId, warehouseId)).sort(walkingOrder);
    });
    return c.json({ response: { items } });
  });

  app.get('/product-locations', requireRole(...WORKERS), async (c) => {
    const { warehouseId } = parseWith(productLocationQuery, query(c));
    const items = await c.var.db.company(c.var.auth.companyId, (q) => productLocations(q, warehouseId));
    return c.json({ response: { items } });
  });

  app.put('/product-locations', requireRole(...MANAGERS), async (c) => {
    const body = await parseBody(c, productLocationBody);
    const companyId = c.var.auth.companyId;
    const items = await c.var.db.company(companyId, async (q) => {
      await warehouseOrInvalid(q, body.warehouseId);
      if (!(await productExists(q, body.productId))) throw invalid({ productId: [{ key: 'errors.NF10004' }] });
      if (body.locationId !== null) locationIn(await locationsOf(q, companyId, body.warehouseId), body.locationId, 'locationId');
      await setProductLocation(q, companyId, body.productId, body.warehouseId, body.locationId);
      return productLocations(q, body.warehouseId);
    });
    return c.json({ response: { items } });
  });

  app.get('/stock', requireRole(...WORKERS), async (c) => {
    const f = parseWith(locationStockQuery, query(c));
    const items = await c.var.db.company(c.var.auth.companyId, (q) => locationStock(q, f));
    return c.json({ response: { items: items.map((s) => ({ ...s, quantity: new Dec(s.quantity).toFixed() })) } });
  });

  /** Puts stock away from receiving (no `fromLocationId`) or moves it between two locations of the warehouse. */
  app.post('/moves', requireRole(...WORKERS), async (c) => {
    const body = await parseBody(c, locationMoveBody);
    const { companyId, id: userId } = c.var.auth;
    const items = await c.var.db.company(companyId, async (q) => {
      await warehouseOrInvalid(q, body.warehouseId);
      if (!(await productExists(q, body.productId))) throw invalid({ productId: [{ key: 'errors.NF10004' }] });
      const locations = await locationsOf(q, companyId, body.warehouseId);
      const from =
        body.fromLocationId === undefined ? locations.find((l) => l.kind === 'receiving')! : locationIn(locations, body.fromLocationId, 'fromLocationId');
      const to = locationIn(locations, body.toLocationId, 'toLocationId');
      await lockStock(q, [String(body.productId)]);
      const refusal = shelfMoveRefusal({ quantity: body.quantity, available: await heldAt(q, from.id, body.productId), from: from.id, to: to.id });
      if (refusal) throw refusedByRule(refusal);
      const kind = from.kind === 'receiving' ? 'shelve' : 'transfer';
      await insertLocationMove(q, companyId, userId, {
        warehouseId: body.warehouseId,
        productId: body.productId,
        from: from.id,
        to: to.id,
        quantity: body.quantity,
        kind,
      });
      return locationStock(q, { warehouseId: body.warehouseId, productId: body.productId });
    });
    return c.json({ response: { items: items.map((s) => ({ ...s, quantity: new Dec(s.quantity).toFixed() })) } }, 201);
  });

  /** The approved orders, and started waybills when picking is required, waiting to be picked (a line not picked in full). */
  app.get('/picks', requireRole(...WORKERS), async (c) => {
    const auth = c.var.auth;
    const items = await c.var.db.company(auth.companyId, async (q): Promise<PickOrder[]> => {
      const required = await readPickingRequired(q);
      const docs = (await documentsInStatus(q, PICK_WAITING)).filter((d) => waitsForPicking(d, required) && mayRead(auth, d.type));
      const names = await accountNames(
        q,
        docs.flatMap((d) => {
          const a = isRecord(d.snapshot.context) ? d.snapshot.context.accountId : undefined;
          return typeof a === 'string' && /^\d{1,9}$/.test(a) ? [Number(a)] : [];
        }),
      );
      const out: PickOrder[] = [];
      for (const doc of docs) {
        const picked = await pickedOf(q, doc);
        const lines = linesOf(doc).filter((l) => l.productId !== undefined);
        const pickedLines = lines.filter((l) =>
          linePicked({ ordered: new Dec(l.quantity).times(l.multiplier || '1').toFixed(), picked: picked.get(l.id) ?? '0' }),
        ).length;
        if (pickedLines === lines.length) continue;
        const accountId = isRecord(doc.snapshot.context) ? doc.snapshot.context.accountId : undefined;
        out.push({
          documentId: doc.id,
          type: doc.type,
          number: doc.number,
          accountName: names.get(String(accountId)) ?? null,
          warehouseId: await warehouseOfDocument(q, doc),
          lines: lines.length,
          pickedLines,
        });
      }
      return out;
    });
    return c.json({ response: { items } });
  });

  app.get('/picks/:id{[0-9]+}', requireRole(...WORKERS), async (c) => {
    const auth = c.var.auth;
    const view = await c.var.db.company(auth.companyId, async (q) => pickDocument(q, auth.companyId, await pickable(q, c, idParam(c), false)));
    return c.json({ response: view });
  });

  /**
   * Picks a quantity of a line from a location to the warehouse's dispatch location. Locks the line's product's
   * stock, then the order (the order in which a completion takes them), so two pickers of one order take turns and
   * the second sees what the first picked: never more than the line orders, nor than the location holds.
   */
  app.post('/picks/:id{[0-9]+}', requireRole(...WORKERS), async (c) => {
    const body = await parseBody(c, pickBody);
    const auth = c.var.auth;
    const id = idParam(c);
    const view = await c.var.db.company(auth.companyId, async (q) => {
      const unlocked = await pickable(q, c, id, false);
      const line = linesOf(unlocked).find((l) => l.id === body.lineId && l.productId !== undefined);
      if (!line) throw invalid({ lineId: [{ key: 'errors.NF10004' }] });
      await lockStock(q, [String(line.productId)]);
      const doc = await pickable(q, c, id, true);
      const current = linesOf(doc).find((l) => l.id === body.lineId);
      if (!current || current.productId !== line.productId) throw fail('DC10009');
      const warehouseId = await warehouseOfDocument(q, doc);
      const locations = await locationsOf(q, auth.companyId, warehouseId);
      const from = locationIn(locations, body.locationId, 'locationId');
      const to = locations.find((l) => l.kind === 'dispatch')!;
      const productId = Number(current.productId);
      const refusal = pickRefusal({
        quantity: body.quantity,
        available: await heldAt(q, from.id, productId),
        ordered: new Dec(current.quantity).times(current.multiplier || '1').toFixed(),
        picked: (await pickedOf(q, doc)).get(current.id) ?? '0',
        from: from.id,
        to: to.id,
      });
      if (refusal) throw refusedByRule(refusal);
      await insertLocationMove(q, auth.companyId, auth.id, {
        warehouseId,
        productId,
        from: from.id,
        to: to.id,
        quantity: body.quantity,
        kind: 'pick',
        documentId: doc.id,
        lineId: current.id,
      });
      return pickDocument(q, auth.companyId, doc);
    });
    return c.json({ response: view }, 201);
  });

  return app;
}

/** A document waiting to be picked the caller may read (404 for one a picker never picks). */
async function pickable(q: Queryable, c: Context<AppEnv>, id: number, lock: boolean): Promise<DocumentRow> {
  const doc = await loadDocument(q, id, lock);
  if (PICK_WAITING[doc.type] === undefined || !mayRead(c.var.auth, doc.type)) throw fail('NF10004');
  if (!waitsForPicking(doc, await readPickingRequired(q))) throw refusedByRule('shelf.notWaiting');
  return doc;
}
