import { Button, Callout, Card, FormGroup, H3, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { Carrier } from '../../../domain/cargo/carriers';
import { CARGO_CONNECTIONS, LABEL_SIZES, type CarrierSettings } from '../../../domain/schemas/cargo';
import { showNotice } from '../../api/errorBus';
import { useCarrier, useSaveCarrier } from '../../api/cargo';
import { useT } from '../../i18n/useT';
import { formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';
import { carrierBody } from './carrierBody';

/**
 * /modul/<carrier>kargo/ayar (one page for the five carriers): the connection (the sandbox carrier beside the server, or
 * the carrier's own service), test or live, the credentials (the password is written, never shown), the sender's
 * address and the label size.
 */
export function CarrierSettingsPage({ carrier, path, title }: { carrier: Carrier; path: string; title: string }) {
  const t = useT();
  const settings = useCarrier(carrier);
  return (
    <Card className="defter-page" data-route={path} data-testid="cargo-settings" data-carrier={carrier} style={{ maxWidth: 860 }}>
      <H3>{t(title)}</H3>
      {!settings.data ? <Spinner size={32} /> : <SettingsForm key={settings.data.version} settings={settings.data} />}
    </Card>
  );
}

function SettingsForm({ settings }: { settings: CarrierSettings }) {
  const t = useT();
  const save = useSaveCarrier(settings.carrier);
  const [f, setF] = useState({
    active: settings.active,
    connection: settings.connection,
    mode: settings.mode,
    username: settings.username,
    password: '',
    url: settings.url,
    senderName: settings.senderName,
    senderAddress: settings.senderAddress,
    senderCity: settings.senderCity,
    senderPhone: settings.senderPhone,
    labelSize: settings.labelSize,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (v: string) => setF((s) => ({ ...s, [k]: v }));
  const s = (k: string) => t(`cargo.settings.${k}`);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { password, ...rest } = f;
    // the password is sent only when typed: absent keeps the saved one
    save.mutate(carrierBody(settings, { ...rest, ...(password ? { password } : {}) }), {
      onSuccess: () => {
        setErrors({});
        showNotice({ kind: 'toast', intent: 'success', message: s('saved'), timeout: 3000 });
      },
      onError: (err) => setErrors(fieldErrors(err)),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="cargo-settings-form">
      <Switch label={s('active')} checked={f.active} onChange={() => setF((x) => ({ ...x, active: !x.active }))} data-testid="cargo-settings-active" />
      <div style={formGridStyle}>
        <SelectField
          name="connection"
          label={s('connection')}
          value={f.connection}
          onChange={set('connection')}
          options={CARGO_CONNECTIONS.map((c) => ({ value: c, label: s(`connections.${c}`) }))}
          error={errors.connection}
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
      {f.connection === 'sandbox' && (
        <Callout intent="primary" style={{ marginBottom: 12 }} data-testid="cargo-sandbox">
          {s('sandboxHelp')}
        </Callout>
      )}
      <div style={formGridStyle}>
        <TextField name="username" label={s('username')} value={f.username} onChange={set('username')} error={errors.username} dir="ltr" />
        <FormGroup
          label={s('password')}
          labelFor="f-password"
          intent={errors.password ? 'danger' : 'none'}
          helperText={
            errors.password ? <span data-testid="error-password">{errors.password}</span> : s(settings.passwordSet ? 'passwordSet' : 'passwordNotSet')
          }
        >
          <InputGroup
            id="f-password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={f.password}
            onChange={(e) => set('password')(e.target.value)}
            dir="ltr"
          />
        </FormGroup>
        <TextField name="url" label={s('url')} value={f.url} onChange={set('url')} error={errors.url} help={s('urlHelp')} dir="ltr" />
        <SelectField
          name="labelSize"
          label={s('labelSize')}
          value={f.labelSize}
          onChange={set('labelSize')}
          options={LABEL_SIZES.map((l) => ({ value: l, label: l === 'A4' ? 'A4' : `${l.replace('x', ' × ')} mm` }))}
          error={errors.labelSize}
        />
        <TextField name="senderName" label={s('senderName')} value={f.senderName} onChange={set('senderName')} error={errors.senderName} />
        <TextField name="senderPhone" label={s('senderPhone')} value={f.senderPhone} onChange={set('senderPhone')} error={errors.senderPhone} dir="ltr" />
        <TextField name="senderAddress" label={s('senderAddress')} value={f.senderAddress} onChange={set('senderAddress')} error={errors.senderAddress} />
        <TextField name="senderCity" label={s('senderCity')} value={f.senderCity} onChange={set('senderCity')} error={errors.senderCity} />
      </div>
      <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={s('save')} data-testid="cargo-settings-save" />
    </form>
  );
}
