import { useMemo, useState } from 'react';
import { compareTurkish } from '../../../../domain/text/turkish';
import type { Warehouse } from '../../../../domain/schemas/definitions';
import { useWarehouses } from '../../../api/fetchWarehouses';
import { useT } from '../../../i18n/useT';
import { InlineList } from '../../common/InlineList';
import { RowButton } from '../../common/RowButton';
import { WarehouseDialog } from './WarehouseDialog';

/** /stok/ambar: the company's warehouses in Turkish order with their negative-stock policy, added and edited in a dialog. */
export function WarehousePage({ path }: { path: string }) {
  const t = useT();
  const { data } = useWarehouses();
  const rows = useMemo(() => (data ? [...data].sort((a, b) => compareTurkish(a.name, b.name)) : undefined), [data]);
  const [editing, setEditing] = useState<{ warehouse?: Warehouse } | null>(null);

  return (
    <InlineList<Warehouse>
      testId="warehouse-list"
      route={path}
      title={t('route.stockWarehouses')}
      newText={t('definitions.warehouse.new')}
      onNew={() => setEditing({})}
      rows={rows}
      searchText={(w) => w.name}
      rowKey={(w) => w.id}
      rowProps={(w) => ({ 'data-id': String(w.id), 'data-name': w.name, 'data-negative-stock': w.negativeStock })}
      columns={[
        { key: 'name', header: t('definitions.col.name'), cell: (w) => w.name },
        { key: 'negativeStock', header: t('definitions.warehouse.negativeStock'), cell: (w) => t(`definitions.warehouse.policy.${w.negativeStock}`) },
        {
          key: 'actions',
          header: '',
          cell: (w) => <RowButton icon="edit" text={t('definitions.edit')} onClick={() => setEditing({ warehouse: w })} testId="edit" />,
        },
      ]}
    >
      {editing && <WarehouseDialog warehouse={editing.warehouse} onClose={() => setEditing(null)} />}
    </InlineList>
  );
}
