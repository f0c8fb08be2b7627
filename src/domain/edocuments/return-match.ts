/**
 * Issue #26 item 4: a sales return is booked from the return invoice the customer issued, which comes in as an incoming
 * e-invoice. The two are matched once: an invoice (not an e-waybill) sent by the return's customer (its VKN/TCKN is the
 * account's tax number), not matched yet, to a sales return that is not cancelled and has no incoming invoice yet.
 */
export type ReturnMatchRefusal = 'notInvoice' | 'otherParty' | 'incomingMatched' | 'notSalesReturn' | 'returnMatched';

export interface IncomingForMatch {
  kind: 'invoice' | 'waybill';
  senderVkn: string;
  matchedDocumentId: number | null;
}

export interface ReturnForMatch {
  type: string;
  status: string;
  /** the tax number of the return's account (null: none on the card) */
  accountTaxNumber: string | null;
  /** the incoming invoice already matched to it */
  matchedIncomingId: number | null;
}

export function checkReturnMatch(incoming: IncomingForMatch, doc: ReturnForMatch): ReturnMatchRefusal | null {
  if (incoming.kind !== 'invoice') return 'notInvoice';
  if (incoming.matchedDocumentId !== null) return 'incomingMatched';
  if (doc.type !== 'salesReturn' || doc.status === 'cancelled') return 'notSalesReturn';
  if (doc.matchedIncomingId !== null) return 'returnMatched';
  if (!doc.accountTaxNumber || doc.accountTaxNumber.trim() !== incoming.senderVkn) return 'otherParty';
  return null;
}

/** The customer's invoice number a return shows: its own when typed, the matched incoming invoice's otherwise. */
export const returnInvoiceNumber = (typed: unknown, matchedNumber: string | null): string | null =>
  typeof typed === 'string' && typed !== '' ? typed : matchedNumber;
