import { Button, Callout, Card, FormGroup, H3, H4, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '../../../domain/messages/events';
import { EMAIL_CONNECTIONS, SMS_CONNECTIONS, SMS_PROVIDERS, type MessageSettings } from '../../../domain/schemas/messages';
import { showNotice } from '../../api/errorBus';
import { useMessageSettings, useSaveMessageSettings, useTestMessage } from '../../api/messages';
import { useT } from '../../i18n/useT';
import { formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';

/**
 * /mesaj/ayar: e-mail through the sandbox SMTP server or the company's own (host, port, SSL, user, password written
 * only, sender), SMS through the sandbox or the provider (user, password written only, sender title), and a test
 * message that says whether it went or what the server answered.
 */
export function MessageSettingsPage({ path, title }: { path: string; title: string }) {
  const t = useT();
  const settings = useMessageSettings();
  return (
    <Card className="defter-page" data-route={path} data-testid="message-settings" style={{ maxWidth: 860 }}>
      <H3>{t(title)}</H3>
      {!settings.data ? <Spinner size={32} /> : <SettingsForm key={settings.data.version} settings={settings.data} />}
      <TestMessage />
    </Card>
  );
}

function PasswordField({
  name,
  label,
  value,
  onChange,
  isSet,
  error,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  isSet: boolean;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <FormGroup
      label={label}
      labelFor={`f-${name}`}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span data-testid={`error-${name}`}>{error}</span> : t(`messaging.settings.${isSet ? 'passwordSet' : 'passwordNotSet'}`)}
    >
      <InputGroup id={`f-${name}`} name={name} type="password" autoComplete="new-password" value={value} onChange={(e) => onChange(e.target.value)} dir="ltr" />
    </FormGroup>
  );
}

function SettingsForm({ settings }: { settings: MessageSettings }) {
  const t = useT();
  const save = useSaveMessageSettings();
  const { smtpPasswordSet, smsPasswordSet, ...saved } = settings;
  const [f, setF] = useState({ ...saved, smtpPort: String(saved.smtpPort), smtpPassword: '', smsPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (v: string) => setF((s) => ({ ...s, [k]: v }));
  const s = (k: string) => t(`messaging.settings.${k}`);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { smtpPassword, smsPassword, smtpPort, ...rest } = f;
    // a password is sent only when typed: absent keeps the saved one
    const body = { ...rest, smtpPort: Number(smtpPort), ...(smtpPassword ? { smtpPassword } : {}), ...(smsPassword ? { smsPassword } : {}) };
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        showNotice({ kind: 'toast', intent: 'success', message: s('saved'), timeout: 3000 });
      },
      onError: (err) => setErrors(fieldErrors(err)),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="message-settings-form">
      <H4>{s('email')}</H4>
      <SelectField
        name="emailConnection"
        label={s('emailConnection')}
        value={f.emailConnection}
        onChange={set('emailConnection')}
        options={EMAIL_CONNECTIONS.map((c) => ({ value: c, label: s(`emailConnections.${c}`) }))}
        error={errors.emailConnection}
      />
      {f.emailConnection === 'sandbox' && (
        <Callout intent="primary" style={{ marginBottom: 12 }}>
          {s('sandboxHelp')}
        </Callout>
      )}
      <div style={formGridStyle}>
        <TextField name="smtpHost" label={s('smtpHost')} value={f.smtpHost} onChange={set('smtpHost')} error={errors.smtpHost} dir="ltr" />
        <TextField name="smtpPort" label={s('smtpPort')} value={f.smtpPort} onChange={set('smtpPort')} error={errors.smtpPort} inputMode="numeric" dir="ltr" />
        <TextField name="smtpUser" label={s('smtpUser')} value={f.smtpUser} onChange={set('smtpUser')} error={errors.smtpUser} dir="ltr" />
        <PasswordField
          name="smtpPassword"
          label={s('smtpPassword')}
          value={f.smtpPassword}
          onChange={set('smtpPassword')}
          isSet={smtpPasswordSet}
          error={errors.smtpPassword}
        />
        <TextField name="senderName" label={s('senderName')} value={f.senderName} onChange={set('senderName')} error={errors.senderName} />
        <TextField
          name="senderAddress"
          label={s('senderAddress')}
          value={f.senderAddress}
          onChange={set('senderAddress')}
          error={errors.senderAddress}
          dir="ltr"
        />
      </div>
      <Switch label={s('smtpSecure')} checked={f.smtpSecure} onChange={() => setF((x) => ({ ...x, smtpSecure: !x.smtpSecure }))} />
      <H4>{s('sms')}</H4>
      <div style={formGridStyle}>
        <SelectField
          name="smsConnection"
          label={s('smsConnection')}
          value={f.smsConnection}
          onChange={set('smsConnection')}
          options={SMS_CONNECTIONS.map((c) => ({ value: c, label: s(`smsConnections.${c}`) }))}
          error={errors.smsConnection}
        />
        <SelectField
          name="smsProvider"
          label={s('smsProvider')}
          value={f.smsProvider}
          onChange={set('smsProvider')}
          options={SMS_PROVIDERS.map((p) => ({ value: p, label: s(`smsProviders.${p}`) }))}
          error={errors.smsProvider}
        />
        <TextField name="smsUser" label={s('smsUser')} value={f.smsUser} onChange={set('smsUser')} error={errors.smsUser} dir="ltr" />
        <PasswordField
          name="smsPassword"
          label={s('smsPassword')}
          value={f.smsPassword}
          onChange={set('smsPassword')}
          isSet={smsPasswordSet}
          error={errors.smsPassword}
        />
        <TextField name="smsSender" label={s('smsSender')} value={f.smsSender} onChange={set('smsSender')} error={errors.smsSender} dir="ltr" />
      </div>
      <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={s('save')} data-testid="message-settings-save" />
    </form>
  );
}

function TestMessage() {
  const t = useT();
  const test = useTestMessage();
  const [channel, setChannel] = useState<'email' | 'sms'>('email');
  const [to, setTo] = useState('');
  const [language, setLanguage] = useState<MessageLanguage>('tr');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const s = (k: string, v?: Record<string, string>) => t(`messaging.settings.${k}`, v);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    test.mutate(
      { channel, to, language },
      {
        onSuccess: () => setErrors({}),
        onError: (err) => setErrors(fieldErrors(err)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="message-test" style={{ marginTop: 24 }}>
      <H4>{s('test')}</H4>
      <div style={formGridStyle}>
        <SelectField
          name="channel"
          label={s('testChannel')}
          value={channel}
          onChange={(v) => setChannel(v as 'email' | 'sms')}
          options={(['email', 'sms'] as const).map((c) => ({ value: c, label: t(`messaging.channels.${c}`) }))}
        />
        <SelectField
          name="language"
          label={t('messaging.templates.language')}
          value={language}
          onChange={(v) => setLanguage(v as MessageLanguage)}
          options={MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`messaging.languages.${l}`) }))}
        />
        <TextField name="to" label={s('testTo')} value={to} onChange={setTo} error={errors.to} dir="ltr" />
      </div>
      <Button type="submit" icon="send-message" loading={test.isPending} text={s('testSend')} data-testid="message-test-send" />
      {test.data && (
        <Callout intent={test.data.sent ? 'success' : 'danger'} style={{ marginTop: 12 }} data-testid="message-test-result" data-sent={test.data.sent}>
          {test.data.sent ? s('testSent') : s('testFailed', { error: test.data.error ?? '' })}
        </Callout>
      )}
    </form>
  );
}
