import { Hono } from 'hono';
import { CARRIERS, SHIPPABLE_STATUSES, type Carrier } from '../../domain/cargo/carriers';
import { CARGO_READ_ROLES, CARGO_SETTINGS_WRITE_ROLES, CARGO_SHIP_ROLES } from '../../domain/roles';
import { carrierParam, carrierSettingsBody, emptyBody, shipBody, type CarrierSettings } from '../../domain/schemas/cargo';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { shipmentLabel } from './label';
import { defaultCarrier, findCarrier, listCarriers, saveCarrier, type CarrierRow } from './settings-queries';
import { findShipment, listShipments, listWaiting, receiverOf, shipmentJson } from './shipment-queries';
import { cancelShipment, refreshShipment, shipDocument, type CargoOptions } from './shipping';

/** A carrier's settings as the API gives them: the password never, only whether one is set. */
const carrierJson = (r: CarrierRow): CarrierSettings => ({
  carrier: r.carrier,
  saved: r.saved,
  version: r.version,
  active: r.active,
  customerCode: r.customer_code,
  paymentType: r.payment_type,
  packageCount: r.package_count,
  description: r.description,
  connection: r.connection,
  mode: r.mode,
  username: r.username,
  passwordSet: r.password !== '',
  url: r.url,
  senderName: r.sender_name,
  senderAddress: r.sender_address,
  senderCity: r.sender_city,
  senderPhone: r.sender_phone,
  labelSize: r.label_size,
});

const carrierOf = (raw: string | undefined): Carrier => {
  const parsed = carrierParam.safeParse(raw);
  if (!parsed.success) throw fail('NF10004');
  return parsed.data;
};

/**
 * The cargo carriers (issue #32): GET /api/cargo/carriers (all five, saved or not) and GET/PUT
 * /api/cargo/carriers/:carrier (/sistem/kargotanimlari, /modul/<carrier>/ayar); GET /api/cargo/:carrier/waiting (the
 * documents to ship), GET and POST /api/cargo/:carrier/shipments {documentIds} (/modul/<carrier>/gonder); GET
 * /api/cargo/shipments/:id, /label, POST /refresh and /cancel {}.
 */
export function cargoRoutes(o: CargoOptions) {
  const app = new Hono<AppEnv>();
  const mayRead = requireRole(...CARGO_READ_ROLES);
  const mayShip = requireRole(...CARGO_SHIP_ROLES);

  app.get('/cargo/carriers', mayRead, async (c) => {
    const saved = await c.var.db.company(c.var.auth.companyId, (q) => listCarriers(q));
    const items = CARRIERS.map((carrier) => saved.find((r) => r.carrier === carrier) ?? defaultCarrier(carrier));
    return c.json({ response: { items: items.map(carrierJson) } });
  });

  app.get('/cargo/carriers/:carrier', mayRead, async (c) => {
    const carrier = carrierOf(c.req.param('carrier'));
    const row = await c.var.db.company(c.var.auth.companyId, (q) => findCarrier(q, carrier));
    return c.json({ response: carrierJson(row) });
  });

  app.put('/cargo/carriers/:carrier', requireRole(...CARGO_SETTINGS_WRITE_ROLES), async (c) => {
    const carrier = carrierOf(c.req.param('carrier'));
    const body = await parseBody(c, carrierSettingsBody);
    const { companyId } = c.var.auth;
    const saved = await c.var.db.company(companyId, async (q) => {
      const before = await findCarrier(q, carrier);
      // the carrier's own service needs its credentials; the sandbox has its own
      if (body.connection === 'carrier') {
        const missing: Record<string, { key: string }[]> = {};
        if (!body.username) missing.username = [{ key: 'validation.required' }];
        if (!(body.password === undefined ? before.password !== '' : body.password !== '')) missing.password = [{ key: 'validation.required' }];
        if (Object.keys(missing).length) throw invalid(missing);
      }
      const row = await saveCarrier(q, companyId, carrier, body.version, {
        active: body.active,
        customer_code: body.customerCode,
        payment_type: body.paymentType,
        package_count: body.packageCount,
        description: body.description,
        connection: body.connection,
        mode: body.mode,
        username: body.username,
        password: body.password,
        url: body.url,
        sender_name: body.senderName,
        sender_address: body.senderAddress,
        sender_city: body.senderCity,
        sender_phone: body.senderPhone,
        label_size: body.labelSize,
      });
      if (!row) throw fail('CG10001');
      return carrierJson(row);
    });
    return c.json({ response: saved });
  });

  app.get('/cargo/:carrier/waiting', mayRead, async (c) => {
    const carrier = carrierOf(c.req.param('carrier'));
    const items = await c.var.db.company(c.var.auth.companyId, (q) => listWaiting(q, carrier, SHIPPABLE_STATUSES, 200));
    return c.json({ response: { items } });
  });

  app.get('/cargo/:carrier/shipments', mayRead, async (c) => {
    const carrier = carrierOf(c.req.param('carrier'));
    const raw = c.req.query('documentId');
    const documentId = raw === undefined ? null : /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
    const rows = await c.var.db.company(c.var.auth.companyId, (q) => listShipments(q, carrier, documentId, 200));
    return c.json({ response: { items: rows.map(shipmentJson) } });
  });

  // each document once, one after the other; what each came to is in `items` (a shipment, or the code of why not)
  app.post('/cargo/:carrier/shipments', mayShip, async (c) => {
    const carrier = carrierOf(c.req.param('carrier'));
    const { documentIds } = await parseBody(c, shipBody);
    // a carrier the company does not use ships nothing (each document's send asks again, in its own transaction)
    if (!(await c.var.db.company(c.var.auth.companyId, (q) => findCarrier(q, carrier))).active) throw fail('CG10003');
    const items = [];
    for (const id of [...new Set(documentIds.map(Number))]) items.push(await shipDocument(c.var.db, c.var.auth, carrier, id, o));
    return c.json({ response: { items } });
  });

  app.get('/cargo/shipments/:id', mayRead, async (c) => {
    const id = idParam(c);
    const row = await c.var.db.company(c.var.auth.companyId, (q) => findShipment(q, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: shipmentJson(row) });
  });

  app.get('/cargo/shipments/:id/label', mayRead, async (c) => {
    const id = idParam(c);
    const label = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const row = await findShipment(q, id);
      if (!row) throw fail('NF10004');
      const tracking = row.tracking_number;
      if (tracking === null || row.state === 'cancelled' || row.state === 'failed') throw fail('CG10008');
      return shipmentLabel({ ...row, tracking_number: tracking }, await findCarrier(q, row.carrier), await receiverOf(q, row.document_id));
    });
    return c.json({ response: label });
  });

  app.post('/cargo/shipments/:id/refresh', mayShip, async (c) => {
    const id = idParam(c);
    await parseBody(c, emptyBody);
    return c.json({ response: shipmentJson(await refreshShipment(c.var.db, c.var.auth, id, o)) });
  });

  app.post('/cargo/shipments/:id/cancel', mayShip, async (c) => {
    const id = idParam(c);
    await parseBody(c, emptyBody);
    return c.json({ response: shipmentJson(await cancelShipment(c.var.db, c.var.auth, id, o)) });
  });
  return app;
}
