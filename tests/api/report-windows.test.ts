import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sortGroupedRows, sortRows, sumColumns } from '../../src/domain/reports/sort-and-sum';
import { REPORT_NAMES, reportFilters, type ReportName, type ReportRow } from '../../src/domain/schemas/reports';
import { translate } from '../../src/server/http/i18n';
import { REPORTS } from '../../src/server/reports/registry';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #16: a report answers one page at a time (`limit`, `offset`), and a report over years of data has the
 * database sort, cut and sum it (`window`). Whichever way a report is built, each page is the slice of the whole
 * report in the order asked and the totals are those of every row: here the whole report is read through the
 * definition's own `rows` (the plain reading of the ledgers) and sorted and summed as `sortRows` (`sortGroupedRows` for
 * a report grouped by a column) and `sumColumns` do, on the demo bookshop's months of history, and compared with the
 * pages the API answers, for every column, both ways.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let token: string;
let companyId: number;
let productId: number;
const api = (path: string) => call('GET', path, { token, lang: 'en', base: server.baseUrl });

beforeAll(async () => {
  const dataDir = inject('databaseUrl') ? undefined : mkdtempSync(join(tmpdir(), 'defter-windows-'));
  server = await startOwnServer({ dataDir, demoHistory: true });
  token = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
  const ids = await server.db.system((q) =>
    q.query<{ company: number; product: number }>(
      `select c.id as company, (select product_id from stock_moves m where m.company_id = c.id group by 1 order by count(*) desc limit 1) as product
         from companies c where c.name = 'Demo Kitabevi'`,
    ),
  );
  companyId = Number(ids.rows[0]!.company);
  productId = Number(ids.rows[0]!.product);
}, 240_000);
afterAll(() => server?.close());

/** The filters each report is read with: none, but the product `stokhareket` cannot go without. */
const filtersOf = (name: ReportName): Record<string, string> => (name === 'stokhareket' ? { productId: String(productId) } : {});

async function wholeReport(name: ReportName) {
  const def = REPORTS[name];
  const filters = (reportFilters[name] as { parse(v: unknown): unknown }).parse(filtersOf(name));
  const rows = await server.db.company(companyId, (q) =>
    (def.rows as (...a: unknown[]) => Promise<ReportRow[]>)(q, filters, (key: string) => translate('en', key)),
  );
  const places = Object.fromEntries(def.columns.filter((c) => c.type === 'money').map((c) => [c.key, 2]));
  return { def, rows, totals: sumColumns(rows, def.totals, places) };
}

const page = async (name: ReportName, query: Record<string, string>) => {
  const r = await api(`reports/${name}?${new URLSearchParams({ ...filtersOf(name), ...query })}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { rows: ReportRow[]; totals: Record<string, string>; total: number };
};

/** A row as text with its keys in order, to compare sets of rows whatever the order of ties. */
const canonical = (r: ReportRow) =>
  JSON.stringify(
    Object.keys(r)
      .sort()
      .map((k) => [k, r[k] ?? null]),
  );

describe('a report’s pages are slices of the whole report', () => {
  for (const name of REPORT_NAMES) {
    it(`${name}: every page in the default order, one after the other, gives every row once, with the totals of all`, async () => {
      const whole = await wholeReport(name);
      expect(whole.rows.length, `${name} has rows in the demo's history`).toBeGreaterThan(0);
      const sorted = sortRows(whole.rows, whole.def.sort.key, whole.def.columns.find((c) => c.key === whole.def.sort.key)!.type, whole.def.sort.dir);
      const size = Math.max(2, Math.ceil(sorted.length / 4));
      const seen: ReportRow[] = [];
      for (let offset = 0; offset < sorted.length; offset += size) {
        const p = await page(name, { limit: String(size), offset: String(offset) });
        expect(p.total).toBe(sorted.length);
        expect(p.totals).toEqual(whole.totals);
        expect(p.rows.map((r) => r[whole.def.sort.key] ?? null)).toEqual(sorted.slice(offset, offset + size).map((r) => r[whole.def.sort.key] ?? null));
        seen.push(...p.rows);
      }
      expect(seen.map(canonical).sort()).toEqual(sorted.map(canonical).sort());
      const past = await page(name, { limit: '5', offset: String(sorted.length) });
      expect(past.rows).toEqual([]);
    });

    it(`${name}: sorted by any column either way, the first and a middle page are those of the whole report`, async () => {
      const whole = await wholeReport(name);
      const middle = Math.floor(whole.rows.length / 2);
      for (const column of whole.def.columns) {
        for (const dir of ['asc', 'desc'] as const) {
          const { groupBy } = whole.def;
          const sorted = groupBy ? sortGroupedRows(whole.rows, groupBy, column.key, column.type, dir) : sortRows(whole.rows, column.key, column.type, dir);
          for (const offset of [0, middle]) {
            const p = await page(name, { sort: column.key, dir, limit: '5', offset: String(offset) });
            expect(
              p.rows.map((r) => r[column.key] ?? null),
              `${column.key} ${dir} from ${offset}`,
            ).toEqual(sorted.slice(offset, offset + 5).map((r) => r[column.key] ?? null));
            // every row of the page is a row of the report
            const all = new Set(whole.rows.map(canonical));
            for (const r of p.rows) expect(all.has(canonical(r)), `${column.key} ${dir}: ${canonical(r)}`).toBe(true);
          }
        }
      }
    });
  }

  it('a page of more rows than a page may hold, or from before the first row, is refused by name', async () => {
    const r = await api('reports/caribakiye?limit=1001&offset=-1');
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body)).toContain('limit');
    expect(JSON.stringify(r.body)).toContain('offset');
  });
});
