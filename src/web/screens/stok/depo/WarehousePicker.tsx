import { HTMLSelect } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useWarehouses } from '../../../api/fetchWarehouses';
import { useT } from '../../../i18n/useT';

/** The warehouse a depot page works in; the first one until another is chosen. */
export function WarehousePicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const t = useT();
  const warehouses = useWarehouses().data;
  useEffect(() => {
    if (value === null && warehouses?.[0]) onChange(warehouses[0].id);
  }, [value, warehouses, onChange]);
  return (
    <HTMLSelect
      fill
      aria-label={t('depot.warehouse')}
      value={value ?? ''}
      data-testid="depot-warehouse"
      onChange={(e) => onChange(Number(e.target.value))}
      options={(warehouses ?? []).map((w) => ({ value: w.id, label: w.name }))}
    />
  );
}
