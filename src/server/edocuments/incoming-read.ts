import { XMLParser } from 'fast-xml-parser';
import type { UblParty } from './ubl-invoice';

/** What Defter keeps of an incoming UBL-TR document, read from its XML (namespaces dropped, every value as text). */
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  textNodeName: '#text',
  isArray: (name) => ['DespatchLine', 'InvoiceLine', 'PartyIdentification', 'Note'].includes(name),
});

type Node = Record<string, unknown> | string | undefined;
const child = (n: Node, name: string): Node => (n && typeof n === 'object' ? (n[name] as Node) : undefined);
const textOf = (n: Node): string => (typeof n === 'string' ? n : n && typeof n === 'object' && typeof n['#text'] === 'string' ? n['#text'] : '').trim();
const first = (n: Node): Node => (Array.isArray(n) ? (n[0] as Node) : n);

function partyName(party: Node): string {
  const name = textOf(child(child(party, 'PartyName'), 'Name'));
  if (name) return name;
  const person = child(party, 'Person');
  return `${textOf(child(person, 'FirstName'))} ${textOf(child(person, 'FamilyName'))}`.trim();
}

export interface IncomingDocumentData {
  kind: 'invoice' | 'waybill' | 'answer';
  number: string;
  profile: string;
  typeCode: string;
  issueDate: string | null;
  senderName: string;
  amount: string | null;
  currency: string;
  lines: { lineId: string; name: string; quantity: string; unitCode: string }[];
  /** an ApplicationResponse: the invoice it answers, the answer and its reason */
  answers?: { uuid: string; code: string; description: string };
}

export function readIncomingDocument(xml: string): IncomingDocumentData {
  const doc = parser.parse(xml) as Record<string, Node>;
  const [rootName] = Object.keys(doc).filter((k) => k !== '?xml');
  const root = doc[rootName ?? ''];
  const issueDate = textOf(child(root, 'IssueDate'));
  const base = {
    number: textOf(child(root, 'ID')),
    profile: textOf(child(root, 'ProfileID')),
    issueDate: /^\d{4}-\d{2}-\d{2}$/.test(issueDate) ? issueDate : null,
  };
  if (rootName === 'ApplicationResponse') {
    const response = child(child(root, 'DocumentResponse'), 'Response');
    const reference = child(child(root, 'DocumentResponse'), 'DocumentReference');
    return {
      ...base,
      kind: 'answer',
      typeCode: '',
      senderName: partyName(child(root, 'SenderParty')),
      amount: null,
      currency: 'TRY',
      lines: [],
      answers: {
        uuid: textOf(child(reference, 'ID')).toLowerCase(),
        code: textOf(child(response, 'ResponseCode')),
        description: textOf(child(response, 'Description')),
      },
    };
  }
  if (rootName === 'DespatchAdvice') {
    const lines = (child(root, 'DespatchLine') as unknown as Node[] | undefined) ?? [];
    return {
      ...base,
      kind: 'waybill',
      typeCode: textOf(child(root, 'DespatchAdviceTypeCode')),
      senderName: partyName(child(child(root, 'DespatchSupplierParty'), 'Party')),
      amount: null,
      currency: 'TRY',
      lines: lines.map((l, i) => {
        const q = child(l, 'DeliveredQuantity');
        return {
          lineId: textOf(child(l, 'ID')) || String(i + 1),
          name: textOf(child(child(l, 'Item'), 'Name')),
          quantity: textOf(q) || '0',
          unitCode: (q && typeof q === 'object' ? String(q['@unitCode'] ?? '') : '') || 'C62',
        };
      }),
    };
  }
  const payable = child(child(root, 'LegalMonetaryTotal'), 'PayableAmount');
  return {
    ...base,
    kind: 'invoice',
    typeCode: textOf(child(root, 'InvoiceTypeCode')),
    senderName: partyName(first(child(child(root, 'AccountingSupplierParty'), 'Party'))),
    amount: /^-?\d+(\.\d+)?$/.test(textOf(payable)) ? textOf(payable) : null,
    currency: textOf(child(root, 'DocumentCurrencyCode')) || 'TRY',
    lines: [],
  };
}

/**
 * The party who sent an incoming invoice or waybill (its AccountingSupplierParty or DespatchSupplierParty), as an answer
 * names it: its tax number, name, tax office and postal address. A part the document leaves out is "-", as GİB wants a
 * non-empty element; null when the document names no supplier with a VKN or TCKN.
 */
export function readSenderParty(xml: string): UblParty | null {
  const doc = parser.parse(xml) as Record<string, Node>;
  const root = doc.Invoice ?? doc.DespatchAdvice;
  const party = first(child(first(child(root, doc.Invoice ? 'AccountingSupplierParty' : 'DespatchSupplierParty')), 'Party'));
  const ids = (child(party, 'PartyIdentification') as unknown as Node[] | undefined) ?? [];
  const id = ids.map((p) => child(p, 'ID')).find((n) => n && typeof n === 'object' && ['VKN', 'TCKN'].includes(String(n['@schemeID'])));
  const taxNumber = textOf(id);
  if (!/^\d{10,11}$/.test(taxNumber)) return null;
  const address = child(party, 'PostalAddress');
  const part = (name: string) => textOf(child(address, name)) || undefined;
  return {
    name: partyName(party) || taxNumber,
    taxNumber,
    taxOffice: textOf(child(child(child(party, 'PartyTaxScheme'), 'TaxScheme'), 'Name')) || undefined,
    address: {
      street: part('StreetName') ?? '-',
      buildingNo: part('BuildingNumber'),
      district: part('CitySubdivisionName') ?? '-',
      city: part('CityName') ?? '-',
      postalCode: part('PostalZone'),
    },
  };
}
