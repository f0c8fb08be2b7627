import { receiptFamily } from '../../../../machines/index';
import { useT } from '../../i18n/useT';
import { DocumentList, statusFilter, typeFilter, useDocumentColumns, type DocumentColumn } from '../common/DocumentList';
import { InvoiceSaleButton, saleWaitsForInvoice } from '../common/InvoiceSaleButton';
import { editPathOf } from '../common/receiptRoutes';

/** /fis/takip: every receipt, newest date first, filtered by type, status, account, number and a date range. */
export function ReceiptTrackingPage({ path }: { path: string }) {
  const t = useT();
  const usual = useDocumentColumns(['number', 'type', 'date', 'account', 'total', 'status'], (d) => editPathOf(d.type, d.id), { linkTestId: 'edit-link' });
  // a till sale not invoiced yet offers its invoice (sepetToFatura)
  const columns: DocumentColumn[] = [
    ...usual,
    {
      key: 'invoice',
      header: t('conversion.invoiceSale'),
      headerHidden: true,
      cell: (d) => (saleWaitsForInvoice(d) ? <InvoiceSaleButton saleId={d.id} small /> : null),
    },
  ];
  return (
    <DocumentList
      path={path}
      testId="receipt-tracking"
      title={t('route.receiptTracking')}
      idPrefix="receipt"
      base={{ family: 'receipt' }}
      filters={[
        typeFilter(t, receiptFamily.types, t('receiptTracking.type'), t('receiptTracking.allTypes')),
        statusFilter(t, receiptFamily.types[0], t('receiptTracking.status'), t('receiptTracking.allStatuses')),
      ]}
      accountFilter={t('receiptTracking.account')}
      searchLabel={t('receiptTracking.search')}
      columns={columns}
      empty={t('receiptTracking.empty')}
      emptyFiltered={t('receiptTracking.emptyFiltered')}
      clearLabel={t('receiptTracking.clear')}
    />
  );
}
