import { Hono } from 'hono';
import type { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { translate } from '../http/i18n';
import { parseWith } from '../http/validate';
import { sortGroupedRows, sortRows, sumColumns } from '../../domain/reports/sort-and-sum';
import { isReportName, type ReportRow, type reportSchema } from '../../domain/schemas/reports';
import type { Database, Queryable } from '../db/database';
import { Dec } from '../../domain/money/decimal';
import { reportCsv, reportCsvStream } from './csv';
import type { ReportWindow, ReportWindowAnswer } from './definition';
import { REPORTS, type ReportColumnDef } from './registry';

interface CommonFilters {
  format: 'json' | 'csv';
  separator: 'semicolon' | 'tab';
  sort?: string;
  dir?: 'asc' | 'desc';
  limit?: number;
  offset: number;
}

/** A report as the route runs it, whatever its own filters. */
interface RunnableReport {
  name: string;
  filters: z.ZodType;
  columns: readonly ReportColumnDef[];
  totals: readonly string[];
  sort: { key: string; dir: 'asc' | 'desc' };
  groupBy?: string;
  rows(q: Queryable, filters: unknown, translate: (key: string) => string): Promise<ReportRow[]>;
  page?(q: Queryable, filters: unknown, translate: (key: string) => string, after: unknown, limit: number): Promise<{ rows: ReportRow[]; after: unknown }>;
  window?(q: Queryable, filters: unknown, translate: (key: string) => string, w: ReportWindow): Promise<ReportWindowAnswer>;
}

const rounded = (totals: Record<string, string | null>, keys: readonly string[], places: Record<string, number>) =>
  Object.fromEntries(keys.map((k) => [k, places[k] === undefined ? new Dec(totals[k] ?? 0).toFixed() : new Dec(totals[k] ?? 0).toFixed(places[k])]));

/** A report whose database sorts, pages and sums (`window`). */
async function windowed(
  def: RunnableReport,
  db: Database,
  companyId: number,
  filters: unknown,
  t: (key: string) => string,
  w: ReportWindow,
  places: Record<string, number>,
) {
  const answer = await db.company(companyId, (q) => def.window!(q, filters, t, w));
  return { rows: answer.rows, totals: rounded(answer.totals, def.totals, places), total: answer.total };
}

/** A report of few rows, sorted, summed and cut to the page here. */
function inMemory(
  rows: ReportRow[],
  totals: readonly string[],
  places: Record<string, number>,
  sort: ReportWindow['sort'],
  limit: number | null,
  offset: number,
  groupBy: string | undefined,
) {
  const sorted = groupBy ? sortGroupedRows(rows, groupBy, sort.key, sort.type, sort.dir) : sortRows(rows, sort.key, sort.type, sort.dir);
  return {
    rows: limit === null ? sorted.slice(offset) : sorted.slice(offset, offset + limit),
    totals: sumColumns(sorted, totals, places),
    total: sorted.length,
  };
}

/** Rows a CSV export reads per company transaction while it streams. */
const CSV_PAGE = 5000;

const csvHeaders = (name: string, separator: 'semicolon' | 'tab') => ({
  'content-type': `${separator === 'tab' ? 'text/tab-separated-values' : 'text/csv'}; charset=utf-8`,
  'content-disposition': `attachment; filename="${name}.${separator === 'tab' ? 'tsv' : 'csv'}"`,
});

/** GET /api/reports/:name — every report of the registry (registry.ts), as JSON or CSV (contract "Reports (wave 2)"). */
export function reportRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireRole('manager', 'auditor'));

  app.get('/:name', async (c) => {
    const name = c.req.param('name');
    if (!isReportName(name)) throw fail('NF10404');
    const def = REPORTS[name] as unknown as RunnableReport;
    const filters = parseWith(def.filters, c.req.query()) as CommonFilters;
    const sortKey = filters.sort ?? def.sort.key;
    const sortColumn = def.columns.find((col) => col.key === sortKey);
    if (!sortColumn) throw invalid({ sort: [{ key: 'validation.invalid' }] });
    const { lang, auth, db } = c.var;
    const t = (key: string) => translate(lang, key);
    const places = Object.fromEntries(def.columns.filter((col) => col.type === 'money').map((col) => [col.key, 2]));
    const columns = def.columns.map((col) => ({ key: col.key, title: t(`reports.columns.${col.key}`), type: col.type }));
    // in its default order, a report that reads a page at a time streams its CSV instead of holding every row
    const defaultOrder = sortKey === def.sort.key && (filters.dir ?? def.sort.dir) === def.sort.dir;
    if (filters.format === 'csv' && def.page && defaultOrder) {
      const page = def.page.bind(def);
      const pages = { columns, totals: def.totals, places, page: (after: unknown) => db.company(auth.companyId, (q) => page(q, filters, t, after, CSV_PAGE)) };
      return new Response(await reportCsvStream(pages, lang, filters.separator, t('reports.totals')), { headers: csvHeaders(name, filters.separator) });
    }
    const dir = filters.dir ?? (filters.sort ? 'asc' : def.sort.dir);
    // a CSV file holds every row
    const limit = filters.format === 'csv' ? null : (filters.limit ?? null);
    const offset = filters.format === 'csv' ? 0 : filters.offset;
    const report = {
      columns,
      ...(def.window
        ? await windowed(def, db, auth.companyId, filters, t, { sort: { key: sortKey, type: sortColumn.type, dir }, limit, offset }, places)
        : inMemory(
            await db.company(auth.companyId, (q) => def.rows(q, filters, t)),
            def.totals,
            places,
            { key: sortKey, type: sortColumn.type, dir },
            limit,
            offset,
            def.groupBy,
          )),
    } satisfies z.input<typeof reportSchema>;
    if (filters.format === 'csv')
      return new Response(reportCsv(report, lang, filters.separator, t('reports.totals')), { headers: csvHeaders(name, filters.separator) });
    return c.json({ response: report });
  });

  return app;
}
