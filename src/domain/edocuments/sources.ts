/**
 * The documents an e-document is made of: sales invoices, purchase returns and sales waybills. A return invoice is
 * issued by the one who gives the goods back: the company's purchase return is its own IADE invoice to the supplier; a
 * sales return is booked from the customer's return invoice and is never the company's e-invoice.
 */
export const EDOCUMENT_SOURCE_TYPES = ['salesInvoice', 'purchaseReturn', 'salesWaybill'] as const;

/** The document of the customer's return invoice, which the company receives, not sends. */
export const isReturnReceived = (type: string): boolean => type === 'salesReturn';
/** A source becomes an e-document only once it is final: completed, or closed after that. */
export const EDOCUMENT_SOURCE_STATUSES = ['completed', 'closed'] as const;

export const isFinalSource = (status: string): boolean => (EDOCUMENT_SOURCE_STATUSES as readonly string[]).includes(status);

/** The invoice a return gives back: a purchase return's the supplier's purchase invoice. */
export const RETURNED_INVOICE_TYPE: Readonly<Record<string, string>> = { purchaseReturn: 'purchaseInvoice' };

/** Whether a document can be sent as an e-document. */
export const maySendAsEdocument = (doc: { type: string; status: string }): boolean =>
  (EDOCUMENT_SOURCE_TYPES as readonly string[]).includes(doc.type) && isFinalSource(doc.status);
