import { Button, Card, Checkbox, FormGroup, H3, H4, HTMLSelect, NumericInput, Spinner, TextArea } from '@blueprintjs/core';
import { useMemo, useState, type FormEvent } from 'react';
import {
  ORIENTATIONS,
  PAPERS,
  PRINT_COLUMNS,
  PRINT_FIELDS,
  PRINT_FONTS,
  FONT_STACKS,
  REQUIRED_COLUMNS,
  pageSize,
  paperMm,
  type PrintDesign,
} from '../../../domain/print/design';
import type { PrintDesignView } from '../../../domain/schemas/print-design';
import { usePrintDesign, useSavePrintDesign } from '../../api/designs';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../common/listHelpers';
import { sampleDocument, sampleTotals } from '../../print/designSample';
import { PrintSheet } from '../../print/PrintSheet';
import './printDesign.css';

const COLUMN_TITLES: Record<(typeof PRINT_COLUMNS)[number], string> = {
  code: 'receiptEditor.col.code',
  name: 'receiptEditor.col.name',
  quantity: 'receiptEditor.col.quantity',
  unit: 'receiptEditor.col.unit',
  unitPrice: 'receiptEditor.col.unitPrice',
  discount: 'receiptEditor.col.discount',
  vat: 'receiptEditor.col.vat',
  total: 'receiptEditor.col.total',
};

/**
 * /sistem/tasarim: how the company's documents print. The preview beside the form is the print sheet itself on a
 * paper of the chosen size, and its print button prints that preview, so what is seen is what prints.
 */
export function PrintDesignPage({ path }: { path: string }) {
  const t = useT();
  const design = usePrintDesign();
  if (!design.data) return <Spinner size={32} />;
  return (
    <Card className="defter-page" data-route={path} data-testid="print-design">
      <H3 className="print-design-form">{t('route.printDesign')}</H3>
      <DesignForm key={design.data.version} saved={design.data} />
    </Card>
  );
}

function DesignForm({ saved }: { saved: PrintDesignView }) {
  const t = useT();
  const save = useSavePrintDesign();
  const [draft, setDraft] = useState<PrintDesign>(() => {
    const { version: _v, ...d } = saved;
    return d;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sample = useMemo(sampleDocument, []);
  const totals = useMemo(() => sampleTotals(sample.lines), [sample]);
  const set = (change: Partial<PrintDesign>) => setDraft((d) => ({ ...d, ...change }));
  const toggle = <T extends string>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((x) => x !== item));
  const size = paperMm(draft);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { version: saved.version, ...draft },
      {
        onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('printDesign.saved'), timeout: 3000 }),
        onError: (err) => setErrors(fieldErrors(err)),
      },
    );
  };
  const error = (field: string) => (errors[field] ? { helperText: errors[field], intent: 'danger' as const } : {});

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <form onSubmit={onSubmit} noValidate className="print-design-form" style={{ flex: '1 1 280px', maxWidth: 420 }} data-testid="print-design-form">
        <FormGroup label={t('printDesign.paper')} labelFor="f-paper" {...error('paper')}>
          <HTMLSelect id="f-paper" name="paper" fill value={draft.paper} onChange={(e) => set({ paper: e.target.value as PrintDesign['paper'] })}>
            {PAPERS.map((p) => (
              <option key={p} value={p}>
                {p === 'custom' ? t('printDesign.custom') : p}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {draft.paper === 'custom' ? (
          <div style={{ display: 'flex', gap: 8 }}>
            {(['widthMm', 'heightMm'] as const).map((side) => (
              <FormGroup key={side} label={t(`printDesign.${side}`)} labelFor={`f-${side}`} {...error(side)}>
                <NumericInput
                  id={`f-${side}`}
                  name={side}
                  fill
                  min={0}
                  value={draft[side] ?? ''}
                  onValueChange={(n) => set({ [side]: Number.isFinite(n) ? n : null })}
                  buttonPosition="none"
                />
              </FormGroup>
            ))}
          </div>
        ) : (
          <FormGroup label={t('printDesign.orientation')} labelFor="f-orientation">
            <HTMLSelect
              id="f-orientation"
              name="orientation"
              fill
              value={draft.orientation}
              onChange={(e) => set({ orientation: e.target.value as PrintDesign['orientation'] })}
            >
              {ORIENTATIONS.map((o) => (
                <option key={o} value={o}>
                  {t(`printDesign.${o}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        <div style={{ display: 'flex', gap: 8 }}>
          <FormGroup label={t('printDesign.font')} labelFor="f-font" style={{ flex: 2 }}>
            <HTMLSelect id="f-font" name="font" fill value={draft.font} onChange={(e) => set({ font: e.target.value as PrintDesign['font'] })}>
              {PRINT_FONTS.map((f) => (
                <option key={f} value={f} style={{ fontFamily: FONT_STACKS[f] }}>
                  {f}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('printDesign.fontSize')} labelFor="f-fontSizePt" style={{ flex: 1 }} {...error('fontSizePt')}>
            <NumericInput id="f-fontSizePt" name="fontSizePt" fill value={draft.fontSizePt} onValueChange={(n) => set({ fontSizePt: n })} min={7} max={14} />
          </FormGroup>
        </div>
        <H4>{t('printDesign.fields')}</H4>
        {PRINT_FIELDS.map((f) => (
          <Checkbox
            key={f}
            name={`field-${f}`}
            label={t(`printDesign.field.${f}`)}
            checked={!draft.hiddenFields.includes(f)}
            onChange={(e) => set({ hiddenFields: toggle(draft.hiddenFields, f, !(e.target as HTMLInputElement).checked) })}
          />
        ))}
        <H4>{t('printDesign.columns')}</H4>
        {errors.columns && <p className="bp6-text-small bp6-intent-danger">{errors.columns}</p>}
        {PRINT_COLUMNS.map((c) => (
          <Checkbox
            key={c}
            name={`column-${c}`}
            label={t(COLUMN_TITLES[c])}
            disabled={REQUIRED_COLUMNS.includes(c)}
            checked={draft.columns.includes(c)}
            onChange={(e) => set({ columns: toggle(draft.columns, c, (e.target as HTMLInputElement).checked) })}
          />
        ))}
        {(['headerText', 'footerText'] as const).map((field) => (
          <FormGroup key={field} label={t(`printDesign.${field}`)} labelFor={`f-${field}`} {...error(field)}>
            <TextArea id={`f-${field}`} name={field} fill value={draft[field]} onChange={(e) => set({ [field]: e.target.value })} />
          </FormGroup>
        ))}
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t('printDesign.save')} data-testid="print-design-save" />
          <Button icon="print" text={t('printDesign.print')} onClick={() => window.print()} data-testid="print-design-print" />
        </div>
      </form>
      <div className="print-design-frame" style={{ flex: '2 1 320px' }} data-testid="print-design-preview" data-size={pageSize(draft)}>
        <style>{`@page { size: ${pageSize(draft)}; margin: 12mm; }`}</style>
        <div className="print-design-paper" style={{ width: `${size.width}mm`, minHeight: `${size.height}mm` }}>
          <PrintSheet
            title={t('documentTypes.salesInvoice')}
            number="ORN2026000000001"
            status="completed"
            header={sample.header}
            lines={sample.lines}
            withLines
            totals={totals}
            design={draft}
          />
        </div>
      </div>
    </div>
  );
}
