import { Button, Callout, Card, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { MAX_COMPANY_IBANS, MAX_LOGO_BYTES } from '../../../domain/schemas/company-settings';
import type { Company } from '../../../domain/schemas/company';
import { showNotice } from '../../api/errorBus';
import { useCompany } from '../../api/fetchCompany';
import { useSaveCompany, type CompanyFields } from '../../api/saveCompany';
import { useT } from '../../i18n/useT';
import { TextField } from '../common/FormField';
import { FormShell } from '../common/FormShell';
import { fieldErrors } from '../common/listHelpers';

const fieldsOf = (c: Company): CompanyFields => ({
  version: c.version,
  title: c.title ?? c.name,
  taxOffice: c.taxOffice ?? '',
  taxNumber: c.taxNumber ?? '',
  mersis: c.mersis ?? '',
  address: c.address ?? '',
  phone: c.phone ?? '',
  email: c.email ?? '',
  ibans: c.ibans.length ? c.ibans : [''],
  timeZone: c.timeZone,
});

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });

/** /sistem/firma: the company's legal details, printed on its documents and named as the supplier of its e-documents. */
export function CompanySettingsPage({ path }: { path: string }) {
  const company = useCompany();
  if (company.isError) {
    return (
      <Card className="defter-page" data-route={path}>
        <Callout intent="danger">{String(company.error)}</Callout>
      </Card>
    );
  }
  if (!company.data) return <Spinner size={32} />;
  return <CompanyForm key={company.data.version} path={path} company={company.data} />;
}

function CompanyForm({ path, company }: { path: string; company: Company }) {
  const t = useT();
  const save = useSaveCompany();
  const [v, setV] = useState<CompanyFields>(() => fieldsOf(company));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const logo = v.logo === undefined ? company.logo : v.logo;
  const set =
    <K extends keyof CompanyFields>(k: K) =>
    (value: CompanyFields[K]) => {
      setV((s) => ({ ...s, [k]: value }));
      setErrors((e) => ({ ...e, [k]: '' }));
    };
  const setIban = (i: number) => (value: string) => {
    setV((s) => ({ ...s, ibans: s.ibans.map((x, j) => (j === i ? value : x)) }));
    setErrors((e) => ({ ...e, [`ibans.${i}`]: '' }));
  };

  const onLogo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type)) return setErrors((s) => ({ ...s, logo: t('validation.logo') }));
    if (file.size > MAX_LOGO_BYTES) return setErrors((s) => ({ ...s, logo: t('validation.logoTooLarge', { n: MAX_LOGO_BYTES / 1024 }) }));
    void readDataUrl(file).then(set('logo'), () => setErrors((s) => ({ ...s, logo: t('validation.logo') })));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const req: Record<string, string> = v.title.trim() ? {} : { title: t('validation.required') };
    setErrors(req);
    setMissing(Object.keys(req).length > 0);
    if (Object.keys(req).length) return;
    save.mutate(
      { ...v, ibans: v.ibans.filter((i) => i.trim()) },
      {
        onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('companySettings.saved'), timeout: 3000 }),
        onError: (err) => setErrors(fieldErrors(err)),
      },
    );
  };
  const known = new Set(['title', 'taxOffice', 'taxNumber', 'mersis', 'address', 'phone', 'email', 'timeZone', 'logo', ...v.ibans.map((_, i) => `ibans.${i}`)]);
  const other = Object.entries(errors)
    .filter(([k, m]) => m && !known.has(k))
    .map(([, m]) => m);
  const text = (
    k: 'title' | 'taxOffice' | 'taxNumber' | 'mersis' | 'address' | 'phone' | 'email' | 'timeZone',
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField name={k} label={t(`companySettings.${k}`)} value={v[k]} onChange={set(k)} error={errors[k] || undefined} {...extra} />;

  return (
    <FormShell
      testId="company-form"
      route={path}
      title={t('route.companySettings')}
      backHref="/"
      backText={t('route.dashboard')}
      requiredText={t('errors.VA10022')}
      saveText={t('companySettings.save')}
      missing={missing}
      other={other}
      saving={save.isPending}
      onSubmit={onSubmit}
    >
      {text('title', { required: true, autoFocus: true })}
      {text('taxOffice')}
      {text('taxNumber', { inputMode: 'numeric', dir: 'ltr', help: t('companySettings.taxNumberHelp') })}
      {text('mersis', { inputMode: 'numeric', dir: 'ltr' })}
      {text('address', { help: t('companySettings.addressHelp') })}
      {text('phone', { type: 'tel', inputMode: 'tel', dir: 'ltr' })}
      {text('email', { type: 'email', inputMode: 'email', dir: 'ltr' })}
      {text('timeZone', { dir: 'ltr', help: t('companySettings.timeZoneHelp') })}
      <FormGroup label={t('companySettings.ibans')} helperText={t('companySettings.ibansHelp')}>
        {v.ibans.map((iban, i) => (
          <FormGroup
            key={i}
            intent={errors[`ibans.${i}`] ? 'danger' : 'none'}
            helperText={errors[`ibans.${i}`] ? <span data-testid={`error-ibans.${i}`}>{errors[`ibans.${i}`]}</span> : undefined}
          >
            <InputGroup
              name={`iban-${i}`}
              aria-label={`${t('companySettings.iban')} ${i + 1}`}
              dir="ltr"
              value={iban}
              intent={errors[`ibans.${i}`] ? 'danger' : 'none'}
              onChange={(e) => setIban(i)(e.target.value)}
              rightElement={
                <Button
                  minimal
                  icon="cross"
                  aria-label={t('companySettings.removeIban')}
                  title={t('companySettings.removeIban')}
                  onClick={() => setV((s) => ({ ...s, ibans: s.ibans.filter((_, j) => j !== i) }))}
                />
              }
            />
          </FormGroup>
        ))}
        {v.ibans.length < MAX_COMPANY_IBANS && (
          <Button icon="add" text={t('companySettings.addIban')} data-testid="add-iban" onClick={() => setV((s) => ({ ...s, ibans: [...s.ibans, ''] }))} />
        )}
      </FormGroup>
      <FormGroup
        label={t('companySettings.logo')}
        labelFor="f-logo"
        intent={errors.logo ? 'danger' : 'none'}
        helperText={errors.logo ? <span data-testid="error-logo">{errors.logo}</span> : t('companySettings.logoHelp', { n: MAX_LOGO_BYTES / 1024 })}
      >
        {logo && (
          <img
            src={logo}
            alt={t('companySettings.logo')}
            data-testid="company-logo"
            style={{ maxHeight: 64, maxWidth: 200, display: 'block', marginBottom: 8 }}
          />
        )}
        <input id="f-logo" name="logo" type="file" accept="image/png,image/jpeg,image/webp" onChange={onLogo} />
        {logo && <Button minimal icon="trash" text={t('companySettings.removeLogo')} onClick={() => set('logo')(null)} />}
      </FormGroup>
    </FormShell>
  );
}
