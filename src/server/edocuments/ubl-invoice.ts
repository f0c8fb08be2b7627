import { XmlDocument, type XmlElement } from './xml-writer';
import { Dec } from '../../domain/money/decimal';
import type { PricedLine } from '../../domain/money/totals';
import { allowanceFactor } from '../../domain/money/allowance-factor';
import { discountedLines, type DiscountedLines } from '../../domain/money/discounted-totals';
import type { DocumentDiscount } from '../../domain/money/document-totals';
import { withholdingName } from '../../domain/money/withholding';
import type { InvoiceProfile } from '../../domain/edocuments/profiles';
import { exemptionReason, lineExemptionCode, lineWithheld, withholdingTotals, type TaxTreatment } from '../../domain/edocuments/tax-codes';
import { roundedPayable, type PayableRounding } from '../../domain/money/payable-rounding';

/**
 * A UBL-TR 1.2.1 `Invoice` (GİB's e-Fatura / e-Arşiv) of a sales invoice or return. Amounts carry two decimals as
 * GİB requires; the money comes from the computation of a receipt's totals under its document discount
 * (money/discounted-totals.ts, `lineAmounts` per line without one), so the XML says exactly what the invoice in Defter says.
 */

/** IHRACAT: an export, addressed to the customs administration (export.ts) */
export type UblProfile = InvoiceProfile | 'IHRACAT';

export interface UblAddress {
  street: string;
  buildingNo?: string;
  district: string;
  city: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2; absent: Turkey */
  country?: string;
}

export interface UblParty {
  name: string;
  /** VKN (10 digits) or TCKN (11 digits) */
  taxNumber: string;
  taxOffice?: string;
  /** the issuer's MERSİS number (16 digits), when the company gave one */
  mersis?: string;
  address: UblAddress;
  phone?: string;
  email?: string;
}

export interface UblInvoiceLine extends PricedLine, TaxTreatment {
  name: string;
  /** the product's unit as Defter names it (ADET, KG …) */
  unit: string;
  /** an export's line: its customs tariff number (GTİP) */
  gtip?: string;
}

/** What an export invoice carries beside a sale: the buyer abroad and how the goods travel to it. */
export interface UblExport {
  buyer: { name: string; address: UblAddress };
  /** INCOTERMS code */
  deliveryTerms: string;
  /** GİB's transport mode code */
  transportMode: string;
}

export interface UblInvoiceInput {
  profile: UblProfile;
  /** TEVKIFAT: a line has withholding; ISTISNA: a line is exempt (ubl.ts decides from the lines) */
  typeCode: 'SATIS' | 'IADE' | 'TEVKIFAT' | 'ISTISNA';
  number: string;
  uuid: string;
  issueDate: string;
  /** HH:MM:SS in Istanbul, when the invoice was completed: an e-Arşiv carries it */
  issueTime?: string;
  currency: string;
  /** TRY per unit of a foreign currency (GİB requires it when the currency is not TRY) */
  exchangeRate?: string;
  supplier: UblParty;
  /** the AccountingCustomerParty: the buyer, or for an export the customs administration */
  customer: UblParty;
  export?: UblExport;
  lines: UblInvoiceLine[];
  /** the invoices a return gives back (GİB: one BillingReference each) */
  returnedInvoices?: { number: string; issueDate: string }[];
  /** the invoice's küsurat yuvarlama: its PayableAmount is rounded and the difference is its PayableRoundingAmount */
  payableRounding?: PayableRounding;
  /** a discount on the whole invoice, shared over its lines by their net (money/discounted-totals.ts) */
  documentDiscount?: DocumentDiscount;
  note?: string;
  stylesheet?: EmbeddedStylesheet;
}

/** GİB's rendering stylesheet (XSLT) the document carries for whoever shows it. */
export interface EmbeddedStylesheet {
  fileName: string;
  base64: string;
}

export const NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

/**
 * GİB's XSD wants one extension: the place of the XAdES signature, which the integrator signs in. Until then it
 * holds an empty element of Defter's own, which the integrator replaces.
 */
const UNSIGNED = 'urn:defter:ubl-tr:unsigned';

/** UN/ECE rec. 20 codes of the units Defter knows; a piece (C62) otherwise. */
const UNIT_CODES: Record<string, string> = {
  ADET: 'C62',
  KG: 'KGM',
  GR: 'GRM',
  LT: 'LTR',
  M: 'MTR',
  M2: 'MTK',
  M3: 'MTQ',
  PAKET: 'PA',
  KUTU: 'BX',
  KOLI: 'CT',
};

/** the codes of the units met so far: upper-casing in Turkish for every line of a long invoice costs more than its XML */
const unitCodesSeen = new Map<string, string>();

export const unitCode = (unit: string): string => {
  let code = unitCodesSeen.get(unit);
  if (code === undefined) {
    code = UNIT_CODES[unit.toLocaleUpperCase('tr-TR').replace(/\s/g, '')] ?? 'C62';
    if (unitCodesSeen.size < 1000) unitCodesSeen.set(unit, code);
  }
  return code;
};

/** Amounts mostly come as the money code writes them ("12.50"): those are their own text with two places, parsed by none. */
const TWO_PLACES = /^-?(?:0|[1-9]\d*)\.\d\d$/;
const amount2 = (v: string | Dec): string => (typeof v === 'string' && TWO_PLACES.test(v) && v !== '-0.00' ? v : new Dec(v).toFixed(2));
/** A whole number written plainly ("3") is its own text as `plain` writes it. */
const WHOLE = /^(?:0|-?[1-9]\d*)$/;

/** The unit Defter names by a UN/ECE code (a printed invoice shows ADET, not C62); the code itself when Defter has none. */
export const unitName = (code: string): string => Object.entries(UNIT_CODES).find(([, c]) => c === code)?.[0] ?? code;

/** A quantity or unit price: exact, without trailing zeros, at most 8 decimals. */
const plain = (v: string | Dec): string => (typeof v === 'string' && WHOLE.test(v) ? v : new Dec(new Dec(v).toDecimalPlaces(8).toFixed()).toFixed());
/** Whether an amount is above zero, without parsing the usual two-place text. */
const positive = (v: string): boolean => (TWO_PLACES.test(v) ? v[0] !== '-' && v !== '0.00' : new Dec(v).gt(0));

/** First and family name of a person (the last word is the family name, as a TCKN holder's card is written). */
export function personName(full: string): { first: string; family: string } {
  const words = full.trim().split(/\s+/);
  if (words.length === 1) return { first: words[0]!, family: words[0]! };
  return { first: words.slice(0, -1).join(' '), family: words[words.length - 1]! };
}

function money(el: XmlElement, name: string, value: string | Dec, currency: string): void {
  el.ele(NS.cbc, name).att('currencyID', currency).txt(amount2(value));
}

export function party(parent: XmlElement, p: UblParty): void {
  partyFields(parent.ele(NS.cac, 'Party'), p);
}

/** A party's identification, name, address, tax office, contact and person, written into `el` (a Party, or an answer's SenderParty). */
export function partyFields(el: XmlElement, p: UblParty): void {
  const scheme = p.taxNumber.length === 11 ? 'TCKN' : 'VKN';
  el.ele(NS.cac, 'PartyIdentification').ele(NS.cbc, 'ID').att('schemeID', scheme).txt(p.taxNumber);
  if (p.mersis) el.ele(NS.cac, 'PartyIdentification').ele(NS.cbc, 'ID').att('schemeID', 'MERSISNO').txt(p.mersis);
  if (scheme === 'VKN') el.ele(NS.cac, 'PartyName').ele(NS.cbc, 'Name').txt(p.name);
  postalAddress(el, 'PostalAddress', p.address);
  if (p.taxOffice) el.ele(NS.cac, 'PartyTaxScheme').ele(NS.cac, 'TaxScheme').ele(NS.cbc, 'Name').txt(p.taxOffice);
  if (p.phone || p.email) {
    const contact = el.ele(NS.cac, 'Contact');
    if (p.phone) contact.ele(NS.cbc, 'Telephone').txt(p.phone);
    if (p.email) contact.ele(NS.cbc, 'ElectronicMail').txt(p.email);
  }
  if (scheme === 'TCKN') {
    const person = el.ele(NS.cac, 'Person');
    const { first, family } = personName(p.name);
    person.ele(NS.cbc, 'FirstName').txt(first);
    person.ele(NS.cbc, 'FamilyName').txt(family);
  }
}

const TURKISH_COUNTRY_NAMES = new Intl.DisplayNames(['tr'], { type: 'region' });

/** An address's country: Turkey by its name, as GİB's samples write it; another by its code (GİB's list) and Turkish name. */
function country(address: XmlElement, code: string | undefined): void {
  const el = address.ele(NS.cac, 'Country');
  if (!code || code === 'TR') {
    el.ele(NS.cbc, 'Name').txt('Türkiye');
    return;
  }
  el.ele(NS.cbc, 'IdentificationCode').txt(code);
  el.ele(NS.cbc, 'Name').txt(TURKISH_COUNTRY_NAMES.of(code) ?? code);
}

function postalAddress(parent: XmlElement, name: 'PostalAddress' | 'DeliveryAddress', address: UblAddress): void {
  const a = parent.ele(NS.cac, name);
  a.ele(NS.cbc, 'StreetName').txt(address.street);
  if (address.buildingNo) a.ele(NS.cbc, 'BuildingNumber').txt(address.buildingNo);
  a.ele(NS.cbc, 'CitySubdivisionName').txt(address.district);
  a.ele(NS.cbc, 'CityName').txt(address.city);
  if (address.postalCode) a.ele(NS.cbc, 'PostalZone').txt(address.postalCode);
  country(a, address.country);
}

/** GİB's export buyer: a party of type EXPORT, named by its legal name, with its address abroad. */
function exportBuyer(root: XmlElement, buyer: UblExport['buyer']): void {
  const el = root.ele(NS.cac, 'BuyerCustomerParty').ele(NS.cac, 'Party');
  el.ele(NS.cac, 'PartyIdentification').ele(NS.cbc, 'ID').att('schemeID', 'PARTYTYPE').txt('EXPORT');
  el.ele(NS.cac, 'PartyName').ele(NS.cbc, 'Name').txt(buyer.name);
  postalAddress(el, 'PostalAddress', buyer.address);
  el.ele(NS.cac, 'PartyLegalEntity').ele(NS.cbc, 'RegistrationName').txt(buyer.name);
}

/** The export's delivery: where to (the buyer's address), on which terms and by which mode of transport. */
function exportDelivery(root: XmlElement, x: UblExport): void {
  const delivery = root.ele(NS.cac, 'Delivery');
  postalAddress(delivery, 'DeliveryAddress', x.buyer.address);
  delivery.ele(NS.cac, 'DeliveryTerms').ele(NS.cbc, 'ID').att('schemeID', 'INCOTERMS').txt(x.deliveryTerms);
  const shipment = delivery.ele(NS.cac, 'Shipment');
  shipment.ele(NS.cbc, 'ID').txt('1');
  shipment.ele(NS.cac, 'ShipmentStage').ele(NS.cbc, 'TransportModeCode').txt(x.transportMode);
}

/** An export line's goods as customs knows them: its GTİP. */
function lineGoods(line: XmlElement, index: number, gtip: string): void {
  const shipment = line.ele(NS.cac, 'Delivery').ele(NS.cac, 'Shipment');
  shipment.ele(NS.cbc, 'ID').txt(String(index + 1));
  shipment.ele(NS.cac, 'GoodsItem').ele(NS.cbc, 'RequiredCustomsID').txt(gtip);
}

function vatSubtotal(parent: XmlElement, base: string, tax: string, rate: number, currency: string, exemptionCode?: string): void {
  const sub = parent.ele(NS.cac, 'TaxSubtotal');
  money(sub, 'TaxableAmount', base, currency);
  money(sub, 'TaxAmount', tax, currency);
  sub.ele(NS.cbc, 'Percent').txt(String(rate));
  const category = sub.ele(NS.cac, 'TaxCategory');
  if (exemptionCode) {
    category.ele(NS.cbc, 'TaxExemptionReasonCode').txt(exemptionCode);
    category.ele(NS.cbc, 'TaxExemptionReason').txt(exemptionReason(exemptionCode));
  }
  const scheme = category.ele(NS.cac, 'TaxScheme');
  scheme.ele(NS.cbc, 'Name').txt('KDV');
  scheme.ele(NS.cbc, 'TaxTypeCode').txt('0015');
}

/** GİB's withholding block: the VAT the buyer withholds, per code and share. */
function withholdingSubtotal(parent: XmlElement, base: string, withheld: string, code: string, percent: number, currency: string): void {
  const sub = parent.ele(NS.cac, 'TaxSubtotal');
  money(sub, 'TaxableAmount', base, currency);
  money(sub, 'TaxAmount', withheld, currency);
  sub.ele(NS.cbc, 'Percent').txt(String(percent));
  const scheme = sub.ele(NS.cac, 'TaxCategory').ele(NS.cac, 'TaxScheme');
  scheme.ele(NS.cbc, 'Name').txt(withholdingName(code));
  scheme.ele(NS.cbc, 'TaxTypeCode').txt(code);
}

/** The stylesheet embedded as integrators expect: an AdditionalDocumentReference of type XSLT, the file as base64. */
export function stylesheetReference(root: XmlElement, id: string, issueDate: string, stylesheet: EmbeddedStylesheet | undefined): void {
  if (!stylesheet) return;
  const ref = root.ele(NS.cac, 'AdditionalDocumentReference');
  ref.ele(NS.cbc, 'ID').txt(id);
  ref.ele(NS.cbc, 'IssueDate').txt(issueDate);
  ref.ele(NS.cbc, 'DocumentType').txt('XSLT');
  ref
    .ele(NS.cac, 'Attachment')
    .ele(NS.cbc, 'EmbeddedDocumentBinaryObject')
    .att('characterSetCode', 'UTF-8')
    .att('encodingCode', 'Base64')
    .att('filename', stylesheet.fileName)
    .att('mimeCode', 'application/xml')
    .txt(stylesheet.base64);
}

/** GİB's signature block: who signs (the supplier) and where the integrator puts the signature. */
export function signature(root: XmlElement, supplier: UblParty): void {
  const block = root.ele(NS.cac, 'Signature');
  block.ele(NS.cbc, 'ID').att('schemeID', 'VKN_TCKN').txt(supplier.taxNumber);
  const signatory = block.ele(NS.cac, 'SignatoryParty');
  signatory
    .ele(NS.cac, 'PartyIdentification')
    .ele(NS.cbc, 'ID')
    .att('schemeID', supplier.taxNumber.length === 11 ? 'TCKN' : 'VKN')
    .txt(supplier.taxNumber);
  const sa = signatory.ele(NS.cac, 'PostalAddress');
  sa.ele(NS.cbc, 'CitySubdivisionName').txt(supplier.address.district);
  sa.ele(NS.cbc, 'CityName').txt(supplier.address.city);
  sa.ele(NS.cac, 'Country').ele(NS.cbc, 'Name').txt('Türkiye');
  block.ele(NS.cac, 'DigitalSignatureAttachment').ele(NS.cac, 'ExternalReference').ele(NS.cbc, 'URI').txt('#Signature');
}

/** The root element with its namespaces and the extension slot of the signature (GİB's XSD requires one). */
export function ublRoot(ns: string, name: string): { doc: XmlDocument; root: XmlElement } {
  const doc = new XmlDocument();
  const root = doc.ele(ns, name).att('xmlns:cac', NS.cac).att('xmlns:cbc', NS.cbc).att('xmlns:ext', NS.ext);
  root.ele(NS.ext, 'UBLExtensions').ele(NS.ext, 'UBLExtension').ele(NS.ext, 'ExtensionContent').ele(UNSIGNED, 'Unsigned');
  return { doc, root };
}

/** GİB's document-level allowance: the discount on the whole invoice, a rate of the lines' net or an amount. */
function documentAllowance(root: XmlElement, d: DiscountedLines, discount: DocumentDiscount, cur: string): void {
  const allowance = root.ele(NS.cac, 'AllowanceCharge');
  allowance.ele(NS.cbc, 'ChargeIndicator').txt('false');
  allowance.ele(NS.cbc, 'AllowanceChargeReason').txt('Belge altı iskonto');
  allowance.ele(NS.cbc, 'MultiplierFactorNumeric').txt(allowanceFactor(d.base, d.documentDiscount, 'rate' in discount ? discount.rate : undefined));
  money(allowance, 'Amount', d.documentDiscount, cur);
  money(allowance, 'BaseAmount', d.base, cur);
}

/** The VAT per rate and exemption code (an exempt line's subtotal names its exemption), ascending by rate: sums of the lines'. */
function vatRows(lines: readonly UblInvoiceLine[], d: DiscountedLines) {
  const rows = new Map<string, { rate: number; code?: string; base: Dec; tax: Dec }>();
  lines.forEach((l, i) => {
    const code = lineExemptionCode(l);
    const key = `${l.vatRate}/${code ?? ''}`;
    const row = rows.get(key) ?? { rate: l.vatRate, code, base: new Dec(0), tax: new Dec(0) };
    row.base = row.base.plus(d.lines[i]!.taxExclusive);
    row.tax = row.tax.plus(d.lines[i]!.tax);
    rows.set(key, row);
  });
  return [...rows.values()].sort((a, b) => a.rate - b.rate || (a.code ?? '').localeCompare(b.code ?? ''));
}

/**
 * Defter's money of an invoice as its UBL writes it: each line's amounts under the document discount, the VAT per
 * rate and exemption, the withholding, and the LegalMonetaryTotal (LineExtensionAmount the lines' gross,
 * AllowanceTotalAmount every discount, line and document).
 */
export function invoiceMoney(input: Pick<UblInvoiceInput, 'lines' | 'documentDiscount' | 'payableRounding' | 'currency'>) {
  const d = discountedLines(input.lines, input.documentDiscount);
  const withholding = withholdingTotals(
    input.lines,
    d.totals.grand,
    d.lines.map((l) => l.tax),
  );
  const payable = roundedPayable(withholding.payable, input.payableRounding, input.currency);
  return {
    lines: d,
    vat: vatRows(input.lines, d),
    withholding,
    legal: {
      lineExtension: d.totals.sub,
      allowanceTotal: d.totals.discount,
      taxExclusive: new Dec(d.totals.sub).minus(d.totals.discount).toFixed(2),
      taxInclusive: d.totals.grand,
      rounding: payable.rounding,
      payable: payable.payable,
    },
  };
}

export function buildUblInvoice(input: UblInvoiceInput): string {
  const cur = input.currency;
  const m = invoiceMoney(input);
  const { doc, root } = ublRoot(NS.inv, 'Invoice');
  root.ele(NS.cbc, 'UBLVersionID').txt('2.1');
  root.ele(NS.cbc, 'CustomizationID').txt('TR1.2.1');
  root.ele(NS.cbc, 'ProfileID').txt(input.profile);
  root.ele(NS.cbc, 'ID').txt(input.number);
  root.ele(NS.cbc, 'CopyIndicator').txt('false');
  root.ele(NS.cbc, 'UUID').txt(input.uuid.toUpperCase());
  root.ele(NS.cbc, 'IssueDate').txt(input.issueDate);
  if (input.issueTime) root.ele(NS.cbc, 'IssueTime').txt(input.issueTime);
  root.ele(NS.cbc, 'InvoiceTypeCode').txt(input.typeCode);
  if (input.note) root.ele(NS.cbc, 'Note').txt(input.note);
  root.ele(NS.cbc, 'DocumentCurrencyCode').txt(cur);
  root.ele(NS.cbc, 'LineCountNumeric').txt(String(input.lines.length));
  for (const returned of input.returnedInvoices ?? []) {
    const ref = root.ele(NS.cac, 'BillingReference').ele(NS.cac, 'InvoiceDocumentReference');
    ref.ele(NS.cbc, 'ID').txt(returned.number);
    ref.ele(NS.cbc, 'IssueDate').txt(returned.issueDate);
    ref.ele(NS.cbc, 'DocumentTypeCode').txt('İADE');
  }
  stylesheetReference(root, input.uuid.toUpperCase(), input.issueDate, input.stylesheet);
  signature(root, input.supplier);
  party(root.ele(NS.cac, 'AccountingSupplierParty'), input.supplier);
  party(root.ele(NS.cac, 'AccountingCustomerParty'), input.customer);
  // UBL's order: the buyer and the delivery (an export's) come before the document's allowance
  if (input.export) {
    exportBuyer(root, input.export.buyer);
    exportDelivery(root, input.export);
  }
  if (input.documentDiscount && new Dec(m.lines.documentDiscount).gt(0)) documentAllowance(root, m.lines, input.documentDiscount, cur);

  if (cur !== 'TRY') {
    const rate = root.ele(NS.cac, 'PricingExchangeRate');
    rate.ele(NS.cbc, 'SourceCurrencyCode').txt(cur);
    rate.ele(NS.cbc, 'TargetCurrencyCode').txt('TRY');
    // ubl.ts refuses a foreign-currency invoice without its rate (ED10006) before it comes here
    if (!input.exchangeRate) throw new Error(`a ${cur} invoice needs its exchange rate`);
    rate.ele(NS.cbc, 'CalculationRate').txt(new Dec(input.exchangeRate).toDecimalPlaces(6).toFixed());
  }
  const taxTotal = root.ele(NS.cac, 'TaxTotal');
  money(taxTotal, 'TaxAmount', m.lines.totals.tax, cur);
  for (const r of m.vat) vatSubtotal(taxTotal, r.base.toFixed(2), r.tax.toFixed(2), r.rate, cur, r.code);
  if (m.withholding.byCode.length > 0) {
    const block = root.ele(NS.cac, 'WithholdingTaxTotal');
    money(block, 'TaxAmount', m.withholding.withheld, cur);
    for (const row of m.withholding.byCode) withholdingSubtotal(block, row.base, row.withheld, row.code, row.percent, cur);
  }

  const totals = root.ele(NS.cac, 'LegalMonetaryTotal');
  money(totals, 'LineExtensionAmount', m.legal.lineExtension, cur);
  money(totals, 'TaxExclusiveAmount', m.legal.taxExclusive, cur);
  money(totals, 'TaxInclusiveAmount', m.legal.taxInclusive, cur);
  money(totals, 'AllowanceTotalAmount', m.legal.allowanceTotal, cur);
  if (!new Dec(m.legal.rounding).isZero()) money(totals, 'PayableRoundingAmount', m.legal.rounding, cur);
  money(totals, 'PayableAmount', m.legal.payable, cur);

  input.lines.forEach((line, i) => {
    const a = m.lines.lines[i]!;
    const el = root.ele(NS.cac, 'InvoiceLine');
    el.ele(NS.cbc, 'ID').txt(String(i + 1));
    const quantity = new Dec(line.quantity).times(line.multiplier ?? '1');
    el.ele(NS.cbc, 'InvoicedQuantity')
      .att('unitCode', unitCode(line.unit))
      .txt(plain(line.multiplier === undefined ? line.quantity : quantity));
    money(el, 'LineExtensionAmount', a.net, cur);
    if (input.export && line.gtip) lineGoods(el, i, line.gtip);
    if (positive(a.discount)) {
      const allowance = el.ele(NS.cac, 'AllowanceCharge');
      allowance.ele(NS.cbc, 'ChargeIndicator').txt('false');
      allowance.ele(NS.cbc, 'MultiplierFactorNumeric').txt(allowanceFactor(a.gross, a.discount, line.discountRate));
      money(allowance, 'Amount', a.discount, cur);
      money(allowance, 'BaseAmount', a.gross, cur);
    }
    // the line's VAT is on what is left of it after its share of a document discount
    const lineTax = el.ele(NS.cac, 'TaxTotal');
    money(lineTax, 'TaxAmount', a.tax, cur);
    vatSubtotal(lineTax, a.taxExclusive, a.tax, line.vatRate, cur, lineExemptionCode(line));
    if (line.withholdingCode !== undefined && line.withholdingPercent !== undefined) {
      const withheld = el.ele(NS.cac, 'WithholdingTaxTotal');
      const amount = lineWithheld(line, a.tax);
      money(withheld, 'TaxAmount', amount, cur);
      withholdingSubtotal(withheld, a.tax, amount, line.withholdingCode, line.withholdingPercent, cur);
    }
    el.ele(NS.cac, 'Item').ele(NS.cbc, 'Name').txt(line.name);
    // the price without VAT (a shelf price includes it): the line's gross over its quantity
    const price = quantity.isZero() ? new Dec(0) : new Dec(a.gross).dividedBy(quantity);
    el.ele(NS.cac, 'Price').ele(NS.cbc, 'PriceAmount').att('currencyID', cur).txt(plain(price));
  });
  return doc.end({ prettyPrint: true });
}
