import { HTMLSelect, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useAccountGroups } from '../../api/accountGroups';
import type { Account } from '../../../domain/schemas/accounts';
import { useAccounts } from '../../api/fetchAccounts';
import { useT } from '../../i18n/useT';
import { DefinitionAuthorityNote, useDefinitionAuthority } from '../common/DefinitionAuthority';
import { useMayOpen } from '../common/listHelpers';
import { MasterList, type Column } from '../common/MasterList';
import { formatAmount } from '../../../domain/format';

/** /cari/list: current accounts with their balance, all or one group's (Sistem → Cari Grupları). */
export function AccountListPage({ path }: { path: string }) {
  const t = useT();
  const groups = useAccountGroups();
  const [groupId, setGroupId] = useState('');
  const useRows = useMemo(
    () =>
      function useGroupAccounts(query: { q: string; limit: number; offset: number }) {
        return useAccounts({ ...query, groupId });
      },
    [groupId],
  );
  const groupName = (id: unknown) => groups.data?.find((g) => g.id === id)?.name ?? '';
  const definitions = useDefinitionAuthority();
  const canCreate = useMayOpen('/cari/yeni') && definitions.may;
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
    { key: 'group', header: t('accountGroups.group'), cell: (a) => groupName(a.groupId) },
    { key: 'taxNumber', header: t('accounts.col.taxNumber'), cell: (a) => <span dir="ltr">{a.taxNumber}</span> },
    // format.ts writes a negative balance so that its minus stays in front in right-to-left text: no dir="ltr" needed
    {
      key: 'balance',
      header: t('accounts.col.balance'),
      numeric: true,
      cell: (a) => (a.currency && a.currency !== 'TRY' ? `${formatAmount(a.balance ?? 0)} ${a.currency}` : formatAmount(a.balance ?? 0)),
    },
  ];
  return (
    <MasterList<Account>
      path={path}
      newPath={canCreate ? '/cari/yeni' : undefined}
      notice={<DefinitionAuthorityNote />}
      testId="account-list"
      columns={columns}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ 'data-id': String(a.id), 'data-code': a.code ?? undefined })}
      useRows={useRows}
      actions={
        groups.data?.length ? (
          <HTMLSelect value={groupId} onChange={(e) => setGroupId(e.target.value)} aria-label={t('accountGroups.group')} data-testid="group-filter">
            <option value="">{t('accountGroups.all')}</option>
            {groups.data.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
          </HTMLSelect>
        ) : undefined
      }
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
