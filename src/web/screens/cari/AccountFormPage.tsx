import { AnchorButton, Button, Callout, Card, H3 } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useCreateAccount, type AccountKind, type NewAccount } from '../../api/accounts';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { BackIcon, formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';

const EMPTY = { name: '', kind: 'customer', code: '', taxOffice: '', taxNumber: '', iban: '', email: '', phone: '' };
type Values = typeof EMPTY;
type Field = keyof Values;
const REQUIRED: Field[] = ['name', 'kind'];

/** /cari/yeni: a current account (spec §3); saved with POST /api/accounts, the code is generated when empty. */
export function AccountFormPage() {
  const t = useT();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [other, setOther] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const save = useCreateAccount();

  const set = (f: Field) => (v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const req: Partial<Record<Field, string>> = {};
    for (const f of REQUIRED) if (!values[f].trim()) req[f] = t('validation.required');
    setErrors(req);
    setOther([]);
    setMissing(Object.keys(req).length > 0);
    if (Object.keys(req).length > 0) return;

    const opt = (v: string) => (v.trim() ? v.trim() : undefined);
    const body: NewAccount = {
      name: values.name.trim(),
      kind: values.kind as AccountKind,
      code: opt(values.code),
      taxOffice: opt(values.taxOffice),
      taxNumber: opt(values.taxNumber),
      iban: opt(values.iban),
      email: opt(values.email),
      phone: opt(values.phone),
    };
    save.mutate(body, {
      onSuccess: (a) => {
        showNotice({ kind: 'toast', intent: 'success', message: t('accounts.form.saved', { name: a.name }), timeout: 3000 });
        setValues(EMPTY);
        setErrors({});
        navigate(`/cari/list?q=${encodeURIComponent(a.code || a.name)}`);
      },
      onError: (err) => {
        const byField: Partial<Record<Field, string>> = {};
        const rest: string[] = [];
        for (const [k, msg] of Object.entries(fieldErrors(err))) {
          if (k in EMPTY) byField[k as Field] ??= msg;
          else rest.push(msg);
        }
        setErrors(byField);
        setOther(rest);
      },
    });
  };

  const field = (f: Field) => ({ name: f, value: values[f], onChange: set(f), error: errors[f] });

  return (
    <Card className="defter-page" data-testid="account-form" data-route="/cari/yeni" style={{ maxWidth: 860 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <AnchorButton href="#/cari/list" minimal icon={<BackIcon />} text={t('accounts.form.back')} data-testid="back-link" />
        <H3 style={{ margin: 0 }}>{t('route.accountNew')}</H3>
      </div>
      <form onSubmit={submit} noValidate>
        {missing && (
          <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="required-callout">
            {t('accounts.form.requiredAll')}
          </Callout>
        )}
        {other.length > 0 && (
          <Callout intent="danger" style={{ marginBottom: 12 }}>
            {other.map((m, i) => (
              <div key={i}>{m}</div>
            ))}
          </Callout>
        )}
        <div style={formGridStyle}>
          <TextField {...field('name')} label={t('accounts.form.name')} required autoFocus />
          <SelectField
            {...field('kind')}
            label={t('accounts.form.kind')}
            required
            options={[
              { value: 'customer', label: t('accounts.kind.customer') },
              { value: 'supplier', label: t('accounts.kind.supplier') },
            ]}
          />
          <TextField {...field('code')} label={t('accounts.form.code')} help={t('accounts.form.codeHelp')} dir="ltr" />
          <TextField {...field('taxOffice')} label={t('accounts.form.taxOffice')} />
          <TextField {...field('taxNumber')} label={t('accounts.form.taxNumber')} help={t('accounts.form.taxNumberHelp')} inputMode="numeric" dir="ltr" />
          <TextField {...field('iban')} label={t('accounts.form.iban')} dir="ltr" />
          <TextField {...field('email')} label={t('accounts.form.email')} type="email" inputMode="email" dir="ltr" />
          <TextField {...field('phone')} label={t('accounts.form.phone')} type="tel" inputMode="tel" dir="ltr" />
        </div>
        <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t('accounts.form.save')} />
      </form>
    </Card>
  );
}
