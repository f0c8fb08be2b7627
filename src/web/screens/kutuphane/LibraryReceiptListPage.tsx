import { AnchorButton } from '@blueprintjs/core';
import { formatAmount } from '../../../domain/format';
import type { DocumentListItem } from '../../api/fetchDocuments';
import { useT } from '../../i18n/useT';
import { DocumentList, statusFilter, useDocumentColumns, type DocumentColumn } from '../common/DocumentList';
import { useMayWrite } from '../common/useMayWrite';

const field = (d: DocumentListItem, k: string) => String((d as Record<string, unknown>)[k] ?? '');

/** /kutuphane/fisler: the library receipts (members' fines and fees paid), newest first, searchable by number. */
export function LibraryReceiptListPage({ path }: { path: string }) {
  const t = useT();
  const canWrite = useMayWrite('libraryReceipt');
  const [date, number, status] = useDocumentColumns(['date', 'number', 'status'], (d) => `/kutuphane/fisler/duzen/${d.id}`, {
    linkTestId: 'library-receipt-link',
  });
  const columns: DocumentColumn[] = [
    { ...date!, header: t('cashVouchers.field.date') },
    { ...number!, header: t('cashVouchers.field.number') },
    { key: 'fines', header: t('libraryReceipts.fines'), numeric: true, cell: (d) => <span dir="ltr">{formatAmount(field(d, 'fineAmount') || '0')}</span> },
    { key: 'amount', header: t('cashVouchers.field.amount'), numeric: true, cell: (d) => <span dir="ltr">{formatAmount(field(d, 'amount'))}</span> },
    { key: 'note', header: t('cashVouchers.field.note'), wrap: true, cell: (d) => field(d, 'note') },
    { ...status!, header: t('cashVouchers.field.status') },
  ];
  return (
    <>
      {canWrite && (
        <div style={{ marginBottom: 8 }}>
          <AnchorButton icon="plus" href="#/kutuphane/fisler/yeni" text={t('libraryReceipts.new')} data-testid="new-library-receipt" />
        </div>
      )}
      <DocumentList
        path={path}
        testId="library-receipts"
        title={t('route.libraryReceipts')}
        idPrefix="library-receipts"
        base={{ family: 'cashVoucher', type: 'libraryReceipt' }}
        filters={[statusFilter(t, 'libraryReceipt', t('cashVouchers.field.status'), t('receiptTracking.allStatuses'))]}
        searchLabel={t('libraryReceipts.search')}
        columns={columns}
        empty={t('libraryReceipts.empty')}
        emptyIcon="dollar"
      />
    </>
  );
}
