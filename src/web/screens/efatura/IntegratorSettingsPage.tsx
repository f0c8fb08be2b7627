import { Button, Callout, Card, Checkbox, FormGroup, H3, H4, InputGroup, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { ProviderKey } from '../../../domain/edocuments/integrators';
import type { IntegratorSettings } from '../../../domain/schemas/integrator-settings';
import { showNotice } from '../../api/errorBus';
import { checkIntegratorUser, useIntegratorSettings, useSaveIntegratorSettings } from '../../api/fetchIntegratorSettings';
import { useT } from '../../i18n/useT';
import { formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';

/**
 * …efatura/ayar (admins): the company's e-documents go through this integrator, in its test or live service, with
 * these credentials (the secret is written, never shown), sender alias and series; or through the demo sandbox.
 */
export function IntegratorSettingsPage({ provider, path }: { provider: ProviderKey; path: string }) {
  const t = useT();
  const settings = useIntegratorSettings();
  return (
    <Card className="defter-page" data-route={path} data-testid="integrator-settings" style={{ maxWidth: 860 }}>
      <H3>{t(`route.${provider}Settings`)}</H3>
      {!settings.data ? <Spinner size={32} /> : <SettingsForm key={settings.data.version} provider={provider} settings={settings.data} />}
      <ConnectionCheck />
    </Card>
  );
}

function SettingsForm({ provider, settings }: { provider: ProviderKey; settings: IntegratorSettings }) {
  const t = useT();
  const save = useSaveIntegratorSettings();
  const ours = settings.integrator === provider;
  const [f, setF] = useState({
    mode: settings.mode,
    username: ours ? settings.username : '',
    secret: '',
    serviceUrl: ours ? settings.serviceUrl : '',
    senderAlias: settings.senderAlias,
    invoicePrefix: settings.invoicePrefix,
    archivePrefix: settings.archivePrefix,
    waybillPrefix: settings.waybillPrefix,
    useSandbox: ours ? settings.useSandbox : true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (v: string | boolean) => setF((s) => ({ ...s, [k]: v }));
  const name = t(`integrators.${provider}`);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { secret, ...rest } = f;
    // the secret is sent only when typed: absent keeps the saved one
    const body = { version: settings.version, integrator: provider, ...rest, ...(secret ? { secret } : {}) };
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        showNotice({ kind: 'toast', intent: 'success', message: t('integrators.saved'), timeout: 3000 });
      },
      onError: (err) => setErrors(fieldErrors(err)),
    });
  };
  const secretSet = ours && settings.secretSet;
  const prefix = (k: 'invoicePrefix' | 'archivePrefix' | 'waybillPrefix') => (
    <TextField name={k} label={t(`integrators.${k}`)} value={f[k]} onChange={(v) => set(k)(v.toUpperCase())} error={errors[k]} dir="ltr" />
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="integrator-settings-form">
      <Callout intent={ours ? 'success' : 'primary'} style={{ marginBottom: 12 }} data-testid="integrator-in-use">
        {ours ? t('integrators.inUse', { name }) : t('integrators.switch', { name })}
      </Callout>
      <Checkbox
        checked={f.useSandbox}
        onChange={(e) => set('useSandbox')(e.currentTarget.checked)}
        label={t('integrators.useSandbox')}
        data-testid="f-useSandbox"
      />
      <div style={formGridStyle}>
        <SelectField
          name="mode"
          label={t('integrators.mode')}
          value={f.mode}
          onChange={set('mode')}
          options={[
            { value: 'test', label: t('integrators.test') },
            { value: 'live', label: t('integrators.live') },
          ]}
          error={errors.mode}
        />
        <TextField name="username" label={t('integrators.username')} value={f.username} onChange={set('username')} error={errors.username} dir="ltr" />
        <FormGroup
          label={t('integrators.secret')}
          labelFor="f-secret"
          intent={errors.secret ? 'danger' : 'none'}
          helperText={
            errors.secret ? <span data-testid="error-secret">{errors.secret}</span> : t(secretSet ? 'integrators.secretSet' : 'integrators.secretNotSet')
          }
        >
          <InputGroup
            id="f-secret"
            name="secret"
            type="password"
            autoComplete="new-password"
            value={f.secret}
            onChange={(e) => set('secret')(e.target.value)}
            dir="ltr"
          />
        </FormGroup>
        <TextField
          name="serviceUrl"
          label={t('integrators.serviceUrl')}
          value={f.serviceUrl}
          onChange={set('serviceUrl')}
          error={errors.serviceUrl}
          dir="ltr"
        />
        <TextField
          name="senderAlias"
          label={t('integrators.senderAlias')}
          value={f.senderAlias}
          onChange={set('senderAlias')}
          error={errors.senderAlias}
          dir="ltr"
        />
        {prefix('invoicePrefix')}
        {prefix('archivePrefix')}
        {prefix('waybillPrefix')}
      </div>
      <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t('integrators.save')} data-testid="integrator-save" />
    </form>
  );
}

/** "Test connection": asks the integrator of the saved settings whether a VKN is a registered e-invoice user. */
function ConnectionCheck() {
  const t = useT();
  const [vkn, setVkn] = useState('');
  const [result, setResult] = useState<{ intent: 'success' | 'danger' | 'primary'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const user = await checkIntegratorUser(vkn);
      setResult(
        user.isRegistered
          ? { intent: 'success', text: t('integrators.registered', { aliases: user.aliases.map((a) => `${a.unit} ${a.alias}`).join(', ') }) }
          : { intent: 'primary', text: t('integrators.notRegistered') },
      );
    } catch (err) {
      const fields = fieldErrors(err);
      setResult({ intent: 'danger', text: fields.vkn ?? (err instanceof Error ? err.message : String(err)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="integrator-check" style={{ marginTop: 24 }}>
      <H4>{t('integrators.checkTitle')}</H4>
      <p className="bp6-text-muted">{t('integrators.checkHelp')}</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <FormGroup label={t('integrators.vkn')} labelFor="f-vkn" style={{ margin: 0 }}>
          <InputGroup id="f-vkn" name="vkn" inputMode="numeric" dir="ltr" value={vkn} onChange={(e) => setVkn(e.target.value)} />
        </FormGroup>
        <Button type="submit" icon="exchange" loading={busy} text={t('integrators.check')} data-testid="integrator-check-button" />
      </div>
      {result && (
        <Callout intent={result.intent} style={{ marginTop: 8, overflowWrap: 'anywhere' }} data-testid="integrator-check-result">
          {result.text}
        </Callout>
      )}
    </form>
  );
}
