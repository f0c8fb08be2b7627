import { Button, Callout, Card, FormGroup, H3, InputGroup, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { VIRTUAL_POS_PROVIDERS, type VirtualPosSettings } from '../../../domain/schemas/virtual-pos';
import { showNotice } from '../../api/errorBus';
import { useCashAccounts } from '../../api/fetchCashAccounts';
import { useSaveVirtualPosSettings, useVirtualPosSettings } from '../../api/fetchVirtualPosSettings';
import { useT } from '../../i18n/useT';
import { formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';

/**
 * /modul/sanalpos/ayarlar (admins): the company's virtual POS provider (the sandbox beside the server, or iyzico), test
 * or live, the spec's credentials (the secret key is written, never shown) and the bank account card collections go to.
 */
export function VirtualPosSettingsPage({ path }: { path: string }) {
  const t = useT();
  const settings = useVirtualPosSettings();
  return (
    <Card className="defter-page" data-route={path} data-testid="virtual-pos-settings" style={{ maxWidth: 860 }}>
      <H3>{t('route.virtualPosSettings')}</H3>
      <p className="bp6-text-muted">{t('cardPayments.settings.intro')}</p>
      {!settings.data ? <Spinner size={32} /> : <SettingsForm key={settings.data.version} settings={settings.data} />}
    </Card>
  );
}

function SettingsForm({ settings }: { settings: VirtualPosSettings }) {
  const t = useT();
  const save = useSaveVirtualPosSettings();
  const accounts = useCashAccounts();
  const [f, setF] = useState({
    provider: settings.provider,
    mode: settings.mode,
    apiKey: settings.apiKey,
    secretKey: '',
    merchantId: settings.merchantId,
    customerId: settings.customerId,
    url: settings.url,
    bankAccountId: settings.bankAccountId === null ? '' : String(settings.bankAccountId),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (v: string) => setF((s) => ({ ...s, [k]: v }));
  const banks = (accounts.data ?? []).filter((a) => a.kind === 'bank' && a.currency === 'TRY');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { secretKey, bankAccountId, ...rest } = f;
    // the secret key is sent only when typed: absent keeps the saved one
    const body = { version: settings.version, ...rest, bankAccountId: bankAccountId || null, ...(secretKey ? { secretKey } : {}) };
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        showNotice({ kind: 'toast', intent: 'success', message: t('cardPayments.settings.saved'), timeout: 3000 });
      },
      onError: (err) => setErrors(fieldErrors(err)),
    });
  };
  const s = (k: string) => t(`cardPayments.settings.${k}`);
  const own = f.provider !== 'sandbox';
  return (
    <form onSubmit={onSubmit} noValidate data-testid="virtual-pos-settings-form">
      <div style={formGridStyle}>
        <SelectField
          name="provider"
          label={s('provider')}
          value={f.provider}
          onChange={set('provider')}
          options={VIRTUAL_POS_PROVIDERS.map((p) => ({ value: p, label: s(`providers.${p}`) }))}
          error={errors.provider}
        />
        <SelectField
          name="mode"
          label={s('mode')}
          value={f.mode}
          onChange={set('mode')}
          options={[
            { value: 'test', label: s('test') },
            { value: 'live', label: s('live') },
          ]}
          error={errors.mode}
        />
      </div>
      {!own && (
        <Callout intent="primary" style={{ marginBottom: 12 }} data-testid="virtual-pos-sandbox">
          {s('sandboxHelp')}
        </Callout>
      )}
      <div style={formGridStyle}>
        <TextField name="apiKey" label={s('apiKey')} value={f.apiKey} onChange={set('apiKey')} error={errors.apiKey} dir="ltr" />
        <FormGroup
          label={s('secretKey')}
          labelFor="f-secretKey"
          intent={errors.secretKey ? 'danger' : 'none'}
          helperText={
            errors.secretKey ? <span data-testid="error-secretKey">{errors.secretKey}</span> : s(settings.secretKeySet ? 'secretKeySet' : 'secretKeyNotSet')
          }
        >
          <InputGroup
            id="f-secretKey"
            name="secretKey"
            type="password"
            autoComplete="new-password"
            value={f.secretKey}
            onChange={(e) => set('secretKey')(e.target.value)}
            dir="ltr"
          />
        </FormGroup>
        <TextField name="merchantId" label={s('merchantId')} value={f.merchantId} onChange={set('merchantId')} error={errors.merchantId} dir="ltr" />
        <TextField name="customerId" label={s('customerId')} value={f.customerId} onChange={set('customerId')} error={errors.customerId} dir="ltr" />
        <TextField name="url" label={s('url')} value={f.url} onChange={set('url')} error={errors.url} help={s('urlHelp')} dir="ltr" />
        <SelectField
          name="bankAccountId"
          label={s('bankAccount')}
          value={f.bankAccountId}
          onChange={set('bankAccountId')}
          options={[{ value: '', label: s('noBankAccount') }, ...banks.map((b) => ({ value: String(b.id), label: b.name }))]}
          error={errors.bankAccountId}
        />
      </div>
      <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={s('save')} data-testid="virtual-pos-save" />
    </form>
  );
}
