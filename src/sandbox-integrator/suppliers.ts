import { randomUUID } from 'node:crypto';
import { buildApplicationResponse } from '../server/edocuments/ubl-answers';
import { buildUblDespatch } from '../server/edocuments/ubl-despatch';
import { buildUblInvoice, type UblParty } from '../server/edocuments/ubl-invoice';
import type { SandboxDocument, SandboxIncoming, SandboxState } from './store';

/**
 * The sandbox's other parties: a supplier who sends a company commercial invoices and e-waybills, and the buyers who
 * answer the company's commercial invoices. Every document they send is valid UBL-TR, built by Defter's own builders.
 */
export const SANDBOX_SUPPLIER: UblParty = {
  name: 'Anadolu Yayın Dağıtım A.Ş.',
  taxNumber: '0010213576',
  taxOffice: 'Çankaya',
  address: { street: 'Atatürk Bulvarı No: 101', district: 'Çankaya', city: 'Ankara', postalCode: '06680' },
};

const receiverParty = (vkn: string): UblParty => ({ name: `Alıcı ${vkn}`, taxNumber: vkn, address: { street: '-', district: '-', city: '-' } });

const LINES = [
  { name: 'Sefiller (2 cilt)', unit: 'ADET', quantity: '10', unitPrice: '250.00', vatRate: 10 },
  { name: 'Kareli Defter A4', unit: 'ADET', quantity: '24', unitPrice: '42.50', vatRate: 20 },
];

const istanbul = (ms: number) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const p = (t: string) => parts.find((x) => x.type === t)!.value;
  return { date: `${p('year')}-${p('month')}-${p('day')}`, time: `${p('hour')}:${p('minute')}:${p('second')}` };
};

function nextNumber(state: SandboxState, series: string, year: string): string {
  const key = `${series}${year}`;
  state.counters[key] = (state.counters[key] ?? 0) + 1;
  return `${key}${String(state.counters[key]).padStart(9, '0')}`;
}

/** A supplier's commercial (or basic) invoice or e-waybill to `receiverVkn`, received at `receivedAt`. */
export function supplierDocument(
  state: SandboxState,
  o: { receiverVkn: string; kind: 'invoice' | 'waybill'; profile?: 'TICARIFATURA' | 'TEMELFATURA'; receivedAt: number },
): SandboxIncoming {
  const uuid = randomUUID();
  const { date, time } = istanbul(o.receivedAt);
  const customer = receiverParty(o.receiverVkn);
  if (o.kind === 'waybill') {
    const number = nextNumber(state, 'ANI', date.slice(0, 4));
    const xml = buildUblDespatch({ number, uuid, issueDate: date, issueTime: time, supplier: SANDBOX_SUPPLIER, customer, lines: LINES });
    return {
      uuid,
      number,
      kind: 'DespatchAdvice',
      profile: 'TEMELIRSALIYE',
      senderVkn: SANDBOX_SUPPLIER.taxNumber,
      receiverVkn: o.receiverVkn,
      xml,
      receivedAt: o.receivedAt,
      listedAt: Date.now(),
    };
  }
  const profile = o.profile ?? 'TICARIFATURA';
  const number = nextNumber(state, 'ANF', date.slice(0, 4));
  const xml = buildUblInvoice({
    profile,
    typeCode: 'SATIS',
    number,
    uuid,
    issueDate: date,
    currency: 'TRY',
    supplier: SANDBOX_SUPPLIER,
    customer,
    lines: LINES,
  });
  return {
    uuid,
    number,
    kind: 'Invoice',
    profile,
    senderVkn: SANDBOX_SUPPLIER.taxNumber,
    receiverVkn: o.receiverVkn,
    xml,
    receivedAt: o.receivedAt,
    listedAt: Date.now(),
  };
}

const supplierOf = (xml: string): UblParty => {
  const at = xml.indexOf('<cac:AccountingSupplierParty>');
  const vkn = /<cbc:ID schemeID="(?:VKN|TCKN)">(\d+)<\/cbc:ID>/.exec(xml.slice(at))?.[1] ?? '1111111111';
  const name = /<cbc:Name>([^<]*)<\/cbc:Name>/.exec(xml.slice(xml.indexOf('<cac:PartyName>', at)))?.[1] ?? vkn;
  return { ...receiverParty(vkn), name };
};

/** The buyer's answer to a commercial invoice the company sent, as GİB delivers it to the company: an ApplicationResponse. */
export function buyerAnswer(
  state: SandboxState,
  d: SandboxDocument,
  sent: string,
  answer: 'KABUL' | 'RED',
  reason: string | undefined,
  at: number,
): SandboxIncoming {
  const uuid = randomUUID();
  const { date, time } = istanbul(at);
  const number = nextNumber(state, 'ALY', date.slice(0, 4));
  const issueDate = /<cbc:IssueDate>([^<]*)<\/cbc:IssueDate>/.exec(sent)?.[1] ?? date;
  const xml = buildApplicationResponse({
    number,
    uuid,
    issueDate: date,
    issueTime: time,
    sender: receiverParty(d.receiverVkn),
    receiver: supplierOf(sent),
    invoice: { uuid: d.uuid, issueDate },
    answer,
    reason,
  });
  return {
    uuid,
    number,
    kind: 'ApplicationResponse',
    profile: 'TICARIFATURA',
    senderVkn: d.receiverVkn,
    receiverVkn: supplierOf(sent).taxNumber,
    xml,
    receivedAt: at,
    listedAt: Date.now(),
    references: d.uuid,
    answer,
    reason,
  };
}
