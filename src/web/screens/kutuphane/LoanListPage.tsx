import { Button, Card, H3, HTMLTable, Spinner } from '@blueprintjs/core';
import { loanDescriptor } from '../../../../machines/loan/descriptor';
import { useState } from 'react';
import { downloadLibraryLoans, useLibraryLoans } from '../../api/fetchLibraryLoans';
import { useT } from '../../i18n/useT';
import { OverdueNotices } from './OverdueNotices';
import { columnIsNumeric, listStatus, ListColumnCell } from '../common/ListColumnCell';
import { ListFilters, useListFilters } from '../common/ListFilters';

/**
 * /kutuphane/odunc/list: the loans in the loan family's list columns and filters (its descriptor): lent, overdue
 * (derived from the due date), returned or lost, by a word, by the lending days; CSV and print, and the overdue notices.
 */
export function LoanListPage({ path, titleKey }: { path: string; titleKey: string }) {
  const t = useT();
  const columns = loanDescriptor.columns;
  const statusColumn = columns.find((c) => c.kind === 'status')!;
  const filters = useListFilters(loanDescriptor.filters, path);
  const [notices, setNotices] = useState(false);
  const loans = useLibraryLoans(filters.params);
  return (
    <Card className="defter-page" data-testid="library-loans" data-route={path}>
      <H3>{t(titleKey)}</H3>
      <div className="library-no-print">
        <ListFilters filters={loanDescriptor.filters} values={filters.values} onChange={filters.setValues} idPrefix="loans" dateError={filters.dateError} />
      </div>
      <div className="library-no-print" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <Button
          icon="download"
          text="CSV"
          disabled={filters.params === null}
          onClick={() => void downloadLibraryLoans(filters.params ?? '')}
          data-testid="loans-csv"
        />
        <Button icon="print" text={t('library.print')} onClick={() => window.print()} />
        <Button icon="envelope" active={notices} text={t('overdueNotices.open')} onClick={() => setNotices((v) => !v)} data-testid="overdue-notices-open" />
      </div>
      {notices ? (
        <OverdueNotices />
      ) : !loans.data ? (
        <Spinner size={32} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} style={columnIsNumeric(c) ? { textAlign: 'end' } : undefined}>
                    {t(c.titleKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loans.data.items.map((l) => (
                <tr key={l.id} data-testid="loan-row" data-status={listStatus(statusColumn, l)}>
                  {columns.map((c) => (
                    <ListColumnCell key={c.key} column={c} row={l} type="loan" testIdPrefix="loan" />
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
