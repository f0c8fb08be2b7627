import { Button, Callout, Card, Checkbox, FormGroup, H3, H4, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { MIKRO_DOCUMENT_TYPES } from '../../../domain/mikro/transfers';
import { MIKRO_CONNECTIONS, MIKRO_VAT_RATES, type MikroSettings, type MikroSettingsBody } from '../../../domain/schemas/mikro';
import { showNotice } from '../../api/errorBus';
import { useMikroSettings, useSaveMikroSettings } from '../../api/mikro';
import { useT } from '../../i18n/useT';
import { formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';

/**
 * /modul/mikroerp/ayar: the connection (the sandbox Mikro beside the server, or the company's own Mikro API with its
 * firm code, working year, user and password, written and never shown), what is sent, the warehouse and VAT codes
 * Mikro wants, and the interval.
 */
export function MikroSettingsPage({ path, title }: { path: string; title: string }) {
  const t = useT();
  const settings = useMikroSettings();
  return (
    <Card className="defter-page" data-route={path} data-testid="mikro-settings" style={{ maxWidth: 860 }}>
      <H3>{t(title)}</H3>
      {!settings.data ? <Spinner size={32} /> : <SettingsForm key={settings.data.version} settings={settings.data} />}
    </Card>
  );
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const whole = (v: string) => (/^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : (v as unknown as number));

function SettingsForm({ settings }: { settings: MikroSettings }) {
  const t = useT();
  const save = useSaveMikroSettings();
  const [f, setF] = useState({
    active: settings.active,
    connection: settings.connection as string,
    url: settings.url,
    firmCode: settings.firmCode,
    workingYear: String(settings.workingYear),
    userCode: settings.userCode,
    password: '',
    apiKey: settings.apiKey,
    sendStock: settings.sendStock,
    sendAccounts: settings.sendAccounts,
    documentTypes: settings.documentTypes as string[],
    warehouseNo: String(settings.warehouseNo),
    vatCodes: Object.fromEntries(MIKRO_VAT_RATES.map((r) => [r, text(settings.vatCodes[r])])) as Record<string, string>,
    intervalMinutes: String(settings.intervalMinutes),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (v: string) => setF((s) => ({ ...s, [k]: v }));
  const s = (k: string, values?: Record<string, string | number>) => t(`mikro.settings.${k}`, values);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      version: settings.version,
      active: f.active,
      connection: f.connection,
      url: f.url,
      firmCode: f.firmCode,
      workingYear: whole(f.workingYear),
      userCode: f.userCode,
      apiKey: f.apiKey,
      sendStock: f.sendStock,
      sendAccounts: f.sendAccounts,
      documentTypes: f.documentTypes,
      warehouseNo: whole(f.warehouseNo),
      vatCodes: Object.fromEntries(Object.entries(f.vatCodes).flatMap(([r, c]) => (c.trim() === '' ? [] : [[r, whole(c)]]))),
      intervalMinutes: whole(f.intervalMinutes),
      // the password is sent only when typed: absent keeps the saved one
      ...(f.password ? { password: f.password } : {}),
    } as MikroSettingsBody;
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        showNotice({ kind: 'toast', intent: 'success', message: s('saved'), timeout: 3000 });
      },
      onError: (err) => setErrors(fieldErrors(err)),
    });
  };
  const toggleType = (type: string) =>
    setF((x) => ({ ...x, documentTypes: x.documentTypes.includes(type) ? x.documentTypes.filter((d) => d !== type) : [...x.documentTypes, type] }));

  return (
    <form onSubmit={onSubmit} noValidate data-testid="mikro-settings-form">
      <Switch label={s('active')} checked={f.active} onChange={() => setF((x) => ({ ...x, active: !x.active }))} data-testid="mikro-settings-active" />
      <SelectField
        name="connection"
        label={s('connection')}
        value={f.connection}
        onChange={set('connection')}
        options={MIKRO_CONNECTIONS.map((c) => ({ value: c, label: s(`connections.${c}`) }))}
        error={errors.connection}
      />
      {f.connection === 'sandbox' && (
        <Callout intent="primary" style={{ marginBottom: 12 }}>
          {s('sandboxHelp')}
        </Callout>
      )}
      <div style={formGridStyle}>
        <TextField name="url" label={s('url')} value={f.url} onChange={set('url')} error={errors.url} dir="ltr" />
        <TextField name="firmCode" label={s('firmCode')} value={f.firmCode} onChange={set('firmCode')} error={errors.firmCode} dir="ltr" />
        <TextField
          name="workingYear"
          label={s('workingYear')}
          value={f.workingYear}
          onChange={set('workingYear')}
          error={errors.workingYear}
          inputMode="numeric"
          dir="ltr"
        />
        <TextField name="userCode" label={s('userCode')} value={f.userCode} onChange={set('userCode')} error={errors.userCode} dir="ltr" />
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
        <TextField name="apiKey" label={s('apiKey')} value={f.apiKey} onChange={set('apiKey')} error={errors.apiKey} dir="ltr" />
      </div>
      <Switch label={s('sendStock')} checked={f.sendStock} onChange={() => setF((x) => ({ ...x, sendStock: !x.sendStock }))} />
      <Switch label={s('sendAccounts')} checked={f.sendAccounts} onChange={() => setF((x) => ({ ...x, sendAccounts: !x.sendAccounts }))} />
      <H4>{s('documentTypes')}</H4>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 12 }} data-testid="mikro-document-types">
        {MIKRO_DOCUMENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={t(`documentTypes.${type}`)}
            checked={f.documentTypes.includes(type)}
            onChange={() => toggleType(type)}
            data-testid={`mikro-type-${type}`}
          />
        ))}
      </div>
      <H4>{s('vatCodes')}</H4>
      <div style={formGridStyle}>
        {MIKRO_VAT_RATES.map((rate) => (
          <TextField
            key={rate}
            name={`vat-${rate}`}
            label={s('vatRate', { rate })}
            value={f.vatCodes[rate] ?? ''}
            onChange={(v) => setF((x) => ({ ...x, vatCodes: { ...x.vatCodes, [rate]: v } }))}
            error={errors[`vatCodes.${rate}`]}
            inputMode="numeric"
            dir="ltr"
          />
        ))}
        <TextField
          name="warehouseNo"
          label={s('warehouseNo')}
          value={f.warehouseNo}
          onChange={set('warehouseNo')}
          error={errors.warehouseNo}
          inputMode="numeric"
          dir="ltr"
        />
        <TextField
          name="intervalMinutes"
          label={s('intervalMinutes')}
          value={f.intervalMinutes}
          onChange={set('intervalMinutes')}
          error={errors.intervalMinutes}
          inputMode="numeric"
          dir="ltr"
        />
      </div>
      <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={s('save')} data-testid="mikro-settings-save" />
    </form>
  );
}
