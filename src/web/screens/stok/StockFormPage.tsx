import type { FormEvent } from 'react';
import { DEFAULT_UNIT, VAT_RATES } from '../../../domain/schemas/masterdata';
import { showNotice } from '../../api/errorBus';
import { useLocations } from '../../api/locations';
import { useCreateProduct, type NewProduct } from '../../api/products';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { SelectField, TextField } from '../common/FormField';
import { FormShell } from '../common/FormShell';
import { optional as opt, useMasterForm } from '../common/useMasterForm';

const EMPTY = { name: '', barcode: '', code: '', unit: DEFAULT_UNIT, vatRate: '20', price: '', locationId: '', author: '', publisher: '', criticalStock: '' };
/** Checked here before saving; the location (spec §5) and every format rule are the server's (422). */
const REQUIRED = ['name', 'unit', 'price'] as const;
/** Server field names that are shown under another input. */
const SERVER_FIELD = { isbn: 'barcode', barcode: 'barcode' } as const;

/** /stok/yeni: the main fields of a stock card (spec §3); saved with POST /api/products. */
export function StockFormPage() {
  const t = useT();
  const form = useMasterForm(EMPTY, REQUIRED, t('validation.required'));
  const { values, field } = form;
  const locations = useLocations();
  const save = useCreateProduct();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    const body: NewProduct = {
      name: values.name.trim(),
      barcode: opt(values.barcode),
      code: opt(values.code),
      unit: opt(values.unit),
      vatRate: Number(values.vatRate),
      price: values.price.trim(),
      locationId: values.locationId ? Number(values.locationId) : undefined,
      author: opt(values.author),
      publisher: opt(values.publisher),
      criticalStock: opt(values.criticalStock),
    };
    save.mutate(body, {
      onSuccess: (p) => {
        showNotice({ kind: 'toast', intent: 'success', message: t('stock.form.saved', { name: p.name }), timeout: 3000 });
        form.reset();
        navigate(`/stok/list?q=${encodeURIComponent(p.code || p.name)}`);
      },
      onError: (err) => form.showServerErrors(err, SERVER_FIELD),
    });
  };

  return (
    <FormShell
      testId="stock-form"
      route="/stok/yeni"
      title={t('route.stockNew')}
      backHref="/stok/list"
      backText={t('stock.form.back')}
      requiredText={t('stock.form.requiredAll')}
      saveText={t('stock.form.save')}
      missing={form.missing}
      other={form.other}
      saving={save.isPending}
      onSubmit={submit}
    >
      <TextField {...field('name')} label={t('stock.form.name')} required autoFocus />
      <TextField {...field('barcode')} label={t('stock.form.barcode')} help={t('stock.form.barcodeHelp')} inputMode="numeric" dir="ltr" />
      <TextField {...field('code')} label={t('stock.form.code')} help={t('stock.form.codeHelp')} dir="ltr" />
      <TextField {...field('unit')} label={t('stock.form.unit')} required />
      <SelectField
        {...field('vatRate')}
        label={t('stock.form.vatRate')}
        required
        options={VAT_RATES.map((r) => ({ value: String(r), label: `%${r}` }))}
      />
      <TextField {...field('price')} label={t('stock.form.price')} help={t('stock.form.priceHelp')} required inputMode="decimal" dir="ltr" />
      <SelectField
        {...field('locationId')}
        label={t('stock.form.location')}
        required
        options={[{ value: '', label: t('stock.form.locationPick') }, ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
      />
      <TextField {...field('criticalStock')} label={t('stock.form.criticalStock')} inputMode="decimal" dir="ltr" />
      <TextField {...field('author')} label={t('stock.form.author')} />
      <TextField {...field('publisher')} label={t('stock.form.publisher')} />
    </FormShell>
  );
}
