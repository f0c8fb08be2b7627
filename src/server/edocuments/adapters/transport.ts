import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { IntegratorError, type RegisteredUser } from '../integrator';
import { CUSTOMS } from '../../../domain/edocuments/export';

/**
 * What the adapters share: one HTTP call with a time limit and the error rule (no answer, a time-out or a 5xx may
 * pass on a later try; a provider's refusal of the document is permanent), SOAP 1.1 envelopes built with xmlbuilder2
 * and read with fast-xml-parser, and the facts of a UBL an integrator's call needs beside the document.
 */

export interface ProviderConfig {
  /** the service's address (the provider's test or live host, or the one the settings name) */
  url: string;
  username: string;
  secret: string;
  /** the company's sender alias (GB); blank: the provider's default */
  senderAlias: string;
  timeoutMs?: number;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

export async function httpCall(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  timeoutMs = 20_000,
): Promise<HttpAnswer> {
  let r: Response;
  try {
    r = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new IntegratorError(`integrator unreachable: ${e instanceof Error ? e.message : String(e)}`, false);
  }
  const text = await r.text().catch(() => {
    throw new IntegratorError('integrator: the answer was lost', false);
  });
  return { status: r.status, text };
}

export const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

type Xml = Record<string, unknown>;
export const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
export const textOf = (v: unknown): string =>
  typeof v === 'string' ? v : v && typeof v === 'object' && '#text' in v ? String((v as { '#text': unknown })['#text']) : v === undefined ? '' : String(v);

const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

/** A SOAP 1.1 envelope: `header` and `body` fill its Header and Body. */
export function soapEnvelope(fill: { header?: (h: XMLBuilder) => void; body: (b: XMLBuilder) => void }): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(SOAP_ENV, 's:Envelope');
  const header = doc.ele(SOAP_ENV, 's:Header');
  fill.header?.(header);
  fill.body(doc.ele(SOAP_ENV, 's:Body'));
  return doc.end();
}

/**
 * Posts a SOAP call and gives the Body's first element. A fault whose code names the client (`Client`, the request
 * or the document refused) is permanent; a fault of the server, a 5xx without a fault or no SOAP answer may pass later.
 */
export async function soapCall(url: string, action: string, envelope: string, timeoutMs?: number): Promise<Xml> {
  const answer = await httpCall(
    url,
    { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` }, body: envelope },
    timeoutMs,
  );
  let parsed: Xml;
  try {
    parsed = xmlParser.parse(answer.text) as Xml;
  } catch {
    parsed = {};
  }
  const body = ((parsed.Envelope as Xml | undefined)?.Body ?? undefined) as Xml | undefined;
  const fault = body?.Fault as Xml | undefined;
  if (fault) {
    const code = textOf(fault.faultcode);
    const detail = fault.detail ? ` ${JSON.stringify(fault.detail).slice(0, 500)}` : '';
    throw new IntegratorError(`integrator fault ${code}: ${textOf(fault.faultstring)}${detail}`, /(^|:)Client/.test(code));
  }
  if (!body || answer.status >= 300)
    throw new IntegratorError(`integrator ${answer.status}: ${answer.text.slice(0, 300)}`, answer.status >= 400 && answer.status < 500);
  const first = Object.entries(body).find(([k]) => !k.startsWith('@'));
  return (first?.[1] ?? {}) as Xml;
}

/** What an integrator's call says about a UBL beside the document itself. */
export interface UblFacts {
  kind: 'Invoice' | 'DespatchAdvice';
  uuid: string;
  number: string;
  profile: string;
  /** the buyer's (or the waybill receiver's) VKN/TCKN */
  receiverVkn: string;
  receiverName: string;
  senderVkn: string;
}

const partyId = (party: Xml | undefined): string => {
  const ids = asList((party?.PartyIdentification as Xml | Xml[] | undefined) ?? []).map((p) => p.ID as Xml | string);
  const id = ids.find((v) => typeof v === 'object' && ['VKN', 'TCKN'].includes(String((v as Xml)['@schemeID'])));
  return id ? textOf(id) : '';
};
const partyName = (party: Xml | undefined): string =>
  textOf(((party?.PartyName as Xml | undefined)?.Name as unknown) ?? '') ||
  [textOf((party?.Person as Xml | undefined)?.FirstName), textOf((party?.Person as Xml | undefined)?.FamilyName)].join(' ').trim();

export function ublFacts(xml: string): UblFacts {
  const doc = xmlParser.parse(xml) as Xml;
  const kind = doc.DespatchAdvice ? 'DespatchAdvice' : 'Invoice';
  const root = (doc[kind] ?? {}) as Xml;
  const supplier = ((root.AccountingSupplierParty ?? root.DespatchSupplierParty) as Xml | undefined)?.Party as Xml | undefined;
  const customer = ((root.AccountingCustomerParty ?? root.DeliveryCustomerParty) as Xml | undefined)?.Party as Xml | undefined;
  return {
    kind,
    uuid: textOf(root.UUID),
    number: textOf(root.ID),
    profile: textOf(root.ProfileID),
    receiverVkn: partyId(customer),
    receiverName: partyName(customer),
    senderVkn: partyId(supplier),
  };
}

/**
 * The box a document is addressed to: none for an e-Arşiv invoice, customs' export box for an export (IHRACAT), else the
 * receiver's receiving alias (PK) as the integrator lists it.
 */
export async function receiverBox(facts: UblFacts, checkUser: (vkn: string) => Promise<RegisteredUser>): Promise<string | undefined> {
  if (facts.profile === 'EARSIVFATURA') return undefined;
  if (facts.profile === 'IHRACAT') return CUSTOMS.alias;
  return (await checkUser(facts.receiverVkn)).aliases.find((a) => a.unit === 'PK')?.alias;
}

/** The UBL's root element as a node xmlbuilder2 can import into an envelope (the declaration left out). */
export const ublNode = (xml: string) => create(xml).root();

/**
 * Sending is idempotent by UUID (integrator.ts): a provider that refuses a UUID it already holds (a retry after a lost
 * answer) is asked whether it has it, and then the send counts as done.
 */
export async function sendOnce<T extends { uuid: string; envelopeId: string }>(
  uuid: string,
  send: () => Promise<T>,
  known: () => Promise<boolean>,
): Promise<T | { uuid: string; envelopeId: string }> {
  try {
    return await send();
  } catch (e) {
    if (e instanceof IntegratorError && e.permanent && (await known().catch(() => false))) return { uuid, envelopeId: uuid };
    throw e;
  }
}
