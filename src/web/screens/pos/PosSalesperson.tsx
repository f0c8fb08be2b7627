import { HTMLSelect } from '@blueprintjs/core';
import type { KeyboardEvent, RefObject } from 'react';
import { useSalespersonChoices } from '../../api/commissions';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import type { OfflineDb } from '../../offline/offlineDb';
import { useKeptFact } from '../../offline/tillFacts';

interface Props {
  db: OfflineDb | null;
  selectRef: RefObject<HTMLSelectElement | null>;
  /** the salesperson chosen; null: the cashier */
  value: number | null;
  disabled: boolean;
  onChange: (salespersonId: number | null) => void;
  /** Enter or Escape on the choice: back to the scan box */
  onDone: () => void;
}

/**
 * Who is credited with the sale (/komisyon): the cashier, unless another salesperson (a colleague or an outside
 * representative) is chosen. Keyboard first: F7 focuses it, the arrow keys choose, Enter goes back to the scan box.
 * Shown only when the company has a salesperson other than the cashier's own.
 */
export function PosSalesperson({ db, selectRef, value, disabled, onChange, onDone }: Props) {
  const t = useT();
  const userId = useUiSettings().data?.authorizedUser.id;
  // the cashier's own salesperson is the cashier: chosen by choosing no one
  // the list as last read, kept for a till reloaded offline
  const others = (useKeptFact(db, 'salespeople', useSalespersonChoices().data).value ?? []).filter((s) => s.userId !== userId);
  if (others.length === 0) return null;
  const key = (e: KeyboardEvent<HTMLSelectElement>) => {
    if (e.key !== 'Enter' && e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    onDone();
  };
  return (
    <label className="pos-salesperson" style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '8px 0' }}>
      <span>
        <kbd>F7</kbd> {t('pos.salesperson')}
      </span>
      <HTMLSelect
        ref={selectRef}
        data-testid="pos-salesperson"
        disabled={disabled}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        onKeyDown={key}
        options={[{ value: '', label: t('pos.salespersonSelf') }, ...others.map((s) => ({ value: String(s.id), label: s.name }))]}
      />
    </label>
  );
}
