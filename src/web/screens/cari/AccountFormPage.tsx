import type { FormEvent } from 'react';
import { useCreateAccount, type AccountKind, type NewAccount } from '../../api/accounts';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { SelectField, TextField } from '../common/FormField';
import { FormShell } from '../common/FormShell';
import { optional as opt, useMasterForm } from '../common/useMasterForm';

const EMPTY = { name: '', kind: 'customer', code: '', taxOffice: '', taxNumber: '', iban: '', email: '', phone: '' };
const REQUIRED = ['name', 'kind'] as const;

/** /cari/yeni: a current account (spec §3); saved with POST /api/accounts, the code is generated when empty. */
export function AccountFormPage() {
  const t = useT();
  const form = useMasterForm(EMPTY, REQUIRED, t('validation.required'));
  const { values, field } = form;
  const save = useCreateAccount();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
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
        form.reset();
        navigate(`/cari/list?q=${encodeURIComponent(a.code || a.name)}`);
      },
      onError: (err) => form.showServerErrors(err),
    });
  };

  return (
    <FormShell
      testId="account-form"
      route="/cari/yeni"
      title={t('route.accountNew')}
      backHref="/cari/list"
      backText={t('accounts.form.back')}
      requiredText={t('accounts.form.requiredAll')}
      saveText={t('accounts.form.save')}
      missing={form.missing}
      other={form.other}
      saving={save.isPending}
      onSubmit={submit}
    >
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
    </FormShell>
  );
}
