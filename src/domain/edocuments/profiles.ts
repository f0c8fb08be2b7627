/** GİB's profile of an e-invoice and what a return names (UBL-TR 1.2.1, GİB's schematron). */

export type InvoiceProfile = 'TEMELFATURA' | 'TICARIFATURA' | 'EARSIVFATURA';
export type EinvoiceProfile = Exclude<InvoiceProfile, 'EARSIVFATURA'>;

/** What Defter knows of a buyer: the integrator's last lookup, else the alias typed on its card. */
export interface BuyerEinvoiceState {
  /** null: the integrator was never asked */
  checkedRegistered: boolean | null;
  typedAlias?: string;
}

/** A buyer is a registered e-invoice user when the integrator's last lookup said so; never looked up, when its card has an alias. */
export const isRegisteredBuyer = (b: BuyerEinvoiceState): boolean => b.checkedRegistered ?? Boolean(b.typedAlias?.trim());

/** The alias to keep from a lookup: the receiving mailbox (PK) GİB lists for the user, else its first alias. */
export function receivingAlias(aliases: readonly { alias: string; unit: string }[]): string | null {
  return (aliases.find((a) => a.unit === 'PK') ?? aliases[0])?.alias ?? null;
}

/**
 * The profile an invoice goes under: e-Arşiv for a buyer who is no registered e-invoice user; for a registered one the
 * company's choice (basic or commercial), except a return (IADE), which is always basic: GİB's schematron refuses an
 * IADE under TICARIFATURA.
 */
export function invoiceProfile(typeCode: string, buyerRegistered: boolean, companyChoice: EinvoiceProfile): InvoiceProfile {
  if (!buyerRegistered) return 'EARSIVFATURA';
  return typeCode === 'IADE' ? 'TEMELFATURA' : companyChoice;
}

/**
 * The documents a return gives back, which its e-invoice must name (BillingReference): those its lines name
 * (`returnOfId`), and the invoice it was made from (a purchase return's the purchase invoice). Ordered, each once.
 */
export function returnedDocumentIds(
  lines: readonly { returnOfId?: string }[],
  madeFrom?: { sourceType?: string; sourceId?: string },
  invoiceType = 'purchaseInvoice',
): number[] {
  const ids = lines.flatMap((l) => (l.returnOfId ? [Number(l.returnOfId)] : []));
  if (madeFrom?.sourceType === invoiceType && madeFrom.sourceId && /^\d{1,10}$/.test(madeFrom.sourceId)) ids.push(Number(madeFrom.sourceId));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** GİB reads a foreign-currency invoice's lira amounts through its PricingExchangeRate: one without a rate cannot be sent. */
export const lacksExchangeRate = (currency: string | undefined, rate: string | null | undefined): boolean =>
  currency !== undefined && currency !== 'TRY' && !(rate && Number(rate) > 0);

/** A document not yet queued for sending has no GİB number: its preview shows its series with serial 0, which GİB never issues. */
export const DRAFT_SERIAL = 0;
export const DRAFT_UUID = '00000000-0000-0000-0000-000000000000';
export const DRAFT_NOTE = 'TASLAK: henüz gönderilmedi; GİB numarası ve ETTN gönderimde verilir.';
