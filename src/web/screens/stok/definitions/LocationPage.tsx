import { useMemo, useState } from 'react';
import { compareTurkish } from '../../../../domain/text/turkish';
import type { ShelfLocation } from '../../../../domain/schemas/definitions';
import { useLocations } from '../../../api/fetchLocations';
import { useWarehouses } from '../../../api/fetchWarehouses';
import { useT } from '../../../i18n/useT';
import { InlineList } from '../../common/InlineList';
import { RowButton } from '../../common/RowButton';
import { LocationDialog } from './LocationDialog';

type Row = ShelfLocation & { warehouseName: string };

/** /stok/konum: shelf locations with their warehouse, in Turkish order; added, renamed and moved in a dialog. */
export function LocationPage({ path }: { path: string }) {
  const t = useT();
  const locations = useLocations();
  const warehouses = useWarehouses();
  const [editing, setEditing] = useState<{ location?: ShelfLocation } | null>(null);
  const rows = useMemo<Row[] | undefined>(() => {
    if (!locations.data || !warehouses.data) return undefined;
    const names = new Map(warehouses.data.map((w) => [w.id, w.name]));
    return locations.data.map((l) => ({ ...l, warehouseName: names.get(l.warehouseId ?? -1) ?? '' })).sort((a, b) => compareTurkish(a.name, b.name));
  }, [locations.data, warehouses.data]);

  return (
    <InlineList<Row>
      testId="location-list"
      route={path}
      title={t('route.stockLocations')}
      newText={t('definitions.location.new')}
      onNew={() => setEditing({})}
      rows={rows}
      searchText={(l) => `${l.name} ${l.warehouseName}`}
      rowKey={(l) => l.id}
      rowProps={(l) => ({ 'data-id': String(l.id), 'data-name': l.name })}
      columns={[
        { key: 'name', header: t('definitions.col.name'), cell: (l) => l.name },
        { key: 'warehouse', header: t('definitions.col.warehouse'), cell: (l) => l.warehouseName },
        {
          key: 'actions',
          header: '',
          cell: (l) => <RowButton icon="edit" text={t('definitions.edit')} onClick={() => setEditing({ location: l })} testId="edit" />,
        },
      ]}
    >
      {editing && warehouses.data && <LocationDialog location={editing.location} warehouses={warehouses.data} onClose={() => setEditing(null)} />}
    </InlineList>
  );
}
