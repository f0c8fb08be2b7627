// What other areas may use of the e-documents: the company's integrator settings (the menu shows its pages), and a
// document's UBL with its readable view and an invoice's PDF (messages attach them to the invoice sent to the customer).
export { findIntegratorSettings } from './settings-queries';
export { documentUbl } from './ubl';
export { invoicePdf } from './invoice-pdf';
