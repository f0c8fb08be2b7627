import { AnchorButton, Tag } from '@blueprintjs/core';
import type { Account } from '../../../domain/schemas/accounts';
import { useAccounts } from '../../api/fetchAccounts';
import { useT } from '../../i18n/useT';
import { routePath } from '../../routes/routeTable';
import { DefinitionAuthorityNote, useDefinitionAuthority } from '../common/DefinitionAuthority';
import { useMayOpen } from '../common/listHelpers';
import { MasterList, type Column } from '../common/MasterList';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** /cari/kartlist: the account cards (code, name, kind, tax number, phone, city) with search, edit and copy. */
export function AccountCardListPage({ path }: { path: string }) {
  const t = useT();
  // the card opens for whoever may open it (to read it, or to set its product list); new, edit and copy need the definition authority
  const canOpen = useMayOpen('/cari/duzen/1');
  const definitions = useDefinitionAuthority();
  const canCreate = useMayOpen('/cari/yeni') && definitions.may;
  const columns: Column<Account>[] = [
    { key: 'code', header: t('accounts.col.code'), cell: (a) => <span dir="ltr">{a.code}</span> },
    {
      key: 'name',
      header: t('accounts.col.name'),
      cell: (a) =>
        canOpen ? (
          <a href={`#${routePath('/cari/duzen/{id}', { id: a.id })}`} data-testid="account-edit-link">
            {a.name}
          </a>
        ) : (
          a.name
        ),
    },
    {
      key: 'kind',
      header: t('accounts.col.kind'),
      cell: (a) => (
        <Tag minimal intent={a.kind === 'supplier' ? 'warning' : 'primary'}>
          {a.kind === 'supplier' ? t('accounts.kind.supplier') : t('accounts.kind.customer')}
        </Tag>
      ),
    },
    { key: 'taxNumber', header: t('accounts.col.taxNumber'), cell: (a) => <span dir="ltr">{a.taxNumber}</span> },
    { key: 'phone', header: t('accounts.col.phone'), cell: (a) => <span dir="ltr">{text(a.phone)}</span> },
    { key: 'city', header: t('accounts.col.city'), cell: (a) => text(a.city) },
  ];
  if (canCreate) {
    columns.push({
      key: 'actions',
      header: t('accounts.col.actions'),
      cell: (a) => (
        <span style={{ display: 'inline-flex', gap: 4 }}>
          <AnchorButton
            small
            minimal
            icon="edit"
            href={`#${routePath('/cari/duzen/{id}', { id: a.id })}`}
            aria-label={t('accounts.edit')}
            title={t('accounts.edit')}
            data-testid="account-edit"
          />
          <AnchorButton
            small
            minimal
            icon="duplicate"
            href={`#${routePath('/cari/cogalt/{id}', { id: a.id })}`}
            aria-label={t('accounts.copy')}
            title={t('accounts.copy')}
            data-testid="account-copy"
          />
        </span>
      ),
    });
  }
  return (
    <MasterList<Account>
      path={path}
      newPath={canCreate ? '/cari/yeni' : undefined}
      notice={<DefinitionAuthorityNote />}
      testId="account-card-list"
      columns={columns}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ 'data-id': String(a.id), 'data-code': a.code ?? undefined })}
      useRows={useAccounts}
      texts={{
        title: t('route.accountCards'),
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
