import { XMLParser } from 'fast-xml-parser';

/**
 * What GİB's printed view of an e-invoice or e-Arşiv invoice shows, read from the invoice's UBL-TR (the XML the server
 * built, ubl-invoice.ts): so the printed invoice and the XML never disagree. Every value stays the text the UBL has
 * (amounts as decimal strings, two decimals; dates as YYYY-MM-DD); nothing is computed again.
 */

export interface PrintedParty {
  name: string;
  /** VKN (10 digits) or TCKN (11 digits) */
  taxNumber: string;
  scheme: 'VKN' | 'TCKN' | '';
  taxOffice: string;
  mersis: string;
  /** the postal address as printed: street and building, then district, postal code and city, then the country */
  address: string[];
  phone: string;
  email: string;
}

export interface PrintedLine {
  id: string;
  name: string;
  quantity: string;
  /** UN/ECE rec. 20 unit code (C62, KGM …) */
  unitCode: string;
  price: string;
  /** the line's discount as a percentage ("10"), when it has one */
  discountPercent: string;
  discount: string;
  vatRate: string;
  vatAmount: string;
  /** LineExtensionAmount: the line's net after its discount */
  total: string;
  /** an export line's customs tariff number */
  gtip: string;
}

export interface PrintedVat {
  rate: string;
  base: string;
  amount: string;
  exemptionCode: string;
  exemptionReason: string;
}

export interface PrintedWithholding {
  code: string;
  name: string;
  percent: string;
  base: string;
  amount: string;
}

export interface PrintedInvoice {
  profile: string;
  typeCode: string;
  number: string;
  /** the ETTN */
  uuid: string;
  issueDate: string;
  issueTime: string;
  currency: string;
  /** TRY per unit of a foreign currency; empty for TRY */
  exchangeRate: string;
  notes: string[];
  supplier: PrintedParty;
  /** the AccountingCustomerParty: the buyer, or for an export the customs administration */
  customer: PrintedParty;
  /** an export's buyer abroad (BuyerCustomerParty) */
  exportBuyer?: PrintedParty;
  /** the invoices a return gives back */
  returned: { number: string; issueDate: string }[];
  lines: PrintedLine[];
  vat: PrintedVat[];
  withholding: PrintedWithholding[];
  totals: {
    lineExtension: string;
    allowance: string;
    taxExclusive: string;
    tax: string;
    taxInclusive: string;
    withheld: string;
    rounding: string;
    payable: string;
  };
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  textNodeName: '#text',
  isArray: (name) =>
    ['InvoiceLine', 'PartyIdentification', 'Note', 'TaxSubtotal', 'AllowanceCharge', 'BillingReference', 'AdditionalDocumentReference'].includes(name),
});

type Node = Record<string, unknown> | string | undefined;
const child = (n: Node, name: string): Node => (n && typeof n === 'object' ? (n[name] as Node) : undefined);
const path = (n: Node, ...names: string[]): Node => names.reduce<Node>((at, name) => child(at, name), n);
const list = (n: Node, name: string): Node[] => {
  const v = child(n, name) as unknown;
  return Array.isArray(v) ? (v as Node[]) : v === undefined ? [] : [v as Node];
};
const textOf = (n: Node): string => (typeof n === 'string' ? n : n && typeof n === 'object' && typeof n['#text'] === 'string' ? n['#text'] : '').trim();
const attrOf = (n: Node, name: string): string => (n && typeof n === 'object' && typeof n[`@${name}`] === 'string' ? (n[`@${name}`] as string) : '');
const text = (n: Node, ...names: string[]): string => textOf(path(n, ...names));

function partyOf(party: Node): PrintedParty {
  const ids = list(party, 'PartyIdentification').map((p) => child(p, 'ID'));
  const id = ids.find((i) => ['VKN', 'TCKN'].includes(attrOf(i, 'schemeID')));
  const person = child(party, 'Person');
  const a = child(party, 'PostalAddress');
  const place = [text(a, 'CitySubdivisionName'), [text(a, 'PostalZone'), text(a, 'CityName')].filter(Boolean).join(' ')].filter((s) => s && s !== '-');
  return {
    name: text(party, 'PartyName', 'Name') || `${text(person, 'FirstName')} ${text(person, 'FamilyName')}`.trim(),
    taxNumber: textOf(id),
    scheme: (attrOf(id, 'schemeID') as PrintedParty['scheme']) || '',
    taxOffice: text(party, 'PartyTaxScheme', 'TaxScheme', 'Name'),
    mersis: textOf(ids.find((i) => attrOf(i, 'schemeID') === 'MERSISNO')),
    address: [[text(a, 'StreetName'), text(a, 'BuildingNumber')].filter((s) => s && s !== '-').join(' '), place.join(' / '), text(a, 'Country', 'Name')].filter(
      Boolean,
    ),
    phone: text(party, 'Contact', 'Telephone'),
    email: text(party, 'Contact', 'ElectronicMail'),
  };
}

/** A factor of GİB's MultiplierFactorNumeric (0.1) as a percentage ("10"), by moving the decimal point: no float. */
export function factorPercent(factor: string): string {
  const m = /^(\d*)\.?(\d*)$/.exec(factor.trim());
  if (!m || factor.trim() === '') return '';
  const digits = `${m[1] ?? ''}${(m[2] ?? '').padEnd(2, '0')}`;
  const whole = digits.slice(0, (m[1] ?? '').length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice((m[1] ?? '').length + 2).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}

function vatOf(sub: Node): PrintedVat {
  return {
    rate: text(sub, 'Percent'),
    base: text(sub, 'TaxableAmount'),
    amount: text(sub, 'TaxAmount'),
    exemptionCode: text(sub, 'TaxCategory', 'TaxExemptionReasonCode'),
    exemptionReason: text(sub, 'TaxCategory', 'TaxExemptionReason'),
  };
}

function lineOf(line: Node): PrintedLine {
  const allowance = list(line, 'AllowanceCharge').find((a) => text(a, 'ChargeIndicator') === 'false');
  const vat = list(child(line, 'TaxTotal'), 'TaxSubtotal')[0];
  const quantity = child(line, 'InvoicedQuantity');
  return {
    id: text(line, 'ID'),
    name: text(line, 'Item', 'Name'),
    quantity: textOf(quantity),
    unitCode: attrOf(quantity, 'unitCode'),
    price: text(line, 'Price', 'PriceAmount'),
    discountPercent: allowance ? factorPercent(text(allowance, 'MultiplierFactorNumeric')) : '',
    discount: allowance ? text(allowance, 'Amount') : '',
    vatRate: text(vat, 'Percent'),
    vatAmount: text(line, 'TaxTotal', 'TaxAmount'),
    total: text(line, 'LineExtensionAmount'),
    gtip: text(line, 'Delivery', 'Shipment', 'GoodsItem', 'RequiredCustomsID'),
  };
}

/** The printed invoice of a UBL-TR `Invoice`; throws when the XML is not one. */
export function readPrintedInvoice(xml: string): PrintedInvoice {
  const root = (parser.parse(xml) as Record<string, Node>).Invoice;
  if (!root || typeof root !== 'object') throw new Error('not a UBL-TR invoice');
  const totals = child(root, 'LegalMonetaryTotal');
  const exportBuyer = path(root, 'BuyerCustomerParty', 'Party');
  return {
    profile: text(root, 'ProfileID'),
    typeCode: text(root, 'InvoiceTypeCode'),
    number: text(root, 'ID'),
    uuid: text(root, 'UUID'),
    issueDate: text(root, 'IssueDate'),
    issueTime: text(root, 'IssueTime'),
    currency: text(root, 'DocumentCurrencyCode'),
    exchangeRate: text(root, 'PricingExchangeRate', 'CalculationRate'),
    notes: list(root, 'Note').map(textOf).filter(Boolean),
    supplier: partyOf(path(root, 'AccountingSupplierParty', 'Party')),
    customer: partyOf(path(root, 'AccountingCustomerParty', 'Party')),
    ...(exportBuyer ? { exportBuyer: partyOf(exportBuyer) } : {}),
    returned: list(root, 'BillingReference').map((r) => ({
      number: text(r, 'InvoiceDocumentReference', 'ID'),
      issueDate: text(r, 'InvoiceDocumentReference', 'IssueDate'),
    })),
    lines: list(root, 'InvoiceLine').map(lineOf),
    vat: list(child(root, 'TaxTotal'), 'TaxSubtotal').map(vatOf),
    withholding: list(child(root, 'WithholdingTaxTotal'), 'TaxSubtotal').map((sub) => ({
      code: text(sub, 'TaxCategory', 'TaxScheme', 'TaxTypeCode'),
      name: text(sub, 'TaxCategory', 'TaxScheme', 'Name'),
      percent: text(sub, 'Percent'),
      base: text(sub, 'TaxableAmount'),
      amount: text(sub, 'TaxAmount'),
    })),
    totals: {
      lineExtension: text(totals, 'LineExtensionAmount'),
      allowance: text(totals, 'AllowanceTotalAmount'),
      taxExclusive: text(totals, 'TaxExclusiveAmount'),
      tax: text(root, 'TaxTotal', 'TaxAmount'),
      taxInclusive: text(totals, 'TaxInclusiveAmount'),
      withheld: text(root, 'WithholdingTaxTotal', 'TaxAmount'),
      rounding: text(totals, 'PayableRoundingAmount'),
      payable: text(totals, 'PayableAmount'),
    },
  };
}

/**
 * The content of GİB's QR code (e-Fatura karekod) of a printed invoice: a JSON object of the seller's and buyer's
 * tax numbers, the profile, type, date, number and ETTN, the currency (and its rate), the goods total, each VAT rate's
 * base and tax, the total with taxes and the payable amount, all as the UBL has them.
 */
export function gibQrContent(p: PrintedInvoice): string {
  const content: Record<string, string> = {
    vkntckn: p.supplier.taxNumber,
    avkntckn: p.customer.taxNumber,
    senaryo: p.profile,
    tip: p.typeCode,
    tarih: p.issueDate,
    no: p.number,
    ettn: p.uuid,
    parabirimi: p.currency,
    ...(p.exchangeRate ? { dovizkur: p.exchangeRate } : {}),
    malhizmettoplam: p.totals.lineExtension,
  };
  for (const v of p.vat) {
    content[`kdvmatrah(${v.rate})`] = v.base;
    content[`hesaplanankdv(${v.rate})`] = v.amount;
  }
  if (p.totals.withheld) content.hesaplanankdvtevkifat = p.totals.withheld;
  content.vergidahil = p.totals.taxInclusive;
  content.odenecek = p.totals.payable;
  return JSON.stringify(content);
}
