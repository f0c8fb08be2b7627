import { Tag } from '@blueprintjs/core';
import type { Account } from '../../../domain/schemas/accounts';
import { useAccounts } from '../../api/fetchAccounts';
import { useT } from '../../i18n/useT';
import { useMayOpen } from '../common/listHelpers';
import { MasterList, type Column } from '../common/MasterList';
import { formatAmount } from '../../../domain/format';

/** /cari/list: current accounts with their balance. */
export function AccountListPage({ path }: { path: string }) {
  const t = useT();
  const canCreate = useMayOpen('/cari/yeni');
  const kindLabel = (k: string) => (k === 'supplier' ? t('accounts.kind.supplier') : k === 'customer' ? t('accounts.kind.customer') : k);
  const columns: Column<Account>[] = [
    { key: 'code', header: t('accounts.col.code'), cell: (a) => a.code },
    { key: 'name', header: t('accounts.col.name'), cell: (a) => a.name },
    {
      key: 'kind',
      header: t('accounts.col.kind'),
      cell: (a) => (
        <Tag minimal intent={a.kind === 'supplier' ? 'warning' : 'primary'}>
          {kindLabel(a.kind)}
        </Tag>
      ),
    },
    { key: 'taxNumber', header: t('accounts.col.taxNumber'), cell: (a) => <span dir="ltr">{a.taxNumber}</span> },
    // format.ts writes a negative balance so that its minus stays in front in right-to-left text: no dir="ltr" needed
    { key: 'balance', header: t('accounts.col.balance'), numeric: true, cell: (a) => formatAmount(a.balance ?? 0) },
  ];
  return (
    <MasterList<Account>
      path={path}
      newPath={canCreate ? '/cari/yeni' : undefined}
      testId="account-list"
      columns={columns}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ 'data-id': String(a.id), 'data-code': a.code ?? undefined })}
      useRows={useAccounts}
      texts={{
        title: t('route.accountList'),
        search: t('accounts.search'),
        newLabel: t('accounts.new'),
        empty: t('accounts.empty'),
        emptySearch: (q) => t('accounts.emptySearch', { q }),
        total: (n) => t('accounts.total', { n }),
        range: (from, to, total) => t('accounts.range', { from, to, total }),
        prev: t('accounts.prev'),
        next: t('accounts.next'),
      }}
    />
  );
}
