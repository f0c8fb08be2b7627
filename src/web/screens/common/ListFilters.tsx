import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { ListFilter } from '../../../../machines/descriptor';
import { listFilterParams } from '../../../../machines/list-filters';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { useT } from '../../i18n/useT';
import { useHashSearch, usePath } from '../../routes/hashLocation';
import { AccountPicker } from './AccountPicker';
import { DateRangeFields } from './DateRangeFields';
import { useDebounced } from './listHelpers';

/** The values of a list's filters by query parameter, '' for none. */
export type ListFilterState = Readonly<Record<string, string>>;

const emptyState = (filters: readonly ListFilter[]): ListFilterState => Object.fromEntries(filters.flatMap(listFilterParams).map((k) => [k, '']));

/**
 * The state of a family's list filters (its descriptor's `filters`): what a link gives in the hash while the page is
 * shown (the dashboard's card), the query to ask (a word after a pause, nothing while a date range is the wrong way
 * round) and the message of that range.
 */
export function useListFilters(filters: readonly ListFilter[], path: string) {
  const t = useT();
  const [values, setValues] = useState(() => emptyState(filters));
  const current = usePath();
  const hash = useHashSearch();
  useEffect(() => {
    if (current !== path || !hash) return;
    const given = new URLSearchParams(hash);
    const picked = filters.flatMap(listFilterParams).filter((k) => given.has(k));
    if (picked.length) setValues((v) => ({ ...v, ...Object.fromEntries(picked.map((k) => [k, given.get(k)!])) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters are the family's, fixed; a new hash is what counts
  }, [current, hash, path]);
  const query = useDebounced(values, 300);
  const wrongRange = filters.find((f) => f.kind === 'dateRange' && !dateRangeInOrder(values[f.from], values[f.to]));
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v.trim() !== ''));
  return { values, setValues, params: wrongRange ? null : params.toString(), dateError: wrongRange ? t(DATE_ORDER_MESSAGE) : undefined };
}

interface Props {
  filters: readonly ListFilter[];
  values: ListFilterState;
  onChange(values: ListFilterState): void;
  /** the fields' ids and test ids (`<prefix>-<parameter>`, the word's `<prefix>-search`), unique on the page */
  idPrefix: string;
  /** the message under a date range's second date (the wrong order) */
  dateError?: string;
}

/** A family's list filters as its descriptor declares them: statuses and type groups in its words, a date range, an account, a word. */
export function ListFilters({ filters, values, onChange, idPrefix, dateError }: Props) {
  const t = useT();
  const set = (key: string, value: string) => onChange({ ...values, [key]: value });
  return (
    <div className="defter-filter-row" data-testid={`${idPrefix}-filters`}>
      {filters.map((f) => {
        const id = `${idPrefix}-${f.key}`;
        switch (f.kind) {
          case 'text':
            return (
              <FormGroup key={f.key} label={t(f.titleKey)} labelFor={id}>
                <InputGroup
                  id={id}
                  type="search"
                  leftIcon="search"
                  placeholder={t(f.titleKey)}
                  value={values[f.key]}
                  onChange={(e) => set(f.key, e.target.value)}
                  data-testid={`${idPrefix}-search`}
                />
              </FormGroup>
            );
          case 'status':
          case 'types': {
            const options = f.kind === 'status' ? f.values : Object.keys(f.groups);
            const words = f.kind === 'status' ? (f.words ?? 'documentStatus') : f.words;
            return (
              <FormGroup key={f.key} label={t(f.titleKey)} labelFor={id}>
                <HTMLSelect
                  id={id}
                  value={values[f.key]}
                  onChange={(e) => set(f.key, e.target.value)}
                  options={[{ value: '', label: t(f.allKey) }, ...options.map((v) => ({ value: v, label: t(`${words}.${v}`) }))]}
                  data-testid={id}
                />
              </FormGroup>
            );
          }
          case 'account':
            return <AccountPicker key={f.key} name={id} label={t(f.titleKey)} value={values[f.key] ?? ''} onChange={(v) => set(f.key, v)} />;
          case 'dateRange':
            return (
              <DateRangeFields
                key={f.key}
                idPrefix={id}
                from={values[f.from] ?? ''}
                to={values[f.to] ?? ''}
                onFrom={(v) => set(f.from, v)}
                onTo={(v) => set(f.to, v)}
                error={dateError}
                labels={{ from: t(f.titleKey), to: t(f.toTitleKey) }}
              />
            );
        }
      })}
    </div>
  );
}
