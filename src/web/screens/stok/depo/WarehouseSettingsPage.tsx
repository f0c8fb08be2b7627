import { Button, Callout, Card, Checkbox, H3, H5, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { ShelfLocation } from '../../../../domain/schemas/definitions';
import { useProducts } from '../../../api/fetchProducts';
import {
  useProductLocations,
  useSaveLocation,
  useSaveWarehouseSettings,
  useSetProductLocation,
  useWarehouseLocations,
  useWarehouseSettings,
} from '../../../api/warehouse';
import { useT } from '../../../i18n/useT';
import { formErrors } from '../../common/listHelpers';
import { WarehousePicker } from './WarehousePicker';

/**
 * /depo/ayar: whether a sale or waybill completes only after picking; a warehouse's locations with their aisle, shelf,
 * bin and picking order (the order a picker walks them in); each product's default location in the warehouse.
 */
export function WarehouseSettingsPage({ path }: { path: string }) {
  const t = useT();
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const settings = useWarehouseSettings();
  const saveSettings = useSaveWarehouseSettings();
  const locations = useWarehouseLocations(warehouseId).data ?? [];
  return (
    <Card className="defter-page depot-page" data-testid="warehouse-settings" data-route={path}>
      <H3>{t('route.depotSettings')}</H3>
      <Checkbox
        checked={settings.data?.pickingRequired ?? false}
        disabled={!settings.data || saveSettings.isPending}
        label={t('depot.pickingRequired')}
        data-testid="depot-picking-required"
        onChange={(e) => saveSettings.mutate({ pickingRequired: e.currentTarget.checked })}
      />
      <WarehousePicker value={warehouseId} onChange={setWarehouseId} />
      <H5 style={{ marginTop: 16 }}>{t('depot.locations')}</H5>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped data-testid="depot-locations">
          <thead>
            <tr>
              <th>{t('depot.locationName')}</th>
              <th>{t('depot.aisle')}</th>
              <th>{t('depot.shelf')}</th>
              <th>{t('depot.bin')}</th>
              <th>{t('depot.pickOrder')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {locations.map((l) => (
              <LocationRow key={l.id} location={l} warehouseId={warehouseId!} />
            ))}
            {warehouseId !== null && <LocationRow key={`new-${locations.length}`} warehouseId={warehouseId} />}
          </tbody>
        </HTMLTable>
      </div>
      {warehouseId !== null && <ProductLocations warehouseId={warehouseId} locations={locations} />}
    </Card>
  );
}

function LocationRow({ location, warehouseId }: { location?: ShelfLocation; warehouseId: number }) {
  const t = useT();
  const save = useSaveLocation();
  const [draft, setDraft] = useState({
    name: location?.name ?? '',
    aisle: location?.aisle ?? '',
    shelf: location?.shelf ?? '',
    bin: location?.bin ?? '',
    pickOrder: String(location?.pickOrder ?? 0),
  });
  const [error, setError] = useState<string | null>(null);
  const field = (key: keyof typeof draft, width: number) => (
    <td>
      <InputGroup
        aria-label={t(key === 'name' ? 'depot.locationName' : `depot.${key}`)}
        value={draft[key]}
        style={{ width }}
        inputMode={key === 'pickOrder' ? 'numeric' : undefined}
        data-testid={`location-${key}`}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </td>
  );
  return (
    <tr data-location={location?.name ?? ''} data-kind={location?.kind ?? 'new'}>
      {field('name', 140)}
      {field('aisle', 56)}
      {field('shelf', 56)}
      {field('bin', 56)}
      {field('pickOrder', 64)}
      <td>
        <Button
          icon={location ? 'floppy-disk' : 'add'}
          aria-label={location ? t('depot.save') : t('depot.addLocation')}
          loading={save.isPending}
          data-testid="location-save"
          onClick={() => {
            setError(null);
            save.mutate(
              { id: location?.id, warehouseId, ...draft, pickOrder: Number(draft.pickOrder) || 0 },
              { onError: (err) => setError(Object.values(formErrors(err))[0] ?? String(err)) },
            );
          }}
        />
        {error && <Callout intent="danger">{error}</Callout>}
      </td>
    </tr>
  );
}

function ProductLocations({ warehouseId, locations }: { warehouseId: number; locations: ShelfLocation[] }) {
  const t = useT();
  const defaults = useProductLocations(warehouseId).data ?? [];
  const set = useSetProductLocation();
  const [q, setQ] = useState('');
  const found = useProducts({ q, limit: 10, offset: 0 }).data?.items ?? [];
  const shelves = locations.filter((l) => l.kind === 'shelf');
  const select = (productId: number, value: number | null) => (
    <HTMLSelect
      aria-label={t('depot.defaultLocation')}
      value={value ?? ''}
      data-testid="product-location"
      onChange={(e) => set.mutate({ productId, warehouseId, locationId: e.target.value ? Number(e.target.value) : null })}
      options={[{ value: '', label: t('depot.noDefault') }, ...shelves.map((l) => ({ value: l.id, label: l.name }))]}
    />
  );
  return (
    <>
      <H5 style={{ marginTop: 16 }}>{t('depot.productLocations')}</H5>
      <InputGroup
        leftIcon="search"
        placeholder={t('depot.findProduct')}
        value={q}
        data-testid="product-location-search"
        onChange={(e) => setQ(e.target.value)}
      />
      <HTMLTable compact striped style={{ width: '100%' }} data-testid="product-locations">
        <tbody>
          {(q
            ? found.map((p) => ({ productId: p.id, code: p.code, name: p.name, locationId: defaults.find((d) => d.productId === p.id)?.locationId ?? null }))
            : defaults
          ).map((p) => (
            <tr key={p.productId} data-product={p.code}>
              <td>
                {p.name} <span className="bp6-text-muted">{p.code}</span>
              </td>
              <td>{select(p.productId, p.locationId)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
