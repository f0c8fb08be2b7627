import { Hono } from 'hono';
import { arasServices } from './aras';
import { mngService } from './mng';
import { pttService } from './ptt';
import { escapeXml, sandboxState, type Step } from './state';
import { suratService } from './surat';
import { yurticiService } from './yurtici';

/**
 * The sandbox carrier: plays the five carriers for the companies whose carrier is the sandbox (the demo) and for the
 * tests, each speaking its own protocol at its own path (one file each: yurtici.ts, aras.ts, mng.ts, surat.ts,
 * ptt.ts), all over one store of shipments (state.ts) and with the carrier's test user (YKTEST / YK; MNG's key pair
 * is any). A shipment gets a tracking number at once and moves over time: accepted until `stepMs` after it was made,
 * then in transit, then delivered after another `stepMs`, or returned when its receiver's name says İADE. A cancel
 * after pick-up is refused. POST /admin/faults makes every protocol misbehave alike: drop (the work is done, the
 * answer lost), delay, duplicate (the request is taken twice: the answer is the second's, a duplicate key), fail
 * (5xx). POST /admin/advance moves a shipment at once (steps in Yurtiçi's codes: NOP, IND, DLV, RTN); GET
 * /admin/shipments lists what it holds.
 */
export interface CargoSandboxOptions {
  username: string;
  password: string;
  stepMs: number;
}

const share = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : 0);

export function cargoSandboxApp(options: CargoSandboxOptions) {
  const state = sandboxState(options.stepMs);
  const user = { username: options.username, password: options.password };
  const app = new Hono();

  app.post('/yurtici/ShippingOrderDispatcherServices', yurticiService(state, user));
  const aras = arasServices(state, user);
  app.post('/aras/arascargoservice.asmx', aras.orders);
  app.post('/aras/ArasCargoIntegrationService.svc', aras.queries);
  app.route('/mng/mngapi/api', mngService(state, user));
  app.post('/surat/KargoWebService.asmx', suratService(state, user));
  app.post('/ptt/PttVeriYukleme/services/Sorgu', pttService(state, user));

  app.get('/:carrier/takip/:tracking', (c) => {
    const s = [...state.shipments.values()].find((x) => x.carrier === c.req.param('carrier') && x.trackingNumber === c.req.param('tracking'));
    if (!s) return c.html('<p>Gönderi bulunamadı.</p>', 404);
    const step = state.stepOf(s);
    return c.html(`<!doctype html><meta charset="utf-8"><p>${escapeXml(s.trackingNumber)}: <b data-status="${step}">${step}</b></p>`);
  });

  app.get('/admin/faults', (c) => c.json(state.faults));
  app.post('/admin/faults', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    state.faults = {
      drop: share(b.drop),
      delay: share(b.delay),
      delayMs: typeof b.delayMs === 'number' && b.delayMs >= 0 ? Math.min(b.delayMs, 60_000) : 0,
      duplicate: share(b.duplicate),
      fail: share(b.fail),
    };
    return c.json(state.faults);
  });
  app.get('/admin/shipments', (c) =>
    c.json(
      [...state.shipments.values()].map((s) => ({
        carrier: s.carrier,
        key: s.key,
        invoiceKey: s.invoiceKey,
        trackingNumber: s.trackingNumber,
        status: state.stepOf(s),
        creates: s.creates,
      })),
    ),
  );
  app.post('/admin/advance', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const s = state.find(String(b.carrier), String(b.key));
    if (!s || !['NOP', 'IND', 'DLV', 'RTN'].includes(String(b.status))) return c.json({ error: 'unknown shipment or status' }, 404);
    s.fixed = b.status as Step;
    return c.json({ key: s.key, status: s.fixed });
  });
  return app;
}
