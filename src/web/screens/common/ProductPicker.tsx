import { FormGroup, MenuItem, Spinner } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useEffect, useState } from 'react';
import type { Product } from '../../../domain/schemas/products';
import { useProduct } from '../../api/fetchProduct';
import { useProducts } from '../../api/fetchProducts';
import { useT } from '../../i18n/useT';
import { freshItems } from './freshItems';

interface Props {
  label: string;
  /** the chosen product's id, '' for none */
  value: string;
  onChange: (id: string) => void;
  required?: boolean;
}

/** A product chosen by typing part of its name, code or barcode (GET /api/products?q=), for a list's filter. */
const INPUT_ID = 'f-productId';

export function ProductPicker({ label, value, onChange, required }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const products = useProducts({ q: search, limit: 20, offset: 0 });
  const chosen = useProduct(value ? Number(value) : null);
  useEffect(() => {
    if (!value) setSearch('');
  }, [value]);
  const render: ItemRenderer<Product> = (p, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={p.id}
        ref={ref}
        active={modifiers.active}
        text={p.name}
        label={p.code ?? undefined}
        onClick={handleClick}
        onFocus={handleFocus}
        data-testid="productId-option"
        data-id={p.id}
        roleStructure="listoption"
      />
    ) : null;
  return (
    <FormGroup label={label} labelFor={INPUT_ID} labelInfo={required ? '*' : undefined} style={{ minWidth: 0, margin: 0 }}>
      <Suggest<Product>
        items={freshItems(products)}
        itemRenderer={render}
        itemsEqual="id"
        inputValueRenderer={(p) => (p.code ? `${p.name} (${p.code})` : p.name)}
        selectedItem={value && chosen.data ? chosen.data : null}
        onItemSelect={(p) => onChange(String(p.id))}
        query={search}
        onQueryChange={setSearch}
        resetOnQuery={false}
        noResults={<MenuItem disabled text={products.isFetching ? <Spinner size={16} /> : t('lists.noProducts')} roleStructure="listoption" />}
        fill
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={{ id: INPUT_ID, name: 'productId', placeholder: t('lists.productPick'), 'data-testid': 'picker-productId' } as never}
      />
    </FormGroup>
  );
}
