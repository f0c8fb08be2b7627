import { Button, Card, Checkbox, FormGroup, H3, HTMLSelect, NumericInput, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { LABEL_LIMITS, LABEL_PAPERS, SYMBOLOGIES, type LabelDesign } from '../../../domain/print/labels';
import type { LabelDesignView } from '../../../domain/schemas/print-design';
import { useLabelDesign, useSaveLabelDesign } from '../../api/designs';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { LabelSheet, type LabelItem } from '../../print/LabelSheet';
import { fieldErrors } from '../common/listHelpers';

/** A book with an ISBN, a product with a shop code: the preview shows how both kinds of code print. */
const SAMPLES: readonly LabelItem[] = [
  { code: '9789750718533', name: 'Çalıkuşu', price: '185.00' },
  { code: 'KRT-0042', name: 'Ajanda 2027', price: '95.50' },
];

const NUMBERS = ['rows', 'columns', 'marginMm', 'gapMm'] as const;

/** /sistem/etiket: the label sheet's layout (rows × columns, margins), the barcode kind and what a label shows, with a sheet of samples. */
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
  const preview = Array.from({ length: draft.rows * draft.columns }, (_, i) => SAMPLES[i % SAMPLES.length]!);
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
      {fits && <LabelSheet design={draft} items={preview} />}
    </>
  );
}
