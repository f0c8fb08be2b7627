import { Hono, type Context } from 'hono';
import { mayRead } from '../../../machines/access';
import type { DocLine } from '../../domain/lifecycle/lines';
import { isRecord } from '../../domain/lifecycle/rules';
import { moveLineBody, openLinesQuery, routeLineBody, trackingUnitBody, type OpenLine, type TrackedDocument } from '../../domain/schemas/unit-tracking';
import { checkStepMove } from '../../domain/unit-tracking/steps';
import { requireRole } from '../auth/middleware';
import type { Queryable } from '../db/database';
import { loadDocument, type DocumentRow } from '../documents/store';
import type { AppEnv } from '../env';
import { fail, invalid, refusedByRule } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import {
  insertTrackedLine,
  insertTrackingUnit,
  listOpenLines,
  listTrackingUnits,
  loadDocuments,
  lockTrackedLine,
  moveTrackedLine,
  productNames,
  recordMove,
  trackingOfDocument,
  trackingUnitExists,
} from './queries';

/** Managers hand lines to units and move them; auditors read (the pages' roles, src/domain/navigation.ts). */
const READERS = ['manager', 'auditor'];
const WRITERS = ['manager'];

/** The lines of a document that has them (receipts, orders); none for the others. */
const linesOf = (doc: DocumentRow): DocLine[] => {
  const lines = isRecord(doc.snapshot.context) ? doc.snapshot.context.lines : undefined;
  return Array.isArray(lines) ? (lines as DocLine[]) : [];
};

/** The document, when the caller may read it (404 otherwise). */
async function readableDocument(q: Queryable, c: Context<AppEnv>, id: number, lock = false): Promise<DocumentRow> {
  const doc = await loadDocument(q, id, lock);
  if (!mayRead(c.var.auth, doc.type)) throw fail('PE10003');
  return doc;
}

async function trackedDocument(q: Queryable, doc: DocumentRow): Promise<TrackedDocument> {
  const lines = linesOf(doc);
  const names = await productNames(
    q,
    lines.flatMap((l) => (l.productId ? [Number(l.productId)] : [])),
  );
  const tracking = await trackingOfDocument(q, doc.id);
  return {
    documentId: doc.id,
    type: doc.type,
    number: doc.number,
    status: doc.status,
    lines: lines.map((l) => ({
      lineId: l.id,
      productId: l.productId ? Number(l.productId) : null,
      productName: (l.productId && names.get(Number(l.productId))) || '',
      quantity: l.quantity,
      tracking: tracking.get(l.id) ?? null,
    })),
  };
}

/** The line of the document the path names, which must be one of its lines and not of a cancelled document. */
async function lineOfPath(q: Queryable, c: Context<AppEnv>): Promise<{ doc: DocumentRow; lineId: string }> {
  const doc = await readableDocument(q, c, idParam(c), true);
  const lineId = c.req.param('lineId') ?? '';
  if (!linesOf(doc).some((l) => l.id === lineId)) throw fail('NF10004');
  if (doc.status === 'cancelled') throw refusedByRule('unitTracking.documentCancelled');
  return { doc, lineId };
}

/**
 * /api/unit-tracking: Fiş → Birim takip. A line of a receipt or an order is handed to a unit of the business (the
 * workshop, the binding desk, the kitchen) and moves through its steps (src/domain/unit-tracking/steps.ts); the open
 * lines are listed by unit.
 */
export function unitTrackingRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/units', requireRole(...READERS), async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listTrackingUnits);
    return c.json({ response: { items } });
  });

  app.post('/units', requireRole('manager'), async (c) => {
    const { name } = await parseBody(c, trackingUnitBody);
    const items = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if ((await insertTrackingUnit(q, c.var.auth.companyId, name)) === null) throw invalid({ name: [{ key: 'validation.nameTaken' }] });
      return listTrackingUnits(q);
    });
    return c.json({ response: { items } }, 201);
  });

  app.get('/open', requireRole(...READERS), async (c) => {
    const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
    const { unitId } = parseWith(openLinesQuery, raw);
    const items = await c.var.db.company(c.var.auth.companyId, async (q): Promise<OpenLine[]> => {
      const open = await listOpenLines(q, unitId);
      const docs = new Map((await loadDocuments(q, [...new Set(open.map((o) => o.documentId))])).map((d) => [d.id, d]));
      const lines = new Map([...docs.values()].flatMap((d) => linesOf(d).map((l) => [`${d.id}:${l.id}`, l] as const)));
      const names = await productNames(q, [...new Set([...lines.values()].flatMap((l) => (l.productId ? [Number(l.productId)] : [])))]);
      return open
        .filter((o) => mayRead(c.var.auth, o.type))
        .map((o) => {
          const line = lines.get(`${o.documentId}:${o.lineId}`);
          return { ...o, productName: (line?.productId && names.get(Number(line.productId))) || '', quantity: line?.quantity ?? '' };
        });
    });
    return c.json({ response: { items } });
  });

  app.get('/documents/:id{[0-9]+}', requireRole(...READERS), async (c) => {
    const view = await c.var.db.company(c.var.auth.companyId, async (q) => trackedDocument(q, await readableDocument(q, c, idParam(c))));
    return c.json({ response: view });
  });

  /** Hands the line to a unit: a new line starts at `received`; a tracked one not yet delivered goes on at its step there. */
  app.post('/documents/:id{[0-9]+}/lines/:lineId/unit', requireRole(...WRITERS), async (c) => {
    const { unitId } = await parseBody(c, routeLineBody);
    const auth = c.var.auth;
    const view = await c.var.db.company(auth.companyId, async (q) => {
      const { doc, lineId } = await lineOfPath(q, c);
      if (!(await trackingUnitExists(q, unitId))) throw invalid({ unitId: [{ key: 'errors.NF10004' }] });
      const tracked = await lockTrackedLine(q, doc.id, lineId);
      if (!tracked) {
        // the document's row is locked above: no parallel request tracks the same line meanwhile
        const id = await insertTrackedLine(q, auth.companyId, doc.id, lineId, unitId, auth.id);
        if (id === null) throw fail('DC10009');
        await recordMove(q, auth.companyId, id, { unitId, step: 'received' }, auth.id);
      } else {
        if (tracked.step === 'delivered') throw refusedByRule('unitTracking.delivered');
        if (tracked.unit_id !== unitId) await moveTrackedLine(q, auth.companyId, tracked.id, { unitId, step: tracked.step }, auth.id);
      }
      return trackedDocument(q, doc);
    });
    return c.json({ response: view });
  });

  /** Moves a tracked line one step on (or one back); the domain's rule decides. */
  app.post('/documents/:id{[0-9]+}/lines/:lineId/step', requireRole(...WRITERS), async (c) => {
    const { step } = await parseBody(c, moveLineBody);
    const auth = c.var.auth;
    const view = await c.var.db.company(auth.companyId, async (q) => {
      const { doc, lineId } = await lineOfPath(q, c);
      const tracked = await lockTrackedLine(q, doc.id, lineId);
      if (!tracked) throw refusedByRule('unitTracking.notTracked');
      const refusal = checkStepMove(tracked.step, step);
      if (refusal) throw refusedByRule(refusal);
      await moveTrackedLine(q, auth.companyId, tracked.id, { unitId: tracked.unit_id, step }, auth.id);
      return trackedDocument(q, doc);
    });
    return c.json({ response: view });
  });

  return app;
}
