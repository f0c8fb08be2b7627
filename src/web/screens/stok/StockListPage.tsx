import { AnchorButton, Checkbox, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Dec } from '../../../domain/money/decimal';
import { PRODUCT_SEARCH_COUNT_CAP } from '../../../domain/schemas/masterdata';
import type { Product } from '../../../domain/schemas/products';
import { useProducts } from '../../api/fetchProducts';
import { useT } from '../../i18n/useT';
import { routePath } from '../../routes/routeTable';
import { DefinitionAuthorityNote, useDefinitionAuthority } from '../common/DefinitionAuthority';
import { useMayOpen } from '../common/listHelpers';
import { MasterList, type Column } from '../common/MasterList';
import { formatAmount, formatQuantity, formatRate } from '../../../domain/format';

/** Stock ≤ critical stock (when a critical value is set). */
export function isCritical(p: Product): boolean {
  if (p.criticalStock === null || p.criticalStock === undefined || p.criticalStock === '') return false;
  return new Dec(p.stockQuantity ?? 0).lte(p.criticalStock);
}

/** Stock below zero (a sale went through where the warehouse allows or only warns). */
export function isNegative(p: Product): boolean {
  return new Dec(p.stockQuantity ?? 0).lt(0);
}

/** Edit and copy links of a row (the definition authority; others do not see them). */
function RowActions({ p }: { p: Product }) {
  const t = useT();
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <AnchorButton small minimal icon="edit" href={`#${routePath('/stok/duzen/{id}', { id: p.id })}`} text={t('stock.edit')} data-testid="edit-link" />
      <AnchorButton small minimal icon="duplicate" href={`#${routePath('/stok/cogalt/{id}', { id: p.id })}`} text={t('stock.copy')} data-testid="copy-link" />
    </span>
  );
}

/** /stok/list: stock cards searched by name, code, barcode or ISBN. */
export function StockListPage({ path }: { path: string }) {
  const t = useT();
  const definitions = useDefinitionAuthority();
  const canCreate = useMayOpen('/stok/yeni') && definitions.may;
  const canLabel = useMayOpen('/sistem/etiket/detay');
  const [chosen, setChosen] = useState<number[]>([]);
  const columns: Column<Product>[] = [
    ...(canLabel
      ? [
          {
            key: 'pick',
            header: '',
            cell: (p: Product) => (
              <Checkbox
                style={{ margin: 0 }}
                aria-label={t('stock.chooseForLabels', { name: p.name })}
                checked={chosen.includes(p.id)}
                onChange={(e) => setChosen((ids) => ((e.target as HTMLInputElement).checked ? [...ids, p.id] : ids.filter((id) => id !== p.id)))}
                data-testid="label-pick"
              />
            ),
          },
        ]
      : []),
    { key: 'code', header: t('stock.col.code'), cell: (p) => p.code },
    { key: 'name', header: t('stock.col.name'), cell: (p) => p.name },
    { key: 'barcode', header: t('stock.col.barcode'), cell: (p) => <span dir="ltr">{p.barcode || p.isbn}</span> },
    { key: 'unit', header: t('stock.col.unit'), cell: (p) => p.unit },
    { key: 'vat', header: t('stock.col.vat'), numeric: true, cell: (p) => <span dir="ltr">{formatRate(p.vatRate)}</span> },
    { key: 'price', header: t('stock.col.price'), numeric: true, cell: (p) => <span dir="ltr">{formatAmount(p.price)}</span> },
    {
      key: 'stock',
      header: t('stock.col.stock'),
      numeric: true,
      cell: (p) => (
        <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          {isNegative(p) && (
            <Tag intent="danger" icon="error" data-testid="negative-tag">
              {t('stock.negative')}
            </Tag>
          )}
          {isCritical(p) && (
            <Tag
              intent="danger"
              icon="warning-sign"
              minimal
              data-testid="critical-tag"
              title={t('stock.criticalHint', { critical: formatQuantity(p.criticalStock) })}
            >
              {t('stock.critical')}
            </Tag>
          )}
          <span dir="ltr">{formatQuantity(p.stockQuantity ?? 0)}</span>
        </span>
      ),
    },
    ...(canCreate ? [{ key: 'actions', header: t('stock.col.actions'), cell: (p: Product) => <RowActions p={p} /> }] : []),
  ];
  return (
    <MasterList<Product>
      path={path}
      newPath={canCreate ? '/stok/yeni' : undefined}
      notice={<DefinitionAuthorityNote />}
      testId="stock-list"
      columns={columns}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-id': String(p.id), 'data-code': p.code ?? undefined })}
      rowIntent={(p) => (isNegative(p) ? 'danger' : undefined)}
      useRows={useProducts}
      only={{ value: 'critical', label: t('stock.onlyCritical') }}
      actions={
        canLabel && chosen.length > 0 ? (
          <AnchorButton
            icon="barcode"
            href={`#/sistem/etiket/detay?urun=${chosen.join(',')}`}
            text={t('stock.printLabels', { n: chosen.length })}
            data-testid="print-labels-link"
          />
        ) : undefined
      }
      texts={{
        title: t('route.stockList'),
        search: t('stock.search'),
        newLabel: t('stock.new'),
        empty: t('stock.empty'),
        emptySearch: (q) => t('stock.emptySearch', { q }),
        // a search counts up to PRODUCT_SEARCH_COUNT_CAP hits; one more means "more than that"
        total: (n) => (n > PRODUCT_SEARCH_COUNT_CAP ? t('stock.totalMore', { n: PRODUCT_SEARCH_COUNT_CAP }) : t('stock.total', { n })),
        range: (from, to, total) =>
          t('stock.range', { from, to, total: total > PRODUCT_SEARCH_COUNT_CAP ? `${formatQuantity(PRODUCT_SEARCH_COUNT_CAP)}+` : total }),
        prev: t('stock.prev'),
        next: t('stock.next'),
      }}
    />
  );
}
