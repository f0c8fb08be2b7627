import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { formatMoney } from '../../../domain/format';
import type { Product } from '../../../domain/schemas/products';
import { useProducts } from '../../api/fetchProducts';

interface Props {
  /** test id of the box; each candidate is `<testId>-<product id>` */
  testId: string;
  label: string;
  placeholder: string;
  onPick: (p: Product) => void;
  autoFocus?: boolean;
}

/** A product found by name, code, barcode or ISBN as it is typed; Enter takes the one named exactly, else the first. */
export function ProductFinder({ testId, label, placeholder, onPick, autoFocus }: Props) {
  const [q, setQ] = useState('');
  const found = useProducts({ q: q.trim(), limit: 6, offset: 0 });
  const items = q.trim() === '' ? [] : (found.data?.items ?? []);
  const pick = (p: Product) => {
    onPick(p);
    setQ('');
  };
  return (
    <div>
      <InputGroup
        autoFocus={autoFocus}
        leftIcon="search"
        placeholder={placeholder}
        aria-label={label}
        value={q}
        data-testid={testId}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => {
          const typed = q.trim().toLocaleLowerCase('tr');
          const exact = items.find((p) => [p.code, p.barcode, p.isbn, p.name].some((v) => v?.toLocaleLowerCase('tr') === typed));
          if (e.key === 'Enter' && (exact ?? items[0])) {
            e.preventDefault();
            pick(exact ?? items[0]!);
          }
        }}
      />
      {items.map((p) => (
        <Button key={p.id} variant="minimal" icon="add" data-testid={`${testId}-${p.id}`} onClick={() => pick(p)}>
          {p.code} — {p.name} ({formatMoney(p.price)})
        </Button>
      ))}
    </div>
  );
}
