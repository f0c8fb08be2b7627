import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { openStore, type SandboxDocument } from './store';

/**
 * The sandbox integrator: plays the integrator and GİB for a company with no integrator configured (the demo) and for the
 * tests. A document is queued when received, at the tax authority `gibDelayMs` later (an e-archive: reported); a
 * commercial invoice (TICARIFATURA) is answered by its buyer `answerDelayMs` after that. Sending is idempotent by UUID.
 * POST /admin/faults makes it misbehave: drop (the document is kept, the answer is lost), delay, duplicate, fail (5xx).
 */
export interface SandboxOptions {
  stateFile: string | null;
  users: readonly string[];
  gibDelayMs: number;
  answerDelayMs: number;
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

  app.get('/documents/:uuid/status', (c) => {
    const d = find(c);
    return d ? c.json(statusOf(d)) : c.json({ error: 'unknown document' }, 404);
  });

  app.get('/documents/:uuid', (c) => {
    const d = find(c);
    if (!d) return c.json({ error: 'unknown document' }, 404);
    if (c.req.query('format') === 'HTML')
      return c.json({ content: `<!doctype html><html><body><h1>${escapeHtml(d.number)}</h1><pre>${escapeHtml(store.xmlOf(d.uuid))}</pre></body></html>` });
    return c.json({ content: store.xmlOf(d.uuid) });
  });

  /** The buyer's answer to a commercial invoice (in the sandbox, anyone may give it before the period ends). */
  app.post('/documents/:uuid/response', async (c) => {
    const d = find(c);
    if (!d) return c.json({ error: 'unknown document' }, 404);
    const body = (await c.req.json().catch(() => null)) as { answer?: unknown; reason?: unknown } | null;
    if (body?.answer !== 'KABUL' && body?.answer !== 'RED') return c.json({ error: 'answer is KABUL or RED' }, 400);
    if (d.profile !== 'TICARIFATURA') return c.json({ error: 'only a commercial invoice is answered' }, 422);
    d.answer = body.answer;
    d.reason = typeof body.reason === 'string' ? body.reason : undefined;
    store.save();
    return c.json({ uuid: d.uuid, answer: d.answer });
  });

  app.get('/incoming', (c) => {
    const since = Date.parse(c.req.query('since') ?? '') || 0;
    void since;
    // the sandbox sends the company no documents of its own yet: only what it was sent comes back answered
    return c.json({ items: [] });
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
  app.get('/health', (c) => c.json({ status: 'ok' }));
  return app;
}
