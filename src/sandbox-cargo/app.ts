import { Hono, type Context } from 'hono';
import { CARRIERS } from '../domain/cargo/carriers';
import { asList, soapBody, textOf } from '../server/cargo/soap';
import { DUPLICATE_KEY, PICKED_UP, UNKNOWN_KEY, YURTICI_NS } from '../server/cargo/yurtici';

/**
 * The sandbox carrier: plays the five carriers for the companies whose carrier is the sandbox (the demo) and for the
 * tests, each at `/<carrier>/ShippingOrderDispatcherServices`, all speaking Yurtiçi's published SOAP service (what
 * src/server/cargo/yurtici.ts sends) with Yurtiçi's test user (YKTEST / YK). A shipment gets a tracking number at once
 * and moves over time: accepted (NOP) until `stepMs` after it was made, then in transit (IND), then delivered (DLV) after
 * another `stepMs`, or returned (RTN) when its receiver's name says İADE. A cancel after pick-up is refused.
 * POST /admin/faults makes it misbehave: drop (the work is done, the answer lost), delay, duplicate (the request is
 * taken twice: the answer is the second's, a duplicate key), fail (5xx). POST /admin/advance moves a shipment at once;
 * GET /admin/shipments lists what it holds.
 */
export interface CargoSandboxOptions {
  username: string;
  password: string;
  stepMs: number;
}

export interface CargoFaults {
  drop: number;
  delay: number;
  delayMs: number;
  duplicate: number;
  fail: number;
}

type Status = 'NOP' | 'IND' | 'DLV' | 'RTN' | 'ISC';
interface SandboxShipment {
  carrier: string;
  key: string;
  invoiceKey: string;
  receiver: string;
  trackingNumber: string;
  createdAt: number;
  /** a status set by /admin/advance or a cancel; otherwise the clock decides */
  fixed?: Status;
  creates: number;
}

const NO_FAULTS: CargoFaults = { drop: 0, delay: 0, delayMs: 0, duplicate: 0, fail: 0 };
const share = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : 0);
const happens = (p: number) => p > 0 && Math.random() < p;
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const envelope = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>${inner}</soapenv:Body></soapenv:Envelope>`;
const element = (name: string, fields: Record<string, string | number>) =>
  `<${name}>${Object.entries(fields)
    .map(([k, v]) => `<${k}>${escapeXml(String(v))}</${k}>`)
    .join('')}</${name}>`;
const fault = (code: string, text: string) =>
  envelope(`<soapenv:Fault><faultcode>soapenv:${code}</faultcode><faultstring>${escapeXml(text)}</faultstring></soapenv:Fault>`);

export function cargoSandboxApp(options: CargoSandboxOptions) {
  const shipments = new Map<string, SandboxShipment>();
  let faults: CargoFaults = { ...NO_FAULTS };
  let nextTracking = Date.now() % 1_000_000_000;
  const app = new Hono();

  const statusOf = (s: SandboxShipment): Status => {
    if (s.fixed) return s.fixed;
    const age = Date.now() - s.createdAt;
    if (age < options.stepMs) return 'NOP';
    if (age < 2 * options.stepMs) return 'IND';
    return /[İI]ADE/i.test(s.receiver) ? 'RTN' : 'DLV';
  };

  const ns = `xmlns:ns="${YURTICI_NS}"`;
  const resultVo = (operation: string, detailName: string, details: Record<string, string | number>[]) =>
    envelope(
      `<ns:${operation}Response ${ns}><ShippingOrderResultVO><outFlag>0</outFlag><outResult>Başarılı</outResult><count>${details.length}</count>` +
        details.map((d) => element(detailName, d)).join('') +
        `</ShippingOrderResultVO></ns:${operation}Response>`,
    );

  function createShipment(carrier: string, op: Record<string, unknown>): string {
    const vo = (op.ShippingOrderVO ?? {}) as Record<string, unknown>;
    const key = textOf(vo.cargoKey);
    if (!/^[A-Za-z0-9-]{1,20}$/.test(key))
      return resultVo('createShipment', 'shippingOrderDetailVO', [{ cargoKey: key, errCode: '60001', errMessage: 'Geçersiz kargo anahtarı' }]);
    if (!textOf(vo.receiverCustName) || !textOf(vo.receiverAddress))
      return resultVo('createShipment', 'shippingOrderDetailVO', [{ cargoKey: key, errCode: '60002', errMessage: 'Alıcı adı ve adresi zorunludur' }]);
    const id = `${carrier}:${key}`;
    const known = shipments.get(id);
    if (known) {
      known.creates++;
      return resultVo('createShipment', 'shippingOrderDetailVO', [
        { cargoKey: key, invoiceKey: known.invoiceKey, errCode: DUPLICATE_KEY, errMessage: 'Bu kargo anahtarı ile kayıt var' },
      ]);
    }
    shipments.set(id, {
      carrier,
      key,
      invoiceKey: textOf(vo.invoiceKey),
      receiver: textOf(vo.receiverCustName),
      trackingNumber: String(++nextTracking).padStart(12, '1'),
      createdAt: Date.now(),
      creates: 1,
    });
    return resultVo('createShipment', 'shippingOrderDetailVO', [{ cargoKey: key, invoiceKey: textOf(vo.invoiceKey), errCode: '', errMessage: '' }]);
  }

  function queryShipment(carrier: string, op: Record<string, unknown>, base: string): string {
    const details = asList(op.keys as unknown).map((k) => {
      const key = textOf(k);
      const s = shipments.get(`${carrier}:${key}`);
      if (!s)
        return `<shippingDeliveryDetailVO><cargoKey>${escapeXml(key)}</cargoKey><errCode>${UNKNOWN_KEY}</errCode><errMessage>Kayıt bulunamadı</errMessage></shippingDeliveryDetailVO>`;
      const status = statusOf(s);
      return (
        `<shippingDeliveryDetailVO><cargoKey>${escapeXml(key)}</cargoKey><invoiceKey>${escapeXml(s.invoiceKey)}</invoiceKey>` +
        `<operationStatus>${status}</operationStatus><operationMessage>${status}</operationMessage>` +
        element('shippingDeliveryItemDetailVO', { docId: s.trackingNumber, trackingUrl: `${base}/${carrier}/takip/${s.trackingNumber}` }) +
        `</shippingDeliveryDetailVO>`
      );
    });
    return envelope(
      `<ns:queryShipmentResponse ${ns}><ShippingDeliveryVO><outFlag>0</outFlag><count>${details.length}</count>${details.join('')}</ShippingDeliveryVO></ns:queryShipmentResponse>`,
    );
  }

  function cancelShipment(carrier: string, op: Record<string, unknown>): string {
    const details = asList(op.cargoKeys as unknown).map((k) => {
      const key = textOf(k);
      const s = shipments.get(`${carrier}:${key}`);
      if (!s) return { cargoKey: key, errCode: UNKNOWN_KEY, errMessage: 'Kayıt bulunamadı', operationStatus: '' };
      const status = statusOf(s);
      if (status !== 'NOP' && status !== 'ISC')
        return { cargoKey: key, errCode: PICKED_UP, errMessage: 'Kargo işlem gördüğü için iptal edilemez', operationStatus: status };
      s.fixed = 'ISC';
      return { cargoKey: key, errCode: '', errMessage: '', operationStatus: 'ISC' };
    });
    return resultVo('cancelShipment', 'shippingCancelDetailVO', details);
  }

  async function service(c: Context) {
    const carrier = c.req.param('carrier')!;
    if (!(CARRIERS as readonly string[]).includes(carrier)) return c.text('not found', 404);
    // the request is read whole first: a caller gone while the carrier takes its time does not stop the work
    const body = soapBody(await c.req.text());
    if (happens(faults.delay)) await new Promise((r) => setTimeout(r, faults.delayMs));
    if (happens(faults.fail)) return c.text('sandbox: temporary failure', 503);
    if (!body) return c.body(fault('Client', 'Geçersiz SOAP isteği'), 400, { 'content-type': 'text/xml; charset=utf-8' });
    const op = body.value;
    if (textOf(op.wsUserName) !== options.username || textOf(op.wsPassword) !== options.password)
      return c.body(fault('Client', 'Kullanıcı adı veya şifre hatalı'), 500, { 'content-type': 'text/xml; charset=utf-8' });
    const base = new URL(c.req.url).origin;
    const run = () =>
      body.name === 'createShipment'
        ? createShipment(carrier, op)
        : body.name === 'queryShipment'
          ? queryShipment(carrier, op, base)
          : body.name === 'cancelShipment'
            ? cancelShipment(carrier, op)
            : null;
    let answer = run();
    if (answer === null) return c.body(fault('Client', `Bilinmeyen işlem ${body.name}`), 500, { 'content-type': 'text/xml; charset=utf-8' });
    // the request arrived twice: the caller gets the second one's answer
    if (body.name !== 'queryShipment' && happens(faults.duplicate)) answer = run()!;
    // the work is done, the answer is lost on the way back
    if (body.name !== 'queryShipment' && happens(faults.drop)) {
      (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
      return new Response(null, { status: 500 });
    }
    return c.body(answer, 200, { 'content-type': 'text/xml; charset=utf-8' });
  }

  app.post('/:carrier/ShippingOrderDispatcherServices', service);

  app.get('/:carrier/takip/:tracking', (c) => {
    const s = [...shipments.values()].find((x) => x.carrier === c.req.param('carrier') && x.trackingNumber === c.req.param('tracking'));
    if (!s) return c.html('<p>Gönderi bulunamadı.</p>', 404);
    return c.html(`<!doctype html><meta charset="utf-8"><p>${escapeXml(s.trackingNumber)}: <b data-status="${statusOf(s)}">${statusOf(s)}</b></p>`);
  });

  app.get('/admin/faults', (c) => c.json(faults));
  app.post('/admin/faults', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    faults = {
      drop: share(b.drop),
      delay: share(b.delay),
      delayMs: typeof b.delayMs === 'number' && b.delayMs >= 0 ? Math.min(b.delayMs, 60_000) : 0,
      duplicate: share(b.duplicate),
      fail: share(b.fail),
    };
    return c.json(faults);
  });
  app.get('/admin/shipments', (c) =>
    c.json(
      [...shipments.values()].map((s) => ({
        carrier: s.carrier,
        key: s.key,
        invoiceKey: s.invoiceKey,
        trackingNumber: s.trackingNumber,
        status: statusOf(s),
        creates: s.creates,
      })),
    ),
  );
  app.post('/admin/advance', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const s = shipments.get(`${String(b.carrier)}:${String(b.key)}`);
    if (!s || !['NOP', 'IND', 'DLV', 'RTN'].includes(String(b.status))) return c.json({ error: 'unknown shipment or status' }, 404);
    s.fixed = b.status as Status;
    return c.json({ key: s.key, status: s.fixed });
  });
  return app;
}
