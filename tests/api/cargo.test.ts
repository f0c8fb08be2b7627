import { rmSync } from 'node:fs';
import { toSVG } from 'bwip-js/node';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { flattenMenu, type MenuItem } from '../../src/domain/menu';
import { carrierSettingsSchema, shipmentSchema, type Shipment } from '../../src/domain/schemas/cargo';
import { startSandboxCargo } from '../support/sandbox-cargo';
import { startServerProcess } from '../support/server-process';
import { until } from '../support/until';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Cargo carriers (issue #32): a sales invoice, waybill or order is shipped with a carrier once, whatever the carrier
 * does to the calls (an answer lost after the work was done, the request taken twice, a 5xx, a slow answer) and
 * however many sends of it run at once; the tracking number goes onto the document, the label's barcode carries it,
 * the background round follows the shipment until delivered or returned, and a cancel is refused after pick-up.
 * The sandbox carrier plays the carriers (speaking Yurtiçi's service); its shipments move only when told here.
 */
type Sandbox = Awaited<ReturnType<typeof startSandboxCargo>>;
type Server = Awaited<ReturnType<typeof startOwnServer>>;
let sandbox: Sandbox;
let server: Server;
let admin: string;
let auditor: string;
let customer: number;
let product: { id: number };
const RUN = `KG${Date.now().toString(36)}`;

const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, base: server.baseUrl });
const ok = async (p: ReturnType<typeof api>, status = 200) => {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.response;
};
const settings = async (carrier: string, change: Record<string, unknown>) => {
  const before = carrierSettingsSchema.parse(await ok(api('GET', `cargo/carriers/${carrier}`, admin)));
  const { carrier: _c, passwordSet: _p, saved: _s, ...rest } = before;
  return api('PUT', `cargo/carriers/${carrier}`, admin, { ...rest, ...change });
};
/** A completed sales invoice to the customer with an address. */
const invoice = async (accountId = customer): Promise<{ id: number; number: string }> => {
  let doc = await ok(
    api('POST', 'documents', admin, {
      type: 'salesInvoice',
      accountId,
      lines: [{ productId: String(product.id), quantity: '1', unitPrice: '100', vatRate: 20 }],
    }),
    201,
  );
  for (const type of ['START', 'COMPLETE']) doc = await ok(api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version }));
  return { id: doc.id, number: doc.number };
};
const ship = async (carrier: string, documentIds: number[]) =>
  (await ok(api('POST', `cargo/${carrier}/shipments`, admin, { documentIds }))).items as {
    documentId: number;
    shipment: Shipment | null;
    error: string | null;
  }[];
const shipment = async (id: number) => shipmentSchema.parse(await ok(api('GET', `cargo/shipments/${id}`, admin)));
const pause = () => call('GET', 'health', { base: server.baseUrl });
const settled = (id: number, state: Shipment['state']) =>
  until(
    `shipment ${id} ${state}`,
    () => shipment(id),
    (s) => s.state === state,
    pause,
    20_000,
  );
const atCarrier = async (key: string) => (await sandbox.shipments()).filter((s) => s.key === key);

beforeAll(async () => {
  sandbox = await startSandboxCargo({ SANDBOX_CARGO_STEP_MS: '600000' });
  // its data kept on close: the last test runs the app as a process of its own on the same database
  // the follow-up's jobs run out in 5 s (the job queue's run time): one this server left running does not hold the restarted one back
  server = await startOwnServer({
    cargoUrl: sandbox.url,
    cargoPollMs: 150,
    jobs: { expireSeconds: 5, superviseSeconds: 1 },
    tcmbBaseUrl: 'http://127.0.0.1:9/kurlar',
    keepData: true,
  });
  admin = await login('admin@demo.test', undefined, server.baseUrl);
  auditor = await login('denetci@demo.test', undefined, server.baseUrl);
  const address = { city: 'İstanbul', district: 'Kadıköy', street: 'Moda Caddesi', buildingNo: '12', phone: '0532 111 22 33' };
  customer = (await ok(api('POST', 'accounts', admin, { name: `${RUN} kitapçı`, kind: 'customer', ...address }), 201)).id;
  product = (await ok(api('GET', 'products?limit=1', admin))).items[0];
  for (const carrier of ['yurtici', 'aras'])
    expect((await settings(carrier, { active: true, senderName: 'Demo Kitabevi', senderCity: 'Ankara', labelSize: '100x150' })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
  if (server?.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sandbox.faults({});
});

describe('the Kargo menu', () => {
  it('leads managers to each carrier’s sending and settings pages and the carriers’ list; auditors to the sending pages and the list, never the settings', async () => {
    const links = async (token: string) =>
      flattenMenu((await ok(api('GET', 'menu', token))) as MenuItem[])
        .map((m) => m.mn_link)
        .filter((l): l is string => !!l && (/^\/modul\/[a-z]+kargo\//.test(l) || l === '/sistem/kargotanimlari'));
    const manager = await links(await login('muhasebe@demo.test', undefined, server.baseUrl));
    const carriers = ['yurtici', 'aras', 'mng', 'surat', 'ptt'];
    expect(manager.sort()).toEqual(['/sistem/kargotanimlari', ...carriers.flatMap((c) => [`/modul/${c}kargo/gonder`, `/modul/${c}kargo/ayar`])].sort());
    expect((await links(auditor)).sort()).toEqual(['/sistem/kargotanimlari', ...carriers.map((c) => `/modul/${c}kargo/gonder`)].sort());
  });
});

describe('the carriers’ settings (/sistem/kargotanimlari, /modul/<carrier>/ayar)', () => {
  it('never send the password back; the carrier’s own service needs its credentials; a stale version is refused', async () => {
    const missing = await settings('mng', { connection: 'carrier', username: '' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['password', 'username']);
    const saved = await ok(settings('mng', { connection: 'carrier', username: 'firma', password: 'gizli', customerCode: '12345' }));
    expect(saved).toMatchObject({ connection: 'carrier', username: 'firma', passwordSet: true, customerCode: '12345', saved: true });
    expect(JSON.stringify(saved)).not.toContain('gizli');
    // absent keeps the password
    expect(await ok(settings('mng', { description: 'kitap' }))).toMatchObject({ passwordSet: true, description: 'kitap' });
    const stale = await api('PUT', 'cargo/carriers/mng', admin, {
      ...(await ok(settings('mng', {}))),
      version: 1,
      carrier: undefined,
      passwordSet: undefined,
      saved: undefined,
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.code).toBe('CG10001');
    const all = (await ok(api('GET', 'cargo/carriers', admin))).items as { carrier: string }[];
    expect(all.map((c) => c.carrier)).toEqual(['yurtici', 'aras', 'mng', 'surat', 'ptt']);
    expect((await api('GET', 'cargo/carriers/dhl', admin)).status).toBe(404);
  });
});

describe('shipping a document once (/modul/<carrier>/gonder)', () => {
  it('ships only with a carrier in use, and only a standing sales invoice, waybill or order of an account with an address', async () => {
    const doc = await invoice();
    const unused = await api('POST', 'cargo/ptt/shipments', admin, { documentIds: [doc.id] });
    expect(unused.status).toBe(409);
    expect(unused.body.code).toBe('CG10003');
    const draft = await ok(
      api('POST', 'documents', admin, {
        type: 'salesInvoice',
        accountId: customer,
        lines: [{ productId: String(product.id), quantity: '1', unitPrice: '5', vatRate: 20 }],
      }),
      201,
    );
    expect((await ship('yurtici', [draft.id]))[0]).toMatchObject({ shipment: null, error: 'CG10004' });
    const homeless = (await ok(api('POST', 'accounts', admin, { name: `${RUN} adressiz`, kind: 'customer' }), 201)).id;
    expect((await ship('yurtici', [(await invoice(homeless)).id]))[0]).toMatchObject({ shipment: null, error: 'CG10007' });
    const waiting = (await ok(api('GET', 'cargo/yurtici/waiting', admin))).items as { id: number }[];
    expect(waiting.map((w) => w.id)).toContain(doc.id);
    expect(waiting.map((w) => w.id)).not.toContain(draft.id);
  });

  it('gives the tracking number to the document, and a second send of it finds the same shipment: one at the carrier', async () => {
    const doc = await invoice();
    const [first] = await ship('yurtici', [doc.id]);
    expect(first!.error).toBeNull();
    expect(first!.shipment).toMatchObject({ state: 'accepted', documentId: doc.id, documentNumber: doc.number });
    expect(first!.shipment!.trackingNumber).toMatch(/^\d{12}$/);
    const [again] = await ship('yurtici', [doc.id, doc.id]);
    expect(again!.shipment!.id).toBe(first!.shipment!.id);
    expect(await atCarrier(first!.shipment!.shipmentKey)).toEqual([expect.objectContaining({ invoiceKey: doc.number, creates: 1, status: 'NOP' })]);
    const view = await ok(api('GET', `documents/${doc.id}`, admin));
    expect(view.cargoTracking).toEqual({ carrier: 'yurtici', trackingNumber: first!.shipment!.trackingNumber, state: 'accepted' });
    expect((await ok(api('GET', 'cargo/yurtici/waiting', admin))).items.map((w: { id: number }) => w.id)).not.toContain(doc.id);
  });

  it('an answer lost after the carrier made the shipment: the next try asks the carrier by our key and never creates a second', async () => {
    const doc = await invoice();
    await sandbox.faults({ drop: 1 });
    const [lost] = await ship('yurtici', [doc.id]);
    expect(lost).toMatchObject({ error: 'CG10002', shipment: { state: 'sending', trackingNumber: null } });
    await sandbox.faults({});
    const done = await settled(lost!.shipment!.id, 'accepted');
    const there = await atCarrier(done.shipmentKey);
    expect(there).toHaveLength(1);
    expect(there[0]!.creates).toBe(1);
    expect(done.trackingNumber).toBe(there[0]!.trackingNumber);
  });

  it('a request the carrier took twice answers as a duplicate key: it is the same shipment, recorded once', async () => {
    const doc = await invoice();
    await sandbox.faults({ duplicate: 1 });
    const [twice] = await ship('aras', [doc.id]);
    expect(twice!.error).toBeNull();
    expect(twice!.shipment!.state).toBe('accepted');
    const there = await atCarrier(twice!.shipment!.shipmentKey);
    expect(there).toHaveLength(1);
    expect(there[0]).toMatchObject({ carrier: 'aras', trackingNumber: twice!.shipment!.trackingNumber });
  });

  it('a carrier answering 5xx, then slowly: the shipment waits as sending and is made once when the carrier answers', async () => {
    const doc = await invoice();
    await sandbox.faults({ fail: 1 });
    const [failed] = await ship('yurtici', [doc.id]);
    expect(failed).toMatchObject({ error: 'CG10002', shipment: { state: 'sending' } });
    expect(await atCarrier(failed!.shipment!.shipmentKey)).toHaveLength(0);
    await sandbox.faults({ delay: 1, delayMs: 300 });
    const done = await settled(failed!.shipment!.id, 'accepted');
    expect(await atCarrier(done.shipmentKey)).toEqual([expect.objectContaining({ creates: 1 })]);
  });

  it(`sends of the same documents at once make one shipment per document (${inject('databaseKind')})`, async () => {
    const docs = await Promise.all([1, 2, 3, 4].map(() => invoice()));
    const ids = docs.map((d) => d.id);
    await sandbox.faults({ delay: 0.5, delayMs: 100 });
    const replies = await Promise.all(
      [ids, [...ids].reverse(), ids, [ids[2]!, ids[0]!]].map((batch) => api('POST', 'cargo/yurtici/shipments', admin, { documentIds: batch })),
    );
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    await sandbox.faults({});
    const rows = await server.db.system(
      async (q) =>
        (
          await q.query<{ document_id: number; n: number }>(
            `select document_id, count(*)::integer as n from cargo_shipments where document_id = any($1) group by 1`,
            [ids],
          )
        ).rows,
    );
    expect(rows.map((r) => r.n)).toEqual([1, 1, 1, 1]);
    for (const d of docs) {
      const [s] = (await ok(api('GET', `cargo/yurtici/shipments?documentId=${d.id}`, admin))).items as Shipment[];
      const done = await settled(s!.id, 'accepted');
      expect((await sandbox.shipments()).filter((x) => x.invoiceKey === d.number)).toEqual([expect.objectContaining({ key: done.shipmentKey, creates: 1 })]);
    }
  });
});

describe('after the shipment is made', () => {
  it('its label carries the tracking number as a Code 128 barcode, with the sender, the receiver and the label size', async () => {
    const [s] = await ship('yurtici', [(await invoice()).id]);
    const label = await ok(api('GET', `cargo/shipments/${s!.shipment!.id}/label`, admin));
    const tracking = s!.shipment!.trackingNumber!;
    expect(label).toMatchObject({ trackingNumber: tracking, barcode: { bcid: 'code128', text: tracking }, size: '100x150' });
    expect(label.sender).toMatchObject({ name: 'Demo Kitabevi', city: 'Ankara' });
    expect(label.receiver).toMatchObject({ name: `${RUN} kitapçı`, city: 'İstanbul', district: 'Kadıköy' });
    // the barcode drawn is the tracking number's, and no other number's
    const drawn = (text: string) => toSVG({ bcid: 'code128', text, scale: 2, height: 12, includetext: true, textxalign: 'center' });
    expect(label.svg).toBe(drawn(tracking));
    expect(label.svg).not.toBe(drawn(String(Number(tracking) + 1)));
  });

  it('the background round follows it until delivered; a cancel after pick-up is refused, even before Defter heard of the pick-up', async () => {
    const [s] = await ship('yurtici', [(await invoice()).id]);
    const { id, shipmentKey } = s!.shipment!;
    await sandbox.advance('yurtici', shipmentKey, 'IND');
    const refused = await api('POST', `cargo/shipments/${id}/cancel`, admin, {});
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe('CG10005');
    expect((await shipment(id)).state).toBe('inTransit');
    await sandbox.advance('yurtici', shipmentKey, 'DLV');
    await settled(id, 'delivered');
    // an old answer never takes a delivered shipment back
    await sandbox.advance('yurtici', shipmentKey, 'IND');
    expect((await ok(api('POST', `cargo/shipments/${id}/refresh`, admin, {}))).state).toBe('delivered');
  });

  it('a returned shipment is followed to returned', async () => {
    const [s] = await ship('aras', [(await invoice()).id]);
    await sandbox.advance('aras', s!.shipment!.shipmentKey, 'RTN');
    await settled(s!.shipment!.id, 'returned');
  });

  it('is cancelled before pick-up at the carrier too, and the document may then be shipped again under a new key', async () => {
    const doc = await invoice();
    const [s] = await ship('yurtici', [doc.id]);
    const cancelled = await ok(api('POST', `cargo/shipments/${s!.shipment!.id}/cancel`, admin, {}));
    expect(cancelled.state).toBe('cancelled');
    expect((await atCarrier(s!.shipment!.shipmentKey))[0]!.status).toBe('ISC');
    expect((await api('GET', `cargo/shipments/${s!.shipment!.id}/label`, admin)).body.code).toBe('CG10008');
    expect((await ok(api('GET', `documents/${doc.id}`, admin))).cargoTracking).toBeNull();
    const [again] = await ship('yurtici', [doc.id]);
    expect(again!.shipment!.state).toBe('accepted');
    expect(again!.shipment!.shipmentKey).not.toBe(s!.shipment!.shipmentKey);
  });

  it('auditors read shipments but ship nothing', async () => {
    expect((await api('GET', 'cargo/yurtici/shipments', auditor)).status).toBe(200);
    expect((await api('POST', 'cargo/yurtici/shipments', auditor, { documentIds: [1] })).status).toBe(403);
  });
});

// last: it stops the file's server to run the app as its own process on the same database
describe('a server killed in the middle of a send', () => {
  it('loses nothing and ships nothing twice: after a restart the round asks the carrier by our key and records the shipment it made', async () => {
    const doc = await invoice();
    await server.close();
    const env = {
      CARGO_URL: sandbox.url,
      CARGO_POLL_MS: '200',
      // the follow-up job the kill interrupted counts as failed after 5 s (the job queue's run time), not 2 minutes
      JOBS_EXPIRE_S: '5',
      JOBS_SUPERVISE_S: '1',
      // the killed server's claim on the shipment (and its lease on the round, two claims) runs out in seconds, not the default minute
      CARGO_CLAIM_MS: '2500',
      TCMB_BASE_URL: 'http://127.0.0.1:9/kurlar',
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : { DATA_DIR: server.dataDir }),
    };
    server = { ...server, close: async () => undefined };
    let proc = await startServerProcess(env);
    try {
      const token = await login('admin@demo.test', undefined, proc.url);
      const direct = (method: string, path: string, body?: unknown) => call(method, path, { token, body, base: proc.url });
      // the carrier takes its time: the kill falls while Defter waits for its answer, and the carrier makes the shipment after
      await sandbox.faults({ delay: 1, delayMs: 1500 });
      void direct('POST', 'cargo/yurtici/shipments', { documentIds: [doc.id] }).catch(() => undefined);
      let row: Shipment | undefined;
      while (!row) {
        row = ((await direct('GET', `cargo/yurtici/shipments?documentId=${doc.id}`)).body.response.items as Shipment[])[0];
        if (!row) await new Promise((r) => setTimeout(r, 25));
      }
      expect(row.state).toBe('sending');
      proc.child.kill('SIGKILL');
      await new Promise((r) => proc.child.once('exit', r));
      await sandbox.faults({});
      await until(
        'the carrier made it',
        () => atCarrier(row!.shipmentKey),
        (l) => l.length === 1,
        () => new Promise((r) => setTimeout(r, 100)),
      );

      proc = await startServerProcess(env);
      const again = await login('admin@demo.test', undefined, proc.url);
      // the killed server's claim on the row and lease on the round run out (2.5 s and 5 s after their last renewal), then
      // the round asks the carrier and takes what it made
      const done = await until(
        'the shipment recorded after the restart',
        async () => shipmentSchema.parse((await call('GET', `cargo/shipments/${row!.id}`, { token: again, base: proc.url })).body.response),
        (s) => s.state === 'accepted',
        () => new Promise((r) => setTimeout(r, 250)),
        60_000,
      );
      const there = await atCarrier(done.shipmentKey);
      expect(there).toHaveLength(1);
      expect(there[0]).toMatchObject({ creates: 1, trackingNumber: done.trackingNumber });
    } finally {
      await proc.stop();
    }
    // two server processes start in it: tens of seconds each on a loaded machine
  }, 150_000);
});
