import { Hono, type Context } from 'hono';
import { conversionBody, createDocumentBody, editDocumentBody, eventBody, listDocumentsQuery } from '../../domain/schemas/documents';
import { mayRead } from '../../domain/documents/permissions';
import { DOCUMENT_TYPES, FAMILIES } from '../../../machines/index';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { ApiError, fail, invalid } from '../http/errors';
import { errorBody } from '../http/envelope';
import type { StoredReply } from '../http/idempotency';
import { idempotentWrite, readJsonBody } from '../http/write';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { convertDocument, createDocument, sendEvent, type CommandContext, type EventOutcome } from './commands';
import { readJournal } from './journal';
import { replayJournal } from './replay';
import { loadDocument, toDocumentRow, type DocumentRow } from './store';
import { documentView } from './view';


/** A document write: the command runs with the caller's identity inside the idempotent transaction. */
const write = (c: Context<AppEnv>, bodyText: string, run: (ctx: CommandContext) => Promise<StoredReply>) =>
  idempotentWrite(c, bodyText, (q) => run({ q, auth: c.var.auth }));

function outcomeReply(c: Context<AppEnv>, outcome: EventOutcome): StoredReply {
  if (outcome.ok) return { status: 200, body: { response: documentView(outcome.doc) } };
  const err = new ApiError(409, outcome.reason, `rules.${outcome.reason}`);
  return { status: 409, body: errorBody(err, c.var.lang) };
}

async function readable(q: Queryable, c: Context<AppEnv>, id: number): Promise<DocumentRow> {
  const doc = await loadDocument(q, id);
  if (!mayRead(c.var.auth, doc.type)) throw fail('PE10003');
  return doc;
}

export function documentRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(createDocumentBody, json);
    return write(c, text, async (ctx) => ({ status: 201, body: { response: documentView(await createDocument(ctx, body)) } }));
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
    if (readableTypes.length === 0) return c.json({ response: { items: [], total: 0 } });
    const like = query.q ? query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`) : null;
    const rows = await c.var.db.company(auth.companyId, async (q) => {
      const r = await q.query<Parameters<typeof toDocumentRow>[0] & { total: number; account_name: string | null }>(
        `select d.*, a.name as account_name, count(*) over ()::integer as total
           from documents d
           left join accounts a on a.company_id = d.company_id and a.id::text = d.snapshot->'context'->>'accountId'
          where d.doc_type = any($1::text[])
            and ($2::text is null or d.status = $2)
            and ($3::text is null or d.number ilike '%' || $3 || '%')
            and ($4::text is null or d.snapshot->'context'->>'accountId' = $4)
            and ($5::text is null or d.snapshot->'context'->>'date' >= $5)
            and ($6::text is null or d.snapshot->'context'->>'date' <= $6)
          order by d.snapshot->'context'->>'date' desc nulls last, d.id desc
          limit $7 offset $8`,
        [readableTypes, query.status ?? null, like, query.accountId ?? null, query.from ?? null, query.to ?? null, query.limit, query.offset],
      );
      return r.rows;
    });
    const items = rows.map((r) => ({ ...documentView(toDocumentRow(r)), accountName: r.account_name ?? null }));
    return c.json({ response: { items, total: rows[0]?.total ?? 0 } });
  });

  app.get('/:id', async (c) => {
    const id = idParam(c);
    const doc = await c.var.db.company(c.var.auth.companyId, (q) => readable(q, c, id));
    return c.json({ response: documentView(doc) });
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    const { version, ...changes } = parseWith(editDocumentBody, json);
    return write(c, text, async (ctx) => outcomeReply(c, await sendEvent(ctx, id, version, { ...changes, type: 'EDIT' })));
  });

  app.post('/:id/events', async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    const { version, type, ...payload } = parseWith(eventBody, json);
    if (type === 'EDIT') parseWith(editDocumentBody, { version, ...payload });
    return write(c, text, async (ctx) => outcomeReply(c, await sendEvent(ctx, id, version, { ...payload, type })));
  });

  app.post('/:id/conversions', async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    const body = parseWith(conversionBody, json);
    return write(c, text, async (ctx) => ({ status: 201, body: { response: documentView(await convertDocument(ctx, id, body.target, body.lines)) } }));
  });

  /** Where a document came from and what was made of it (lifecycles.md §3: lineage both ways). */
  app.get('/:id/lineage', async (c) => {
    const id = idParam(c);
    const auth = c.var.auth;
    const { doc, targets } = await c.var.db.company(auth.companyId, async (q) => {
      const d = await readable(q, c, id);
      const r = await q.query<{ id: number; doc_type: string; number: string; status: string }>(
        `select id, doc_type, number, status from documents where source_id = $1 order by id`,
        [id],
      );
      const source = d.sourceId ? await loadDocument(q, d.sourceId) : null;
      return { doc: { ...d, source }, targets: r.rows };
    });
    const brief = (x: { id: number; type: string; number: string; status: string }) => ({ id: x.id, type: x.type, number: x.number, status: x.status });
    return c.json({
      response: {
        sources: doc.source && mayRead(auth, doc.source.type) ? [brief(doc.source)] : [],
        targets: targets.filter((t) => mayRead(auth, t.doc_type)).map((t) => brief({ id: t.id, type: t.doc_type, number: t.number, status: t.status })),
      },
    });
  });

  app.get('/:id/history', async (c) => {
    const id = idParam(c);
    const rows = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await readable(q, c, id);
      return readJournal(q, id);
    });
    return c.json({
      response: rows.map((r) => ({
        seq: r.seq,
        event: r.event,
        from: r.from,
        to: r.to,
        accepted: r.accepted,
        reason: r.reason,
        user: r.userId,
        at: r.at,
        payload: r.payload,
        hash: r.hash,
        prevHash: r.prevHash,
      })),
    });
  });

  app.get('/:id/replay', async (c) => {
    const id = idParam(c);
    const { doc, rows } = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const d = await readable(q, c, id);
      return { doc: d, rows: await readJournal(q, id) };
    });
    const result = replayJournal(doc.type, rows, doc.snapshot);
    const matches = result.matches && result.events === doc.version;
    return c.json({ response: { status: result.status, matches, chainValid: result.chainValid, brokenAt: result.brokenAt, events: rows.length, storedStatus: doc.status } });
  });

  return app;
}
