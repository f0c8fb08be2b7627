import { Dec } from '../../domain/money/decimal';
import { NS, party, signature, stylesheetReference, ublRoot, unitCode, type EmbeddedStylesheet, type UblParty } from './ubl-invoice';

/**
 * A UBL-TR 1.2.1 `DespatchAdvice` (GİB's e-İrsaliye) of a sales waybill. A waybill names no carrier or driver yet,
 * so the company carries the goods itself: it is the shipment's carrier party (GİB asks for a driver or a carrier;
 * its schematron crashes on two drivers in one stage, which is never written here).
 */

const DESPATCH_NS = 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2';

export interface UblDespatchLine {
  name: string;
  unit: string;
  quantity: string;
  multiplier?: string;
}

export interface UblDespatchInput {
  number: string;
  uuid: string;
  issueDate: string;
  /** HH:MM:SS, Istanbul time: when the goods left (the waybill's completion) */
  issueTime: string;
  supplier: UblParty;
  customer: UblParty;
  lines: UblDespatchLine[];
  note?: string;
  stylesheet?: EmbeddedStylesheet;
}

const plain = (v: Dec): string => new Dec(v.toDecimalPlaces(8).toFixed()).toFixed();

export function buildUblDespatch(input: UblDespatchInput): string {
  const { doc, root } = ublRoot(DESPATCH_NS, 'DespatchAdvice');
  root.ele(NS.cbc, 'UBLVersionID').txt('2.1');
  root.ele(NS.cbc, 'CustomizationID').txt('TR1.2.1');
  root.ele(NS.cbc, 'ProfileID').txt('TEMELIRSALIYE');
  root.ele(NS.cbc, 'ID').txt(input.number);
  root.ele(NS.cbc, 'CopyIndicator').txt('false');
  root.ele(NS.cbc, 'UUID').txt(input.uuid.toUpperCase());
  root.ele(NS.cbc, 'IssueDate').txt(input.issueDate);
  root.ele(NS.cbc, 'IssueTime').txt(input.issueTime);
  root.ele(NS.cbc, 'DespatchAdviceTypeCode').txt('SEVK');
  if (input.note) root.ele(NS.cbc, 'Note').txt(input.note);
  root.ele(NS.cbc, 'LineCountNumeric').txt(String(input.lines.length));
  stylesheetReference(root, input.uuid.toUpperCase(), input.issueDate, input.stylesheet);
  signature(root, input.supplier);
  party(root.ele(NS.cac, 'DespatchSupplierParty'), input.supplier);
  party(root.ele(NS.cac, 'DeliveryCustomerParty'), input.customer);

  const shipment = root.ele(NS.cac, 'Shipment');
  shipment.ele(NS.cbc, 'ID').txt('1');
  const delivery = shipment.ele(NS.cac, 'Delivery');
  const address = delivery.ele(NS.cac, 'DeliveryAddress');
  address.ele(NS.cbc, 'StreetName').txt(input.customer.address.street);
  if (input.customer.address.buildingNo) address.ele(NS.cbc, 'BuildingNumber').txt(input.customer.address.buildingNo);
  address.ele(NS.cbc, 'CitySubdivisionName').txt(input.customer.address.district);
  address.ele(NS.cbc, 'CityName').txt(input.customer.address.city);
  if (input.customer.address.postalCode) address.ele(NS.cbc, 'PostalZone').txt(input.customer.address.postalCode);
  address.ele(NS.cac, 'Country').ele(NS.cbc, 'Name').txt('Türkiye');
  const carrier = delivery.ele(NS.cac, 'CarrierParty');
  carrier
    .ele(NS.cac, 'PartyIdentification')
    .ele(NS.cbc, 'ID')
    .att('schemeID', input.supplier.taxNumber.length === 11 ? 'TCKN' : 'VKN')
    .txt(input.supplier.taxNumber);
  carrier.ele(NS.cac, 'PartyName').ele(NS.cbc, 'Name').txt(input.supplier.name);
  const carrierAddress = carrier.ele(NS.cac, 'PostalAddress');
  carrierAddress.ele(NS.cbc, 'CitySubdivisionName').txt(input.supplier.address.district);
  carrierAddress.ele(NS.cbc, 'CityName').txt(input.supplier.address.city);
  carrierAddress.ele(NS.cac, 'Country').ele(NS.cbc, 'Name').txt('Türkiye');
  const despatch = delivery.ele(NS.cac, 'Despatch');
  despatch.ele(NS.cbc, 'ActualDespatchDate').txt(input.issueDate);
  despatch.ele(NS.cbc, 'ActualDespatchTime').txt(input.issueTime);

  input.lines.forEach((line, i) => {
    const el = root.ele(NS.cac, 'DespatchLine');
    el.ele(NS.cbc, 'ID').txt(String(i + 1));
    el.ele(NS.cbc, 'DeliveredQuantity')
      .att('unitCode', unitCode(line.unit))
      .txt(plain(new Dec(line.quantity).times(line.multiplier ?? '1')));
    el.ele(NS.cac, 'OrderLineReference')
      .ele(NS.cbc, 'LineID')
      .txt(String(i + 1));
    el.ele(NS.cac, 'Item').ele(NS.cbc, 'Name').txt(line.name);
  });
  return doc.end({ prettyPrint: true });
}
