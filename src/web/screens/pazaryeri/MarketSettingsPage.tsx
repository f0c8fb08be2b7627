import { Button, Callout, Card, FormGroup, H3, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../domain/format';
import { PRICE_ROUNDINGS } from '../../../domain/marketplace/listing';
import { MARKET_CONNECTIONS, MARKET_LISTINGS, type MarketSettings, type MarketSettingsBody } from '../../../domain/schemas/marketplace';
import { showNotice } from '../../api/errorBus';
import { useWarehouses } from '../../api/fetchWarehouses';
import { useMarketSettings, useSaveMarketSettings } from '../../api/marketplace';
import { useT } from '../../i18n/useT';
import { formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';

/**
 * /kibopazaryeri/ayar: the marketplace account (the sandbox marketplace beside the server, or the live one; the seller
 * id; the API key, written and never shown), what is listed from which warehouse, the price rule (a markup and a
 * rounding), the stock buffer, the code prefix of the customers the orders make, and the pull interval.
 */
export function MarketSettingsPage({ path, title }: { path: string; title: string }) {
  const t = useT();
  const settings = useMarketSettings();
  return (
    <Card className="defter-page" data-route={path} data-testid="market-settings" style={{ maxWidth: 860 }}>
      <H3>{t(title)}</H3>
      <p>{t('marketplace.settings.intro')}</p>
      {!settings.data ? <Spinner size={32} /> : <SettingsForm key={settings.data.version} settings={settings.data} />}
    </Card>
  );
}

const ids = (text: string): number[] =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

function SettingsForm({ settings }: { settings: MarketSettings }) {
  const t = useT();
  const save = useSaveMarketSettings();
  const warehouses = useWarehouses();
  const [f, setF] = useState({
    active: settings.active,
    connection: settings.connection as string,
    sellerId: settings.sellerId,
    apiKey: '',
    url: settings.url,
    warehouseId: settings.warehouseId === null ? '' : String(settings.warehouseId),
    listing: settings.listing as string,
    categoryIds: settings.categoryIds.join(', '),
    productIds: settings.productIds.join(', '),
    markup: settings.markup,
    rounding: settings.rounding as string,
    stockBuffer: String(settings.stockBuffer),
    customerPrefix: settings.customerPrefix,
    pullMinutes: String(settings.pullMinutes),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (v: string) => setF((s) => ({ ...s, [k]: v }));
  const s = (k: string) => t(`marketplace.settings.${k}`);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // the form's text is sent as typed: the server's schema says what is wrong with it, field by field
    const body = {
      version: settings.version,
      active: f.active,
      connection: f.connection,
      sellerId: f.sellerId,
      ...(f.apiKey ? { apiKey: f.apiKey } : {}),
      url: f.url,
      warehouseId: f.warehouseId === '' ? null : Number(f.warehouseId),
      listing: f.listing,
      categoryIds: ids(f.categoryIds),
      productIds: ids(f.productIds),
      markup: f.markup.trim().replace(',', '.'),
      rounding: f.rounding,
      stockBuffer: Number(f.stockBuffer),
      customerPrefix: f.customerPrefix.trim(),
      pullMinutes: Number(f.pullMinutes),
    } as MarketSettingsBody;
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        showNotice({ kind: 'toast', intent: 'success', message: s('saved'), timeout: 3000 });
      },
      onError: (err) => setErrors(fieldErrors(err)),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="market-settings-form">
      <Switch label={s('active')} checked={f.active} onChange={() => setF((x) => ({ ...x, active: !x.active }))} data-testid="market-settings-active" />
      <div style={formGridStyle}>
        <SelectField
          name="connection"
          label={s('connection')}
          value={f.connection}
          onChange={set('connection')}
          options={MARKET_CONNECTIONS.map((c) => ({ value: c, label: s(`connections.${c}`) }))}
          error={errors.connection}
        />
        <TextField name="sellerId" label={s('sellerId')} value={f.sellerId} onChange={set('sellerId')} error={errors.sellerId} dir="ltr" />
      </div>
      {f.connection === 'sandbox' && (
        <Callout intent="primary" style={{ marginBottom: 12 }}>
          {s('sandboxHelp')}
        </Callout>
      )}
      <div style={formGridStyle}>
        <FormGroup
          label={s('apiKey')}
          labelFor="f-apiKey"
          intent={errors.apiKey ? 'danger' : 'none'}
          helperText={errors.apiKey ? <span data-testid="error-apiKey">{errors.apiKey}</span> : s(settings.apiKeySet ? 'apiKeySet' : 'apiKeyNotSet')}
        >
          <InputGroup
            id="f-apiKey"
            name="apiKey"
            type="password"
            autoComplete="new-password"
            value={f.apiKey}
            onChange={(e) => set('apiKey')(e.target.value)}
            dir="ltr"
          />
        </FormGroup>
        <TextField name="url" label={s('url')} value={f.url} onChange={set('url')} error={errors.url} help={s('urlHelp')} dir="ltr" />
        <SelectField
          name="warehouseId"
          label={s('warehouse')}
          value={f.warehouseId}
          onChange={set('warehouseId')}
          options={[{ value: '', label: s('allWarehouses') }, ...(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))]}
          error={errors.warehouseId}
        />
        <SelectField
          name="listing"
          label={s('listing')}
          value={f.listing}
          onChange={set('listing')}
          options={MARKET_LISTINGS.map((l) => ({ value: l, label: s(`listings.${l}`) }))}
          error={errors.listing}
        />
        {f.listing === 'selected' && (
          <>
            <TextField
              name="categoryIds"
              label={s('categoryIds')}
              value={f.categoryIds}
              onChange={set('categoryIds')}
              error={errors.categoryIds}
              help={s('idsHelp')}
              dir="ltr"
            />
            <TextField
              name="productIds"
              label={s('productIds')}
              value={f.productIds}
              onChange={set('productIds')}
              error={errors.productIds}
              help={s('idsHelp')}
              dir="ltr"
            />
          </>
        )}
        <TextField name="markup" label={s('markup')} value={f.markup} onChange={set('markup')} error={errors.markup} dir="ltr" />
        <SelectField
          name="rounding"
          label={s('rounding')}
          value={f.rounding}
          onChange={set('rounding')}
          options={PRICE_ROUNDINGS.map((r) => ({ value: r, label: s(`roundings.${r}`) }))}
          error={errors.rounding}
        />
        <TextField
          name="stockBuffer"
          label={s('stockBuffer')}
          value={f.stockBuffer}
          onChange={set('stockBuffer')}
          error={errors.stockBuffer}
          help={s('stockBufferHelp')}
          dir="ltr"
        />
        <TextField
          name="customerPrefix"
          label={s('customerPrefix')}
          value={f.customerPrefix}
          onChange={set('customerPrefix')}
          error={errors.customerPrefix}
          dir="ltr"
        />
        <TextField name="pullMinutes" label={s('pullMinutes')} value={f.pullMinutes} onChange={set('pullMinutes')} error={errors.pullMinutes} dir="ltr" />
      </div>
      <p>
        {s('lastPull')}: {settings.lastPullAt ? formatDateTime(settings.lastPullAt) : s('never')}
        {' · '}
        {s('lastPush')}: {settings.lastPushAt ? formatDateTime(settings.lastPushAt) : s('never')}
      </p>
      <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={s('save')} data-testid="market-settings-save" />
    </form>
  );
}
