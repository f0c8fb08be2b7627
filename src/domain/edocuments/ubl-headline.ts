/** What a person checks before an e-document goes: its profile (senaryo), its type and its GİB number, as its UBL says. */
export interface UblHeadline {
  /** TEMELFATURA, TICARIFATURA, EARSIVFATURA or TEMELIRSALIYE */
  profile: string;
  /** SATIS, IADE, TEVKIFAT, ISTISNA… of an invoice, SEVK of a waybill */
  typeCode: string;
  number: string;
}

const textOf = (xml: string, tag: string): string => new RegExp(`<cbc:${tag}>([^<]*)</cbc:${tag}>`).exec(xml)?.[1] ?? '';

/**
 * Read from the UBL the server built (ubl-invoice.ts, ubl-despatch.ts), so that what the screen shows is what will be
 * sent: the root's ProfileID, the ID right after it, and the invoice's or the waybill's type code.
 */
export function ublHeadline(xml: string): UblHeadline {
  const number = /<cbc:ProfileID>[^<]*<\/cbc:ProfileID>\s*<cbc:ID>([^<]*)<\/cbc:ID>/.exec(xml)?.[1] ?? '';
  return { profile: textOf(xml, 'ProfileID'), typeCode: textOf(xml, 'InvoiceTypeCode') || textOf(xml, 'DespatchAdviceTypeCode'), number };
}
