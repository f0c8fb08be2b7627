import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useRef, useState, type RefObject } from 'react';
import { useT } from '../../i18n/useT';
import { formatDecimal } from '../../../domain/format';

export interface EntryProduct {
  id: number;
  name: string;
  price: string;
}

/** A scanned code the till knows but may not sell (a second-hand copy sold already): its message is shown. */
export class ScanRefused extends Error {}

/** Where the till looks a product up: the whole code of a scan, or a name (an exact hit, or candidates). */
export interface ProductFinder<P extends EntryProduct> {
  byCode: (code: string) => Promise<P | null>;
  byText: (text: string) => Promise<{ exact: P | null; candidates: P[] }>;
}

interface Props<P extends EntryProduct> {
  /** test ids and class names: `pos-scan`, `tables-scan`, … */
  prefix: 'pos' | 'tables';
  scanRef: RefObject<HTMLInputElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  find: ProductFinder<P>;
  onAdd: (product: P) => void;
  /** `+` or `−` typed into the empty scan box */
  onStep?: (delta: 1 | -1) => void;
  /** a message of the screen's own, shown where "not found" is */
  message?: string | null;
}

interface Found<P> {
  text: string;
  list: P[];
}

/**
 * The scan box and the name search of the till and of a table's bill. The scan box reads its whole value on
 * Enter, so a scanner's fast keystrokes are never split or dropped. The name search (F2) shows its candidates
 * as the name is typed, the first one highlighted; the arrow keys move the highlight and Enter adds the
 * highlighted product (or the one the text names exactly), after which the scan box has the focus again.
 */
export function ProductEntry<P extends EntryProduct>({ prefix, scanRef, searchRef, disabled, find, onAdd, onStep, message }: Props<P>) {
  const t = useT();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found<P> | null>(null);
  const [highlight, setHighlight] = useState(0);
  const [notFound, setNotFound] = useState<string | null>(null);
  // the search asked last: an answer to an earlier text is dropped
  const asked = useRef('');

  const add = (p: P) => {
    setFound(null);
    setText('');
    setNotFound(null);
    asked.current = '';
    onAdd(p);
    scanRef.current?.focus();
  };
  const scan = async (code: string) => {
    if (!code.trim()) return;
    let exact: P | null;
    try {
      exact = await find.byCode(code);
    } catch (e) {
      if (!(e instanceof ScanRefused)) throw e;
      return setNotFound(e.message);
    }
    if (exact) add(exact);
    else setNotFound(t('pos.notFound', { code }));
  };
  /** The candidates of `value`: the exact hit alone when the text names one. */
  const lookUp = async (value: string): Promise<Found<P>> => {
    const r = await find.byText(value);
    return { text: value, list: r.exact ? [r.exact] : r.candidates };
  };
  const typed = (value: string) => {
    setText(value);
    setNotFound(null);
    asked.current = value;
    if (!value.trim()) return setFound(null);
    void lookUp(value).then((r) => {
      if (asked.current !== value) return;
      setFound(r);
      setHighlight(0);
    });
  };
  const enter = async () => {
    if (!text.trim()) return;
    const current = found?.text === text ? found : await lookUp(text);
    const pick = current.list[found?.text === text ? highlight : 0];
    if (pick) add(pick);
    else {
      setFound(current);
      setNotFound(t('pos.notFound', { code: text }));
    }
  };
  const candidates = found && found.text === text ? found.list : [];
  const notice = notFound ?? message ?? null;

  return (
    <>
      <InputGroup
        inputRef={scanRef}
        large
        leftIcon="barcode"
        data-testid={`${prefix}-scan`}
        placeholder={t('pos.scanPlaceholder')}
        aria-label={t('pos.scan')}
        disabled={disabled}
        onKeyDown={(e) => {
          const input = e.currentTarget;
          if (e.key === 'Enter') {
            e.preventDefault();
            const code = input.value;
            input.value = '';
            void scan(code);
          } else if (onStep && (e.key === '+' || e.key === '-') && input.value === '') {
            e.preventDefault();
            onStep(e.key === '+' ? 1 : -1);
          }
        }}
      />
      <InputGroup
        inputRef={searchRef}
        leftIcon="search"
        data-testid={`${prefix}-search`}
        placeholder={t('pos.searchPlaceholder')}
        aria-label={t('pos.search')}
        disabled={disabled}
        value={text}
        role="combobox"
        aria-expanded={candidates.length > 0}
        aria-controls={`${prefix}-candidates`}
        onChange={(e) => typed(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void enter();
          } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && candidates.length > 0) {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setHighlight((h) => (h + step + candidates.length) % candidates.length);
          } else if (e.key === 'Escape' && text) {
            // the first Escape clears the search; the next one is the till's (cancel the sale)
            e.stopPropagation();
            e.nativeEvent.stopImmediatePropagation();
            typed('');
          }
        }}
      />
      {candidates.length > 0 && (
        <div className={`${prefix}-candidates`} id={`${prefix}-candidates`} role="listbox" data-testid={`${prefix}-candidates`}>
          {candidates.map((p, i) => (
            <Button
              key={p.id}
              variant="minimal"
              role="option"
              aria-selected={i === highlight}
              active={i === highlight}
              data-testid={`${prefix}-candidate-${p.id}`}
              data-highlighted={i === highlight}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(p)}
            >
              {p.name} — {formatDecimal(p.price, 2)}
            </Button>
          ))}
        </div>
      )}
      {notice && (
        <Callout intent="warning" data-testid={`${prefix}-notice`}>
          {notice}
        </Callout>
      )}
    </>
  );
}
