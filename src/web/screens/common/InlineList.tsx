import { Button, Callout, Card, H3, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useRef, useState, type ReactNode } from 'react';
import { foldForSearch } from '../../../domain/text/turkish';
import { useT } from '../../i18n/useT';
import { DefinitionAuthorityNote, useDefinitionAuthority } from './DefinitionAuthority';
import { useSearchHotkey } from './listHelpers';

export interface InlineColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
}

interface Props<T> {
  testId: string;
  route: string;
  title: string;
  newText?: string;
  onNew?: () => void;
  rows: T[] | undefined;
  /** the text a search matches (ignoring case and Turkish marks) */
  searchText: (row: T) => string;
  rowKey: (row: T) => number;
  rowProps?: (row: T) => Record<string, string | undefined>;
  columns: InlineColumn<T>[];
  /** shown under the title: e.g. that definitions are made passive, never deleted */
  note?: string;
  children?: ReactNode;
}

/**
 * A short definition list (categories, types, warehouses, locations, units, account groups): all rows at once in the
 * order given, a search box ("/" or F3) filtering them in the browser, a "new" button and the page's dialog as
 * children. Without the definition authority (spec §6) there is no "new" button nor `actions` column, and a note says why.
 */
export function InlineList<T>({ testId, route, title, newText, onNew, rows, searchText, rowKey, rowProps, columns: allColumns, note, children }: Props<T>) {
  const t = useT();
  const definitions = useDefinitionAuthority();
  const columns = definitions.may ? allColumns : allColumns.filter((c) => c.key !== 'actions');
  const [input, setInput] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchHotkey(searchRef);
  const q = foldForSearch(input.trim());
  const shown = (rows ?? []).filter((r) => !q || foldForSearch(searchText(r)).includes(q));

  return (
    <Card className="defter-page" data-testid={testId} data-route={route}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{title}</H3>
        {definitions.may && onNew && newText && <Button icon="plus" intent="primary" text={newText} onClick={onNew} data-testid="new-button" />}
      </div>
      <DefinitionAuthorityNote />
      {note && (
        <Callout icon="info-sign" style={{ marginBottom: 12 }}>
          {note}
        </Callout>
      )}
      <div style={{ maxWidth: 520, marginBottom: 16 }}>
        <InputGroup
          inputRef={searchRef}
          name="search"
          type="search"
          leftIcon="search"
          placeholder={t('definitions.search')}
          aria-label={t('definitions.search')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
      </div>
      {!rows ? (
        <Spinner size={32} />
      ) : shown.length === 0 ? (
        <div data-testid="empty-state">
          <NonIdealState icon="search" title={input.trim() ? t('definitions.emptySearch', { q: input.trim() }) : t('definitions.empty')} />
        </div>
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <HTMLTable compact striped style={{ width: '100%' }} data-testid="list-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} style={{ textAlign: 'start' }}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={rowKey(row)} {...rowProps?.(row)}>
                  {columns.map((c) => (
                    <td key={c.key} data-col={c.key} style={{ textAlign: 'start', verticalAlign: 'middle' }}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <div style={{ marginTop: 12 }} data-testid="list-total">
        {t('definitions.total', { n: shown.length })}
      </div>
      {children}
    </Card>
  );
}
