import { Button, Card, H3, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { loanDescriptor } from '../../../../machines/loan/descriptor';
import { useState } from 'react';
import { LOAN_LIST_STATUSES } from '../../../domain/schemas/library';
import { downloadLibraryLoans, useLibraryLoans } from '../../api/fetchLibraryLoans';
import { useT } from '../../i18n/useT';
import { OverdueNotices } from './OverdueNotices';
import { columnIsNumeric, listStatus, ListColumnCell } from '../common/ListColumnCell';

/** /kutuphane/odunc/list: the loans in the loan family's list columns (its descriptor), lent, overdue (derived from the due date), returned or lost, by a word; CSV and print, and the overdue notices. */
export function LoanListPage({ path, titleKey }: { path: string; titleKey: string }) {
  const t = useT();
  const columns = loanDescriptor.columns;
  const statusColumn = columns.find((c) => c.kind === 'status')!;
  const [filter, setFilter] = useState({ status: '', q: '' });
  const [notices, setNotices] = useState(false);
  const loans = useLibraryLoans(filter);
  return (
    <Card className="defter-page" data-testid="library-loans" data-route={path}>
      <H3>{t(titleKey)}</H3>
      <div className="library-no-print" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <HTMLSelect
          aria-label={t('library.column.status')}
          value={filter.status}
          onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value }))}
          options={[{ value: '', label: t('library.allLoans') }, ...LOAN_LIST_STATUSES.map((s) => ({ value: s, label: t(`library.loanStatus.${s}`) }))]}
          data-testid="loans-status"
        />
        <InputGroup
          type="search"
          placeholder={t('library.searchLoans')}
          value={filter.q}
          onChange={(e) => setFilter((f) => ({ ...f, q: e.target.value }))}
          data-testid="loans-search"
        />
        <Button icon="download" text="CSV" onClick={() => void downloadLibraryLoans(filter)} data-testid="loans-csv" />
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
