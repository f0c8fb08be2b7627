import { Hono } from 'hono';
import type { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { translate } from '../http/i18n';
import { parseWith } from '../http/validate';
import { sortRows, sumColumns } from '../../domain/reports/sort-and-sum';
import { isReportName, type ReportRow, type reportSchema } from '../../domain/schemas/reports';
import type { Queryable } from '../db/database';
import { reportCsv, reportCsvStream } from './csv';
import { REPORTS, type ReportColumnDef } from './registry';

interface CommonFilters {
  format: 'json' | 'csv';
  separator: 'semicolon' | 'tab';
  sort?: string;
  dir?: 'asc' | 'desc';
}

/** A report as the route runs it, whatever its own filters. */
interface RunnableReport {
  name: string;
  filters: z.ZodType;
  columns: readonly ReportColumnDef[];
  totals: readonly string[];
  sort: { key: string; dir: 'asc' | 'desc' };
  rows(q: Queryable, filters: unknown, translate: (key: string) => string): Promise<ReportRow[]>;
  page?(q: Queryable, filters: unknown, translate: (key: string) => string, after: unknown, limit: number): Promise<{ rows: ReportRow[]; after: unknown }>;
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
    const rows = await db.company(auth.companyId, (q) => def.rows(q, filters, t));
    const sorted = sortRows(rows, sortKey, sortColumn.type, filters.dir ?? (filters.sort ? 'asc' : def.sort.dir));
    const report = {
      columns,
      rows: sorted,
      totals: sumColumns(sorted, def.totals, places),
      total: sorted.length,
    } satisfies z.input<typeof reportSchema>;
    if (filters.format === 'csv')
      return new Response(reportCsv(report, lang, filters.separator, t('reports.totals')), { headers: csvHeaders(name, filters.separator) });
    return c.json({ response: report });
  });

  return app;
}
