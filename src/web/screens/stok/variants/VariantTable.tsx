import { Button, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { ModelVariants } from '../../../../domain/schemas/variants';
import { formatQuantity } from '../../../../domain/format';
import { showNotice } from '../../../api/errorBus';
import { useLocations } from '../../../api/fetchLocations';
import { useSaveVariants } from '../../../api/variants';
import { useT } from '../../../i18n/useT';
import { formErrors } from '../../common/listHelpers';

interface Row {
  id: number;
  barcode: string;
  price: string;
  locationId: string;
}

const rowOf = (v: ModelVariants['items'][number]): Row => ({ id: v.id, barcode: v.barcode ?? '', price: v.price, locationId: String(v.locationId) });

/** Each variant's barcode, price and shelf, saved together (PUT /api/products/{id}/variants); a 422 shows under its cell. */
export function VariantTable({ modelId, variants }: { modelId: number; variants: ModelVariants }) {
  const t = useT();
  const locations = useLocations().data ?? [];
  const save = useSaveVariants(modelId);
  const [rows, setRows] = useState<Row[]>(() => variants.items.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // new variants made meanwhile join the table as they come
  const shown = variants.items.map((v) => rows.find((r) => r.id === v.id) ?? rowOf(v));
  const set = (id: number, field: keyof Omit<Row, 'id'>, value: string) => setRows(shown.map((r) => (r.id === id ? { ...r, [field]: value } : r)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutateAsync(shown.map((r) => ({ id: r.id, barcode: r.barcode.trim() || null, price: r.price, locationId: Number(r.locationId) }))).then(
      (saved) => {
        // the table shows what was stored (12,5 becomes 12.50)
        setRows(saved.items.map(rowOf));
        showNotice({ kind: 'toast', intent: 'success', message: t('variants.saved'), timeout: 3000 });
      },
      (err: unknown) => setErrors(formErrors(err)),
    );
  };
  const cellError = (i: number, field: string) => {
    const message = errors[`items.${i}.${field}`];
    return message ? (
      <div className="bp6-text-small bp6-intent-danger" style={{ color: 'var(--defter-danger, #c23030)' }} data-testid={`variant-error-${i}-${field}`}>
        {message}
      </div>
    ) : null;
  };

  return (
    <form onSubmit={submit} data-testid="variant-table" style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('variants.code')}</th>
            <th>{t('variants.values')}</th>
            <th>{t('variants.barcode')}</th>
            <th>{t('variants.price')}</th>
            <th>{t('variants.shelf')}</th>
            <th style={{ textAlign: 'end' }}>{t('variants.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {variants.items.map((v, i) => {
            const r = shown[i]!;
            return (
              <tr key={v.id} data-code={v.code}>
                <td dir="ltr">{v.code}</td>
                <td>{v.values.map((x) => x.value).join(' / ')}</td>
                <td>
                  <InputGroup
                    aria-label={`${t('variants.barcode')} ${v.code}`}
                    data-testid={`variant-barcode-${i}`}
                    dir="ltr"
                    inputMode="numeric"
                    value={r.barcode}
                    onChange={(e) => set(v.id, 'barcode', e.target.value)}
                  />
                  {cellError(i, 'barcode')}
                </td>
                <td>
                  <InputGroup
                    aria-label={`${t('variants.price')} ${v.code}`}
                    data-testid={`variant-price-${i}`}
                    dir="ltr"
                    inputMode="decimal"
                    value={r.price}
                    onChange={(e) => set(v.id, 'price', e.target.value)}
                  />
                  {cellError(i, 'price')}
                </td>
                <td>
                  <HTMLSelect
                    aria-label={`${t('variants.shelf')} ${v.code}`}
                    value={r.locationId}
                    onChange={(e) => set(v.id, 'locationId', e.target.value)}
                    options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
                  />
                  {cellError(i, 'locationId')}
                </td>
                <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }} dir="ltr">
                  {formatQuantity(v.stockQuantity)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Button type="submit" intent="primary" icon="floppy-disk" text={t('variants.save')} data-testid="variant-save" loading={save.isPending} />
    </form>
  );
}
