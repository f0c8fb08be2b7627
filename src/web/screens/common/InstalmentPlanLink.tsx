import { AnchorButton } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';
import { routePath } from '../../routes/routeTable';
import { useMayOpen } from './listHelpers';

interface SaleDoc {
  id: number;
  type: string;
  status: string;
  accountId?: string | null;
  paymentType?: string | null;
  sourceType?: string | null;
}

/** A sale left owing on account (the server's rule: machines/receipt/on-account.ts): completed, with an account, not paid at once. */
const owesOnAccount = (doc: SaleDoc) =>
  (doc.status === 'completed' || doc.status === 'closed') &&
  !!doc.accountId &&
  (doc.type === 'posSale'
    ? doc.paymentType === 'credit'
    : doc.type === 'salesInvoice' && doc.paymentType !== 'cash' && doc.paymentType !== 'mixed' && doc.sourceType !== 'posSale');

/** "Taksitlendir": opens the instalment plan of a sale on account (/cari/acik/{id}); nothing for any other document. */
export function InstalmentPlanLink({ doc }: { doc: SaleDoc }) {
  const t = useT();
  const path = routePath('/cari/acik/{id}', { id: doc.id });
  const mayOpen = useMayOpen(path);
  if (!mayOpen || !owesOnAccount(doc)) return null;
  return <AnchorButton icon="calendar" variant="minimal" href={`#${path}`} text={t('instalments.plan')} data-testid="instalment-plan-link" />;
}
