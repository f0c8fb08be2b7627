import { AnchorButton, Button, Callout, Card, H3 } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { DEFAULT_UNIT, VAT_RATES } from '../../../domain/schemas/masterdata';
import { showNotice } from '../../api/errorBus';
import { useLocations } from '../../api/locations';
import { useCreateProduct, type NewProduct } from '../../api/products';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { fieldErrors } from '../common/listHelpers';
import { BackIcon, formGridStyle, SelectField, TextField } from '../common/FormField';

const EMPTY = { name: '', barcode: '', code: '', unit: DEFAULT_UNIT, vatRate: '20', price: '', locationId: '', author: '', publisher: '', criticalStock: '' };
type Values = typeof EMPTY;
type Field = keyof Values;
/** Checked here before saving; the location (spec §5) and every format rule are the server's (422). */
const REQUIRED: Field[] = ['name', 'unit', 'price'];
/** Server field names that are shown under another input. */
const SERVER_FIELD: Record<string, Field> = { isbn: 'barcode', barcode: 'barcode' };

/** /stok/yeni: the main fields of a stock card (spec §3); saved with POST /api/products. */
export function StockFormPage() {
  const t = useT();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [other, setOther] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const locations = useLocations();
  const save = useCreateProduct();

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
        setValues(EMPTY);
        setErrors({});
        navigate(`/stok/list?q=${encodeURIComponent(p.code || p.name)}`);
      },
      onError: (err) => {
        const byField: Partial<Record<Field, string>> = {};
        const rest: string[] = [];
        for (const [k, msg] of Object.entries(fieldErrors(err))) {
          const f = (SERVER_FIELD[k] ?? k) as Field;
          if (f in EMPTY) byField[f] ??= msg;
          else rest.push(msg);
        }
        setErrors(byField);
        setOther(rest);
      },
    });
  };

  const field = (f: Field) => ({ name: f, value: values[f], onChange: set(f), error: errors[f] });

  return (
    <Card className="defter-page" data-testid="stock-form" data-route="/stok/yeni" style={{ maxWidth: 860 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <AnchorButton href="#/stok/list" minimal icon={<BackIcon />} text={t('stock.form.back')} data-testid="back-link" />
        <H3 style={{ margin: 0 }}>{t('route.stockNew')}</H3>
      </div>
      <form onSubmit={submit} noValidate>
        {missing && (
          <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="required-callout">
            {t('stock.form.requiredAll')}
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
        </div>
        <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t('stock.form.save')} />
      </form>
    </Card>
  );
}
