/**
 * The rules of the Mikro ERP module (issue #32, /modul/mikroerp/*), decided here once for every path: the pages,
 * the engine hook that queues a completed document, and the background round that sends it.
 */

/** The completed documents a company may send to Mikro: invoices as Mikro invoices, orders as Mikro orders. */
export const MIKRO_DOCUMENT_TYPES = ['salesInvoice', 'purchaseInvoice', 'salesOrder', 'purchaseOrder'] as const;
export type MikroDocumentType = (typeof MIKRO_DOCUMENT_TYPES)[number];

/** A document is queued for Mikro once it stands completed (or closed after it), never as a draft or cancelled. */
export const TRANSFERRED_STATUSES = ['completed', 'closed'] as const;

export function mayTransfer(doc: { type: string; status: string }, chosenTypes: readonly string[]): boolean {
  return chosenTypes.includes(doc.type) && (TRANSFERRED_STATUSES as readonly string[]).includes(doc.status);
}

/** Which Mikro call a document goes by: FaturaKaydetV2 for invoices, SiparisKaydetV2 for orders. */
export const mikroKindOf = (type: MikroDocumentType): 'invoice' | 'order' => (type.endsWith('Invoice') ? 'invoice' : 'order');

/**
 * A transfer's states: `waiting` until Mikro has it (a lost answer keeps it there, and the next try asks Mikro by our
 * key first), `sent` with Mikro's number, `failed` when Mikro refused it (its reason kept; retried by hand after a fix).
 */
export const TRANSFER_STATES = ['waiting', 'sent', 'failed'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** Only a refused transfer is retried by hand: a sent one stays sent, a waiting one is already on its way. */
export const mayRetry = (state: TransferState): boolean => state === 'failed';

/**
 * Why Mikro refused a record, in Defter's words (the message key shown in the user's language beside Mikro's own
 * text): an account or stock code Mikro does not have, a VAT rate with no Mikro code, bad credentials, anything else.
 */
export const MIKRO_REFUSALS = ['unknownAccount', 'unknownStock', 'vat', 'credentials', 'other'] as const;
export type MikroRefusal = (typeof MIKRO_REFUSALS)[number];
export const refusalKey = (r: MikroRefusal): string => `mikro.refusal.${r}`;

/**
 * Reading back a card Mikro changed: Mikro's change is taken only when the card in Defter is still the version last
 * sent; a card edited in Defter since wins (its edit goes to Mikro with the next send), and the conflict is reported.
 */
export type ReadBackDecision = 'unchanged' | 'take' | 'defterNewer';

export function readBackDecision(card: { sentVersion: number; currentVersion: number; sent: string; atMikro: string }): ReadBackDecision {
  if (card.sent === card.atMikro) return 'unchanged';
  return card.currentVersion === card.sentVersion ? 'take' : 'defterNewer';
}
