import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import { CargoError } from './provider';

/** SOAP 1.1 for the carriers' services: envelopes built with xmlbuilder2, answers read with fast-xml-parser. */
const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

type Xml = Record<string, unknown>;
export type Fields = Record<string, string | number | boolean | string[] | Record<string, string | number | null>>;

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });

export const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
export const textOf = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** An operation `name` of namespace `ns` with `fields` as its children (a list repeats its element, an object nests). */
export function soapRequest(ns: string, name: string, fields: Fields): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(SOAP_ENV, 'soapenv:Envelope');
  doc.ele(SOAP_ENV, 'soapenv:Header');
  const op = doc.ele(SOAP_ENV, 'soapenv:Body').ele(ns, `ns:${name}`);
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) op.ele(key).txt(v);
    else if (typeof value === 'object') {
      const nested = op.ele(key);
      for (const [k, v] of Object.entries(value)) if (v !== null) nested.ele(k).txt(String(v));
    } else op.ele(key).txt(String(value));
  }
  return doc.end();
}

/** The Body's first element of a SOAP answer, or null when the text is no SOAP envelope. */
export function soapBody(text: string): { name: string; value: Xml } | null {
  let parsed: Xml;
  try {
    parsed = parser.parse(text) as Xml;
  } catch {
    return null;
  }
  const body = (parsed.Envelope as Xml | undefined)?.Body as Xml | undefined;
  if (!body || typeof body !== 'object') return null;
  const [name, value] = Object.entries(body)[0] ?? [];
  return name ? { name, value: (value ?? {}) as Xml } : null;
}

/**
 * Posts a SOAP call and gives the Body's first element. No answer, a time-out, a 5xx or a fault of the server may pass
 * on a later try; a fault of the client is permanent.
 */
export async function soapCall(url: string, action: string, envelope: string, timeoutMs = 20_000): Promise<{ name: string; value: Xml }> {
  let r: Response;
  let text: string;
  try {
    r = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
      body: envelope,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await r.text();
  } catch (e) {
    throw new CargoError(`carrier unreachable: ${e instanceof Error ? e.message : String(e)}`, false);
  }
  const body = soapBody(text);
  if (body?.name === 'Fault') {
    const code = textOf(body.value.faultcode);
    throw new CargoError(`carrier fault: ${textOf(body.value.faultstring)}`, /client/i.test(code));
  }
  if (r.status >= 500 || !body) throw new CargoError(`carrier answered ${r.status}`, r.status < 500 && r.status >= 400);
  return body;
}
