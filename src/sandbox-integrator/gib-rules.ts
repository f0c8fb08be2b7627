import type { GibFailure } from './gib/validator';
import type { SandboxDocument } from './store';

/**
 * What GİB refuses outside its schematron, decided on what the sandbox has already received: a number out of order in
 * its series, an ETTN given to two documents, and a return invoice (IADE) from the seller of the invoice it returns.
 */
const tag = (xml: string, name: string) => new RegExp(`<cbc:${name}>([^<]*)</cbc:${name}>`).exec(xml)?.[1] ?? '';

/** The issuer's VKN/TCKN: the first party ID after the supplier's opening tag. */
export function senderOf(xml: string): string {
  const at = Math.max(xml.indexOf('<cac:AccountingSupplierParty>'), xml.indexOf('<cac:DespatchSupplierParty>'));
  if (at < 0) return '';
  return /<cbc:ID schemeID="(?:VKN|TCKN)">(\d+)<\/cbc:ID>/.exec(xml.slice(at))?.[1] ?? '';
}

/** The numbers of the invoices a return gives back (its BillingReferences). */
const returnedNumbers = (xml: string): string[] => [...xml.matchAll(/<cac:InvoiceDocumentReference>\s*<cbc:ID>([^<]*)<\/cbc:ID>/g)].map((m) => m[1]!);

/** GİB's number: three letters or digits, the year, a serial of nine digits. */
const SERIES_NUMBER = /^([A-Z0-9]{3}\d{4})(\d{9})$/;

export interface Received {
  number: string;
  issueDate: string;
  senderVkn: string;
}

export function receivedOf(xml: string): Received {
  return { number: tag(xml, 'ID'), issueDate: tag(xml, 'IssueDate'), senderVkn: senderOf(xml) };
}

/** Why GİB refuses a new document (by this UUID never seen), given what it already has; none when it takes it. */
export function orderRefusals(xml: string, documents: readonly SandboxDocument[]): GibFailure[] {
  const doc = receivedOf(xml);
  const failures: GibFailure[] = [];
  const own = documents.filter((d) => d.senderVkn === doc.senderVkn);
  const series = SERIES_NUMBER.exec(doc.number);
  if (series) {
    const sameSeries = own.filter((d) => d.number.startsWith(series[1]!) && SERIES_NUMBER.test(d.number));
    const taken = sameSeries.find((d) => d.number >= doc.number);
    if (taken)
      failures.push({
        rule: 'SeriesNumberOrder',
        message: `${doc.number} numarası ${series[1]} serisinde alınmış ${taken.number} numarasından büyük olmalıdır.`,
      });
    const later = sameSeries.find((d) => d.number < doc.number && d.issueDate !== undefined && d.issueDate > doc.issueDate);
    if (later)
      failures.push({
        rule: 'SeriesDateOrder',
        message: `${doc.number} numaralı belgenin tarihi (${doc.issueDate}) daha küçük numaralı ${later.number} belgesinin tarihinden (${later.issueDate}) önce olamaz.`,
      });
  }
  if (tag(xml, 'InvoiceTypeCode') === 'IADE') {
    const ownReturned = returnedNumbers(xml).find((n) => own.some((d) => d.kind === 'Invoice' && d.number === n));
    if (ownReturned)
      failures.push({
        rule: 'ReturnInvoiceIssuer',
        message: `İade faturası malı iade eden tarafından düzenlenir: ${ownReturned} numaralı faturayı ${doc.senderVkn} kendisi düzenlemiştir.`,
      });
  }
  return failures;
}

/** An ETTN GİB already has with another document: the same UUID is idempotent only for the same XML. */
export function duplicateEttn(uuid: string, xml: string, knownXml: string): GibFailure[] {
  if (knownXml === xml) return [];
  return [{ rule: 'DuplicateETTN', message: `${uuid.toUpperCase()} ETTN'si başka bir belgeye verilmiştir.` }];
}
