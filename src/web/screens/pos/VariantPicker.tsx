import { Button, Callout, Dialog, DialogBody, DialogFooter, Radio, RadioGroup } from '@blueprintjs/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { pickerDimensions, variantFor, type VariantChoice } from '../../../domain/variants/picker';
import { useT } from '../../i18n/useT';

interface Props {
  model: { name: string; variantChoices: VariantChoice[] };
  onPick: (variantId: number) => void;
  onClose: () => void;
}

/**
 * A model scanned or picked at the till is not sold itself: this asks which of its variants, one value per dimension
 * (size, colour …). Keyboard first: each dimension is a radio group (arrow keys move within it, Tab to the next), the
 * first value of each is chosen to start with, and Enter adds the variant chosen.
 */
export function VariantPicker({ model, onPick, onClose }: Props) {
  const t = useT();
  const dimensions = pickerDimensions(model.variantChoices);
  const [chosen, setChosen] = useState(() => new Map(dimensions.map((d) => [d.id, d.values[0]!.id])));
  const variant = variantFor(model.variantChoices, chosen);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (variant !== null) onPick(variant);
  };
  // Enter on a radio does not submit a form by itself
  const enter = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement) submit(e);
  };
  return (
    <Dialog isOpen title={t('pos.variantPickTitle', { name: model.name })} onClose={onClose} shouldReturnFocusOnClose={false}>
      <form onSubmit={submit} onKeyDown={enter} data-testid="pos-variant-picker">
        <DialogBody>
          {dimensions.map((d, i) => (
            <RadioGroup
              key={d.id}
              inline
              label={d.name}
              name={`variant-dimension-${d.id}`}
              selectedValue={chosen.get(d.id)}
              onChange={(e) => setChosen(new Map(chosen).set(d.id, Number(e.currentTarget.value)))}
            >
              {d.values.map((v, j) => (
                <Radio key={v.id} value={v.id} label={v.name} data-testid={`pos-variant-value-${v.id}`} autoFocus={i === 0 && j === 0} />
              ))}
            </RadioGroup>
          ))}
          {variant === null && (
            <Callout intent="warning" data-testid="pos-variant-none">
              {t('pos.variantNone')}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('pos.variantCancel')}</Button>
              <Button type="submit" intent="primary" disabled={variant === null} data-testid="pos-variant-add" text={t('pos.variantAdd')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
