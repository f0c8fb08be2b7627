import { Button, Callout, Card, H3, Spinner, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { CatalogueSettings } from '../../../domain/schemas/catalogue';
import { useCatalogueSettings, useSaveCatalogueSettings } from '../../api/catalogue';
import { showNotice } from '../../api/errorBus';
import { useLocations } from '../../api/fetchLocations';
import { useWarehouses } from '../../api/fetchWarehouses';
import { useT } from '../../i18n/useT';
import { SelectField, formGridStyle } from '../common/FormField';
import { formErrors } from '../common/listHelpers';

function SettingsForm({ path, settings }: { path: string; settings: CatalogueSettings }) {
  const t = useT();
  const locations = useLocations();
  const warehouses = useWarehouses();
  const save = useSaveCatalogueSettings();
  const [v, setV] = useState(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(v, {
      onSuccess: (saved) => {
        setV(saved);
        setErrors({});
        showNotice({ kind: 'toast', intent: 'success', message: t('catalogue.settingsSaved'), timeout: 3000 });
      },
      onError: (err) => setErrors(formErrors(err)),
    });
  };
  const idOf = (s: string) => (s ? Number(s) : null);
  return (
    <Card className="defter-page" data-testid="catalogue-settings" data-route={path} style={{ maxWidth: 860 }}>
      <H3>{t('route.catalogueSettings')}</H3>
      <form onSubmit={submit} noValidate>
        {errors.form && (
          <Callout intent="danger" style={{ marginBottom: 12 }}>
            {errors.form}
          </Callout>
        )}
        <div style={formGridStyle}>
          <SelectField
            name="locationId"
            label={t('catalogue.cardLocation')}
            help={t('catalogue.cardLocationHelp')}
            error={errors.locationId}
            value={v.locationId === null ? '' : String(v.locationId)}
            onChange={(s) => setV({ ...v, locationId: idOf(s) })}
            options={[{ value: '', label: t('catalogue.firstLocation') }, ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
          />
          <SelectField
            name="warehouseId"
            label={t('catalogue.quantityWarehouse')}
            error={errors.warehouseId}
            value={v.warehouseId === null ? '' : String(v.warehouseId)}
            onChange={(s) => setV({ ...v, warehouseId: idOf(s) })}
            options={[{ value: '', label: t('catalogue.allWarehouses') }, ...(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))]}
          />
        </div>
        <Switch checked={v.publishPrices} label={t('catalogue.publishPrices')} onChange={(e) => setV({ ...v, publishPrices: e.currentTarget.checked })} />
        <Switch
          checked={v.publishQuantities}
          label={t('catalogue.publishQuantities')}
          onChange={(e) => setV({ ...v, publishQuantities: e.currentTarget.checked })}
        />
        <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t('catalogue.save')} data-testid="form-save" />
      </form>
    </Card>
  );
}

/** /modul/katalog/ayar: where cards drawn from the catalogue go, and what the company publishes to it. */
export function CatalogueSettingsPage({ path }: { path: string }) {
  const { data } = useCatalogueSettings();
  if (!data) return <Spinner />;
  return <SettingsForm key={data.version} path={path} settings={data} />;
}
