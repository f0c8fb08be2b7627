import { AnchorButton, Tag } from '@blueprintjs/core';
import { formatDate } from '../../../domain/format';
import { useDocuments, type DocumentListItem } from '../../api/documents';
import { useT } from '../../i18n/useT';
import { useMayOpen } from '../common/listHelpers';
import { formatAmount } from '../common/formatNumber';
import { MasterList, type Column } from '../common/MasterList';
import { VOUCHER_KINDS, VOUCHER_TYPE_LIST, voucherEditPath } from './voucherKinds';

const useVoucherRows = (query: { q: string; limit: number; offset: number }) => useDocuments({ family: 'voucher', ...query });

/** /cari/islem: the current-account vouchers, newest first, searchable by number; each opens its page. */
export function VoucherListPage({ path }: { path: string }) {
  const t = useT();
  const canWrite = useMayOpen('/cari/alacak/yeni');
  const columns: Column<DocumentListItem>[] = [
    { key: 'date', header: t('vouchers.field.date'), cell: (d) => <span dir="ltr">{d.date ? formatDate(d.date) : ''}</span> },
    {
      key: 'number',
      header: t('vouchers.field.number'),
      // the voucher pages are for those who write vouchers; readers see the number only
      cell: (d) =>
        canWrite ? (
          <a href={`#${voucherEditPath(d.type, d.id)}`} dir="ltr" data-testid="voucher-link">
            {d.number}
          </a>
        ) : (
          <span dir="ltr">{d.number}</span>
        ),
    },
    { key: 'type', header: t('vouchers.field.type'), cell: (d) => t(`vouchers.type.${d.type}`) },
    { key: 'account', header: t('vouchers.field.account'), cell: (d) => d.accountName ?? '' },
    {
      key: 'amount',
      header: t('vouchers.field.amount'),
      numeric: true,
      cell: (d) => (
        <span dir="ltr">
          {formatAmount(String((d as Record<string, unknown>).amount ?? ''))} {d.currency}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('vouchers.field.status'),
      cell: (d) => (
        <Tag minimal intent={d.status === 'completed' || d.status === 'closed' ? 'success' : d.status === 'cancelled' ? 'danger' : 'none'}>
          {t(`documentStatus.${d.status}`)}
        </Tag>
      ),
    },
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
      <MasterList<DocumentListItem>
        path={path}
        testId="voucher-list"
        columns={columns}
        rowKey={(d) => d.id}
        rowProps={(d) => ({ 'data-id': String(d.id), 'data-number': d.number, 'data-status': d.status })}
        useRows={useVoucherRows}
        texts={{
          title: t('route.accountVouchers'),
          search: t('vouchers.search'),
          newLabel: '',
          empty: t('vouchers.empty'),
          emptySearch: (q) => t('vouchers.emptySearch', { q }),
          total: (n) => t('accounts.total', { n }),
          range: (from, to, total) => t('accounts.range', { from, to, total }),
          prev: t('accounts.prev'),
          next: t('accounts.next'),
        }}
      />
    </>
  );
}
