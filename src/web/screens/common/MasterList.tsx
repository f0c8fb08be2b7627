import { AnchorButton, Button, ButtonGroup, Card, Checkbox, H3, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useHashSearch, usePath } from '../../routes/hashLocation';
import { PAGE_SIZE, useDebounced, useSearchHotkey } from './listHelpers';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface MasterListTexts {
  title: string;
  search: string;
  newLabel: string;
  empty: string;
  emptySearch: (q: string) => string;
  total: (n: number) => string;
  range: (from: number, to: number, total: number) => string;
  prev: string;
  next: string;
}

interface Props<T> {
  path: string;
  newPath?: string;
  texts: MasterListTexts;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** a row that needs attention (stock below zero) is painted in the intent's colour and carries `data-intent` */
  rowIntent?: (row: T) => 'danger' | 'warning' | undefined;
  useRows: (query: { q: string; limit: number; offset: number; only?: string }) => {
    data?: { items: T[]; total: number };
    isPending: boolean;
    isFetching: boolean;
  };
  /** a box that lists only some rows (`only=<value>` of the API, also set by `?only=` in the hash: the dashboard's links) */
  only?: { value: string; label: string };
  testId: string;
  /** actions beside the new button (the stock list's "labels for the chosen products") */
  actions?: ReactNode;
  /** a note above the search (why there is no new button) */
  notice?: ReactNode;
}

/**
 * A searchable, paged master-data list: a debounced search box (also set by `?q=` in the hash, focused by
 * "/" or F3), a table that scrolls sideways on a phone, the total and previous/next paging.
 */
export function MasterList<T>({ path, newPath, texts, columns, rowKey, rowProps, rowIntent, useRows, testId, actions, only, notice }: Props<T>) {
  const [input, setInput] = useState('');
  const [onlySome, setOnlySome] = useState(false);
  const onlyValue = only?.value;
  const [page, setPage] = useState(0);
  const q = useDebounced(input.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  const rtl = useIntl().locale.startsWith('ar');
  useSearchHotkey(searchRef);

  // ?q= in the hash (e.g. after saving a new card) sets the search; only while this page is the visible one
  const current = usePath();
  const search = useHashSearch();
  useEffect(() => {
    if (current !== path) return;
    const given = new URLSearchParams(search);
    const fromUrl = given.get('q');
    if (fromUrl !== null) setInput(fromUrl);
    if (onlyValue && given.has('only')) setOnlySome(given.get('only') === onlyValue);
  }, [current, search, path, onlyValue]);
  useEffect(() => setPage(0), [q, onlySome]);

  const { data, isPending, isFetching } = useRows({ q, limit: PAGE_SIZE, offset: page * PAGE_SIZE, ...(only && onlySome ? { only: only.value } : {}) });
  const total = data?.total ?? 0;
  const items = data?.items ?? [];
  const from = total === 0 ? 0 : page * PAGE_SIZE + 1;
  const to = Math.min(total, (page + 1) * PAGE_SIZE);

  return (
    <Card className="defter-page" data-testid={testId} data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{texts.title}</H3>
        {actions}
        {newPath && <AnchorButton href={`#${newPath}`} icon="plus" intent="primary" text={texts.newLabel} data-testid="new-link" />}
      </div>
      {notice}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <div style={{ flex: '1 1 260px', maxWidth: 520 }}>
          <InputGroup
            inputRef={searchRef}
            name="search"
            type="search"
            leftIcon="search"
            placeholder={texts.search}
            aria-label={texts.search}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            rightElement={isFetching && !isPending ? <Spinner size={16} /> : undefined}
          />
        </div>
        {only && (
          <Checkbox
            style={{ margin: 0 }}
            label={only.label}
            checked={onlySome}
            onChange={(e) => setOnlySome((e.target as HTMLInputElement).checked)}
            data-testid="list-only"
          />
        )}
      </div>
      {isPending ? (
        <Spinner size={32} />
      ) : items.length === 0 ? (
        <div data-testid="empty-state">
          <NonIdealState icon="search" title={q ? texts.emptySearch(q) : texts.empty} />
        </div>
      ) : (
        <>
          <div style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="table-scroll">
            <HTMLTable compact striped interactive style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="list-table">
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} style={{ textAlign: c.numeric ? 'end' : 'start' }}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((row) => {
                  const intent = rowIntent?.(row);
                  return (
                    <tr key={rowKey(row)} {...rowProps?.(row)} data-intent={intent} className={intent ? `defter-row-${intent}` : undefined}>
                      {columns.map((c) => (
                        <td
                          key={c.key}
                          data-col={c.key}
                          style={{ textAlign: c.numeric ? 'end' : 'start', fontVariantNumeric: c.numeric ? 'tabular-nums' : undefined }}
                        >
                          {c.cell(row)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 12 }}>
        <span data-testid="list-total">{texts.total(total)}</span>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {total > 0 && <span>{texts.range(from, to, total)}</span>}
          <ButtonGroup>
            <Button
              icon={rtl ? 'chevron-right' : 'chevron-left'}
              aria-label={texts.prev}
              title={texts.prev}
              disabled={page === 0}
              onClick={() => setPage((p) => p - 1)}
            />
            <Button
              icon={rtl ? 'chevron-left' : 'chevron-right'}
              aria-label={texts.next}
              title={texts.next}
              disabled={to >= total}
              onClick={() => setPage((p) => p + 1)}
            />
          </ButtonGroup>
        </span>
      </div>
    </Card>
  );
}
