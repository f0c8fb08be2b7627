import { AnchorButton } from '@blueprintjs/core';
import { useIntegratorSettings } from '../../api/fetchIntegratorSettings';
import { useT } from '../../i18n/useT';
import { useMayOpen } from './listHelpers';

/**
 * A sales return matched to the customer's return invoice (an incoming e-invoice, POST /api/edocuments/:id/match) shows
 * its GİB number, which opens the incoming invoices of the integrator in use.
 */
export function IncomingInvoiceLink({ doc }: { doc: { incomingEdocumentId?: number | null; incomingEdocumentNumber?: string | null } }) {
  const t = useT();
  // every integrator's incoming list has the same roles
  const mayOpen = useMayOpen('/modul/uyumsoftefatura/gelen');
  const matched = doc.incomingEdocumentId !== null && doc.incomingEdocumentId !== undefined;
  const integrator = useIntegratorSettings(matched && mayOpen).data?.integrator ?? 'sandbox';
  if (!matched) return null;
  const text = t('receiptEditor.incomingInvoice', { number: doc.incomingEdocumentNumber ?? '' });
  return mayOpen ? (
    <AnchorButton
      variant="minimal"
      icon="inbox"
      href={`#/modul/${integrator === 'sandbox' ? 'uyumsoft' : integrator}efatura/gelen`}
      text={text}
      data-testid="incoming-invoice-link"
    />
  ) : (
    <span data-testid="incoming-invoice-link">{text}</span>
  );
}
