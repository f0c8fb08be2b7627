import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edocumentPageSchema, edocumentSchema } from '../../src/domain/schemas/edocuments';
import { call, login } from './client';
import { startOwnServer } from './own-server';
import { startSandboxIntegrator } from '../support/sandbox-integrator';
import { startServerProcess } from '../support/server-process';

/**
 * POST /api/documents/:id/edocument sends a completed document through the integrator on the durable send queue:
 * it reaches the tax authority without anyone's help, once, whatever the integrator does, across a restart.
 */
type Server = Awaited<ReturnType<typeof startOwnServer>>;
type Sandbox = Awaited<ReturnType<typeof startSandboxIntegrator>>;

let sandbox: Sandbox;
let server: Server;
let admin: string;
let products: { id: number }[];
let archiveCustomer: number;
let invoiceCustomer: number;

// a fast queue and a fast GİB, so that the tests wait for events, not for the clock
const FAST = { idleMs: 20, backoffMs: 20, maxBackoffMs: 200, statusPollMs: 50, leaseMs: 10_000 };
const start = (more: Partial<Parameters<typeof startOwnServer>[0]> = {}) =>
  startOwnServer({ integratorUrl: sandbox.url, sendWorker: FAST, keepData: true, tcmbBaseUrl: 'http://127.0.0.1:9/kurlar', ...more });
const api = (method: string, path: string, body?: unknown, token = admin) => call(method, path, { token, body, base: server.baseUrl });

beforeAll(async () => {
  sandbox = await startSandboxIntegrator({ SANDBOX_GIB_DELAY_MS: '100' });
  server = await start();
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  products = (await api('GET', 'products?limit=5')).body.response.items;
  const address = { city: 'İstanbul', district: 'Kadıköy', street: 'Moda Cad.', buildingNo: '12', postalCode: '34710' };
  // a person the sandbox does not know as an e-invoice user: their invoices are e-archive
  const person = await api('POST', 'accounts', { kind: 'customer', name: 'Ali Veli Yılmaz', personType: 'individual', taxNumber: '10010405214', ...address });
  expect(person.status, JSON.stringify(person.body)).toBe(201);
  archiveCustomer = person.body.response.id;
  const r = await api('POST', 'accounts', {
    kind: 'customer',
    name: 'E-Fatura Alıcısı',
    taxNumber: '0010213576',
    taxOffice: 'Kadıköy',
    einvoiceAlias: 'urn:mail:defaultpk@example.com',
    ...address,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  invoiceCustomer = r.body.response.id;
});

afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});

async function event(doc: { id: number; version: number }, type: string) {
  const r = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { id: number; version: number };
}

async function draftInvoice(accountId: number) {
  const r = await api('POST', 'documents', {
    type: 'salesInvoice',
    accountId,
    lines: [{ productId: products[0]!.id, quantity: '2', unitPrice: '95.00', vatRate: 20 }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; version: number };
}

const completedInvoice = async (accountId: number) => event(await event(await draftInvoice(accountId), 'START'), 'COMPLETE');
const send = (id: number, body: unknown = { action: 'send' }, token = admin) =>
  call('POST', `documents/${id}/edocument`, { token, body, base: server.baseUrl });

/** Every e-document, by id, read through the API. */
async function edocuments(): Promise<Map<number, ReturnType<typeof edocumentSchema.parse>>> {
  const r = await api('GET', 'edocuments?direction=outgoing&limit=500');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return new Map(edocumentPageSchema.parse(r.body.response).items.map((e) => [e.id, e]));
}

/** Polls the API until every e-document named is in its expected status; fails with what it saw at the deadline. */
async function waitForStatuses(expected: Map<number, string>, deadlineMs = 45_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const all = await edocuments();
    const pending = [...expected].filter(([id, status]) => all.get(id)?.status !== status);
    if (pending.length === 0) return all;
    if (Date.now() > until)
      expect(
        pending.map(([id]) => all.get(id)),
        'e-documents not in their final status',
      ).toEqual([]);
    // reading hundreds of e-documents back to back would take the server's time from the queue it waits for
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('sending an e-document', () => {
  it('a completed invoice reaches the tax authority on its own (e-archive: reported), and sending it again gives the same e-document', async () => {
    const archive = await completedInvoice(archiveCustomer);
    const first = await send(archive.id);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const e = edocumentSchema.parse(first.body.response);
    expect(e).toMatchObject({ type: 'eArchive', status: 'queued', sourceId: archive.id, attempts: 0 });
    expect(e.number).toMatch(/^[A-Z0-9]{3}\d{4}\d{9}$/);
    expect(e.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const invoice = await completedInvoice(invoiceCustomer);
    const einvoice = edocumentSchema.parse((await send(invoice.id)).body.response);
    expect(einvoice.type).toBe('eInvoice');

    // sending again, even while the first is on its way, gives the same e-document
    const again = await Promise.all([send(archive.id), send(archive.id)]);
    for (const r of again) expect([r.status, r.body.response.id]).toEqual([202, e.id]);

    const done = await waitForStatuses(
      new Map([
        [e.id, 'reported'],
        [einvoice.id, 'sentToTaxAuthority'],
      ]),
    );
    expect(done.get(e.id)!.attempts).toBe(1);
    expect(done.get(e.id)!.lastError).toBeUndefined();
    const again2 = await send(archive.id);
    expect([again2.status, again2.body.response.id, again2.body.response.status]).toEqual([202, e.id, 'reported']);

    const atSandbox = (await sandbox.admin('documents')).items as { uuid: string; status: string }[];
    expect(atSandbox.filter((d) => d.uuid === e.uuid).map((d) => d.status)).toEqual(['reported']);
    expect(atSandbox.filter((d) => d.uuid === einvoice.uuid).map((d) => d.status)).toEqual(['sentToTaxAuthority']);

    const reported = await api('GET', 'edocuments?direction=outgoing&status=reported');
    expect(reported.body.response.items.map((i: { id: number }) => i.id)).toContain(e.id);
    expect(reported.body.response.items.every((i: { status: string }) => i.status === 'reported')).toBe(true);
    expect((await api('GET', 'edocuments?direction=incoming')).body.response).toEqual({ items: [], total: 0 });
    const ofArchive = (await api('GET', `edocuments?sourceId=${archive.id}`)).body.response;
    expect([ofArchive.total, ofArchive.items.map((i: { id: number }) => i.id)]).toEqual([1, [e.id]]);
    expect(Object.keys((await api('GET', 'edocuments?status=lost')).body.errors)).toEqual(['status']);
  });

  it('a completed sales waybill goes through the queue to the sandbox as an e-waybill, once, and ends sent to the tax authority', async () => {
    const draft = await api('POST', 'documents', {
      type: 'salesWaybill',
      accountId: invoiceCustomer,
      lines: [{ productId: products[0]!.id, quantity: '3', unitPrice: '95.00', vatRate: 20 }],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const waybill = await event(await event(draft.body.response, 'START'), 'COMPLETE');
    const first = await send(waybill.id);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const e = edocumentSchema.parse(first.body.response);
    expect(e).toMatchObject({ type: 'eWaybill', status: 'queued', sourceId: waybill.id });
    expect(e.number).toMatch(/^[A-Z0-9]{3}\d{4}\d{9}$/);

    const done = await waitForStatuses(new Map([[e.id, 'sentToTaxAuthority']]));
    expect([done.get(e.id)!.attempts, done.get(e.id)!.lastError]).toEqual([1, undefined]);
    const atSandbox = (
      (await sandbox.admin('documents')).items as { uuid: string; status: string; profile: string; number: string; sendCalls: number }[]
    ).filter((d) => d.uuid === e.uuid);
    expect(atSandbox).toEqual([expect.objectContaining({ status: 'sentToTaxAuthority', profile: 'TEMELIRSALIYE', number: e.number, sendCalls: 1 })]);
    // what Defter shows is what went to GİB: the same number and ETTN
    const xml = (await api('GET', `documents/${waybill.id}/ubl`)).body as string;
    expect(xml).toContain(`<cbc:ID>${e.number}</cbc:ID>`);
    expect(xml).toContain(`<cbc:UUID>${e.uuid!.toUpperCase()}</cbc:UUID>`);
    // nothing more happens to it: its status is final
    await new Promise((r) => setTimeout(r, 300));
    expect((await edocuments()).get(e.id)!.status).toBe('sentToTaxAuthority');
  });

  it('an admin chooses the integrator: the secret is written only, each bad field is named in Turkish, a stale form is a 409; the connection test asks the integrator, and the next e-document takes the company series', async () => {
    const before = (await api('GET', 'integrator-settings')).body.response;
    expect(before).toEqual({
      integrator: 'sandbox',
      mode: 'test',
      username: '',
      secretSet: false,
      serviceUrl: '',
      senderAlias: '',
      invoicePrefix: 'DFT',
      archivePrefix: 'DFA',
      waybillPrefix: 'DIR',
      useSandbox: true,
      version: 1,
    });
    const put = (body: unknown, token = admin) => call('PUT', 'integrator-settings', { token, body, base: server.baseUrl, lang: 'tr' });
    const mysoft = {
      version: 1,
      integrator: 'mysoft',
      mode: 'test',
      username: 'defter-client',
      serviceUrl: '',
      senderAlias: 'urn:mail:defaultgb@defter.test',
      invoicePrefix: 'def',
      archivePrefix: 'ARS',
      waybillPrefix: 'IRS',
      useSandbox: false,
    };
    const bad = await put({ ...mysoft, invoicePrefix: 'AB', waybillPrefix: 'İRS', serviceUrl: 'ftp://mysoft', senderAlias: 'defaultgb' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      invoicePrefix: ['Seri öneki üç büyük harf veya rakam olmalıdır (ör. ABC).'],
      waybillPrefix: ['Seri öneki üç büyük harf veya rakam olmalıdır (ör. ABC).'],
      serviceUrl: ['http:// veya https:// ile başlayan bir adres girin.'],
      senderAlias: ['Etiket urn:mail:ad@alan biçiminde olmalıdır.'],
    });
    // a provider's own service needs its credentials
    const noSecret = await put({ ...mysoft, username: '' });
    expect([noSecret.status, Object.keys(noSecret.body.errors).sort()]).toEqual([422, ['secret', 'username']]);
    const manager = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
    expect((await put({ ...mysoft, secret: 'gizli-anahtar' }, manager)).status).toBe(403);
    expect((await api('GET', 'integrator-settings')).body.response.version).toBe(1);

    const saved = await put({ ...mysoft, secret: 'gizli-anahtar' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toMatchObject({ integrator: 'mysoft', invoicePrefix: 'DEF', secretSet: true, useSandbox: false, version: 2 });
    expect(JSON.stringify(saved.body)).not.toContain('gizli-anahtar');
    // absent, the secret is kept; the demo sandbox stands in for MySoft's service
    const kept = await put({ ...mysoft, version: 2, useSandbox: true });
    expect(kept.body.response).toMatchObject({ secretSet: true, useSandbox: true, version: 3 });
    const stale = await put({ ...mysoft, version: 2, useSandbox: true });
    expect([stale.status, stale.body.code]).toEqual([409, 'IS10001']);
    const auditor = await login('denetci@demo.test', 'demo1234', server.baseUrl);
    const read = await call('GET', 'integrator-settings', { token: auditor, base: server.baseUrl });
    expect([read.status, read.body.response.integrator, JSON.stringify(read.body).includes('gizli')]).toEqual([200, 'mysoft', false]);

    const check = (vkn: string) => call('POST', 'integrator-settings/check', { token: admin, body: { vkn }, base: server.baseUrl });
    const registered = await check('0010213576');
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.response.isRegistered).toBe(true);
    expect(registered.body.response.aliases.map((a: { unit: string }) => a.unit).sort()).toEqual(['GB', 'PK']);
    expect((await check('1234567890')).body.response).toEqual({ isRegistered: false, aliases: [] });
    expect(Object.keys((await check('12ab')).body.errors)).toEqual(['vkn']);

    const archive = await completedInvoice(archiveCustomer);
    const e = edocumentSchema.parse((await send(archive.id)).body.response);
    expect(e.number).toMatch(/^ARS\d{13}$/);
    await waitForStatuses(new Map([[e.id, 'reported']]));
  });

  it('refuses a bad action (422 naming it), a draft (409), a reader without write rights (403), and writes nothing', async () => {
    const before = (await edocuments()).size;
    const draft = await draftInvoice(archiveCustomer);
    const bad = await send(draft.id, { action: 'shout' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['action']);
    expect((await send(draft.id, {})).status).toBe(422);
    expect((await send(draft.id)).status).toBe(409);
    const done = await completedInvoice(archiveCustomer);
    const auditor = await login('denetci@demo.test', 'demo1234', server.baseUrl);
    expect((await send(done.id, { action: 'send' }, auditor)).status).toBe(403);
    expect((await send(2_000_000_000)).status).toBe(404);
    expect((await edocuments()).size).toBe(before);
  });

  // 500 on PostgreSQL; PGlite serves one connection at a time, and 60 keep its run short
  const MANY = process.env.API_DB === 'postgres' ? 500 : 60;
  it(`with the integrator failing a third of the calls, dropping and duplicating answers, ${MANY} invoices each end reported, once at the integrator`, async () => {
    await sandbox.admin('faults', { fail: 0.33, drop: 0.15, duplicate: 0.2 });
    const sent: { id: number; uuid: string }[] = [];
    // made eight at a time, as several clerks would
    for (let i = 0; i < MANY; i += 8) {
      const replies = await Promise.all(Array.from({ length: Math.min(8, MANY - i) }, async () => send((await completedInvoice(archiveCustomer)).id)));
      for (const r of replies) {
        expect(r.status, JSON.stringify(r.body)).toBe(202);
        sent.push(r.body.response);
      }
    }
    const done = await waitForStatuses(new Map(sent.map((s) => [s.id, 'reported'])), 400_000);
    await sandbox.admin('faults', {});
    const atSandbox = (await sandbox.admin('documents')).items as { uuid: string; status: string }[];
    expect(
      [...done.values()].some((e) => e.attempts > 1),
      'the faults were in play',
    ).toBe(true);
    for (const s of sent) {
      expect(atSandbox.filter((d) => d.uuid === s.uuid)).toHaveLength(1);
      // every failed try is counted, and the last success with it
      const e = done.get(s.id)!;
      expect(e.attempts).toBeGreaterThanOrEqual(1);
      if (e.attempts > 1) expect(e.lastError).toBeTruthy();
    }
  }, 600_000);

  it('a restart in the middle of sending loses nothing and sends nothing twice', async () => {
    await sandbox.admin('faults', { fail: 1 });
    const sent: { id: number; uuid: string }[] = [];
    for (let i = 0; i < 5; i++) sent.push((await send((await completedInvoice(archiveCustomer)).id)).body.response);
    // wait until the first has failed, so that the queue is in the middle of its work (the others wait for it: GİB
    // takes a series' numbers in order, so the queue sends them in order)
    const until = Date.now() + 30_000;
    for (;;) {
      const all = await edocuments();
      if ((all.get(sent[0]!.id)?.attempts ?? 0) >= 1) break;
      expect(Date.now() < until, 'the queue tries each document').toBe(true);
      await api('GET', 'health');
    }
    await server.close();
    await sandbox.admin('faults', {});
    server = await start({ databaseUrl: server.databaseUrl ?? undefined, dataDir: server.dataDir || undefined });
    await waitForStatuses(new Map(sent.map((s) => [s.id, 'reported'])));
    const atSandbox = (await sandbox.admin('documents')).items as { uuid: string }[];
    for (const s of sent) expect(atSandbox.filter((d) => d.uuid === s.uuid)).toHaveLength(1);
  }, 120_000);

  it('the server killed (SIGKILL) in the middle of sending: after a restart on the same database the queue resumes, each document once at the integrator', async () => {
    await server.close();
    server = { ...server, close: async () => undefined };
    const env = {
      INTEGRATOR_URL: sandbox.url,
      TCMB_BASE_URL: 'http://127.0.0.1:9/kurlar',
      SEND_IDLE_MS: '20',
      SEND_BACKOFF_MS: '20',
      SEND_POLL_MS: '50',
      // a lease the killed process held runs out soon after the restart
      SEND_LEASE_MS: '3000',
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : { DATA_DIR: server.dataDir }),
    };
    const startProcess = () => startServerProcess(env);
    let proc = await startProcess();
    const token = await login('admin@demo.test', 'demo1234', proc.url);
    const direct = (method: string, path: string, body?: unknown) => call(method, path, { token, body, base: proc.url });
    // the integrator refuses everything until all are queued, then answers slowly: the kill falls in the middle
    await sandbox.admin('faults', { fail: 1 });
    const sent: { id: number; uuid: string }[] = [];
    for (let i = 0; i < 20; i++) {
      let doc = (
        await direct('POST', 'documents', {
          type: 'salesInvoice',
          accountId: archiveCustomer,
          lines: [{ productId: products[0]!.id, quantity: '1', unitPrice: '5.00', vatRate: 20 }],
        })
      ).body.response;
      for (const type of ['START', 'COMPLETE'])
        doc = (await direct('POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' })).body.response;
      const r = await direct('POST', `documents/${doc.id}/edocument`, { action: 'send' });
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      sent.push(r.body.response);
    }
    const before = new Set(((await sandbox.admin('documents')).items as { uuid: string }[]).map((d) => d.uuid));
    await sandbox.admin('faults', { delay: 1, delayMs: 300 });
    const ours = async () => ((await sandbox.admin('documents')).items as { uuid: string }[]).filter((d) => !before.has(d.uuid));
    for (;;) {
      const n = (await ours()).length;
      if (n >= 1) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    proc.child.kill('SIGKILL');
    await new Promise((r) => proc.child.once('exit', r));
    expect((await ours()).length, 'killed before all were sent').toBeLessThan(sent.length);
    await sandbox.admin('faults', {});

    proc = await startProcess();
    try {
      const again = await login('admin@demo.test', 'demo1234', proc.url);
      const until = Date.now() + 90_000;
      for (;;) {
        const r = await call('GET', 'edocuments?direction=outgoing&limit=500', { token: again, base: proc.url });
        const byId = new Map((r.body.response.items as { id: number; status: string }[]).map((e) => [e.id, e.status]));
        if (sent.every((s) => byId.get(s.id) === 'reported')) break;
        expect(Date.now() < until, `still not reported: ${JSON.stringify(sent.map((s) => byId.get(s.id)))}`).toBe(true);
        await new Promise((r) => setTimeout(r, 100));
      }
      const atSandbox = (await sandbox.admin('documents')).items as { uuid: string }[];
      for (const s of sent) expect(atSandbox.filter((d) => d.uuid === s.uuid)).toHaveLength(1);
    } finally {
      await proc.stop();
    }
  }, 240_000);
});
