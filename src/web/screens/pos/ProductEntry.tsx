import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useState, type RefObject } from 'react';
import { useT } from '../../i18n/useT';
import { formatDecimal } from '../../../domain/format';

export interface EntryProduct {
  id: number;
  name: string;
  price: string;
}

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

/**
 * The scan box and the name search of the till and of a table's bill. The scan box reads its whole value on
 * Enter, so a scanner's fast keystrokes are never split or dropped.
 */
export function ProductEntry<P extends EntryProduct>({ prefix, scanRef, searchRef, disabled, find, onAdd, onStep, message }: Props<P>) {
  const t = useT();
  const [candidates, setCandidates] = useState<P[]>([]);
  const [notFound, setNotFound] = useState<string | null>(null);

  const add = (p: P) => {
    setCandidates([]);
    setNotFound(null);
    onAdd(p);
  };
  const scan = async (code: string) => {
    if (!code.trim()) return;
    const exact = await find.byCode(code);
    if (exact) add(exact);
    else setNotFound(t('pos.notFound', { code }));
  };
  const search = async (text: string) => {
    if (!text.trim()) return;
    const found = await find.byText(text);
    setCandidates(found.exact ? [found.exact] : found.candidates);
    if (!found.exact && found.candidates.length === 0) setNotFound(t('pos.notFound', { code: text }));
  };
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
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void search(e.currentTarget.value);
          }
        }}
      />
      {candidates.length > 0 && (
        <div className={`${prefix}-candidates`} data-testid={`${prefix}-candidates`}>
          {candidates.map((p) => (
            <Button key={p.id} minimal data-testid={`${prefix}-candidate-${p.id}`} onClick={() => add(p)}>
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
