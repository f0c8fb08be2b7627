import { Callout, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import type { Account } from '../../../domain/schemas/accounts';
import { CURRENCIES } from '../../../domain/money/format';
import { CONSENT_METHODS } from '../../../domain/messages/consent';
import { MESSAGE_LANGUAGES } from '../../../domain/messages/events';
import { useAccountGroups } from '../../api/accountGroups';
import { useAccount } from '../../api/fetchAccount';
import { useCreateAccount, type NewAccount } from '../../api/createAccount';
import { useUpdateAccount } from '../../api/updateAccount';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { useIntl } from 'react-intl';
import { countryOptions } from '../common/countryOptions';
import { navigate } from '../../routes/hashLocation';
import { SelectField, TextField } from '../common/FormField';
import { FormShell } from '../common/FormShell';
import { useMasterForm } from '../common/useMasterForm';
import { AccountPointsSection } from './AccountPointsSection';
import { AccountProductsSection } from './AccountProductsSection';
import { EinvoiceCheckField } from './EinvoiceCheckField';
import { ACCOUNT_FORM_EMPTY, accountBody, formValuesOf, type AccountFormValues } from './accountFormValues';

export type AccountFormMode = 'new' | 'edit' | 'copy';

const REQUIRED = ['name', 'kind'] as const;
const ROUTE: Record<AccountFormMode, { pattern: string; title: string }> = {
  new: { pattern: '/cari/yeni', title: 'route.accountNew' },
  edit: { pattern: '/cari/duzen/{id}', title: 'route.accountEdit' },
  copy: { pattern: '/cari/cogalt/{id}', title: 'route.accountCopy' },
};

/**
 * /cari/yeni, /cari/duzen/{id} and /cari/cogalt/{id}: the current-account card (spec §3). A new card and a
 * copy are saved with POST /api/accounts (the code is generated when empty; a copy starts without one),
 * an edit with PUT /api/accounts/:id at the version read.
 */
export function AccountFormPage({ mode = 'new', id, path }: { mode?: AccountFormMode; id?: number; path?: string }) {
  const t = useT();
  const account = useAccount(mode === 'new' || id === undefined ? null : id);
  if (mode === 'new') return <AccountForm mode="new" initial={ACCOUNT_FORM_EMPTY} path={path ?? '/cari/yeni'} />;
  if (account.isPending) return <NonIdealState icon={<Spinner />} title={t('accounts.form.loading')} />;
  if (!account.data) return <NonIdealState icon="error" title={t('accounts.form.notFound')} action={<a href="#/cari/list">{t('accounts.form.back')}</a>} />;
  return (
    <AccountForm
      key={`${mode}-${account.data.id}-${account.data.version}`}
      mode={mode}
      id={account.data.id}
      version={account.data.version as number | undefined}
      initial={formValuesOf(account.data, mode === 'copy')}
      einvoiceCheck={mode === 'edit' ? account.data.einvoiceCheck : undefined}
      path={path ?? ROUTE[mode].pattern}
    />
  );
}

interface FormProps {
  mode: AccountFormMode;
  id?: number;
  version?: number;
  initial: AccountFormValues;
  /** what the integrator last said of a saved card (edit only) */
  einvoiceCheck?: Account['einvoiceCheck'];
  path: string;
}

function AccountForm({ mode, id, version, initial, einvoiceCheck, path }: FormProps) {
  const t = useT();
  const { locale } = useIntl();
  const form = useMasterForm(initial, REQUIRED, t('validation.required'));
  const { field } = form;
  const groups = useAccountGroups();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const saving = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    const body = accountBody(form.values);
    // awaited rather than per-call callbacks: the saved card reloads the form, and a remounted form would drop them
    const saved =
      mode === 'edit' && id !== undefined
        ? update.mutateAsync({ id, body: { ...body, ...(version !== undefined ? { version } : {}) } })
        : create.mutateAsync(body as unknown as NewAccount);
    saved.then(
      (a: { name: string; code?: string | null }) => {
        showNotice({ kind: 'toast', intent: 'success', message: t('accounts.form.saved', { name: a.name }), timeout: 3000 });
        navigate(`/cari/list?q=${encodeURIComponent(a.code || a.name)}`);
      },
      (err: unknown) => form.showServerErrors(err),
    );
  };

  const text = (name: keyof AccountFormValues, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField {...field(name)} label={t(`accounts.form.${name}`)} {...extra} />
  );
  const ltr = { dir: 'ltr' as const };
  const abroad = form.values.country !== 'TR';

  return (
    <FormShell
      testId="account-form"
      route={path}
      title={t(ROUTE[mode].title)}
      backHref="/cari/list"
      backText={t('accounts.form.back')}
      requiredText={t('accounts.form.requiredAll')}
      saveText={t('accounts.form.save')}
      missing={form.missing}
      other={form.other}
      saving={saving}
      onSubmit={submit}
      definition
      after={
        mode === 'edit' && id !== undefined ? (
          <>
            <AccountPointsSection accountId={id} />
            <AccountProductsSection accountId={id} />
          </>
        ) : (
          <p className="bp6-text-muted" style={{ marginTop: 16 }}>
            {t('accountProducts.saveAccountFirst')}
          </p>
        )
      }
    >
      {mode === 'copy' && (
        <Callout intent="primary" style={{ gridColumn: '1 / -1', marginBottom: 12 }} data-testid="copy-note">
          {t('accounts.form.copyNote')}
        </Callout>
      )}
      <Section title={t('accounts.form.sectionIdentity')} />
      {text('name', { required: true, autoFocus: true })}
      <SelectField
        {...field('kind')}
        label={t('accounts.form.kind')}
        required
        options={[
          { value: 'customer', label: t('accounts.kind.customer') },
          { value: 'supplier', label: t('accounts.kind.supplier') },
        ]}
      />
      {text('code', { help: t('accounts.form.codeHelp'), ...ltr })}
      <SelectField
        {...field('groupId')}
        label={t('accountGroups.group')}
        options={[{ value: '', label: t('accountGroups.none') }, ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))]}
      />
      <SelectField
        {...field('personType')}
        label={t('accounts.form.personType')}
        options={[
          { value: '', label: t('accounts.form.notGiven') },
          { value: 'corporate', label: t('accounts.form.personTypes.corporate') },
          { value: 'individual', label: t('accounts.form.personTypes.individual') },
        ]}
      />
      {text('taxOffice')}
      {text('taxNumber', {
        help: t(abroad ? 'accounts.form.foreignTaxNumberHelp' : 'accounts.form.taxNumberHelp'),
        inputMode: abroad ? 'text' : 'numeric',
        ...ltr,
      })}
      {text('tradeRegistryNumber', ltr)}
      {text('mersisNumber', { help: t('accounts.form.mersisHelp'), inputMode: 'numeric', ...ltr })}
      {text('einvoiceAlias', { help: t('accounts.form.einvoiceAliasHelp'), ...ltr })}
      {mode === 'edit' && id !== undefined && <EinvoiceCheckField accountId={id} last={einvoiceCheck} />}

      <Section title={t('accounts.form.sectionFinance')} />
      <SelectField
        {...field('currency')}
        label={t('accounts.form.currency')}
        help={t('accounts.form.currencyHelp')}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      {text('riskLimit', { inputMode: 'decimal', help: t('accounts.form.amountHelp'), ...ltr })}
      {text('monthlyInterest', { inputMode: 'decimal', help: t('accounts.form.interestHelp'), ...ltr })}
      {text('iban', ltr)}

      <Section title={t('accounts.form.sectionContact')} />
      {text('phone', { type: 'tel', inputMode: 'tel', ...ltr })}
      {text('phone2', { type: 'tel', inputMode: 'tel', ...ltr })}
      {text('fax', { type: 'tel', inputMode: 'tel', ...ltr })}
      {text('email', { type: 'email', inputMode: 'email', ...ltr })}

      <Section title={t('accounts.form.sectionAddress')} />
      <SelectField
        {...field('country')}
        label={t('accounts.form.country')}
        help={abroad ? t('accounts.form.countryAbroadHelp') : undefined}
        options={countryOptions(locale)}
      />
      {text('city')}
      {text('district')}
      {text('neighbourhood')}
      {text('street')}
      {text('buildingNo')}
      {text('apartmentNo')}
      {text('postalCode', { inputMode: abroad ? 'text' : 'numeric', ...ltr })}

      <Section title={t('accounts.form.sectionPersonal')} />
      {text('birthDate', { type: 'date', ...ltr })}
      {text('marriageDate', { type: 'date', ...ltr })}
      <SelectField
        {...field('gender')}
        label={t('accounts.form.gender')}
        options={[
          { value: '', label: t('accounts.form.notGiven') },
          { value: 'female', label: t('accounts.form.genders.female') },
          { value: 'male', label: t('accounts.form.genders.male') },
        ]}
      />
      {text('authorizedIps', { help: t('accounts.form.authorizedIpsHelp'), ...ltr })}

      <Section title={t('accounts.form.sectionConsent')} />
      {(['emailConsent', 'smsConsent'] as const).map((name) => (
        <SelectField
          key={name}
          {...field(name)}
          label={t(`accounts.form.${name}`)}
          options={[
            { value: '', label: t('accounts.form.notGiven') },
            { value: 'true', label: t('accounts.form.consentYes') },
            { value: 'false', label: t('accounts.form.consentNo') },
          ]}
        />
      ))}
      {text('consentAt', { type: 'date', ...ltr })}
      <SelectField
        {...field('consentHow')}
        label={t('accounts.form.consentHow')}
        options={[{ value: '', label: t('accounts.form.notGiven') }, ...CONSENT_METHODS.map((m) => ({ value: m, label: t(`accounts.form.consentHows.${m}`) }))]}
      />
      <SelectField
        {...field('messageLanguage')}
        label={t('accounts.form.messageLanguage')}
        options={[{ value: '', label: t('accounts.form.notGiven') }, ...MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`messaging.languages.${l}`) }))]}
      />
    </FormShell>
  );
}

/** A heading across both columns of the form grid. */
function Section({ title }: { title: string }) {
  return <H5 style={{ gridColumn: '1 / -1', margin: '8px 0 12px' }}>{title}</H5>;
}
