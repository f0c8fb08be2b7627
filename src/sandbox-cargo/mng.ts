import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { MNG_DUPLICATE, MNG_PICKED_UP, MNG_UNKNOWN } from '../server/cargo/mng';
import { withFaults, type SandboxState, type Step } from './state';

/**
 * MNG Kargo's REST API as the sandbox plays it at `/mng/mngapi/api` (what src/server/cargo/mng.ts sends): a token for
 * the customer number and password, then createOrder, getshipmentstatus and cancelorder by our referenceId, each with
 * the bearer token and an application key pair.
 */
const STATUS: Record<Step, [number, string]> = {
  NOP: [1, 'Kargo şubede hazırlanıyor'],
  IND: [3, 'Yolda'],
  DLV: [5, 'Teslim edildi'],
  RTN: [7, 'Göndericiye iade edildi'],
  ISC: [8, 'İptal edildi'],
};

export function mngService(state: SandboxState, user: { username: string; password: string }) {
  const tokens = new Set<string>();
  const app = new Hono();
  const refusal = (c: Context, status: 400 | 401 | 404 | 409, code: string, message: string) =>
    c.json({ error: { code, message, description: message } }, status);
  const allowed = (c: Context) => !!c.req.header('x-ibm-client-id') && tokens.has((c.req.header('authorization') ?? '').replace(/^Bearer /, ''));

  app.post('/token', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    return withFaults(c, state.faults, false, () => {
      if (b.customerNumber !== user.username || b.password !== user.password) return refusal(c, 401, '401', 'Müşteri numarası veya şifre hatalı');
      const jwt = randomBytes(16).toString('hex');
      tokens.add(jwt);
      return c.json({ jwt, refreshToken: randomBytes(16).toString('hex'), jwtExpireDate: new Date(Date.now() + 3_600_000).toISOString() });
    });
  });

  app.post('/standardcmdapi/createOrder', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as { order?: Record<string, unknown>; recipient?: Record<string, unknown> };
    return withFaults(c, state.faults, true, () => {
      if (!allowed(c)) return refusal(c, 401, '401', 'Yetkisiz');
      const key = String(b.order?.referenceId ?? '');
      if (!/^[A-Za-z0-9-]{1,30}$/.test(key)) return refusal(c, 400, '30001', 'referenceId geçersiz');
      if (!b.recipient?.fullName || !b.recipient.address) return refusal(c, 400, '30002', 'Alıcı adı ve adresi zorunludur');
      const { shipment, created } = state.create('mng', key, String(b.order?.billOfLandingId ?? ''), String(b.recipient.fullName));
      if (!created) return refusal(c, 409, MNG_DUPLICATE, 'Bu referans numarası ile sipariş var');
      return c.json([{ orderInvoiceId: shipment.trackingNumber, orderInvoiceDetailId: shipment.trackingNumber, shipperBranchCode: '034' }]);
    });
  });

  app.get('/standardqueryapi/getshipmentstatus/:ref', (c) =>
    withFaults(c, state.faults, false, () => {
      if (!allowed(c)) return refusal(c, 401, '401', 'Yetkisiz');
      const s = state.find('mng', c.req.param('ref'));
      if (!s) return refusal(c, 404, MNG_UNKNOWN, 'Sipariş bulunamadı');
      const [code, words] = STATUS[state.stepOf(s)];
      const origin = new URL(c.req.url).origin;
      return c.json([
        {
          referenceId: s.key,
          shipmentId: s.trackingNumber,
          shipmentStatusCode: code,
          shipmentStatus: words,
          trackingUrl: `${origin}/mng/takip/${s.trackingNumber}`,
        },
      ]);
    }),
  );

  app.put('/standardcmdapi/cancelorder/:ref', (c) =>
    withFaults(c, state.faults, true, () => {
      if (!allowed(c)) return refusal(c, 401, '401', 'Yetkisiz');
      const done = state.cancel('mng', c.req.param('ref'));
      if (done === 'unknown') return refusal(c, 404, MNG_UNKNOWN, 'Sipariş bulunamadı');
      if (done === 'pickedUp') return refusal(c, 409, MNG_PICKED_UP, 'Gönderi yola çıktı, iptal edilemez');
      return c.json({ referenceId: c.req.param('ref'), result: 'İptal edildi' });
    }),
  );
  return app;
}
