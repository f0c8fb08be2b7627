/**
 * The number of an invoice the other party issued, as printed on it: a supplier's invoice the company booked as a
 * purchase, a customer's return invoice booked as a sales return. A paper invoice's number is free text; an e-invoice's
 * or e-Arşiv invoice's is GİB's 16 characters (a series of three, the year, nine digits), so a number of 16 letters and
 * digits is held to that form: a typo in it would make the return's BillingReference name no invoice at GİB.
 */
const GIB_NUMBER = /^[A-Z0-9]{3}20\d{2}\d{9}$/;
const PRINTED = /^[A-Z0-9][A-Z0-9 ./-]{0,29}$/;

export function parseOtherInvoiceNumber(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const n = v.trim().replace(/\s+/g, ' ').toUpperCase();
  if (!PRINTED.test(n)) return null;
  if (/^[A-Z0-9]{16}$/.test(n) && !GIB_NUMBER.test(n)) return null;
  return n;
}

/** An e-invoice's or e-Arşiv invoice's number: the only kind a return invoice can name (GİB's schematron: 16 characters). */
export const isGibInvoiceNumber = (n: string): boolean => GIB_NUMBER.test(n);

/** Already in its stored form (what parseOtherInvoiceNumber gives). */
export const isOtherInvoiceNumber = (v: string): boolean => parseOtherInvoiceNumber(v) === v;
