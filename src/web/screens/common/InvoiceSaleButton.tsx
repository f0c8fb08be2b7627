import { AnchorButton } from '@blueprintjs/core';
import { findConversion, waitsFor } from '../../../../machines/index';
import { useT } from '../../i18n/useT';
import { wizardPath } from './conversionPaths';
import { useMayOpen } from './listHelpers';

const SALE_TO_INVOICE = findConversion('posSale', 'salesInvoice')!;

/** Whether a till sale waits to be invoiced: completed or closed, with something not invoiced yet. */
export const saleWaitsForInvoice = (doc: { type: string; status: string; lines?: unknown }) => waitsFor(SALE_TO_INVOICE, doc);

/**
 * "Invoice this sale" (sepetToFatura, lifecycles.md §3): opens the conversion wizard of the till sale, which
 * makes the invoice draft. Nothing for a user who may not open the wizard.
 */
export function InvoiceSaleButton({ saleId, small }: { saleId: number; small?: boolean }) {
  const t = useT();
  const path = wizardPath(SALE_TO_INVOICE, saleId);
  const mayOpen = useMayOpen(path);
  if (!mayOpen) return null;
  return (
    <AnchorButton
      size={small ? 'small' : undefined}
      icon="document-share"
      href={`#${path}`}
      text={t('conversion.invoiceSale')}
      data-testid="invoice-sale"
      // Enter follows the link: it must not reach the till slip's "Enter starts a new sale" on the window
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.stopPropagation();
      }}
    />
  );
}
