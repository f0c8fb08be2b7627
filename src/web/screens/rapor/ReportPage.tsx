import { Button, H3, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { dateRangeInOrder } from '../../../domain/date-range';
import { formatAmount, formatDate, formatDecimal, formatQuantity } from '../../../domain/format';
import type { ReportColumn, ReportRow } from '../../../domain/schemas/reports';
import { useGeneralSettings } from '../../api/areaSettings';
import { downloadReport } from '../../api/downloadReport';
import { useReport, type ReportName } from '../../api/fetchReport';
import { useT } from '../../i18n/useT';
import { useHashSearch, usePath } from '../../routes/hashLocation';
import { ListPager } from '../common/ListPager';
import { editPathOf } from '../common/receiptRoutes';
import { ProfitChart } from './ProfitChart';
import { SalesChart } from './SalesChart';
import { ReportFilterBar } from './ReportFilterBar';
import { LANDSCAPE_REPORTS, REPORT_PAGE_FILTERS, REQUIRED_FILTERS } from './reportFilters';
import './reportPrint.css';

const NUMERIC = ['money', 'quantity'];
/** Rows a report's page shows at a time: the API answers one page and the totals of all (a year of moves is not sent whole). */
export const REPORT_SCREEN_PAGE = 200;

/** A cell as the screens write numbers and dates (the Turkish way in every language, spec §9). */
function cellText(column: ReportColumn, value: ReportRow[string] | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'money') return column.key === 'averageCost' ? formatDecimal(String(value), 2) : formatAmount(String(value));
  if (column.type === 'quantity') return formatQuantity(String(value));
  if (column.type === 'date') return formatDate(String(value));
  return String(value);
}

/** The page of the document a row comes from: its own page, or the auditor's view of a document without one (a till sale). */
function documentLink(row: ReportRow): string | null {
  const id = row.documentId;
  if (typeof id !== 'number' || typeof row.docType !== 'string') return null;
  return `#${editPathOf(row.docType, id) ?? `/denetim/belge/${id}`}`;
}

/**
 * /rapor/<name>: a view of `GET /api/reports/:name`, whatever the report: its filters, a table of the columns the
 * API names (a click on a title sorts by it, again the other way), the totals under them, A4 printing and the CSV.
 */
export function ReportPage({
  name,
  titleKey,
  path,
  preset,
  actions,
}: {
  name: ReportName;
  titleKey: string;
  path: string;
  /** the filters the page opens with (the set vouchers' page: set productions) */
  preset?: Readonly<Record<string, string>>;
  /** buttons beside the title */
  actions?: ReactNode;
}) {
  const t = useT();
  const fields = REPORT_PAGE_FILTERS[name];
  const [filters, setFilters] = useState<Record<string, string>>(() => ({ ...preset }));
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
  const [page, setPage] = useState(0);
  // another filter or order starts from the first page
  useEffect(() => setPage(0), [filters, sort]);
  const inOrder = dateRangeInOrder(filters.from, filters.to);
  const query = {
    ...filters,
    ...(sort ? { sort: sort.key, dir: sort.dir } : {}),
    limit: String(REPORT_SCREEN_PAGE),
    offset: String(page * REPORT_SCREEN_PAGE),
  };
  const required = REQUIRED_FILTERS[name] ?? [];
  const missing = required.some((f) => !filters[f]);
  const ready = inOrder && !missing;
  const report = useReport(name, query, { enabled: ready });
  // the company's default (Sistem → Genel Ayarlar) until the user picks one
  const general = useGeneralSettings();
  const [picked, setSeparator] = useState<'semicolon' | 'tab' | null>(null);
  const separator = picked ?? general.data?.csvSeparator ?? 'semicolon';
  const set = (key: string) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const sortBy = (key: string) => setSort((s) => ({ key, dir: s?.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));
  const data = report.data;
  const align = (c: ReportColumn) => (NUMERIC.includes(c.type) ? 'end' : 'start');

  return (
    <div data-testid="report-page" data-report={name} className={LANDSCAPE_REPORTS.includes(name) ? 'report-landscape' : undefined}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <H3 style={{ flex: 1 }}>{t(titleKey)}</H3>
        {actions}
      </div>
      <div className="report-no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12, alignItems: 'flex-end' }}>
        <ReportFilterBar name={name} fields={fields} required={required} filters={filters} set={set} inOrder={inOrder} />
        <Button icon="print" text={t('reports.print')} onClick={() => window.print()} data-testid="report-print" />
        <HTMLSelect
          value={separator}
          onChange={(e) => setSeparator(e.currentTarget.value === 'tab' ? 'tab' : 'semicolon')}
          aria-label={t('lists.separator')}
          data-testid="report-separator"
        >
          <option value="semicolon">{t('lists.semicolon')}</option>
          <option value="tab">{t('lists.tab')}</option>
        </HTMLSelect>
        <Button
          icon="download"
          text={t('reports.csv')}
          disabled={!ready}
          onClick={() => void downloadReport(name, filters, separator).catch(() => undefined)}
          data-testid="report-csv"
        />
      </div>
      {missing ? (
        <NonIdealState icon="search" title={t('lists.pickFirst')} />
      ) : report.isPending && ready ? (
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
                        {c.key === 'number' && documentLink(r) ? <a href={documentLink(r)!}>{cellText(c, r[c.key])}</a> : cellText(c, r[c.key])}
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
          {data.total > REPORT_SCREEN_PAGE && (
            <div className="report-no-print" data-testid="report-pager">
              <ListPager page={page} pageSize={REPORT_SCREEN_PAGE} total={data.total} onPage={setPage} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
