import { Button, Card, Checkbox, FormGroup, H3, HTMLSelect, NonIdealState, NumericInput, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { LABEL_LIMITS, LABEL_PAPERS, SYMBOLOGIES, type LabelDesign } from '../../../domain/print/labels';
import type { LabelDesignView } from '../../../domain/schemas/print-design';
import { useLabelDesign, useSaveLabelDesign } from '../../api/designs';
import { showNotice } from '../../api/errorBus';
import { useProducts } from '../../api/fetchProducts';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { LabelSheet, labelOf } from '../../print/LabelSheet';
import { fieldErrors } from '../common/listHelpers';

/** The preview fills one sheet with the company's first products, one label each: at most this many are read. */
const PREVIEW_PRODUCTS = 100;

const NUMBERS = ['rows', 'columns', 'marginMm', 'gapMm'] as const;

/**
 * /sistem/etiket: the label sheet's layout (rows × columns, margins), the barcode kind and what a label shows, previewed
 * on a sheet of the company's first products (a company without products is told so).
 */
export function LabelDesignPage({ path }: { path: string }) {
  const t = useT();
  const design = useLabelDesign();
  if (!design.data) return <Spinner size={32} />;
  return (
    <Card className="defter-page" data-route={path} data-testid="label-design">
      <H3 className="label-print-controls">{t('route.labelDesign')}</H3>
      <LabelDesignForm key={design.data.version} saved={design.data} />
    </Card>
  );
}

function LabelDesignForm({ saved }: { saved: LabelDesignView }) {
  const t = useT();
  const save = useSaveLabelDesign();
  const [draft, setDraft] = useState<LabelDesign>(() => {
    const { version: _v, ...d } = saved;
    return d;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<LabelDesign>) => setDraft((d) => ({ ...d, ...change }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { version: saved.version, ...draft },
      {
        onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('labels.saved'), timeout: 3000 }),
        onError: (err) => setErrors(fieldErrors(err)),
      },
    );
  };
  const fits = NUMBERS.every((k) => Number.isInteger(draft[k]) && draft[k] >= LABEL_LIMITS[k].min && draft[k] <= LABEL_LIMITS[k].max);
  const products = useProducts({ q: '', limit: PREVIEW_PRODUCTS, offset: 0 });
  const preview = (products.data?.items ?? []).slice(0, draft.rows * draft.columns).map(labelOf);
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="label-print-controls" data-testid="label-design-form">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <FormGroup label={t('labels.paper')} labelFor="f-paper">
            <HTMLSelect
              id="f-paper"
              name="paper"
              value={draft.paper}
              onChange={(e) => set({ paper: e.target.value as LabelDesign['paper'] })}
              options={[...LABEL_PAPERS]}
            />
          </FormGroup>
          {NUMBERS.map((k) => (
            <FormGroup
              key={k}
              label={t(`labels.${k}`)}
              labelFor={`f-${k}`}
              helperText={errors[k]}
              intent={errors[k] ? 'danger' : 'none'}
              style={{ width: 110 }}
            >
              <NumericInput
                id={`f-${k}`}
                name={k}
                fill
                value={draft[k]}
                min={LABEL_LIMITS[k].min}
                max={LABEL_LIMITS[k].max}
                onValueChange={(n) => set({ [k]: n })}
              />
            </FormGroup>
          ))}
          <FormGroup label={t('labels.symbology')} labelFor="f-symbology">
            <HTMLSelect
              id="f-symbology"
              name="symbology"
              value={draft.symbology}
              onChange={(e) => set({ symbology: e.target.value as LabelDesign['symbology'] })}
              options={SYMBOLOGIES.map((s) => ({ value: s, label: t(`labels.symbologies.${s}`) }))}
            />
          </FormGroup>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {(['showName', 'showPrice', 'showCode'] as const).map((k) => (
            <Checkbox key={k} name={k} label={t(`labels.${k}`)} checked={draft[k]} onChange={(e) => set({ [k]: (e.target as HTMLInputElement).checked })} />
          ))}
        </div>
        <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t('labels.save')} data-testid="label-design-save" />
          <Button icon="barcode" text={t('labels.printProducts')} onClick={() => navigate('/sistem/etiket/detay')} />
        </div>
      </form>
      {fits && products.data && preview.length > 0 && <LabelSheet design={draft} items={preview} />}
      {products.data && preview.length === 0 && (
        <div data-testid="label-preview-empty">
          <NonIdealState icon="barcode" title={t('labels.noProducts')} description={t('labels.noProductsHint')} />
        </div>
      )}
    </>
  );
}
