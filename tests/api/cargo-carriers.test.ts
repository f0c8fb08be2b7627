import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carrierSettingsSchema, shipmentSchema, type Shipment } from '../../src/domain/schemas/cargo';
import { moduleIndexSchema } from '../../src/domain/schemas/transfer';
import { SANDBOX_CARGO_PASSWORD, SANDBOX_CARGO_USERNAME } from '../../src/sandbox-cargo/credentials';
import { startSandboxCargo } from '../support/sandbox-cargo';
import { until } from '../support/until';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Aras, MNG, Sürat and PTT through their own adapters (issue #32): each carrier's own service (here the sandbox
 * carrier speaking that carrier's protocol at its own path, reached as the carrier's service with the company's
 * credentials) takes a shipment under our key exactly once, whatever it does to the calls; the tracking number goes
 * onto the document, a cancel passes before pick-up and is refused after, and the round follows the carrier's status
 * to delivered or returned. The four carriers run side by side in each test; the Yurtiçi cases are in cargo.test.ts.
 */
type Sandbox = Awaited<ReturnType<typeof startSandboxCargo>>;
type Server = Awaited<ReturnType<typeof startOwnServer>>;
let sandbox: Sandbox;
let server: Server;
let admin: string;
let customer: number;
let product: { id: number };

const CARRIERS = ['aras', 'mng', 'surat', 'ptt'] as const;
type Carrier = (typeof CARRIERS)[number];
/** Where each carrier's own service is: the sandbox's path for its protocol. */
const SERVICE_PATH: Record<Carrier, string> = {
  aras: 'aras/arascargoservice.asmx',
  mng: 'mng/mngapi/api',
  surat: 'surat/KargoWebService.asmx',
  ptt: 'ptt/PttVeriYukleme/services/Sorgu',
};
/** The carrier's public tracking page, which a shipment on the carrier's own service links to. */
const TRACKING_PAGE: Record<Carrier, string> = {
  aras: 'https://kargotakip.araskargo.com.tr/',
  mng: '/mng/takip/',
  surat: 'https://suratkargo.com.tr/KargoTakip/',
  ptt: 'https://gonderitakip.ptt.gov.tr/',
};

const api = (method: string, path: string, body?: unknown) => call(method, path, { token: admin, body, base: server.baseUrl });
const ok = async (p: ReturnType<typeof api>, status = 200) => {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.response;
};
const invoice = async (): Promise<{ id: number; number: string }> => {
  let doc = await ok(
    api('POST', 'documents', {
      type: 'salesInvoice',
      accountId: customer,
      lines: [{ productId: String(product.id), quantity: '1', unitPrice: '50', vatRate: 20 }],
    }),
    201,
  );
  for (const type of ['START', 'COMPLETE']) doc = await ok(api('POST', `documents/${doc.id}/events`, { type, version: doc.version }));
  return { id: doc.id, number: doc.number };
};
const ship = async (carrier: Carrier, documentId: number) =>
  (await ok(api('POST', `cargo/${carrier}/shipments`, { documentIds: [documentId] }))).items[0] as { shipment: Shipment | null; error: string | null };
const shipment = async (id: number) => shipmentSchema.parse(await ok(api('GET', `cargo/shipments/${id}`)));
const pause = () => call('GET', 'health', { base: server.baseUrl });
const settled = (id: number, state: Shipment['state']) =>
  until(
    `shipment ${id} ${state}`,
    () => shipment(id),
    (s) => s.state === state,
    pause,
    20_000,
  );
const atCarrier = async (carrier: Carrier, key: string) => (await sandbox.shipments()).filter((s) => s.carrier === carrier && s.key === key);
/** the same steps for the four carriers at once */
const each = (run: (carrier: Carrier) => Promise<void>) => Promise.all(CARRIERS.map(run));

beforeAll(async () => {
  sandbox = await startSandboxCargo({ SANDBOX_CARGO_STEP_MS: '600000' });
  server = await startOwnServer({ cargoUrl: sandbox.url, cargoPollMs: 100, tcmbBaseUrl: 'http://127.0.0.1:9/kurlar' });
  admin = await login('admin@demo.test', undefined, server.baseUrl);
  const address = { city: 'İzmir', district: 'Karşıyaka', street: 'Cemal Gürsel Caddesi', buildingNo: '5', phone: '0532 444 55 66' };
  customer = (await ok(api('POST', 'accounts', { name: `KC${Date.now().toString(36)} sahaf`, kind: 'customer', ...address }), 201)).id;
  product = (await ok(api('GET', 'products?limit=1'))).items[0];
  for (const carrier of CARRIERS) {
    const { carrier: _c, passwordSet: _p, saved: _s, ...rest } = carrierSettingsSchema.parse(await ok(api('GET', `cargo/carriers/${carrier}`)));
    const own = {
      active: true,
      connection: 'carrier',
      url: `${sandbox.url}/${SERVICE_PATH[carrier]}`,
      // MNG wants the application's key pair in the user name (id:secret) and the customer number in the customer code
      username: carrier === 'mng' ? 'defter-app:defter-secret' : SANDBOX_CARGO_USERNAME,
      password: SANDBOX_CARGO_PASSWORD,
      customerCode: SANDBOX_CARGO_USERNAME,
    };
    expect((await api('PUT', `cargo/carriers/${carrier}`, { ...rest, ...own })).status).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});
beforeEach(async () => {
  await sandbox.faults({});
});

describe('each carrier’s own service through its adapter', () => {
  it('ships under our key: the tracking number goes onto the document and links to the carrier’s page; a second send finds the same shipment', () =>
    each(async (carrier) => {
      const doc = await invoice();
      const first = await ship(carrier, doc.id);
      expect(first.error, carrier).toBeNull();
      expect(first.shipment).toMatchObject({ carrier, state: 'accepted', trackingNumber: expect.stringMatching(/^\d{12}$/) });
      expect(first.shipment!.trackingUrl).toContain(TRACKING_PAGE[carrier]);
      const view = await ok(api('GET', `documents/${doc.id}`));
      expect(view.cargoTracking).toEqual({ carrier, trackingNumber: first.shipment!.trackingNumber, state: 'accepted' });
      expect((await ship(carrier, doc.id)).shipment!.id).toBe(first.shipment!.id);
      expect(await atCarrier(carrier, first.shipment!.shipmentKey)).toEqual([
        expect.objectContaining({ invoiceKey: doc.number, trackingNumber: first.shipment!.trackingNumber, creates: 1 }),
      ]);
    }));

  it('an answer lost after the carrier made the shipment: the round asks the carrier by our key, and the carrier holds one shipment', async () => {
    await sandbox.faults({ drop: 1 });
    const lost = await Promise.all(CARRIERS.map(async (carrier) => ({ carrier, sent: await ship(carrier, (await invoice()).id) })));
    await sandbox.faults({});
    for (const { sent } of lost) expect(sent).toMatchObject({ error: 'CG10002', shipment: { state: 'sending', trackingNumber: null } });
    await Promise.all(
      lost.map(async ({ carrier, sent }) => {
        const done = await settled(sent.shipment!.id, 'accepted');
        const there = await atCarrier(carrier, done.shipmentKey);
        expect(there, carrier).toEqual([expect.objectContaining({ creates: 1, trackingNumber: done.trackingNumber })]);
      }),
    );
  });

  it('a request the carrier took twice answers as a duplicate key: read as the same shipment, recorded once', async () => {
    await sandbox.faults({ duplicate: 1 });
    await each(async (carrier) => {
      const twice = await ship(carrier, (await invoice()).id);
      expect(twice.error, carrier).toBeNull();
      expect(twice.shipment!.state).toBe('accepted');
      const there = await atCarrier(carrier, twice.shipment!.shipmentKey);
      expect(there, carrier).toEqual([expect.objectContaining({ creates: 2, trackingNumber: twice.shipment!.trackingNumber })]);
    });
  });

  it('a shipment is cancelled at the carrier before pick-up; after pick-up the cancel is refused, even before Defter heard of it', () =>
    each(async (carrier) => {
      const [early, late] = [await ship(carrier, (await invoice()).id), await ship(carrier, (await invoice()).id)];
      expect((await ok(api('POST', `cargo/shipments/${early.shipment!.id}/cancel`, {}))).state).toBe('cancelled');
      expect((await atCarrier(carrier, early.shipment!.shipmentKey))[0]!.status).toBe('ISC');
      await sandbox.advance(carrier, late.shipment!.shipmentKey, 'IND');
      const refused = await api('POST', `cargo/shipments/${late.shipment!.id}/cancel`, {});
      expect(refused.status, `${carrier} ${JSON.stringify(refused.body)}`).toBe(409);
      expect(refused.body.code).toBe('CG10005');
      expect((await shipment(late.shipment!.id)).state).toBe('inTransit');
      expect((await atCarrier(carrier, late.shipment!.shipmentKey))[0]!.status).toBe('IND');
    }));

  it('the background round follows each carrier’s status: in transit, then delivered; or returned', () =>
    each(async (carrier) => {
      const [going, back] = [await ship(carrier, (await invoice()).id), await ship(carrier, (await invoice()).id)];
      await sandbox.advance(carrier, going.shipment!.shipmentKey, 'IND');
      await settled(going.shipment!.id, 'inTransit');
      await sandbox.advance(carrier, going.shipment!.shipmentKey, 'DLV');
      await sandbox.advance(carrier, back.shipment!.shipmentKey, 'RTN');
      await settled(going.shipment!.id, 'delivered');
      await settled(back.shipment!.id, 'returned');
    }));

  it('a carrier refusing the login is a refusal (the shipment failed), not a wait', async () => {
    const { carrier: _c, passwordSet: _p, saved: _s, ...rest } = carrierSettingsSchema.parse(await ok(api('GET', 'cargo/carriers/ptt')));
    expect((await api('PUT', 'cargo/carriers/ptt', { ...rest, password: 'yanlış' })).status).toBe(200);
    try {
      const refused = await ship('ptt', (await invoice()).id);
      expect(refused).toMatchObject({ error: 'CG10006', shipment: { state: 'failed' } });
    } finally {
      const now = carrierSettingsSchema.parse(await ok(api('GET', 'cargo/carriers/ptt')));
      const { carrier: _c2, passwordSet: _p2, saved: _s2, ...again } = now;
      await api('PUT', 'cargo/carriers/ptt', { ...again, password: SANDBOX_CARGO_PASSWORD });
    }
  });
});

describe('the module index (/modul)', () => {
  it('lists cargo as set up while a carrier is in use, with the carriers and the last shipment as its last run', async () => {
    const { items } = moduleIndexSchema.parse(await ok(api('GET', 'module-index')));
    const cargo = items.find((m) => m.id === 'cargo');
    expect(cargo).toMatchObject({ path: '/sistem/kargotanimlari', configured: true, detail: 'aras, mng, ptt, surat' });
    expect(Date.parse(cargo!.lastRunAt!)).toBeGreaterThan(Date.now() - 10 * 60_000);
  });
});
