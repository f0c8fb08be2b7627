import { Hono, type Context } from 'hono';
import { conversionBody, listDocumentsQuery, mergeBody } from '../../domain/schemas/documents';
import type { documentReferencesSchema, historyRowSchema } from '../../domain/schemas/document-replies';
import { referencedIds } from '../../domain/documents/referenced-ids';
import type { z } from 'zod';
import { createDocumentBody } from '../../../machines/parse-create';
import { editBodyFor, eventBodyFor } from '../../../machines/parse-events';
import { mayRead } from '../../../machines/access';
import { CONVERSIONS, DOCUMENT_TYPES, FAMILIES, type ConversionRate } from '../../../machines/index';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid, refusedByRule } from '../http/errors';
import { errorBody } from '../http/envelope';
import type { StoredReply } from '../http/idempotency';
import { idempotentWrite, readJsonBody } from '../http/write';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { convertDocument, createDocument, mergeDocuments, sendEvent, type CommandContext, type EventOutcome } from './commands';
import { companyToday } from '../clock';
import { rateFor } from '../rates/public';
import { readJournal } from './journal';
import { replayJournal } from './replay';
import { listAccountNames, listDocumentBriefs, listDocuments, listDocumentsMadeFrom, listProductNames, listUserNames, type DocumentBrief } from './queries';
import { documentTypeOf, loadDocument, type DocumentRow } from './store';
import { negativeStockView } from './stock-levels';
import { documentView } from './view';
import { viewDecoratorsList } from './extensions';
import { pickedQuantities } from './picked-moves';

/** A document write: the command runs with the caller's identity inside the idempotent transaction. */
const write = (c: Context<AppEnv>, bodyText: string, run: (ctx: CommandContext) => Promise<StoredReply>) =>
  idempotentWrite(c, bodyText, (q) => run({ q, auth: c.var.auth, negativeCash: [] }));

/** The cash accounts the command took below zero where they warn (`negativeCash`), beside the document. */
const negativeCashView = (ctx: CommandContext) => (ctx.negativeCash?.length ? { negativeCash: ctx.negativeCash } : {});

async function outcomeReply(ctx: CommandContext, c: Context<AppEnv>, outcome: EventOutcome): Promise<StoredReply> {
  if (outcome.ok)
    return { status: 200, body: { response: documentView(outcome.doc, { ...(await negativeStockView(ctx.q, outcome.doc)), ...negativeCashView(ctx) }) } };
  const err = refusedByRule(outcome.reason);
  return { status: err.status, body: errorBody(err, c.var.lang) };
}

async function readable(q: Queryable, c: Context<AppEnv>, id: number): Promise<DocumentRow> {
  const doc = await loadDocument(q, id);
  if (!mayRead(c.var.auth, doc.type)) throw fail('PE10003');
  return doc;
}

/** The `type:status` pairs of the conversions from `types` into `target`; a 422 on `convertTo` when none leads there. */
function waitingPairs(types: readonly string[], target: string): string[] {
  const rows = CONVERSIONS.filter((c) => c.target === target && types.includes(c.source));
  if (rows.length === 0) throw invalid({ convertTo: [{ key: 'validation.invalid' }] });
  return rows.flatMap((c) => c.sourceStatuses.map((s) => `${c.source}:${s}`));
}

export function documentRoutes({ tcmbBaseUrl }: { tcmbBaseUrl: string }) {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(createDocumentBody, json);
    return write(c, text, async (ctx) => {
      const doc = await createDocument(ctx, body);
      return { status: 201, body: { response: documentView(doc, negativeCashView(ctx)) } };
    });
  });

  app.get('/', async (c) => {
    // an empty parameter (a cleared filter in a form) means no filter
    const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
    const query = parseWith(listDocumentsQuery, raw);
    const auth = c.var.auth;
    let types = query.type ?? DOCUMENT_TYPES;
    if (query.family) {
      const family = FAMILIES.find((f) => f.family === query.family);
      if (!family) throw invalid({ family: [{ key: 'validation.invalid' }] });
      const own = new Set<string>(family.types);
      types = types.filter((t) => own.has(t));
    }
    // only the types the caller may read, so the total and the paging count what they see
    const readableTypes = types.filter((t) => mayRead(auth, t));
    const waiting = query.convertTo === undefined ? undefined : waitingPairs(types, query.convertTo);
    if (readableTypes.length === 0) return c.json({ response: { items: [], total: 0 } });
    const { status, q: number, accountId, jobId, from, to, invoiced, supply, limit, offset } = query;
    const filter = { types: readableTypes, status, q: number, accountId, jobId, from, to, invoiced, supply, waiting, limit, offset };
    const page = await c.var.db.company(auth.companyId, (q) => listDocuments(q, filter));
    const items = page.items.map(({ doc, accountName }) => ({ ...documentView(doc), accountName }));
    return c.json({ response: { items, total: page.total } });
  });

  app.get('/:id', async (c) => {
    const id = idParam(c);
    const view = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const doc = await readable(q, c, id);
      const picked = await pickedQuantities(q, doc.id);
      const beside = { ...(await negativeStockView(q, doc)), ...(picked ? { pickedQuantities: picked } : {}) };
      // what the areas show beside a document (a return's incoming e-invoice match, extensions.ts)
      for (const decorate of viewDecoratorsList()) Object.assign(beside, await decorate(q, doc));
      return documentView(doc, beside);
    });
    return c.json({ response: view });
  });

  /** The type of a document of the caller's company (404 otherwise): its family decides which fields an event may carry. */
  const typeOf = (c: Context<AppEnv>, id: number) => c.var.db.company(c.var.auth.companyId, (q) => documentTypeOf(q, id));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    const { version, ...changes } = parseWith(editBodyFor(await typeOf(c, id)), json);
    return write(c, text, async (ctx) => outcomeReply(ctx, c, await sendEvent(ctx, id, version, { ...changes, type: 'EDIT' })));
  });

  app.post('/:id/events', async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    // an EDIT sent as an event is the same as PATCH: the same fields of the same family
    const { version, type, ...payload } = parseWith(eventBodyFor(await typeOf(c, id), json), json);
    return write(c, text, async (ctx) => outcomeReply(ctx, c, await sendEvent(ctx, id, version, { ...payload, type })));
  });

  /**
   * "Take today's rate" for a foreign-currency source: the central bank's rate of today (Istanbul), or the
   * company's typed one when the bulletin cannot be had, looked up before the write (it may fetch the bulletin).
   */
  async function chosenRate(c: Context<AppEnv>, sourceId: number, choice: 'source' | 'today' | undefined): Promise<ConversionRate | undefined> {
    if (choice !== 'today') return choice ? { choice } : undefined;
    const auth = c.var.auth;
    const { source, day } = await c.var.db.company(auth.companyId, async (q) => ({ source: await readable(q, c, sourceId), day: await companyToday(q) }));
    const currency = String((source.snapshot.context as { currency?: string }).currency ?? 'TRY');
    if (currency === 'TRY') return { choice: 'source' };
    const r = await rateFor(c.var.db, tcmbBaseUrl, auth.companyId, day, currency);
    return { choice: 'today', rate: r.forexSelling ?? '1', date: r.bulletinDate ?? day };
  }

  /** A conversion's target is a type the conversion graph makes: any other is a 422 on `target`, never a lookup of nothing. */
  const knownTarget = (target: string): string => {
    if (!CONVERSIONS.some((r) => r.target === target)) throw invalid({ target: [{ key: 'validation.invalid' }] });
    return target;
  };

  app.post('/:id/conversions', async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    const body = parseWith(conversionBody, json);
    const rate = await chosenRate(c, id, body.exchangeRate);
    const target = knownTarget(body.target);
    return write(c, text, async (ctx) => ({ status: 201, body: { response: documentView(await convertDocument(ctx, id, target, body.lines, rate)) } }));
  });

  app.post('/merges', async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(mergeBody, json);
    knownTarget(body.target);
    const rate = await chosenRate(c, Number(body.sourceIds[0]), body.exchangeRate);
    return write(c, text, async (ctx) => ({
      status: 201,
      body: { response: documentView(await mergeDocuments(ctx, body.sourceIds.map(Number), body.target, body.lines, rate)) },
    }));
  });

  /** Where a document came from and what was made of it (lifecycles.md §3: lineage both ways). */
  app.get('/:id/lineage', async (c) => {
    const id = idParam(c);
    const auth = c.var.auth;
    const { sources, targets } = await c.var.db.company(auth.companyId, async (q) => {
      const d = await readable(q, c, id);
      const targets = await listDocumentsMadeFrom(q, id);
      // a merged document names all its sources in its snapshot; its first source is also its source_id
      const merged = (d.snapshot.context as { sourceIds?: string[] }).sourceIds;
      const sourceIds = merged?.length ? merged.map(Number) : d.sourceId ? [d.sourceId] : [];
      return { sources: await listDocumentBriefs(q, sourceIds), targets };
    });
    const brief = (x: DocumentBrief) => ({ id: x.id, type: x.doc_type, number: x.number, status: x.status });
    return c.json({
      response: {
        sources: sources.filter((x) => mayRead(auth, x.doc_type)).map(brief),
        targets: targets.filter((t) => mayRead(auth, t.doc_type)).map(brief),
      },
    });
  });

  app.get('/:id/history', async (c) => {
    const id = idParam(c);
    const { rows, users } = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await readable(q, c, id);
      const rows = await readJournal(q, id);
      return { rows, users: await listUserNames(q, [...new Set(rows.map((r) => r.userId))]) };
    });
    const byId = new Map(users.map((u) => [u.id, u]));
    return c.json({
      response: rows.map((r) => ({
        seq: r.seq,
        event: r.event,
        from: r.from,
        to: r.to,
        accepted: r.accepted,
        reason: r.reason,
        user: r.userId,
        userName: byId.get(r.userId)?.name ?? null,
        userEmail: byId.get(r.userId)?.email ?? null,
        at: r.at,
        payload: r.payload,
        hash: r.hash,
        prevHash: r.prevHash,
      })) satisfies z.input<typeof historyRowSchema>[],
    });
  });

  /** The products and current accounts the document's journal names, by code and name (the auditor's replay). */
  app.get('/:id/references', async (c) => {
    const id = idParam(c);
    const response = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await readable(q, c, id);
      const named = referencedIds((await readJournal(q, id)).map((r) => r.payload));
      return { products: await listProductNames(q, named.products), accounts: await listAccountNames(q, named.accounts) };
    });
    return c.json({ response: response satisfies z.input<typeof documentReferencesSchema> });
  });

  app.get('/:id/replay', async (c) => {
    const id = idParam(c);
    const { doc, rows } = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const d = await readable(q, c, id);
      return { doc: d, rows: await readJournal(q, id) };
    });
    const result = replayJournal(doc.type, rows, doc.snapshot);
    const matches = result.matches && result.events === doc.version;
    return c.json({
      response: { status: result.status, matches, chainValid: result.chainValid, brokenAt: result.brokenAt, events: rows.length, storedStatus: doc.status },
    });
  });

  return app;
}
