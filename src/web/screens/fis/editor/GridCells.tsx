import { HTMLSelect } from '@blueprintjs/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { VAT_RATES } from '../../../../domain/money/totals';
import type { Product } from '../../../../domain/schemas/products';
import { caretAt, navMoveOf, type NavMove } from './gridKeys';
import { formatDecimal, readAmount } from '../../../../domain/format';

interface CellBase {
  row: number;
  col: string;
  readOnly: boolean;
  rtl: boolean;
  label: string;
  onNav: (row: number, col: string, move: NavMove) => void;
  onError: (messageKey: string | null) => void;
}

const inputClass = 'bp6-input bp6-small receipt-cell-input';

/** A quantity, price, multiplier or discount: typed tr-TR, committed as a decimal string on Enter or leaving the cell. */
export function AmountCell(p: CellBase & { value: string; minDecimals: number; onCommit: (value: string) => void }) {
  const [text, setText] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const shown = text ?? formatDecimal(p.value, p.minDecimals);

  const commit = (): boolean => {
    if (text === null) return true;
    const r = readAmount(text);
    if (!r.ok) {
      setBad(true);
      p.onError(r.messageKey);
      return false;
    }
    setBad(false);
    p.onError(null);
    setText(null);
    if (r.value !== p.value) p.onCommit(r.value);
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setText(null);
      setBad(false);
      p.onError(null);
      return;
    }
    const { atStart, atEnd } = caretAt(e.currentTarget);
    const move = navMoveOf(e, p.rtl, atStart, atEnd);
    if (!move) return;
    e.preventDefault();
    if (commit()) p.onNav(p.row, p.col, move);
  };

  return (
    <input
      className={`${inputClass}${bad ? ' bp6-intent-danger' : ''}`}
      data-cell={`${p.row}:${p.col}`}
      aria-label={p.label}
      aria-invalid={bad || undefined}
      dir="ltr"
      inputMode="decimal"
      readOnly={p.readOnly}
      value={shown}
      onFocus={(e) => e.currentTarget.select()}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => commit()}
      onKeyDown={onKeyDown}
    />
  );
}

export function VatCell(p: CellBase & { value: number; onCommit: (value: number) => void }) {
  return (
    <HTMLSelect
      minimal
      className="receipt-cell-select"
      data-cell={`${p.row}:${p.col}`}
      aria-label={p.label}
      disabled={p.readOnly}
      value={String(p.value)}
      onChange={(e) => p.onCommit(Number(e.target.value))}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        p.onNav(p.row, p.col, e.shiftKey ? 'prev' : 'next');
      }}
      options={VAT_RATES.map((r) => ({ value: String(r), label: `%${r}` }))}
    />
  );
}

/**
 * The barcode / ISBN / code cell: Enter looks the product up (exact match first); several candidates
 * open a short list chosen with the arrows and Enter.
 */
export function ProductCell(
  p: CellBase & {
    value: string;
    productId: number | null;
    lookup: (text: string) => Promise<{ exact: Product | null; candidates: Product[] }>;
    onPick: (product: Product) => void;
    notFoundKey: string;
  },
) {
  const [text, setText] = useState<string | null>(null);
  const [candidates, setCandidates] = useState<Product[]>([]);
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const shown = text ?? p.value;

  const pick = (product: Product) => {
    // the lookup ends outside a key event: render the filled line now, so the next cell shows its value when focused
    flushSync(() => {
      setCandidates([]);
      setText(null);
      p.onError(null);
      p.onPick(product);
    });
    p.onNav(p.row, p.col, 'next');
  };

  const search = async () => {
    const typed = (text ?? p.value).trim();
    if (typed === '' || (text === null && p.productId !== null) || (p.productId !== null && typed === p.value)) {
      setText(null);
      p.onNav(p.row, p.col, 'next');
      return;
    }
    setBusy(true);
    try {
      const found = await p.lookup(typed);
      if (found.exact) pick(found.exact);
      else if (found.candidates.length > 0) {
        setCandidates(found.candidates);
        setActive(0);
      } else p.onError(p.notFoundKey);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (candidates.length > 0) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : candidates.length - 1)) % candidates.length);
        return;
      }
      if (e.key === 'Enter') {
        e.preventDefault();
        pick(candidates[active]!);
        return;
      }
      if (e.key === 'Escape') {
        setCandidates([]);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      if (!p.readOnly) void search();
      else p.onNav(p.row, p.col, 'next');
      return;
    }
    const { atStart, atEnd } = caretAt(e.currentTarget);
    const move = navMoveOf(e, p.rtl, atStart, atEnd);
    if (move) {
      e.preventDefault();
      p.onNav(p.row, p.col, move);
    }
  };

  return (
    <div className="receipt-product-cell">
      <input
        className={`${inputClass}${busy ? ' receipt-cell-busy' : ''}`}
        data-cell={`${p.row}:${p.col}`}
        aria-label={p.label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={candidates.length > 0}
        aria-controls={candidates.length > 0 ? listId : undefined}
        aria-activedescendant={candidates.length > 0 ? `${listId}-${active}` : undefined}
        dir="ltr"
        readOnly={p.readOnly}
        value={shown}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTimeout(() => setCandidates([]), 150)}
        onKeyDown={onKeyDown}
      />
      {candidates.length > 0 && (
        <ul className="bp6-menu bp6-elevation-2 receipt-candidates" role="listbox" id={listId} data-testid="product-candidates">
          {candidates.map((c, i) => (
            <li key={c.id} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
              <a className={`bp6-menu-item${i === active ? ' bp6-active' : ''}`} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(c)}>
                <span className="bp6-text-overflow-ellipsis bp6-fill">{c.name}</span>
                <span className="bp6-menu-item-label" dir="ltr">
                  {c.barcode || c.code}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
