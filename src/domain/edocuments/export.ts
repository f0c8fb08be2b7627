import { isAbroad } from '../countries';

/**
 * GİB's export invoice (IHRACAT): a sale to a buyer abroad, addressed to the customs administration, which confirms
 * the export. Its codes are GİB's lists (UBL-TR_Codelist.xml: `DeliveryTermCodeList`, `TransportModeCodeList`).
 */

/** INCOTERMS codes GİB takes as an export's delivery terms. */
export const DELIVERY_TERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'DAF', 'DDU', 'DEQ', 'DES'] as const;

/** GİB's transport modes: 1 sea, 2 rail, 3 road, 4 air, 5 post, 6 multimodal, 7 fixed installation, 8 inland waterway, 9 unknown. */
export const TRANSPORT_MODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The customs administration, the receiver of every export invoice (GİB's e-invoice user list). */
export const CUSTOMS = {
  taxNumber: '1460415308',
  name: 'Gümrük ve Ticaret Bakanlığı Gümrükler Genel Müdürlüğü- Bilgi İşlem Dairesi Başkanlığı',
  alias: 'urn:mail:ihracatpk@gtb.gov.tr',
  city: 'Ankara',
  district: 'Çankaya',
} as const;

/** The exemption of goods exported (KDV Kanunu 11/1-a): every line of an export carries it at 0 %. */
export const EXPORT_EXEMPTION = '301';

/** GTİP, the customs tariff number: 12 digits, written with or without its dots and spaces. */
export function parseGtip(v: unknown): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const digits = String(v).replace(/[.\s]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

/**
 * A sales invoice is an export when its buyer is abroad; the company sends it as a registered e-invoice user, as it
 * sends every e-Fatura (Defter keeps no other record of the company's registration: its integrator holds it).
 */
export const isExportSale = (docType: string, buyerCountry: string | null | undefined): boolean => docType === 'salesInvoice' && isAbroad(buyerCountry);

/**
 * A sales invoice's lines, each without a GTİP of its own given its product card's (the server's `productGtips` fact:
 * product id → GTİP), so that the invoice keeps the number it was written with.
 */
export function withCardGtips<L extends { productId?: string; gtip?: string }>(lines: L[], productGtips: unknown): L[] {
  if (typeof productGtips !== 'object' || productGtips === null) return lines;
  const byProduct = productGtips as Record<string, unknown>;
  return lines.map((l) => {
    const card = l.gtip === undefined && l.productId !== undefined && Object.hasOwn(byProduct, l.productId) ? parseGtip(byProduct[l.productId]) : null;
    return card ? { ...l, gtip: card } : l;
  });
}

export interface ExportFields {
  deliveryTerms?: string;
  transportMode?: string | number;
  lines: readonly { gtip?: string; vatRate: number; exemptionCode?: string }[];
}

/** What an export still lacks before it can be sent (the field GİB requires), in the order the form shows them; null when complete. */
export function exportMissing(doc: ExportFields): string | null {
  if (!doc.deliveryTerms) return 'deliveryTerms';
  if (doc.transportMode === undefined || doc.transportMode === '') return 'transportMode';
  const i = doc.lines.findIndex((l) => !l.gtip);
  if (i >= 0) return `lines.${i}.gtip`;
  const taxed = doc.lines.findIndex((l) => l.vatRate !== 0 || !l.exemptionCode);
  if (taxed >= 0) return `lines.${taxed}.exemptionCode`;
  return null;
}
