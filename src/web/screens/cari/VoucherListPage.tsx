import { AnchorButton } from '@blueprintjs/core';
import { typeDescriptorOf, typesListedOn } from '../../../../machines/index';
import { VOUCHER_LIST_PATH } from '../../../../machines/voucher/pages';
import type { DocumentListItem } from '../../api/fetchDocuments';
import { useT } from '../../i18n/useT';
import { DocumentList, statusFilter, useDocumentColumns, type DocumentColumn } from '../common/DocumentList';
import { useWriteAccess } from '../common/useMayWrite';
import { formatAmount } from '../../../domain/format';

/** The types whose families list them here (their descriptors' `list`): the vouchers, then the points vouchers. */
const LISTED_TYPES = typesListedOn(VOUCHER_LIST_PATH);
const baseOf = (type: string) => typeDescriptorOf(type)?.route?.base ?? '';

/** /cari/islem: the current-account vouchers and points vouchers, newest first, searchable by number; each opens its page. */
export function VoucherListPage({ path }: { path: string }) {
  const t = useT();
  const mayWrite = useWriteAccess();
  const writable = LISTED_TYPES.filter(mayWrite);
  // every number opens its voucher: for writing, or read-only for a reader (the auditor)
  const [date, number, account, status] = useDocumentColumns(['date', 'number', 'account', 'status'], (d) => `${baseOf(d.type)}/duzen/${d.id}`, {
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
      cell: (d: DocumentListItem) => {
        const row = d as Record<string, unknown>;
        // a points voucher moves whole points, not money
        if (row.points !== undefined && row.amount === undefined) return <span dir="ltr">{t('vouchers.field.points', { points: String(row.points) })}</span>;
        return (
          <span dir="ltr">
            {formatAmount(String(row.amount ?? ''))} {d.currency}
          </span>
        );
      },
    },
    { ...status!, header: t('vouchers.field.status') },
  ];
  return (
    <>
      {writable.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }} data-testid="voucher-new-links">
          {writable.map((type) => (
            <AnchorButton key={type} icon="plus" href={`#${baseOf(type)}/yeni`} text={t(`route.${type}New`)} />
          ))}
        </div>
      )}
      <DocumentList
        path={path}
        testId="voucher-list"
        title={t('route.accountVouchers')}
        idPrefix="voucher"
        base={{ type: LISTED_TYPES.join(',') }}
        filters={[
          {
            key: 'type',
            label: t('vouchers.field.type'),
            all: t('receiptTracking.allTypes'),
            options: LISTED_TYPES.map((ty) => ({ value: ty, label: t(`vouchers.type.${ty}`) })),
          },
          statusFilter(t, LISTED_TYPES[0]!, t('vouchers.field.status'), t('receiptTracking.allStatuses')),
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
