import type { CarrierStatus } from '../../domain/cargo/carriers';
import { CargoError, type CarrierProvider, type CarrierShipment } from './provider';

/**
 * MNG Kargo's REST API (apizone; docs/modules/cargo.md says what is assumed): a token from POST /token with the
 * customer number and password, sent as a bearer with the application's X-IBM-Client-Id and -Secret; the order under
 * our key as `referenceId` (POST /standardcmdapi/createOrder), its shipment by that key
 * (GET /standardqueryapi/getshipmentstatus/{referenceId}), and the order cancelled before pick-up
 * (PUT /standardcmdapi/cancelorder/{referenceId}). Errors answer 4xx with `{ error: { code, message } }`.
 * Unverified against the live service.
 */
export const MNG_URLS = {
  test: 'https://testapi.mngkargo.com.tr/mngapi/api',
  live: 'https://api.mngkargo.com.tr/mngapi/api',
} as const;
/** createOrder's error code for a referenceId MNG already has (assumed). */
export const MNG_DUPLICATE = '30028';
/** cancelorder's error code for an order whose shipment left the branch (assumed). */
export const MNG_PICKED_UP = '30043';
/** The error code of a referenceId MNG does not know (assumed); a 404 reads the same. */
export const MNG_UNKNOWN = '30010';

/**
 * MNG's shipmentStatusCode in Defter's words (assumed): 0 the order is in, 1 ready at the branch (not picked up),
 * 2 to 4 on the way, 5 delivered, 6 and 7 back to the sender, 8 cancelled.
 */
export function mngStatus(code: string): CarrierStatus {
  if (code === '5') return 'delivered';
  if (code === '6' || code === '7') return 'returned';
  if (code === '8') return 'cancelled';
  return code === '' || code === '0' || code === '1' ? 'accepted' : 'inTransit';
}

export const mngTrackingPage = (n: string) => `https://kargotakip.mngkargo.com.tr/?takipNo=${encodeURIComponent(n)}`;

interface MngConfig {
  url: string;
  customerNumber: string;
  password: string;
  clientId: string;
  clientSecret: string;
  trackingPage?: (trackingNumber: string) => string;
  timeoutMs?: number;
}

interface MngAnswer {
  status: number;
  json: unknown;
}

const errorCode = (a: MngAnswer) => String((a.json as { error?: { code?: unknown } } | null)?.error?.code ?? '');
const errorText = (a: MngAnswer) => String((a.json as { error?: { message?: unknown } } | null)?.error?.message ?? `answered ${a.status}`);

export function mngCarrier(config: MngConfig): CarrierProvider {
  const page = config.trackingPage ?? mngTrackingPage;

  async function request(method: string, path: string, body: unknown, token?: string): Promise<MngAnswer> {
    let r: Response;
    let text: string;
    try {
      r = await fetch(`${config.url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-ibm-client-id': config.clientId,
          'x-ibm-client-secret': config.clientSecret,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
      });
      text = await r.text();
    } catch (e) {
      throw new CargoError(`carrier unreachable: ${e instanceof Error ? e.message : String(e)}`, false);
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      if (r.status < 500) throw new CargoError(`MNG answered ${r.status} with no JSON`, false);
    }
    if (r.status >= 500) throw new CargoError(`carrier answered ${r.status}`, false);
    return { status: r.status, json };
  }

  /** every operation takes a fresh token: the adapter keeps nothing between calls */
  async function token(): Promise<string> {
    const a = await request('POST', '/token', { customerNumber: config.customerNumber, password: config.password, identityType: 1 });
    const jwt = (a.json as { jwt?: unknown } | null)?.jwt;
    if (a.status !== 200 || typeof jwt !== 'string') throw new CargoError(`MNG token: ${errorText(a)}`, true);
    return jwt;
  }

  async function find(key: string, jwt?: string): Promise<CarrierShipment | null> {
    const a = await request('GET', `/standardqueryapi/getshipmentstatus/${encodeURIComponent(key)}`, undefined, jwt ?? (await token()));
    if (a.status === 404 || errorCode(a) === MNG_UNKNOWN) return null;
    if (a.status !== 200) throw new CargoError(`MNG getshipmentstatus: ${errorText(a)}`, true);
    const list = Array.isArray(a.json) ? (a.json as Record<string, unknown>[]) : [];
    const s = list.find((x) => String(x.referenceId ?? '') === key);
    if (!s) return null;
    const trackingNumber = s.shipmentId ? String(s.shipmentId) : null;
    const url = typeof s.trackingUrl === 'string' && s.trackingUrl ? s.trackingUrl : null;
    return { key, trackingNumber, trackingUrl: url ?? (trackingNumber ? page(trackingNumber) : null), status: mngStatus(String(s.shipmentStatusCode ?? '')) };
  }

  return {
    find: (key) => find(key),
    async create(s) {
      const jwt = await token();
      const a = await request(
        'POST',
        '/standardcmdapi/createOrder',
        {
          order: {
            referenceId: s.key,
            barcode: s.key,
            billOfLandingId: s.reference,
            isCOD: 0,
            codAmount: 0,
            shipmentServiceType: 1,
            packagingType: 3,
            content: s.description,
            smsPreference1: 0,
            smsPreference2: 0,
            smsPreference3: 0,
            paymentType: 1,
            deliveryType: 1,
            description: s.description,
          },
          orderPieceList: Array.from({ length: s.packageCount }, (_, i) => ({ barcode: `${s.key}${i + 1}`, desi: 1, kg: 1, content: s.description })),
          recipient: {
            fullName: s.receiver.name,
            address: s.receiver.address,
            cityName: s.receiver.city,
            districtName: s.receiver.district,
            mobilePhoneNumber: s.receiver.phone,
            taxNumber: s.receiver.taxNumber,
          },
        },
        jwt,
      );
      if (errorCode(a) === MNG_DUPLICATE) throw new CargoError(`MNG: referenceId ${s.key} exists`, true, 'duplicate');
      if (a.status !== 200) throw new CargoError(`MNG createOrder: ${errorText(a)}`, true);
      return (await find(s.key, jwt)) ?? { key: s.key, trackingNumber: null, trackingUrl: null, status: 'accepted' };
    },
    async cancel(key) {
      const a = await request('PUT', `/standardcmdapi/cancelorder/${encodeURIComponent(key)}`, undefined, await token());
      if (errorCode(a) === MNG_PICKED_UP) throw new CargoError(`MNG: ${key} was picked up`, true, 'pickedUp');
      if (a.status === 404 || errorCode(a) === MNG_UNKNOWN) throw new CargoError(`MNG: ${key} unknown`, true, 'notFound');
      if (a.status !== 200) throw new CargoError(`MNG cancelorder: ${errorText(a)}`, true);
    },
  };
}
