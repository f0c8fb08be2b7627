import { AnchorButton } from '@blueprintjs/core';
import type { DocumentListItem } from '../../api/fetchDocuments';
import { useT } from '../../i18n/useT';
import { DocumentList, statusFilter, useDocumentColumns, type DocumentColumn } from '../common/DocumentList';
import { useMayWrite } from '../common/useMayWrite';
import { VOUCHER_KINDS, VOUCHER_TYPE_LIST, voucherEditPath } from './voucherKinds';
import { formatAmount } from '../../../domain/format';

/** /cari/islem: the current-account vouchers, newest first, searchable by number; each opens its page. */
export function VoucherListPage({ path }: { path: string }) {
  const t = useT();
  const canWrite = useMayWrite('receivableVoucher');
  // every number opens its voucher: for writing, or read-only for a reader (the auditor)
  const [date, number, account, status] = useDocumentColumns(['date', 'number', 'account', 'status'], (d) => voucherEditPath(d.type, d.id), {
    linkTestId: 'voucher-link',
  });
  const columns: DocumentColumn[] = [
    { ...date!, header: t('vouchers.field.date') },
    { ...number!, header: t('vouchers.field.number') },
    { key: 'type', header: t('vouchers.field.type'), cell: (d) => t(`vouchers.type.${d.type}`) },
    { ...account!, header: t('vouchers.field.account') },
    {
      key: 'amount',
      header: t('vouchers.field.amount'),
      numeric: true,
      cell: (d: DocumentListItem) => (
        <span dir="ltr">
          {formatAmount(String((d as Record<string, unknown>).amount ?? ''))} {d.currency}
        </span>
      ),
    },
    { ...status!, header: t('vouchers.field.status') },
  ];
  return (
    <>
      {canWrite && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }} data-testid="voucher-new-links">
          {VOUCHER_TYPE_LIST.map((type) => (
            <AnchorButton key={type} icon="plus" href={`#/cari/${VOUCHER_KINDS[type].segment}/yeni`} text={t(VOUCHER_KINDS[type].newTitle)} />
          ))}
        </div>
      )}
      <DocumentList
        path={path}
        testId="voucher-list"
        title={t('route.accountVouchers')}
        idPrefix="voucher"
        base={{ family: 'voucher' }}
        filters={[
          {
            key: 'type',
            label: t('vouchers.field.type'),
            all: t('receiptTracking.allTypes'),
            options: VOUCHER_TYPE_LIST.map((ty) => ({ value: ty, label: t(`vouchers.type.${ty}`) })),
          },
          statusFilter(t, VOUCHER_TYPE_LIST[0], t('vouchers.field.status'), t('receiptTracking.allStatuses')),
        ]}
        accountFilter={t('vouchers.field.account')}
        searchLabel={t('vouchers.search')}
        columns={columns}
        empty={t('vouchers.empty')}
        emptyIcon="exchange"
      />
    </>
  );
}
