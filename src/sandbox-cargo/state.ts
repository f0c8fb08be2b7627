import type { Context } from 'hono';
import { soapBody } from '../server/cargo/soap';

/**
 * What the sandbox carrier holds, shared by the five carriers' protocols: the shipments (in memory, by carrier and our
 * key), how each moves over time, and the faults every protocol plays alike. A shipment's steps are written with
 * Yurtiçi's codes, which the admin calls use for every carrier: accepted (NOP) until `stepMs` after it was made, then
 * in transit (IND), then delivered (DLV) after another `stepMs`, or returned (RTN) when its receiver's name says İADE;
 * cancelled (ISC) only from NOP.
 */
export type Step = 'NOP' | 'IND' | 'DLV' | 'RTN' | 'ISC';

export interface SandboxShipment {
  carrier: string;
  key: string;
  invoiceKey: string;
  receiver: string;
  trackingNumber: string;
  createdAt: number;
  /** a step set by /admin/advance or a cancel; otherwise the clock decides */
  fixed?: Step;
  creates: number;
}

export interface CargoFaults {
  drop: number;
  delay: number;
  delayMs: number;
  duplicate: number;
  fail: number;
}

export const NO_FAULTS: CargoFaults = { drop: 0, delay: 0, delayMs: 0, duplicate: 0, fail: 0 };
const happens = (p: number) => p > 0 && Math.random() < p;
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };
/** XML's own named entities: what every XML reader decodes (numeric references are left as they are by some). */
export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ENTITIES[c]!);

export type SandboxState = ReturnType<typeof sandboxState>;

export function sandboxState(stepMs: number) {
  const shipments = new Map<string, SandboxShipment>();
  let nextTracking = Date.now() % 1_000_000_000;
  const state = {
    shipments,
    faults: { ...NO_FAULTS } as CargoFaults,
    stepOf(s: SandboxShipment): Step {
      if (s.fixed) return s.fixed;
      const age = Date.now() - s.createdAt;
      if (age < stepMs) return 'NOP';
      if (age < 2 * stepMs) return 'IND';
      return /[İI]ADE/i.test(s.receiver) ? 'RTN' : 'DLV';
    },
    find: (carrier: string, key: string) => shipments.get(`${carrier}:${key}`),
    /** the shipment made under the key, or the one the carrier had already (`created` false, counted in `creates`) */
    create(carrier: string, key: string, invoiceKey: string, receiver: string): { shipment: SandboxShipment; created: boolean } {
      const known = shipments.get(`${carrier}:${key}`);
      if (known) {
        known.creates++;
        return { shipment: known, created: false };
      }
      const shipment = { carrier, key, invoiceKey, receiver, trackingNumber: String(++nextTracking).padStart(12, '1'), createdAt: Date.now(), creates: 1 };
      shipments.set(`${carrier}:${key}`, shipment);
      return { shipment, created: true };
    },
    /** cancels a shipment not yet picked up; answers what stood in the way */
    cancel(carrier: string, key: string): 'done' | 'pickedUp' | 'unknown' {
      const s = shipments.get(`${carrier}:${key}`);
      if (!s) return 'unknown';
      const step = state.stepOf(s);
      if (step !== 'NOP' && step !== 'ISC') return 'pickedUp';
      s.fixed = 'ISC';
      return 'done';
    },
  };
  return state;
}

/**
 * Answers one request of a carrier's protocol with the faults in play: a slow answer, a 503, the request taken twice
 * (the caller gets the second's answer), the work done and the answer lost. A read (`write` false) is never taken twice
 * nor lost.
 */
export async function withFaults(c: Context, faults: CargoFaults, write: boolean, run: () => Response): Promise<Response> {
  if (happens(faults.delay)) await new Promise((r) => setTimeout(r, faults.delayMs));
  if (happens(faults.fail)) return c.text('sandbox: temporary failure', 503);
  let answer = run();
  if (write && happens(faults.duplicate)) answer = run();
  if (write && happens(faults.drop)) {
    (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
    return new Response(null, { status: 500 });
  }
  return answer;
}

/** SOAP answers of the sandbox's protocols. */
export const envelope = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>${inner}</soapenv:Body></soapenv:Envelope>`;
export const element = (name: string, fields: Record<string, string | number>) =>
  `<${name}>${Object.entries(fields)
    .map(([k, v]) => `<${k}>${escapeXml(String(v))}</${k}>`)
    .join('')}</${name}>`;
const XML = { 'content-type': 'text/xml; charset=utf-8' };
const soapFault = (c: Context, text: string, status: 400 | 500 = 500) =>
  c.body(envelope(`<soapenv:Fault><faultcode>soapenv:Client</faultcode><faultstring>${escapeXml(text)}</faultstring></soapenv:Fault>`), status, XML);

/** A SOAP operation of a carrier's protocol: whether it changes anything, and its answer's Body content. */
export interface SoapOperation {
  write: boolean;
  run: (op: Record<string, unknown>, origin: string) => string;
}

/**
 * A carrier's SOAP service: the request read whole first (a caller gone while the carrier takes its time does not
 * stop the work), the faults played, the user checked where the protocol carries it, the operation answered.
 */
export function soapService(state: SandboxState, authorised: (op: Record<string, unknown>) => boolean, operations: Readonly<Record<string, SoapOperation>>) {
  return async (c: Context) => {
    const body = soapBody(await c.req.text());
    const operation = body ? operations[body.name] : undefined;
    return withFaults(c, state.faults, operation?.write ?? false, () => {
      if (!body) return soapFault(c, 'Geçersiz SOAP isteği', 400);
      if (!operation) return soapFault(c, `Bilinmeyen işlem ${body.name}`);
      if (!authorised(body.value)) return soapFault(c, 'Kullanıcı adı veya şifre hatalı');
      return c.body(envelope(operation.run(body.value, new URL(c.req.url).origin)), 200, XML);
    });
  };
}
