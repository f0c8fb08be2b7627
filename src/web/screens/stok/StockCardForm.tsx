import { Checkbox, FormGroup, H5, TextArea } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { EXEMPTION_CODES } from '../../../domain/edocuments/tax-codes';
import { SALES_STATUSES, VAT_RATES } from '../../../domain/schemas/masterdata';
import { showNotice } from '../../api/errorBus';
import { useLocations } from '../../api/fetchLocations';
import type { Product } from '../../../domain/schemas/products';
import type { Unit } from '../../../domain/schemas/units';
import { useCreateProduct } from '../../api/createProduct';
import { fetchProducts } from '../../api/fetchProducts';
import { useUnits } from '../../api/units';
import { useUpdateProduct } from '../../api/updateProduct';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { DateField } from '../common/DateField';
import { SelectField, TextField } from '../common/FormField';
import { FormShell } from '../common/FormShell';
import { useMasterForm } from '../common/useMasterForm';
import { DefinitionSelect } from './DefinitionSelect';
import { StockByWarehouse } from './StockByWarehouse';
import { bodyOf, parseSetLines, type StockFormValues } from './stockFormValues';

/** Checked here before saving; the location (spec §5) and every format rule are the server's (422). */
const REQUIRED = ['name', 'unit', 'price'] as const;
/** Server field names that are shown under another input. */
const SERVER_FIELD = { 'setProducts.0.productId': 'setProducts', 'setProducts.0.quantity': 'setProducts' } as const;

export type StockFormMode = 'new' | 'edit' | 'copy';

interface Props {
  mode: StockFormMode;
  route: string;
  title: string;
  initial: StockFormValues;
  /** the loaded card (edit and copy) */
  card: Product | null;
}

const fullRow = { gridColumn: '1 / -1', margin: '8px 0 4px' } as const;

/** The units a card may pick (Sistem → Birimler), with the card's own kept even if it is no longer defined. */
function unitOptions(units: readonly Unit[], current: string): readonly { code: string; name: string }[] {
  return !current || units.some((u) => u.code === current) ? units : [{ code: current, name: current }, ...units];
}

/** Looks up the set's stock codes; unknown ones are reported under the field. */
async function resolveSet(lines: { code: string; quantity: string }[]) {
  const found: { productId: number; quantity: string }[] = [];
  const unknown: string[] = [];
  for (const l of lines) {
    const page = await fetchProducts({ q: l.code, limit: 10, offset: 0 });
    const p = page.items.find((i) => (i.code ?? '').toLowerCase() === l.code.toLowerCase());
    if (p) found.push({ productId: p.id, quantity: l.quantity });
    else unknown.push(l.code);
  }
  return { found, unknown };
}

/**
 * A stock card with every field of spec §3: /stok/yeni and /stok/cogalt/{id} save with POST,
 * /stok/duzen/{id} with PUT (sending the version read, so a concurrent save is not overwritten).
 */
export function StockCardForm({ mode, route, title, initial, card }: Props) {
  const t = useT();
  const form = useMasterForm(initial, REQUIRED, t('validation.required'));
  const { values, field } = form;
  const locations = useLocations();
  const units = useUnits();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const saving = create.isPending || update.isPending;

  const saved = (p: Product, key: string) => {
    showNotice({ kind: 'toast', intent: 'success', message: t(key, { name: p.name }), timeout: 3000 });
    if (mode === 'new') form.reset();
    navigate(`/stok/list?q=${encodeURIComponent(p.code || p.name)}`);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    const set = await resolveSet(parseSetLines(values.setProducts));
    if (set.unknown.length) {
      form.showServerErrors({ status: 422, body: { errors: { setProducts: [t('stock.form.setProductUnknown', { code: set.unknown.join(', ') })] } } });
      return;
    }
    const body = bodyOf(values, set.found, mode === 'edit' ? card : null);
    const onError = (err: unknown) => form.showServerErrors(err, SERVER_FIELD);
    // awaited rather than per-call callbacks: the saved card reloads the form, and a remounted form would drop them
    if (mode === 'edit' && card)
      update.mutateAsync({ id: card.id, body: { ...body, version: card.version } }).then((p) => saved(p, 'stock.form.updated'), onError);
    else create.mutateAsync(body).then((p) => saved(p, 'stock.form.saved'), onError);
  };

  const names = (card ?? {}) as Record<string, unknown>;
  const pick = (f: 'categoryId' | 'manufacturerId' | 'typeId' | 'authorId' | 'translatorId' | 'editorId') => ({
    ...field(f),
    current: typeof names[f.replace(/Id$/, 'Name')] === 'string' ? (names[f.replace(/Id$/, 'Name')] as string) : undefined,
    noneLabel: t('stock.form.pickNone'),
  });

  return (
    <FormShell
      testId="stock-form"
      route={route}
      title={title}
      backHref="/stok/list"
      backText={t('stock.form.back')}
      requiredText={t('stock.form.requiredAll')}
      saveText={t('stock.form.save')}
      missing={form.missing}
      other={form.other}
      saving={saving}
      onSubmit={submit}
      definition
    >
      <H5 style={fullRow}>{t('stock.form.sectionMain')}</H5>
      <TextField {...field('name')} label={t('stock.form.name')} required autoFocus />
      <TextField {...field('barcode')} label={t('stock.form.barcode')} help={t('stock.form.barcodeHelp')} inputMode="numeric" dir="ltr" />
      <TextField {...field('code')} label={t('stock.form.code')} help={t('stock.form.codeHelp')} dir="ltr" />
      <SelectField
        {...field('unit')}
        label={t('stock.form.unit')}
        required
        options={unitOptions(units.data ?? [], values.unit).map((u) => ({ value: u.code, label: `${u.code} · ${u.name}` }))}
      />
      <TextField {...field('boxUnit')} label={t('stock.form.boxUnit')} />
      <SelectField {...field('vatRate')} label={t('stock.form.vatRate')} required options={VAT_RATES.map((r) => ({ value: String(r), label: `%${r}` }))} />
      <TextField {...field('price')} label={t('stock.form.price')} help={t('stock.form.priceHelp')} required inputMode="decimal" dir="ltr" />
      {values.vatRate === '0' && (
        <SelectField
          {...field('vatExemptionCode')}
          label={t('stock.form.vatExemptionCode')}
          help={t('stock.form.vatExemptionCodeHelp')}
          options={[{ value: '', label: t('stock.form.vatExemptionNone') }, ...EXEMPTION_CODES.map((code) => ({ value: code, label: code }))]}
        />
      )}
      <FormGroup label=" " labelFor="f-priceIncludesVat">
        <Checkbox
          id="f-priceIncludesVat"
          name="priceIncludesVat"
          data-testid="f-priceIncludesVat"
          checked={values.priceIncludesVat === 'true'}
          label={t('stock.form.priceIncludesVat')}
          onChange={(e) => field('priceIncludesVat').onChange(e.currentTarget.checked ? 'true' : '')}
        />
      </FormGroup>
      <SelectField
        {...field('locationId')}
        label={t('stock.form.location')}
        required
        options={[{ value: '', label: t('stock.form.locationPick') }, ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
      />
      <DefinitionSelect {...pick('categoryId')} kind="category" label={t('stock.form.category')} />
      <DefinitionSelect {...pick('typeId')} kind="type" label={t('stock.form.type')} />
      <DefinitionSelect {...pick('manufacturerId')} kind="manufacturer" label={t('stock.form.manufacturer')} />
      <TextField {...field('brand')} label={t('stock.form.brand')} />

      <H5 style={fullRow}>{t('stock.form.sectionBook')}</H5>
      <DefinitionSelect {...pick('authorId')} kind="person" role="author" label={t('stock.form.authorPick')} />
      <DefinitionSelect {...pick('translatorId')} kind="person" role="translator" label={t('stock.form.translator')} />
      <DefinitionSelect {...pick('editorId')} kind="person" role="editor" label={t('stock.form.editor')} />
      <TextField {...field('author')} label={t('stock.form.authorText')} />
      <TextField {...field('publisher')} label={t('stock.form.publisherText')} />
      <TextField {...field('pageCount')} label={t('stock.form.pageCount')} inputMode="numeric" dir="ltr" />
      <TextField {...field('editionNumber')} label={t('stock.form.editionNumber')} inputMode="numeric" dir="ltr" />
      <DateField {...field('editionDate')} label={t('stock.form.editionDate')} />
      <DateField {...field('printDate')} label={t('stock.form.printDate')} />
      <TextField {...field('cover')} label={t('stock.form.cover')} />
      <TextField {...field('paper')} label={t('stock.form.paper')} />

      <H5 style={fullRow}>{t('stock.form.sectionPhysical')}</H5>
      <TextField {...field('weight')} label={t('stock.form.weight')} inputMode="decimal" dir="ltr" />
      <TextField {...field('width')} label={t('stock.form.width')} inputMode="decimal" dir="ltr" />
      <TextField {...field('height')} label={t('stock.form.height')} inputMode="decimal" dir="ltr" />
      <TextField {...field('depth')} label={t('stock.form.depth')} inputMode="decimal" dir="ltr" />
      <TextField {...field('color')} label={t('stock.form.color')} />

      <H5 style={fullRow}>{t('stock.form.sectionStock')}</H5>
      <TextField {...field('criticalStock')} label={t('stock.form.criticalStock')} inputMode="decimal" dir="ltr" />
      <TextField {...field('stockValue')} label={t('stock.form.stockValue')} inputMode="decimal" dir="ltr" />
      <SelectField
        {...field('salesStatus')}
        label={t('stock.form.salesStatus')}
        options={[{ value: '', label: t('stock.form.pickNone') }, ...SALES_STATUSES.map((s) => ({ value: s, label: t(`stock.salesStatus.${s}`) }))]}
      />
      <TextField {...field('variants')} label={t('stock.form.variants')} help={t('stock.form.variantsHelp')} />
      <FormGroup
        label={t('stock.form.setProducts')}
        labelFor="f-setProducts"
        intent={form.errors.setProducts ? 'danger' : 'none'}
        helperText={form.errors.setProducts ? <span data-testid="error-setProducts">{form.errors.setProducts}</span> : t('stock.form.setProductsHelp')}
      >
        <TextArea
          id="f-setProducts"
          name="setProducts"
          dir="ltr"
          fill
          value={values.setProducts}
          onChange={(e) => field('setProducts').onChange(e.target.value)}
        />
      </FormGroup>
      <FormGroup label=" " labelFor="f-showcase">
        <Checkbox
          id="f-showcase"
          name="showcase"
          checked={values.showcase === 'true'}
          label={t('stock.form.showcase')}
          onChange={(e) => field('showcase').onChange(e.currentTarget.checked ? 'true' : '')}
        />
      </FormGroup>
      {mode === 'edit' && card && <StockByWarehouse card={card} style={fullRow} />}
    </FormShell>
  );
}
