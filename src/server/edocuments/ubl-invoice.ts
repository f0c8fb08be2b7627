import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { Dec } from '../../domain/money/decimal';
import { documentSums, type PricedLine } from '../../domain/money/totals';

/**
 * A UBL-TR 1.2.1 `Invoice` (GİB's e-Fatura / e-Arşiv) of a sales invoice or return. Amounts carry two decimals as
 * GİB requires; the money comes from the one computation of a document's sums (`documentSums`), so the XML
 * says exactly what the invoice in Defter says.
 */

export type UblProfile = 'TEMELFATURA' | 'EARSIVFATURA';

export interface UblAddress {
  street: string;
  buildingNo?: string;
  district: string;
  city: string;
  postalCode?: string;
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

export interface UblInvoiceLine extends PricedLine {
  name: string;
  /** the product's unit as Defter names it (ADET, KG …) */
  unit: string;
}

export interface UblInvoiceInput {
  profile: UblProfile;
  typeCode: 'SATIS' | 'IADE';
  number: string;
  uuid: string;
  issueDate: string;
  currency: string;
  /** TRY per unit of a foreign currency (GİB requires it when the currency is not TRY) */
  exchangeRate?: string;
  supplier: UblParty;
  customer: UblParty;
  lines: UblInvoiceLine[];
  /** a return: the GİB number and date of the invoice it returns */
  returnedInvoice?: { number: string; issueDate: string };
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

export const unitCode = (unit: string): string => UNIT_CODES[unit.toLocaleUpperCase('tr-TR').replace(/\s/g, '')] ?? 'C62';

const amount2 = (v: string | Dec): string => new Dec(v).toFixed(2);
/** A quantity or unit price: exact, without trailing zeros, at most 8 decimals. */
const plain = (v: string | Dec): string => new Dec(new Dec(v).toDecimalPlaces(8).toFixed()).toFixed();

/** First and family name of a person (the last word is the family name, as a TCKN holder's card is written). */
export function personName(full: string): { first: string; family: string } {
  const words = full.trim().split(/\s+/);
  if (words.length === 1) return { first: words[0]!, family: words[0]! };
  return { first: words.slice(0, -1).join(' '), family: words[words.length - 1]! };
}

function money(el: XMLBuilder, name: string, value: string | Dec, currency: string): void {
  el.ele(NS.cbc, name).att('currencyID', currency).txt(amount2(value));
}

export function party(parent: XMLBuilder, p: UblParty): void {
  const el = parent.ele(NS.cac, 'Party');
  const scheme = p.taxNumber.length === 11 ? 'TCKN' : 'VKN';
  el.ele(NS.cac, 'PartyIdentification').ele(NS.cbc, 'ID').att('schemeID', scheme).txt(p.taxNumber);
  if (p.mersis) el.ele(NS.cac, 'PartyIdentification').ele(NS.cbc, 'ID').att('schemeID', 'MERSISNO').txt(p.mersis);
  if (scheme === 'VKN') el.ele(NS.cac, 'PartyName').ele(NS.cbc, 'Name').txt(p.name);
  const a = el.ele(NS.cac, 'PostalAddress');
  a.ele(NS.cbc, 'StreetName').txt(p.address.street);
  if (p.address.buildingNo) a.ele(NS.cbc, 'BuildingNumber').txt(p.address.buildingNo);
  a.ele(NS.cbc, 'CitySubdivisionName').txt(p.address.district);
  a.ele(NS.cbc, 'CityName').txt(p.address.city);
  if (p.address.postalCode) a.ele(NS.cbc, 'PostalZone').txt(p.address.postalCode);
  a.ele(NS.cac, 'Country').ele(NS.cbc, 'Name').txt('Türkiye');
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

function vatSubtotal(parent: XMLBuilder, base: string, tax: string, rate: number, currency: string): void {
  const sub = parent.ele(NS.cac, 'TaxSubtotal');
  money(sub, 'TaxableAmount', base, currency);
  money(sub, 'TaxAmount', tax, currency);
  sub.ele(NS.cbc, 'Percent').txt(String(rate));
  const scheme = sub.ele(NS.cac, 'TaxCategory').ele(NS.cac, 'TaxScheme');
  scheme.ele(NS.cbc, 'Name').txt('KDV');
  scheme.ele(NS.cbc, 'TaxTypeCode').txt('0015');
}

/** The stylesheet embedded as integrators expect: an AdditionalDocumentReference of type XSLT, the file as base64. */
export function stylesheetReference(root: XMLBuilder, id: string, issueDate: string, stylesheet: EmbeddedStylesheet | undefined): void {
  if (!stylesheet) return;
  const ref = root.ele(NS.cac, 'AdditionalDocumentReference');
  ref.ele(NS.cbc, 'ID').txt(id);
  ref.ele(NS.cbc, 'IssueDate').txt(issueDate);
  ref.ele(NS.cbc, 'DocumentType').txt('XSLT');
  ref
    .ele(NS.cac, 'Attachment')
    .ele(NS.cbc, 'EmbeddedDocumentBinaryObject')
    .att({ characterSetCode: 'UTF-8', encodingCode: 'Base64', filename: stylesheet.fileName, mimeCode: 'application/xml' })
    .txt(stylesheet.base64);
}

/** GİB's signature block: who signs (the supplier) and where the integrator puts the signature. */
export function signature(root: XMLBuilder, supplier: UblParty): void {
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
export function ublRoot(ns: string, name: string): { doc: XMLBuilder; root: XMLBuilder } {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(ns, name).att('xmlns:cac', NS.cac).att('xmlns:cbc', NS.cbc).att('xmlns:ext', NS.ext);
  root.ele(NS.ext, 'UBLExtensions').ele(NS.ext, 'UBLExtension').ele(NS.ext, 'ExtensionContent').ele(UNSIGNED, 'Unsigned');
  return { doc, root };
}

export function buildUblInvoice(input: UblInvoiceInput): string {
  const cur = input.currency;
  const sums = documentSums(input.lines);
  const { doc, root } = ublRoot(NS.inv, 'Invoice');
  root.ele(NS.cbc, 'UBLVersionID').txt('2.1');
  root.ele(NS.cbc, 'CustomizationID').txt('TR1.2.1');
  root.ele(NS.cbc, 'ProfileID').txt(input.profile);
  root.ele(NS.cbc, 'ID').txt(input.number);
  root.ele(NS.cbc, 'CopyIndicator').txt('false');
  root.ele(NS.cbc, 'UUID').txt(input.uuid.toUpperCase());
  root.ele(NS.cbc, 'IssueDate').txt(input.issueDate);
  root.ele(NS.cbc, 'InvoiceTypeCode').txt(input.typeCode);
  if (input.note) root.ele(NS.cbc, 'Note').txt(input.note);
  root.ele(NS.cbc, 'DocumentCurrencyCode').txt(cur);
  root.ele(NS.cbc, 'LineCountNumeric').txt(String(input.lines.length));
  if (input.returnedInvoice) {
    const ref = root.ele(NS.cac, 'BillingReference').ele(NS.cac, 'InvoiceDocumentReference');
    ref.ele(NS.cbc, 'ID').txt(input.returnedInvoice.number);
    ref.ele(NS.cbc, 'IssueDate').txt(input.returnedInvoice.issueDate);
    ref.ele(NS.cbc, 'DocumentTypeCode').txt('İADE');
  }
  stylesheetReference(root, input.uuid.toUpperCase(), input.issueDate, input.stylesheet);
  signature(root, input.supplier);
  party(root.ele(NS.cac, 'AccountingSupplierParty'), input.supplier);
  party(root.ele(NS.cac, 'AccountingCustomerParty'), input.customer);

  if (cur !== 'TRY') {
    const rate = root.ele(NS.cac, 'PricingExchangeRate');
    rate.ele(NS.cbc, 'SourceCurrencyCode').txt(cur);
    rate.ele(NS.cbc, 'TargetCurrencyCode').txt('TRY');
    rate.ele(NS.cbc, 'CalculationRate').txt(new Dec(input.exchangeRate ?? '1').toDecimalPlaces(6).toFixed());
  }
  const taxTotal = root.ele(NS.cac, 'TaxTotal');
  money(taxTotal, 'TaxAmount', sums.totals.tax, cur);
  for (const row of sums.vat) vatSubtotal(taxTotal, row.base, row.tax, row.vatRate, cur);

  const totals = root.ele(NS.cac, 'LegalMonetaryTotal');
  const net = new Dec(sums.totals.sub).minus(sums.totals.discount);
  money(totals, 'LineExtensionAmount', sums.totals.sub, cur);
  money(totals, 'TaxExclusiveAmount', net, cur);
  money(totals, 'TaxInclusiveAmount', sums.totals.grand, cur);
  money(totals, 'AllowanceTotalAmount', sums.totals.discount, cur);
  money(totals, 'PayableAmount', sums.totals.grand, cur);

  input.lines.forEach((line, i) => {
    const a = sums.lines[i]!;
    const el = root.ele(NS.cac, 'InvoiceLine');
    el.ele(NS.cbc, 'ID').txt(String(i + 1));
    const quantity = new Dec(line.quantity).times(line.multiplier ?? '1');
    el.ele(NS.cbc, 'InvoicedQuantity').att('unitCode', unitCode(line.unit)).txt(plain(quantity));
    money(el, 'LineExtensionAmount', a.net, cur);
    if (new Dec(a.discount).gt(0)) {
      const allowance = el.ele(NS.cac, 'AllowanceCharge');
      allowance.ele(NS.cbc, 'ChargeIndicator').txt('false');
      allowance.ele(NS.cbc, 'MultiplierFactorNumeric').txt(plain(new Dec(line.discountRate ?? '0').dividedBy(100)));
      money(allowance, 'Amount', a.discount, cur);
      money(allowance, 'BaseAmount', a.gross, cur);
    }
    const lineTax = el.ele(NS.cac, 'TaxTotal');
    money(lineTax, 'TaxAmount', a.tax, cur);
    vatSubtotal(lineTax, a.net, a.tax, line.vatRate, cur);
    el.ele(NS.cac, 'Item').ele(NS.cbc, 'Name').txt(line.name);
    // the price without VAT (a shelf price includes it): the line's gross over its quantity
    const price = quantity.isZero() ? new Dec(0) : new Dec(a.gross).dividedBy(quantity);
    el.ele(NS.cac, 'Price').ele(NS.cbc, 'PriceAmount').att('currencyID', cur).txt(plain(price));
  });
  return doc.end({ prettyPrint: true });
}
