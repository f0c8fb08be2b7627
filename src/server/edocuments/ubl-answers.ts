import { NS, partyFields, signature, ublRoot, type UblParty } from './ubl-invoice';

/**
 * The answers of a receiver, in UBL-TR 1.2.1: an `ApplicationResponse` accepting (KABUL) or rejecting (RED, with its
 * reason) a commercial invoice, and a `ReceiptAdvice` telling an e-waybill's sender what was received.
 */

const APPLICATION_RESPONSE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2';
const RECEIPT_ADVICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:ReceiptAdvice-2';

export interface UblAnswerInput {
  /** the answer's own 16-character number and ETTN */
  number: string;
  uuid: string;
  issueDate: string;
  /** HH:MM:SS, Istanbul time */
  issueTime: string;
  /** who answers (the company, the invoice's buyer) and to whom (the supplier) */
  sender: UblParty;
  receiver: UblParty;
  /** the invoice answered: its ETTN and issue date */
  invoice: { uuid: string; issueDate: string };
  answer: 'KABUL' | 'RED';
  reason?: string;
}

export function buildApplicationResponse(input: UblAnswerInput): string {
  const { doc, root } = ublRoot(APPLICATION_RESPONSE_NS, 'ApplicationResponse');
  root.ele(NS.cbc, 'UBLVersionID').txt('2.1');
  root.ele(NS.cbc, 'CustomizationID').txt('TR1.2');
  root.ele(NS.cbc, 'ProfileID').txt('TICARIFATURA');
  root.ele(NS.cbc, 'ID').txt(input.number);
  root.ele(NS.cbc, 'UUID').txt(input.uuid.toUpperCase());
  root.ele(NS.cbc, 'IssueDate').txt(input.issueDate);
  root.ele(NS.cbc, 'IssueTime').txt(input.issueTime);
  root.ele(NS.cbc, 'Note').txt(input.answer === 'KABUL' ? 'Fatura kabul edilmiştir.' : `Fatura reddedilmiştir: ${input.reason ?? ''}`.trim());
  signature(root, input.sender);
  partyFields(root.ele(NS.cac, 'SenderParty'), input.sender);
  partyFields(root.ele(NS.cac, 'ReceiverParty'), input.receiver);
  const documentResponse = root.ele(NS.cac, 'DocumentResponse');
  const response = documentResponse.ele(NS.cac, 'Response');
  response.ele(NS.cbc, 'ReferenceID').txt(input.invoice.uuid.toUpperCase());
  response.ele(NS.cbc, 'ResponseCode').txt(input.answer);
  response.ele(NS.cbc, 'Description').txt(input.answer === 'KABUL' ? 'FATURAKABUL' : input.reason || 'FATURARED');
  const reference = documentResponse.ele(NS.cac, 'DocumentReference');
  reference.ele(NS.cbc, 'ID').txt(input.invoice.uuid.toUpperCase());
  reference.ele(NS.cbc, 'IssueDate').txt(input.invoice.issueDate);
  reference.ele(NS.cbc, 'DocumentTypeCode').txt('FATURA');
  reference.ele(NS.cbc, 'DocumentType').txt('FATURA');
  return doc.end({ prettyPrint: true });
}

export interface UblReceiptInput {
  number: string;
  uuid: string;
  issueDate: string;
  issueTime: string;
  /** the company, which received the goods, and the waybill's sender */
  receiver: UblParty;
  supplier: UblParty;
  /** the e-waybill answered: its number and issue date */
  despatch: { number: string; issueDate: string };
  note?: string;
  lines: { lineId: string; name: string; unitCode: string; received: string; rejected: string; rejectReason?: string }[];
}

export function buildReceiptAdvice(input: UblReceiptInput): string {
  const { doc, root } = ublRoot(RECEIPT_ADVICE_NS, 'ReceiptAdvice');
  root.ele(NS.cbc, 'UBLVersionID').txt('2.1');
  root.ele(NS.cbc, 'CustomizationID').txt('TR1.2.1');
  root.ele(NS.cbc, 'ProfileID').txt('TEMELIRSALIYE');
  root.ele(NS.cbc, 'ID').txt(input.number);
  root.ele(NS.cbc, 'CopyIndicator').txt('false');
  root.ele(NS.cbc, 'UUID').txt(input.uuid.toUpperCase());
  root.ele(NS.cbc, 'IssueDate').txt(input.issueDate);
  root.ele(NS.cbc, 'IssueTime').txt(input.issueTime);
  root.ele(NS.cbc, 'ReceiptAdviceTypeCode').txt('SEVK');
  if (input.note) root.ele(NS.cbc, 'Note').txt(input.note);
  root.ele(NS.cbc, 'LineCountNumeric').txt(String(input.lines.length));
  const despatch = root.ele(NS.cac, 'DespatchDocumentReference');
  despatch.ele(NS.cbc, 'ID').txt(input.despatch.number);
  despatch.ele(NS.cbc, 'IssueDate').txt(input.despatch.issueDate);
  signature(root, input.receiver);
  partyFields(root.ele(NS.cac, 'DeliveryCustomerParty').ele(NS.cac, 'Party'), input.receiver);
  partyFields(root.ele(NS.cac, 'DespatchSupplierParty').ele(NS.cac, 'Party'), input.supplier);
  const shipment = root.ele(NS.cac, 'Shipment');
  shipment.ele(NS.cbc, 'ID').txt('1');
  const delivery = shipment.ele(NS.cac, 'Delivery');
  delivery.ele(NS.cbc, 'ActualDeliveryDate').txt(input.issueDate);
  delivery.ele(NS.cbc, 'ActualDeliveryTime').txt(input.issueTime);
  input.lines.forEach((line, i) => {
    const el = root.ele(NS.cac, 'ReceiptLine');
    el.ele(NS.cbc, 'ID').txt(String(i + 1));
    el.ele(NS.cbc, 'ReceivedQuantity').att('unitCode', line.unitCode).txt(line.received);
    if (line.rejected !== '0') {
      el.ele(NS.cbc, 'RejectedQuantity').att('unitCode', line.unitCode).txt(line.rejected);
      if (line.rejectReason) el.ele(NS.cbc, 'RejectReason').txt(line.rejectReason);
    }
    el.ele(NS.cac, 'DespatchLineReference').ele(NS.cbc, 'LineID').txt(line.lineId);
    el.ele(NS.cac, 'Item').ele(NS.cbc, 'Name').txt(line.name);
  });
  return doc.end({ prettyPrint: true });
}
