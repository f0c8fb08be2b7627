import { useMemo } from 'react';
import { useT } from '../../../i18n/useT';
import { countAccounts, countProducts, searchAccountsLocally, searchProductsLocally } from '../../../offline/localLists';
import type { LocalAccount, LocalProduct } from '../../../offline/offlineDb';
import { OfflineListPage, type LocalColumn } from './OfflineListPage';
import { formatDecimal } from '../../../../domain/format';

/** /fis/offline/urun: the catalogue the till sells from without a connection. */
export function OfflineProductsPage() {
  const t = useT();
  const columns = useMemo<LocalColumn<LocalProduct>[]>(
    () => [
      { key: 'code', header: t('offline.col.code'), cell: (p) => <bdi>{p.code}</bdi> },
      { key: 'name', header: t('offline.col.name'), cell: (p) => p.name },
      { key: 'barcode', header: t('offline.col.barcode'), cell: (p) => <bdi>{p.barcode ?? p.isbn ?? ''}</bdi> },
      { key: 'price', header: t('offline.col.price'), cell: (p) => <span dir="ltr">{formatDecimal(p.price, 2)}</span>, numeric: true },
      { key: 'vat', header: t('offline.col.vat'), cell: (p) => `%${p.vatRate}`, numeric: true },
      { key: 'passive', header: t('offline.col.status'), cell: (p) => (p.passive ? t('offline.passive') : '') },
    ],
    [t],
  );
  return (
    <OfflineListPage
      kind="products"
      title={t('route.offlineProducts')}
      testId="offline-products"
      columns={columns}
      search={searchProductsLocally}
      count={countProducts}
      rowKey={(p) => p.id}
    />
  );
}

/** /fis/offline/cari: the current accounts a sale on account can name without a connection. */
export function OfflineAccountsPage() {
  const t = useT();
  const columns = useMemo<LocalColumn<LocalAccount>[]>(
    () => [
      { key: 'code', header: t('offline.col.code'), cell: (a) => <bdi>{a.code}</bdi> },
      { key: 'name', header: t('offline.col.name'), cell: (a) => a.name },
      { key: 'kind', header: t('offline.col.kind'), cell: (a) => t(`offline.kind.${a.kind === 'supplier' ? 'supplier' : 'customer'}`) },
      { key: 'taxNumber', header: t('offline.col.taxNumber'), cell: (a) => <bdi>{a.taxNumber ?? ''}</bdi> },
    ],
    [t],
  );
  return (
    <OfflineListPage
      kind="accounts"
      title={t('route.offlineAccounts')}
      testId="offline-accounts"
      columns={columns}
      search={searchAccountsLocally}
      count={countAccounts}
      rowKey={(a) => a.id}
    />
  );
}
