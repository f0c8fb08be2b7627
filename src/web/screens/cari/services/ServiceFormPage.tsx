import { Callout, Checkbox, FormGroup, H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { formatDate, readAmount } from '../../../../domain/format';
import { CURRENCIES } from '../../../../domain/money/format';
import { SERVICE_INVOICE_AS, type ServiceDetail } from '../../../../domain/schemas/services';
import { SERVICE_PERIODS } from '../../../../domain/services/periods';
import { companyToday } from '../../../api/businessDay';
import { useService } from '../../../api/fetchServices';
import { useUiSettings } from '../../../api/fetchUiSettings';
import { useSaveService } from '../../../api/saveService';
import { useT } from '../../../i18n/useT';
import { navigate } from '../../../routes/hashLocation';
import { AccountPicker } from '../../common/AccountPicker';
import { DateField } from '../../common/DateField';
import { DocumentStatusTag } from '../../common/DocumentStatusTag';
import { FormShell } from '../../common/FormShell';
import { SelectField, TextField } from '../../common/FormField';
import { ProductPicker } from '../../common/ProductPicker';
import { editPathOf } from '../../common/receiptRoutes';
import { useMasterForm } from '../../common/useMasterForm';

const EMPTY = {
  accountId: '',
  productId: '',
  name: '',
  price: '',
  vatRate: '20',
  currency: 'TRY',
  period: 'monthly',
  everyMonths: '',
  startDate: '',
  endDate: '',
  invoiceAs: 'draft',
};
type Values = typeof EMPTY;
const REQUIRED = ['accountId', 'productId', 'name', 'price', 'startDate'] as const;

const valuesOf = (s: ServiceDetail): Values => ({
  accountId: String(s.accountId),
  productId: String(s.productId),
  name: s.name,
  price: s.price,
  vatRate: String(s.vatRate),
  currency: s.currency,
  period: s.period,
  everyMonths: s.everyMonths === null ? '' : String(s.everyMonths),
  startDate: s.startDate,
  endDate: s.endDate ?? '',
  invoiceAs: s.invoiceAs,
});

/**
 * /cari/servisler/yeni and /cari/servisler/duzen/{id}: a recurring service (its account, the product billed at an exact
 * price, the period from the start day, an optional end, whether its invoices are left drafts or completed) and, on
 * an existing one, the sales invoices it made, each opening its invoice.
 */
export function ServiceFormPage({ path, id }: { path: string; id?: number }) {
  const t = useT();
  const existing = useService(id ?? null);
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const writes = roles.includes('admin') || roles.includes('manager');
  const save = useSaveService();
  const form = useMasterForm<Values>({ ...EMPTY, startDate: companyToday() }, REQUIRED, t('validation.required'));
  const [flags, setFlags] = useState({ priceIncludesVat: false, active: true });
  const loaded = existing.data;
  useEffect(() => {
    if (!loaded) return;
    for (const [k, v] of Object.entries(valuesOf(loaded))) form.field(k as keyof Values).onChange(v);
    setFlags({ priceIncludesVat: loaded.priceIncludesVat, active: loaded.active });
    // filled once per loaded service
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded?.id]);

  if (id !== undefined && !loaded) return existing.isError ? <NonIdealState icon="error" /> : <Spinner size={24} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!writes || !form.checkRequired()) return;
    const v = form.values;
    const price = readAmount(v.price);
    const body = {
      accountId: Number(v.accountId),
      productId: Number(v.productId),
      name: v.name.trim(),
      price: price.ok ? price.value : v.price,
      vatRate: Number(v.vatRate),
      priceIncludesVat: flags.priceIncludesVat,
      currency: v.currency,
      period: v.period,
      everyMonths: v.period === 'months' ? (v.everyMonths.trim() === '' ? null : Number(v.everyMonths)) : null,
      startDate: v.startDate,
      endDate: v.endDate || null,
      invoiceAs: v.invoiceAs,
      active: flags.active,
    };
    save.mutate({ id: id ?? null, body }, { onSuccess: (s) => navigate(`/cari/servisler/duzen/${s.id}`), onError: (err) => form.showServerErrors(err) });
  };

  return (
    <FormShell
      testId="service-form"
      route={path}
      title={t(id === undefined ? 'route.serviceNew' : 'route.serviceEdit')}
      backHref="/cari/servisler"
      backText={t('services.backToList')}
      requiredText={t('services.required')}
      saveText={t('services.save')}
      missing={form.missing}
      other={form.other}
      saving={save.isPending}
      onSubmit={submit}
      after={loaded && <ServiceInvoices service={loaded} />}
    >
      <AccountPicker label={t('services.account')} required {...form.field('accountId')} />
      <FormGroup intent={form.errors.productId ? 'danger' : 'none'} helperText={form.errors.productId}>
        <ProductPicker label={t('services.product')} required value={form.values.productId} onChange={form.field('productId').onChange} />
      </FormGroup>
      <TextField label={t('services.name')} required {...form.field('name')} />
      <TextField label={t('services.price')} required inputMode="decimal" dir="ltr" {...form.field('price')} />
      <SelectField label={t('services.vatRate')} {...form.field('vatRate')} options={['0', '1', '10', '20'].map((r) => ({ value: r, label: `%${r}` }))} />
      <SelectField label={t('services.currency')} {...form.field('currency')} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
      <SelectField
        label={t('services.period')}
        {...form.field('period')}
        options={SERVICE_PERIODS.map((value) => ({ value, label: t(`services.periods.${value}`) }))}
      />
      {form.values.period === 'months' && <TextField label={t('services.everyMonths')} required inputMode="numeric" dir="ltr" {...form.field('everyMonths')} />}
      <DateField label={t('services.startDate')} required testId="service-start" {...form.field('startDate')} />
      <DateField label={t('services.endDate')} testId="service-end" {...form.field('endDate')} />
      <SelectField
        label={t('services.invoiceAs')}
        {...form.field('invoiceAs')}
        options={SERVICE_INVOICE_AS.map((value) => ({ value, label: t(`services.invoiceAsOptions.${value}`) }))}
      />
      <FormGroup>
        <Checkbox
          checked={flags.priceIncludesVat}
          label={t('services.priceIncludesVat')}
          onChange={(e) => setFlags((f) => ({ ...f, priceIncludesVat: e.currentTarget.checked }))}
        />
        <Checkbox
          checked={flags.active}
          label={t('services.active')}
          data-testid="service-active"
          onChange={(e) => setFlags((f) => ({ ...f, active: e.currentTarget.checked }))}
        />
      </FormGroup>
    </FormShell>
  );
}

/** The sales invoices the service made, newest period first, each opening its invoice. */
function ServiceInvoices({ service }: { service: ServiceDetail }) {
  const t = useT();
  return (
    <section data-testid="service-invoices" style={{ marginTop: 24 }}>
      <H4>{t('services.invoices')}</H4>
      {service.invoices.length === 0 ? (
        <Callout>{t('services.noInvoices')}</Callout>
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <HTMLTable compact striped style={{ width: '100%', whiteSpace: 'nowrap' }}>
            <thead>
              <tr>
                <th>{t('services.invoiceNumber')}</th>
                <th>{t('services.dueDate')}</th>
                <th>{t('services.covers')}</th>
                <th>{t('services.status')}</th>
              </tr>
            </thead>
            <tbody>
              {service.invoices.map((i) => (
                <tr key={i.periodIndex} data-testid="service-invoice">
                  <td dir="ltr">
                    <a href={`#${editPathOf('salesInvoice', i.documentId)}`}>{i.number}</a>
                  </td>
                  <td>{formatDate(i.dueDate)}</td>
                  <td>
                    {formatDate(i.dueDate)} – {formatDate(i.lastDay)}
                  </td>
                  <td>
                    <DocumentStatusTag type="salesInvoice" status={i.status} />
                    {i.refusal && <span title={t(`rules.${i.refusal}`)}> {t('services.refusal')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}
