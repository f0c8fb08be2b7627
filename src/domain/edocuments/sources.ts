/** The documents an e-document is made of: sales invoices, returns and waybills. */
export const EDOCUMENT_SOURCE_TYPES = ['salesInvoice', 'salesReturn', 'salesWaybill'] as const;
/** A source becomes an e-document only once it is final: completed, or closed after that. */
export const EDOCUMENT_SOURCE_STATUSES = ['completed', 'closed'] as const;

export const isFinalSource = (status: string): boolean => (EDOCUMENT_SOURCE_STATUSES as readonly string[]).includes(status);

/** Whether a document can be sent as an e-document. */
export const maySendAsEdocument = (doc: { type: string; status: string }): boolean =>
  (EDOCUMENT_SOURCE_TYPES as readonly string[]).includes(doc.type) && isFinalSource(doc.status);
