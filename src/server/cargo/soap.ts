import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import { CargoError } from './provider';

/** SOAP 1.1 for the carriers' services: envelopes built with xmlbuilder2, answers read with fast-xml-parser. */
const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

type Xml = Record<string, unknown>;
/** A field's value: text, a list (its element repeated), a nested element, or null (left out). */
export type Field = string | number | boolean | null | Field[] | { [name: string]: Field };
export type Fields = Record<string, Field>;

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });

export const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
export const textOf = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

type Element = ReturnType<ReturnType<typeof create>['ele']>;

function addFields(parent: Element, fields: Fields, ns: string | null): void {
  const child = (name: string) => (ns ? parent.ele(ns, `ns:${name}`) : parent.ele(name));
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === null) continue;
      if (typeof v === 'object' && !Array.isArray(v)) addFields(child(key), v, ns);
      else child(key).txt(String(v));
    }
  }
}

/**
 * An operation `name` of namespace `ns` with `fields` as its children (a list repeats its element, an object nests,
 * null is left out); `qualified` puts the children in the operation's namespace too (.NET services want that).
 */
export function soapRequest(ns: string, name: string, fields: Fields, qualified = false): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(SOAP_ENV, 'soapenv:Envelope');
  doc.ele(SOAP_ENV, 'soapenv:Header');
  addFields(doc.ele(SOAP_ENV, 'soapenv:Body').ele(ns, `ns:${name}`), fields, qualified ? ns : null);
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
