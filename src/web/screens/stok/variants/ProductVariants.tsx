import { Button, Callout, Card, Checkbox, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import type { Product } from '../../../../domain/schemas/products';
import type { ModelVariants } from '../../../../domain/schemas/variants';
import { formatQuantity } from '../../../../domain/format';
import { useDimensions, useGenerateVariants, useModelVariants } from '../../../api/variants';
import { useT } from '../../../i18n/useT';
import { formErrors } from '../../common/listHelpers';
import { VariantTable } from './VariantTable';

/**
 * The model card's Variants section (issue #29): the values to make variants of in each dimension of Sistem → Varyant
 * (one product per combination, coded MODEL-VALUE-VALUE, with a generated EAN-13 unless told not to), then each variant's
 * barcode, price and shelf, its stock, and the model's stock over them. A variant's own card names its model instead.
 */
export function ProductVariants({ card }: { card: Product }) {
  const t = useT();
  if (card.parentProductId !== null)
    return (
      <Card className="defter-page" data-testid="variant-of">
        <H5>{t('variants.section')}</H5>
        <p>
          {t('variants.variantOf')}{' '}
          <a href={`#/stok/duzen/${card.parentProductId}`}>{card.variantValues.map((v) => `${v.dimension}: ${v.value}`).join(', ')}</a>
        </p>
      </Card>
    );
  return <ModelSection card={card} />;
}

function ModelSection({ card }: { card: Product }) {
  const t = useT();
  const variants = useModelVariants(card.id);
  const dimensions = useDimensions();
  if (!variants.data || !dimensions.data) return null;
  return (
    <Card className="defter-page" data-testid="product-variants">
      <H5>{t('variants.section')}</H5>
      <Generator modelId={card.id} current={variants.data} />
      {variants.data.items.length > 0 && (
        <>
          <VariantTable modelId={card.id} variants={variants.data} />
          <p data-testid="variant-model-stock">
            {t('variants.modelStock')}: <strong dir="ltr">{formatQuantity(variants.data.model.stockQuantity)}</strong>
          </p>
        </>
      )}
    </Card>
  );
}

/** Ticks the values to make variants of; a model that has variants keeps its dimensions and may add values to them. */
function Generator({ modelId, current }: { modelId: number; current: ModelVariants }) {
  const t = useT();
  const dimensions = useDimensions().data ?? [];
  const generate = useGenerateVariants(modelId);
  const had = new Set(current.items.flatMap((v) => v.values.map((x) => x.valueId)));
  const fixed = new Set(current.items.flatMap((v) => v.values.map((x) => x.dimensionId)));
  const [chosen, setChosen] = useState<Set<number>>(had);
  const [barcodes, setBarcodes] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const offered = fixed.size ? dimensions.filter((d) => fixed.has(d.id)) : dimensions;
  if (dimensions.length === 0) return <Callout data-testid="variants-no-dimensions">{t('variants.noDimensions')}</Callout>;

  const toggle = (id: number, on: boolean) => setChosen((s) => new Set([...s].filter((x) => x !== id).concat(on ? [id] : [])));
  const run = () => {
    setError(null);
    const dims = offered
      .map((d) => ({ dimensionId: d.id, valueIds: d.values.filter((v) => chosen.has(v.id)).map((v) => v.id) }))
      .filter((d) => d.valueIds.length > 0);
    generate
      .mutateAsync({ dimensions: dims, barcodes })
      .catch((err: unknown) => setError(Object.values(formErrors(err)).join(' ') || t('variants.generateFailed')));
  };
  return (
    <div data-testid="variant-generator">
      <p>{t('variants.generateNote')}</p>
      {offered.map((d) => (
        <fieldset key={d.id} data-dimension={d.name} style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
          <legend>
            <strong>{d.name}</strong>
          </legend>
          {d.values.map((v) => (
            <Checkbox
              key={v.id}
              inline
              label={v.name}
              data-testid={`variant-value-${v.id}`}
              checked={chosen.has(v.id)}
              disabled={had.has(v.id)}
              onChange={(e) => toggle(v.id, e.currentTarget.checked)}
            />
          ))}
        </fieldset>
      ))}
      <Checkbox label={t('variants.generateBarcodes')} checked={barcodes} onChange={(e) => setBarcodes(e.currentTarget.checked)} />
      {error && (
        <Callout intent="danger" data-testid="variant-generate-error">
          {error}
        </Callout>
      )}
      <Button icon="add" intent="primary" text={t('variants.generate')} data-testid="variant-generate" loading={generate.isPending} onClick={run} />
    </div>
  );
}
