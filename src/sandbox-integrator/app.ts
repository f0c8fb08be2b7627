import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { openStore, type SandboxDocument, type SandboxIncoming } from './store';
import { buyerAnswer, supplierDocument } from './suppliers';

/**
 * The sandbox integrator: plays the integrator and GİB for a company with no integrator configured (the demo) and for the
 * tests. A document is queued when received, at the tax authority `gibDelayMs` later (an e-archive: reported); a
 * commercial invoice (TICARIFATURA) is answered by its buyer `answerDelayMs` after that. Sending is idempotent by UUID.
 * POST /admin/faults makes it misbehave: drop (the document is kept, the answer is lost), delay, duplicate, fail (5xx).
 * It also plays the company's supplier (suppliers.ts), who sends commercial invoices and e-waybills every `supplyEveryMs`
 * to each VKN of `supplyTo` and on demand (POST /admin/incoming), and the buyers, whose answers to the company's commercial
 * invoices come back as incoming ApplicationResponses. GET /incoming?since= lists what was sent to the companies.
 */
export interface SandboxOptions {
  stateFile: string | null;
  users: readonly string[];
  gibDelayMs: number;
  answerDelayMs: number;
  /** how often the supplier sends each VKN of `supplyTo` a document (0: never, only on demand) */
  supplyEveryMs?: number;
  supplyTo?: readonly string[];
}

export interface Faults {
  /** shares of the calls, 0 to 1 */
  drop: number;
  fail: number;
  duplicate: number;
  delay: number;
  delayMs: number;
}

const NO_FAULTS: Faults = { drop: 0, fail: 0, duplicate: 0, delay: 0, delayMs: 0 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const share = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : 0);
const tag = (xml: string, name: string) => new RegExp(`<cbc:${name}>([^<]*)</cbc:${name}>`).exec(xml)?.[1] ?? '';
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/** The buyer's (or receiver's) VKN/TCKN: the first party ID after the customer's or the delivery's opening tag. */
function receiverOf(xml: string): string {
  const at = Math.max(xml.indexOf('<cac:AccountingCustomerParty>'), xml.indexOf('<cac:DeliveryCustomerParty>'));
  if (at < 0) return '';
  return /<cbc:ID schemeID="(?:VKN|TCKN)">(\d+)<\/cbc:ID>/.exec(xml.slice(at))?.[1] ?? '';
}

export function sandboxApp(options: SandboxOptions) {
  const store = openStore(options.stateFile, options.users);
  let faults: Faults = { ...NO_FAULTS };
  const app = new Hono();

  const statusOf = (d: SandboxDocument) => {
    const age = Date.now() - d.receivedAt;
    if (age < options.gibDelayMs) return { uuid: d.uuid, status: 'queued' as const, final: false };
    if (d.profile === 'EARSIVFATURA') return { uuid: d.uuid, status: 'reported' as const, final: true };
    if (d.profile === 'TICARIFATURA' && age >= options.gibDelayMs + options.answerDelayMs) {
      // a buyer who has not answered in time has accepted (the law's eight days, shortened)
      const answer = d.answer ?? 'KABUL';
      return { uuid: d.uuid, status: answer === 'KABUL' ? ('approved' as const) : ('rejected' as const), final: true, answer, reason: d.reason };
    }
    return { uuid: d.uuid, status: 'sentToTaxAuthority' as const, final: d.profile !== 'TICARIFATURA' };
  };

  // misbehaviour for the integrator's calls about documents (not for /admin)
  app.use('*', async (c, next) => {
    if (!c.req.path.startsWith('/documents')) return next();
    if (Math.random() < faults.delay) await new Promise((r) => setTimeout(r, faults.delayMs));
    if (Math.random() < faults.fail) return c.json({ error: 'sandbox: temporary failure' }, 503);
    await next();
    // the work is done, the answer is lost on the way back
    if (c.req.method === 'POST' && Math.random() < faults.drop)
      (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
  });

  app.get('/users/:vkn', (c) => {
    const vkn = c.req.param('vkn');
    const isRegistered = store.state.users.includes(vkn);
    return c.json({
      isRegistered,
      aliases: isRegistered
        ? [
            { alias: `urn:mail:defaultgb@${vkn}.sandbox`, unit: 'GB', type: 'OZEL' },
            { alias: `urn:mail:defaultpk@${vkn}.sandbox`, unit: 'PK', type: 'OZEL' },
          ]
        : [],
    });
  });

  const receive = (uuid: string, xml: string) => {
    const known = store.state.documents[uuid];
    if (known) {
      known.sendCalls += 1;
      store.save();
      return known;
    }
    const kind = xml.includes('<DespatchAdvice') ? 'DespatchAdvice' : 'Invoice';
    const doc: SandboxDocument = {
      uuid,
      number: tag(xml, 'ID'),
      profile: tag(xml, 'ProfileID'),
      kind,
      receiverVkn: receiverOf(xml),
      envelopeId: randomUUID(),
      receivedAt: Date.now(),
      sendCalls: 1,
    };
    store.putXml(uuid, xml);
    store.state.documents[uuid] = doc;
    store.save();
    return doc;
  };

  app.post('/documents', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { uuid?: unknown; xml?: unknown } | null;
    if (!body || typeof body.uuid !== 'string' || !UUID.test(body.uuid) || typeof body.xml !== 'string')
      return c.json({ error: 'uuid and xml are required' }, 400);
    if (tag(body.xml, 'UUID').toLowerCase() !== body.uuid.toLowerCase()) return c.json({ error: 'the UUID is not the document’s ETTN' }, 400);
    if (!store.state.documents[body.uuid.toLowerCase()]) {
      const profile = tag(body.xml, 'ProfileID');
      const receiver = receiverOf(body.xml);
      if (profile !== 'EARSIVFATURA' && !body.xml.includes('<DespatchAdvice') && !store.state.users.includes(receiver))
        return c.json({ error: `the receiver ${receiver || '?'} is no registered e-invoice user` }, 422);
    }
    const uuid = body.uuid.toLowerCase();
    const doc = receive(uuid, body.xml);
    if (Math.random() < faults.duplicate) receive(uuid, body.xml);
    return c.json({ uuid: doc.uuid, envelopeId: doc.envelopeId }, 202);
  });

  // GİB writes the ETTN in capitals, and compares it without case
  const find = (c: Context) => store.state.documents[(c.req.param('uuid') ?? '').toLowerCase()];
  const findIncoming = (c: Context) => store.state.incoming[(c.req.param('uuid') ?? '').toLowerCase()];

  /** The buyers' answers to the commercial invoices whose answer time has come, sent once to their issuer. */
  const answerDueInvoices = () => {
    const answered = new Set(Object.values(store.state.incoming).flatMap((i) => (i.references ? [i.references] : [])));
    let changed = false;
    for (const d of Object.values(store.state.documents)) {
      const at = d.receivedAt + options.gibDelayMs + options.answerDelayMs;
      if (d.profile !== 'TICARIFATURA' || answered.has(d.uuid) || Date.now() < at) continue;
      const answer = buyerAnswer(store.state, d, store.xmlOf(d.uuid), d.answer ?? 'KABUL', d.reason, at);
      store.state.incoming[answer.uuid] = answer;
      changed = true;
    }
    if (changed) store.save();
  };

  const supply = (o: Parameters<typeof supplierDocument>[1]): SandboxIncoming => {
    const doc = supplierDocument(store.state, o);
    store.state.incoming[doc.uuid] = doc;
    store.save();
    return doc;
  };
  if (options.supplyEveryMs && options.supplyEveryMs > 0) {
    // a company that has had nothing from the supplier gets a commercial invoice and an e-waybill at once (the demo's
    // first ones: both incoming pages have something to show)
    for (const vkn of options.supplyTo ?? [])
      if (!Object.values(store.state.incoming).some((i) => i.receiverVkn === vkn && i.kind !== 'ApplicationResponse'))
        for (const kind of ['invoice', 'waybill'] as const) supply({ receiverVkn: vkn, kind, receivedAt: Date.now() });
    let turn = 0;
    setInterval(() => {
      turn += 1;
      for (const vkn of options.supplyTo ?? []) supply({ receiverVkn: vkn, kind: turn % 2 === 1 ? 'invoice' : 'waybill', receivedAt: Date.now() });
    }, options.supplyEveryMs).unref();
  }

  app.get('/documents/:uuid/status', (c) => {
    const d = find(c);
    return d ? c.json(statusOf(d)) : c.json({ error: 'unknown document' }, 404);
  });

  app.get('/documents/:uuid', (c) => {
    // what the company sent is kept in a file of its own (store.ts); what suppliers and buyers sent it, in the state
    const sent = find(c);
    const received = sent ? undefined : findIncoming(c);
    const d = sent ?? received;
    if (!d) return c.json({ error: 'unknown document' }, 404);
    const xml = received ? received.xml : store.xmlOf(d.uuid);
    if (c.req.query('format') === 'HTML')
      return c.json({ content: `<!doctype html><html><body><h1>${escapeHtml(d.number)}</h1><pre>${escapeHtml(xml)}</pre></body></html>` });
    return c.json({ content: xml });
  });

  /** The buyer's answer to a commercial invoice (in the sandbox, anyone may give it before the period ends). */
  app.post('/documents/:uuid/response', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { answer?: unknown; reason?: unknown; document?: unknown } | null;
    if (body?.answer !== 'KABUL' && body?.answer !== 'RED') return c.json({ error: 'answer is KABUL or RED' }, 400);
    // the company answers what a supplier sent it: the first answer stands, a repeated call changes nothing
    const incoming = findIncoming(c);
    if (incoming) {
      if (incoming.kind === 'ApplicationResponse' || (incoming.kind === 'Invoice' && incoming.profile !== 'TICARIFATURA'))
        return c.json({ error: 'only a commercial invoice or an e-waybill is answered' }, 422);
      if (!incoming.answer) {
        incoming.answer = body.answer;
        incoming.reason = typeof body.reason === 'string' ? body.reason : undefined;
        incoming.answerXml = typeof body.document === 'string' ? body.document : undefined;
      }
      incoming.answerCalls = (incoming.answerCalls ?? 0) + 1;
      store.save();
      return c.json({ uuid: incoming.uuid, answer: incoming.answer });
    }
    const d = find(c);
    if (!d) return c.json({ error: 'unknown document' }, 404);
    if (d.profile !== 'TICARIFATURA') return c.json({ error: 'only a commercial invoice is answered' }, 422);
    d.answer = body.answer;
    d.reason = typeof body.reason === 'string' ? body.reason : undefined;
    store.save();
    return c.json({ uuid: d.uuid, answer: d.answer });
  });

  app.get('/incoming', (c) => {
    const since = Date.parse(c.req.query('since') ?? '') || 0;
    answerDueInvoices();
    const items = Object.values(store.state.incoming)
      .filter((i) => i.listedAt >= since)
      .sort((a, b) => a.listedAt - b.listedAt)
      .map((i) => ({
        uuid: i.uuid,
        number: i.number,
        type: i.kind,
        profile: i.profile,
        senderVkn: i.senderVkn,
        receiverVkn: i.receiverVkn,
        receivedAt: new Date(i.receivedAt).toISOString(),
        ...(i.references ? { references: i.references, answer: i.answer, reason: i.reason } : {}),
      }));
    return c.json({ items });
  });

  app.get('/admin/faults', (c) => c.json(faults));
  app.post('/admin/faults', async (c) => {
    const body = ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    faults = {
      drop: share(body.drop),
      fail: share(body.fail),
      duplicate: share(body.duplicate),
      delay: share(body.delay),
      delayMs: typeof body.delayMs === 'number' && body.delayMs >= 0 && body.delayMs <= 60_000 ? body.delayMs : 0,
    };
    return c.json(faults);
  });
  app.post('/admin/users', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { vkn?: unknown } | null;
    if (typeof body?.vkn !== 'string' || !/^\d{10,11}$/.test(body.vkn)) return c.json({ error: 'vkn is 10 or 11 digits' }, 400);
    if (!store.state.users.includes(body.vkn)) store.state.users.push(body.vkn);
    store.save();
    return c.json({ users: store.state.users });
  });
  app.get('/admin/documents', (c) => {
    const items = Object.values(store.state.documents).map((d) => ({ ...statusOf(d), number: d.number, profile: d.profile, sendCalls: d.sendCalls }));
    return c.json({ items, total: items.length });
  });
  /** A supplier's document to a company, now (for the tests and the demo): {receiverVkn, kind, profile?, receivedAt?} */
  app.post('/admin/incoming', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { receiverVkn?: unknown; kind?: unknown; profile?: unknown; receivedAt?: unknown } | null;
    if (typeof body?.receiverVkn !== 'string' || !/^\d{10,11}$/.test(body.receiverVkn)) return c.json({ error: 'receiverVkn is 10 or 11 digits' }, 400);
    if (body.kind !== 'invoice' && body.kind !== 'waybill') return c.json({ error: 'kind is invoice or waybill' }, 400);
    const receivedAt = typeof body.receivedAt === 'string' && Date.parse(body.receivedAt) ? Date.parse(body.receivedAt) : Date.now();
    const profile = body.profile === 'TEMELFATURA' ? 'TEMELFATURA' : 'TICARIFATURA';
    const doc = supply({ receiverVkn: body.receiverVkn, kind: body.kind, profile, receivedAt });
    return c.json({ uuid: doc.uuid, number: doc.number }, 201);
  });
  app.get('/admin/incoming', (c) => {
    const items = Object.values(store.state.incoming).map(({ xml: _xml, answerXml, ...i }) => ({ ...i, answered: answerXml !== undefined }));
    return c.json({ items, total: items.length });
  });
  app.get('/health', (c) => c.json({ status: 'ok' }));
  return app;
}
