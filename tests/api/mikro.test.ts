import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { mikroSettingsSchema, transferSchema, type Transfer } from '../../src/domain/schemas/mikro';
import { mikroRound } from '../../src/server/mikro/public';
import { startSandboxMikro } from '../support/sandbox-mikro';
import { until } from '../support/until';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Mikro ERP (issue #32): stock cards and current accounts go to Mikro and what Mikro's users changed comes back
 * through the card editors' path, a newer Defter edit winning; each completed document is in Mikro once, whatever
 * Mikro does to the calls (an answer lost after the work was done, the request taken twice, a 5xx) and however many
 * rounds send it at once; a document Mikro refuses shows Mikro's reason and goes once it is fixed and retried.
 */
type Sandbox = Awaited<ReturnType<typeof startSandboxMikro>>;
type Server = Awaited<ReturnType<typeof startOwnServer>>;
let sandbox: Sandbox;
let server: Server;
let admin: string;
let auditor: string;
let product: { id: number; code: string };
const RUN = `MK${Date.now().toString(36)}`;
const VAT_CODES = { '0': 1, '1': 2, '20': 4 };

const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, base: server.baseUrl });
const ok = async (p: ReturnType<typeof api>, status = 200) => {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.response;
};
const settings = async (change: Record<string, unknown>) => {
  const before = mikroSettingsSchema.parse(await ok(api('GET', 'mikro/settings', admin)));
  const { passwordSet: _p, saved: _s, cardsSentAt: _c, readBackAt: _r, ...rest } = before;
  return api('PUT', 'mikro/settings', admin, { ...rest, ...change });
};
const account = async (name: string) =>
  (await ok(api('POST', 'accounts', admin, { name: `${RUN} ${name}`, kind: 'customer' }), 201)) as { id: number; code: string };
/** A completed sales invoice. */
const invoice = async (accountId: number, vatRate = 20): Promise<{ id: number; number: string }> => {
  let doc = await ok(
    api('POST', 'documents', admin, {
      type: 'salesInvoice',
      accountId,
      lines: [{ productId: String(product.id), quantity: '2', unitPrice: '12.50', vatRate, ...(vatRate === 0 ? { exemptionCode: '301' } : {}) }],
    }),
    201,
  );
  for (const type of ['START', 'COMPLETE']) doc = await ok(api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version }));
  return { id: doc.id, number: doc.number };
};
const transferOf = async (documentId: number): Promise<Transfer | undefined> =>
  ((await ok(api('GET', 'mikro/transfers', admin))).items as Transfer[]).find((t) => t.documentId === documentId);
const pause = () => call('GET', 'health', { base: server.baseUrl });
const settled = (documentId: number, state: Transfer['state']) =>
  until(
    `transfer of ${documentId} ${state}`,
    () => transferOf(documentId),
    (t) => t?.state === state,
    pause,
    15_000,
  );
const atMikro = async (key: string) => (await sandbox.documents()).filter((d) => d.key === key);
/** Sends every card of both kinds, page after page, as the screen does; answers the pages' answers. */
const sendAll = async (scope: 'all' | 'changed') => {
  const pages = [];
  for (const kind of ['product', 'account']) {
    let afterId = 0;
    for (;;) {
      const page = await ok(api('POST', 'mikro/cards/send', admin, { scope, kind, afterId }));
      pages.push(page);
      if (page.remaining === 0) break;
      afterId = page.lastId;
    }
  }
  return pages as { kind: string; sent: number; failed: { code: string; reason: string }[]; lastId: number; remaining: number }[];
};

beforeAll(async () => {
  sandbox = await startSandboxMikro();
  server = await startOwnServer({ mikroUrl: sandbox.url, mikroPollMs: 100, tcmbBaseUrl: 'http://127.0.0.1:9/kurlar' });
  admin = await login('admin@demo.test', undefined, server.baseUrl);
  auditor = await login('denetci@demo.test', undefined, server.baseUrl);
  product = (await ok(api('GET', 'products?limit=1', admin))).items[0];
}, 120_000);
afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});
beforeEach(async () => {
  await sandbox.faults({});
});

describe('the Mikro settings (/modul/mikroerp/ayar)', () => {
  it('never send the password back; the company’s own Mikro needs its address and credentials; a stale version is refused', async () => {
    const missing = await settings({ connection: 'live', url: '', firmCode: '', userCode: '' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['firmCode', 'password', 'url', 'userCode']);
    const live = { connection: 'live', url: 'https://mikro.example.test:8094', firmCode: 'FIRMA', userCode: 'API', password: 'gizli-sifre' };
    const saved = await ok(settings(live));
    expect(saved).toMatchObject({ connection: 'live', firmCode: 'FIRMA', passwordSet: true, saved: true });
    expect(JSON.stringify(saved)).not.toContain('gizli-sifre');
    expect(JSON.stringify(await ok(api('GET', 'mikro/settings', admin)))).not.toContain('gizli-sifre');
    // absent keeps the password
    expect(await ok(settings({ userCode: 'API2' }))).toMatchObject({ passwordSet: true, userCode: 'API2' });
    const stale = await api('PUT', 'mikro/settings', admin, {
      ...(await ok(settings({}))),
      version: 1,
      passwordSet: undefined,
      saved: undefined,
      cardsSentAt: undefined,
      readBackAt: undefined,
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.code).toBe('MI10004');
    // the sandbox, in use, sending sales invoices, with the VAT codes of the sandbox's table (10 % left unmapped)
    const sandboxed = await ok(settings({ connection: 'sandbox', active: true, documentTypes: ['salesInvoice'], vatCodes: VAT_CODES, intervalMinutes: 5 }));
    expect(sandboxed).toMatchObject({ active: true, documentTypes: ['salesInvoice'], vatCodes: VAT_CODES });
  });

  it('refuses bad fields with a 422 naming each, and auditors read but write nothing', async () => {
    const bad = await settings({ documentTypes: ['cashVoucher'], vatCodes: { '7': 1 }, warehouseNo: 0, intervalMinutes: 'often', url: 'ftp:/x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(expect.arrayContaining(['intervalMinutes', 'url', 'warehouseNo']));
    expect(Object.keys(bad.body.errors).some((k) => k.startsWith('documentTypes'))).toBe(true);
    expect(Object.keys(bad.body.errors).some((k) => k.startsWith('vatCodes'))).toBe(true);
    expect((await api('POST', 'mikro/cards/send', admin, { scope: 'some', kind: 'product', afterId: -1 })).status).toBe(422);
    expect((await api('POST', 'mikro/transfers/retry', admin, { ids: ['x'] })).status).toBe(422);
    expect((await api('GET', 'mikro/transfers', auditor)).status).toBe(200);
    expect((await api('PUT', 'mikro/settings', auditor, {})).status).toBe(403);
    expect((await api('POST', 'mikro/transfers/retry', auditor, {})).status).toBe(403);
  });
});

describe('stock cards and current accounts (/modul/mikroerp/stokguncelle)', () => {
  it('sends every card page by page, then only what changed since', async () => {
    const pending = await ok(api('GET', 'mikro/cards/pending?scope=all', admin));
    const pages = await sendAll('all');
    const sent = (kind: string) => pages.filter((p) => p.kind === kind).reduce((n, p) => n + p.sent, 0);
    expect(sent('product')).toBe(pending.products);
    expect(sent('account')).toBe(pending.accounts);
    expect((await sandbox.stock()).map((s) => s.code)).toContain(product.code);
    expect(await ok(api('GET', 'mikro/cards/pending?scope=changed', admin))).toEqual({ products: 0, accounts: 0 });
    const card = await ok(api('GET', `products/${product.id}`, admin));
    await ok(api('PUT', `products/${product.id}`, admin, { ...card, criticalStock: card.criticalStock ?? undefined, boxUnit: 'KOLİ' }));
    expect(await ok(api('GET', 'mikro/cards/pending?scope=changed', admin))).toEqual({ products: 1, accounts: 0 });
    const changed = await sendAll('changed');
    expect(changed.map((p) => p.sent)).toEqual([1, 0]);
    expect((await sandbox.stock()).find((s) => s.code === product.code)!.saves).toBe(2);
    expect(await ok(api('GET', 'mikro/cards/pending?scope=changed', admin))).toEqual({ products: 0, accounts: 0 });
  });

  it('reads back a price Mikro changed into the product through the product’s path (its version moves); a newer Defter edit wins', async () => {
    const before = await ok(api('GET', `products/${product.id}`, admin));
    await sandbox.changeStock(product.code, { price: '99.9' });
    const back = await ok(api('POST', 'mikro/cards/read-back', admin, {}));
    expect(back.taken).toEqual([expect.objectContaining({ kind: 'product', id: product.id, price: '99.90' })]);
    const after = await ok(api('GET', `products/${product.id}`, admin));
    expect(after).toMatchObject({ price: '99.90', name: before.name, version: before.version + 1 });
    // nothing more to take, and nothing of it waits to be sent
    expect((await ok(api('POST', 'mikro/cards/read-back', admin, {}))).taken).toEqual([]);
    expect((await ok(api('GET', 'mikro/cards/pending?scope=changed', admin))).products).toBe(0);

    // Defter edits the card, then a Mikro user changes its name: Defter's edit stays, and the card is reported
    const edited = await ok(api('PUT', `products/${product.id}`, admin, { ...after, criticalStock: after.criticalStock ?? undefined, price: '88.00' }));
    await sandbox.changeStock(product.code, { name: `${RUN} Mikro adı` });
    const conflict = await ok(api('POST', 'mikro/cards/read-back', admin, {}));
    expect(conflict.taken).toEqual([]);
    expect(conflict.defterNewer).toEqual([{ kind: 'product', id: product.id, code: product.code }]);
    expect(await ok(api('GET', `products/${product.id}`, admin))).toMatchObject({ price: '88.00', name: before.name, version: edited.version });
    // the next send takes Defter's card to Mikro
    await sendAll('changed');
    expect((await sandbox.stock()).find((s) => s.code === product.code)).toMatchObject({ name: before.name, price: '88' });
  });

  it('the background round sends the cards changed since the last send once the company’s interval has passed', async () => {
    const acc = await account('aralık');
    expect((await sandbox.accounts()).map((a) => a.code)).not.toContain(acc.code);
    // the interval (5 minutes) passes
    await server.db.system((q) => q.query(`update mikro_settings set cards_sent_at = now() - interval '6 minutes'`));
    await until(
      'sent by the round',
      () => sandbox.accounts(),
      (l) => l.some((a) => a.code === acc.code && a.name === `${RUN} aralık`),
      pause,
      10_000,
    );
    expect((await ok(api('GET', 'mikro/cards/pending?scope=changed', admin))).accounts).toBe(0);
  });

  it('reads back an account’s name Mikro changed through the account’s path', async () => {
    const acc = await account('okuma');
    await sendAll('changed');
    await sandbox.changeAccount(acc.code, { name: `${RUN} Mikro unvanı` });
    const back = await ok(api('POST', 'mikro/cards/read-back', admin, {}));
    expect(back.taken).toEqual([expect.objectContaining({ kind: 'account', id: acc.id, name: `${RUN} Mikro unvanı` })]);
    expect((await ok(api('GET', `accounts/${acc.id}`, admin))).name).toBe(`${RUN} Mikro unvanı`);
  });
});

describe('completed documents sent once (/modul/mikroerp/fisislem)', () => {
  let customer: { id: number; code: string };
  beforeAll(async () => {
    customer = await account('müşteri');
    await sendAll('changed');
  });

  it('a completed invoice is queued and sent with Mikro’s number; its view shows the transfer', async () => {
    const doc = await invoice(customer.id);
    const sent = (await settled(doc.id, 'sent'))!;
    const there = await atMikro(sent.transferKey);
    expect(there).toEqual([expect.objectContaining({ kind: 'invoice', accountCode: customer.code, lines: 1 })]);
    expect(sent.mikroNumber).toBe(there[0]!.number);
    expect((await ok(api('GET', `documents/${doc.id}`, admin))).mikroTransfer).toMatchObject({ state: 'sent', mikroNumber: sent.mikroNumber });
    const again = await api('POST', 'mikro/transfers/retry', admin, { ids: [sent.id] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MI10002');
  });

  it('an answer lost after Mikro recorded the document: the next try asks Mikro by our key and never sends a second', async () => {
    await sandbox.faults({ drop: 1 });
    const doc = await invoice(customer.id);
    const lost = (await until(
      'a lost answer noted',
      () => transferOf(doc.id),
      (t) => !!t && t.attempts > 0 && t.errorMessage !== null,
      pause,
      15_000,
    ))!;
    expect(lost.state).toBe('waiting');
    await sandbox.faults({});
    const sent = (await settled(doc.id, 'sent'))!;
    expect(await atMikro(sent.transferKey)).toHaveLength(1);
  });

  it('a request Mikro took twice answers as a number it has: the same document, recorded once', async () => {
    await sandbox.faults({ duplicate: 1 });
    const doc = await invoice(customer.id);
    const sent = (await settled(doc.id, 'sent'))!;
    await sandbox.faults({});
    expect(await atMikro(sent.transferKey)).toHaveLength(1);
  });

  it('Mikro answering 5xx: the document waits and is sent once when Mikro answers', async () => {
    await sandbox.faults({ fail: 1 });
    const doc = await invoice(customer.id);
    const failing = (await until(
      'a 5xx noted',
      () => transferOf(doc.id),
      (t) => !!t && t.attempts > 1,
      pause,
      15_000,
    ))!;
    expect(failing).toMatchObject({ state: 'waiting', errorMessage: expect.stringContaining('503') });
    expect((await sandbox.documents()).filter((d) => d.key === failing.transferKey)).toHaveLength(0);
    await sandbox.faults({});
    expect(await atMikro((await settled(doc.id, 'sent'))!.transferKey)).toHaveLength(1);
  });

  it('a document Mikro refuses shows Mikro’s reason in the user’s language, and is sent once after the fix and a retry', async () => {
    const stranger = await account('tanınmayan');
    const doc = await invoice(stranger.id);
    const failed = transferSchema.parse(await settled(doc.id, 'failed'));
    expect(failed).toMatchObject({ errorCode: 'unknownAccount', errorMessage: expect.stringContaining(stranger.code) });
    // 10 % has no Mikro VAT code in the settings
    const unmapped = await invoice(customer.id, 10);
    expect(await settled(unmapped.id, 'failed')).toMatchObject({ errorCode: 'vat' });
    const listed = await call('GET', 'mikro/transfers?state=failed', { token: admin, base: server.baseUrl, lang: 'en' });
    const items = listed.body.response.items as (Transfer & { reason: string })[];
    expect(items.map((t) => t.documentId)).toEqual(expect.arrayContaining([doc.id, unmapped.id]));
    expect(items.find((t) => t.documentId === doc.id)!.reason).toMatch(/^Mikro does not have the document’s current account/);
    expect(items.find((t) => t.documentId === unmapped.id)!.reason).toMatch(/^Mikro has no VAT code/);
    // the account goes to Mikro, and the document after it
    await sendAll('changed');
    const [retried] = await ok(api('POST', 'mikro/transfers/retry', admin, { ids: [failed.id] })).then((r) => r.items as Transfer[]);
    expect(retried).toMatchObject({ id: failed.id, state: 'sent', errorCode: null });
    expect(await atMikro(failed.transferKey)).toHaveLength(1);
  });

  it(`rounds sending the same documents at once make one document each at Mikro (${inject('databaseKind')})`, async () => {
    await sandbox.faults({ delay: 1, delayMs: 150 });
    const docs = await Promise.all([1, 2, 3].map(() => invoice(customer.id)));
    const o = { sandboxUrl: sandbox.url, retryMs: 100 };
    await Promise.all([1, 2, 3, 4].map(() => mikroRound(server.db, o)));
    await sandbox.faults({});
    for (const d of docs) expect(await atMikro((await settled(d.id, 'sent'))!.transferKey)).toHaveLength(1);
    const rows = await server.db.system(
      async (q) =>
        (await q.query<{ n: number }>(`select count(*)::integer as n from mikro_transfers where document_id = any($1)`, [docs.map((d) => d.id)])).rows[0]!.n,
    );
    expect(rows).toBe(3);
  });
});
