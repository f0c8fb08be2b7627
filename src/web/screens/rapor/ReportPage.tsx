import { Button, H3, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { formatAmount, formatDate, formatDecimal, formatQuantity } from '../../../domain/format';
import type { ReportColumn, ReportRow } from '../../../domain/schemas/reports';
import { downloadReport } from '../../api/downloadReport';
import { useReport, type ReportName } from '../../api/fetchReport';
import { useCashAccounts } from '../../api/fetchCashAccounts';
import { useWarehouses } from '../../api/fetchWarehouses';
import { useT } from '../../i18n/useT';
import { useHashSearch, usePath } from '../../routes/hashLocation';
import { AccountPicker } from '../common/AccountPicker';
import { DateField } from '../common/DateField';
import { DateRangeFields } from '../common/DateRangeFields';
import { ProfitChart } from './ProfitChart';
import { SalesChart } from './SalesChart';
import { REPORT_PAGE_FILTERS } from './reportFilters';
import './reportPrint.css';

const NUMERIC = ['money', 'quantity'];

/** A cell as the screens write numbers and dates (the Turkish way in every language, spec §9). */
function cellText(column: ReportColumn, value: ReportRow[string] | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'money') return column.key === 'averageCost' ? formatDecimal(String(value), 2) : formatAmount(String(value));
  if (column.type === 'quantity') return formatQuantity(String(value));
  if (column.type === 'date') return formatDate(String(value));
  return String(value);
}

/**
 * /rapor/<name>: a view of `GET /api/reports/:name`, whatever the report: its filters, a table of the columns the
 * API names (a click on a title sorts by it, again the other way), the totals under them, A4 printing and the CSV.
 */
export function ReportPage({ name, titleKey, path }: { name: ReportName; titleKey: string; path: string }) {
  const t = useT();
  const fields = REPORT_PAGE_FILTERS[name];
  const [filters, setFilters] = useState<Record<string, string>>({});
  // the filters a link gives in the hash (`#/rapor/satiskar?from=…&to=…`, the dashboard's cards), while this page is shown
  const current = usePath();
  const search = useHashSearch();
  useEffect(() => {
    if (current !== path || !search) return;
    const given = new URLSearchParams(search);
    const picked = fields.flatMap((f) => (given.get(f) ? [[f, given.get(f)!] as const] : []));
    if (picked.length) setFilters(Object.fromEntries(picked));
  }, [current, search, path, fields]);
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' } | null>(null);
  const inOrder = dateRangeInOrder(filters.from, filters.to);
  const query = { ...filters, ...(sort ? { sort: sort.key, dir: sort.dir } : {}) };
  const report = useReport(name, query, { enabled: inOrder });
  const warehouses = useWarehouses();
  const cashAccounts = useCashAccounts();
  const set = (key: string) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const sortBy = (key: string) => setSort((s) => ({ key, dir: s?.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));
  const data = report.data;
  const align = (c: ReportColumn) => (NUMERIC.includes(c.type) ? 'end' : 'start');

  return (
    <div data-testid="report-page" data-report={name}>
      <H3>{t(titleKey)}</H3>
      <div className="report-no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12, alignItems: 'flex-end' }}>
        {fields.includes('from') ? (
          <DateRangeFields
            idPrefix={`report-${name}`}
            from={filters.from ?? ''}
            to={filters.to ?? ''}
            onFrom={set('from')}
            onTo={set('to')}
            error={inOrder ? undefined : t(DATE_ORDER_MESSAGE)}
          />
        ) : (
          fields.includes('to') && (
            <DateField
              id={`report-${name}-to`}
              name="to"
              label={t('reports.to')}
              value={filters.to ?? ''}
              onChange={set('to')}
              style={{ flex: '1 1 150px', margin: 0 }}
            />
          )
        )}
        {fields.includes('warehouseId') && (
          <label style={{ flex: '1 1 180px' }}>
            {t('reports.warehouse')}
            <HTMLSelect fill value={filters.warehouseId ?? ''} onChange={(e) => set('warehouseId')(e.currentTarget.value)} data-testid="report-warehouse">
              <option value="">{t('reports.allWarehouses')}</option>
              {(warehouses.data ?? []).map((w) => (
                <option key={w.id} value={String(w.id)}>
                  {w.name}
                </option>
              ))}
            </HTMLSelect>
          </label>
        )}
        {fields.includes('cashAccountId') && (
          <label style={{ flex: '1 1 180px' }}>
            {t('reports.cashAccount')}
            <HTMLSelect
              fill
              value={filters.cashAccountId ?? ''}
              onChange={(e) => set('cashAccountId')(e.currentTarget.value)}
              data-testid="report-cash-account"
            >
              <option value="">{t('reports.allCashAccounts')}</option>
              {(cashAccounts.data ?? []).map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name}
                </option>
              ))}
            </HTMLSelect>
          </label>
        )}
        {fields.includes('accountId') && (
          <div style={{ flex: '1 1 220px' }}>
            <AccountPicker name="accountId" label={t('reports.account')} value={filters.accountId ?? ''} onChange={set('accountId')} />
          </div>
        )}
        <Button icon="print" text={t('reports.print')} onClick={() => window.print()} data-testid="report-print" />
        <Button icon="download" text={t('reports.csv')} onClick={() => void downloadReport(name, filters).catch(() => undefined)} data-testid="report-csv" />
      </div>
      {report.isPending && inOrder ? (
        <Spinner />
      ) : !data ? null : data.rows.length === 0 ? (
        <NonIdealState icon="th-list" title={t('reports.empty')} />
      ) : (
        <>
          {(name === 'satiskar' || name === 'satisgrup') && <ProfitChart rows={data.rows} title={t('reports.chart')} />}
          {name === 'genelyonetimsatis' && <SalesChart rows={data.rows} title={t('reports.salesChart')} />}
          <div className="report-scroll" style={{ overflowX: 'auto' }}>
            <HTMLTable compact striped className="report-table" style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="report-table">
              <thead>
                <tr>
                  {data.columns.map((c) => (
                    <th
                      key={c.key}
                      style={{ textAlign: align(c) }}
                      aria-sort={sort?.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      <button type="button" className="bp6-button bp6-minimal bp6-small" onClick={() => sortBy(c.key)} data-testid={`report-sort-${c.key}`}>
                        {c.title}
                        {sort?.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r, i) => (
                  <tr key={i} data-testid="report-row">
                    {data.columns.map((c) => (
                      <td key={c.key} style={{ textAlign: align(c) }} dir={NUMERIC.includes(c.type) || c.type === 'date' ? 'ltr' : undefined} data-key={c.key}>
                        {cellText(c, r[c.key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {Object.keys(data.totals).length > 0 && (
                <tfoot>
                  <tr data-testid="report-totals">
                    {data.columns.map((c, i) => (
                      <th key={c.key} style={{ textAlign: align(c) }} dir={NUMERIC.includes(c.type) ? 'ltr' : undefined} data-key={c.key}>
                        {c.key in data.totals ? cellText(c, data.totals[c.key]) : i === 0 ? t('reports.totals') : ''}
                      </th>
                    ))}
                  </tr>
                </tfoot>
              )}
            </HTMLTable>
          </div>
          <p className="report-no-print">{t('reports.rows', { n: data.total })}</p>
        </>
      )}
    </div>
  );
}
