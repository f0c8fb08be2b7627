import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { conversionsOffered, orderFamily } from '../../../../machines/index';
import type { DocumentListItem } from '../../api/fetchDocuments';
import { useT } from '../../i18n/useT';
import { DocumentList, statusFilter, typeFilter, useDocumentColumns, type DocumentColumn } from '../common/DocumentList';
import { useMayWrite } from '../common/useMayWrite';
import { SupplyStatusTag } from '../common/SupplyStatusTag';
import { wizardPath } from '../common/conversionPaths';

const SUPPLY = ['neverSupplied', 'partiallySupplied', 'supplied'] as const;

/** The conversions an order offers in its status (lifecycles.md §3: once approved), each opening its wizard. */
function ConvertMenu({ order }: { order: DocumentListItem }) {
  const t = useT();
  const targets = conversionsOffered(order);
  if (targets.length === 0) return null;
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu>
          {targets.map((c) => (
            <MenuItem key={c.target} icon="exchange" text={t(`documentTypes.${c.target}`)} href={`#${wizardPath(c, order.id)}`} data-target={c.target} />
          ))}
        </Menu>
      }
    >
      <Button size="small" icon="exchange" endIcon="caret-down" text={t('orderList.convert')} data-testid="convert-order" />
    </Popover>
  );
}

/**
 * /siparis/list: sales and purchase orders with status and derived supply status; an approved order converts
 * into an invoice, a waybill or a transfer (lifecycles.md §3). /siparis/temin: approved orders never supplied.
 * /siparis/takip: approved orders, each number opening its supply per line (/siparis/takip/{id}).
 */
export function OrderListPage({ path, neverSupplied = false, tracking = false }: { path: string; neverSupplied?: boolean; tracking?: boolean }) {
  const t = useT();
  const mayConvert = useMayWrite('salesInvoice');
  const usual = useDocumentColumns(['number', 'type', 'date', 'account', 'total', 'status'], (d) => `/siparis/takip/${d.id}`);
  const columns: DocumentColumn[] = [
    ...usual,
    {
      key: 'supply',
      header: t('orderList.supply'),
      cell: (o) => <SupplyStatusTag status={o.supplyStatus} />,
    },
    ...(mayConvert ? [{ key: 'convert', header: t('orderList.convert'), headerHidden: true, cell: (o: DocumentListItem) => <ConvertMenu order={o} /> }] : []),
  ];
  const status = statusFilter(t, orderFamily.types[0], t('orderList.status'), t('orderList.allStatuses'), neverSupplied || tracking ? 'approved' : undefined);
  return (
    <DocumentList
      path={path}
      testId="order-list"
      title={t(neverSupplied ? 'route.orderNeverSupplied' : tracking ? 'route.orderTracking' : 'route.orderList')}
      // both pages can be open at once (page cache): their fields need ids of their own
      idPrefix={neverSupplied ? 'order-temin' : tracking ? 'order-takip' : 'order'}
      base={neverSupplied ? { family: 'order', status: 'approved', supply: 'neverSupplied' } : { family: 'order' }}
      filters={[
        typeFilter(t, orderFamily.types, t('orderList.type'), t('orderList.allTypes')),
        ...(neverSupplied
          ? []
          : [
              status,
              {
                key: 'supply' as const,
                label: t('orderList.supply'),
                all: t('orderList.allSupply'),
                options: SUPPLY.map((s) => ({ value: s, label: t(`supplyStatus.${s}`) })),
              },
            ]),
      ]}
      searchLabel={t('orderList.search')}
      columns={columns}
      empty={t('orderList.empty')}
      emptyIcon="clipboard"
    />
  );
}
