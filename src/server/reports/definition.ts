/** What every report definition is made of (registry.ts), and the helpers they share. */
import type { z } from 'zod';
import { Dec } from '../../domain/money/decimal';
import type { PricedLine } from '../../domain/money/totals';
import type { SoldLine } from '../../domain/reports/profit';
import type { reportFilters, ReportColumnType, ReportName, ReportRow } from '../../domain/schemas/reports';
import type { Queryable } from '../db/database';
import type { SaleLineRow } from './queries';

/** A column of a report: its key in the rows, the locale key of its title (`reports.columns.<key>`) and its type. */
export interface ReportColumnDef {
  key: string;
  type: ReportColumnType;
}

/** The order and the page a report is asked for: `limit` null is every row. */
export interface ReportWindow {
  sort: { key: string; type: ReportColumnType; dir: 'asc' | 'desc' };
  limit: number | null;
  offset: number;
}

/** A page of a report with the totals and the count of all its rows (the totals unrounded: the route rounds them). */
export interface ReportWindowAnswer {
  rows: ReportRow[];
  totals: Record<string, string | null>;
  total: number;
}

/**
 * One report: its filters (a zod schema, src/domain/schemas/reports.ts), its columns, the columns summed in
 * `totals`, the default order, and its rows read by a query of queries.ts. `translate` gives a label's words.
 */
export interface ReportDefinition<N extends ReportName = ReportName> {
  name: N;
  filters: (typeof reportFilters)[N];
  columns: readonly ReportColumnDef[];
  totals: readonly string[];
  sort: { key: string; dir: 'asc' | 'desc' };
  /** rows made in groups sharing this column's value, the first of each its head: sorting keeps each group together (`sortGroupedRows`) */
  groupBy?: string;
  rows(q: Queryable, filters: z.infer<(typeof reportFilters)[N]>, translate: (key: string) => string): Promise<ReportRow[]>;
  /**
   * The same rows in the default order, `limit` after the key `after` (null: from the first): a report of the
   * ledger's every move streams its CSV a page at a time instead of holding it whole. `after` of the answer is
   * the key of the next page, null after the last.
   */
  /**
   * The rows of one page in any order, the totals and the count, all taken by the database: what a report over years
   * of data answers within its goal. It must equal `rows` sorted by `sortRows`, cut to the page and summed by
   * `sumColumns` (tests/api/report-windows.test.ts holds every report that has it to that); a text column sorts by
   * its Turkish sort key (`sqlOrder`).
   */
  window?(q: Queryable, filters: z.infer<(typeof reportFilters)[N]>, translate: (key: string) => string, w: ReportWindow): Promise<ReportWindowAnswer>;
  page?(
    q: Queryable,
    filters: z.infer<(typeof reportFilters)[N]>,
    translate: (key: string) => string,
    after: unknown,
    limit: number,
  ): Promise<{ rows: ReportRow[]; after: unknown }>;
}

/** The columns of a report in their order, each key with its type. */
export const cols = (spec: Record<string, ReportColumnType>): ReportColumnDef[] => Object.entries(spec).map(([key, type]) => ({ key, type }));
export const quantity = (v: string) => new Dec(v).toFixed();

export const soldLine = (r: SaleLineRow): SoldLine => ({
  line: r.line as unknown as PricedLine,
  currency: r.currency,
  exchangeRate: r.exchange_rate,
  isReturn: r.doc_type === 'salesReturn' || r.doc_type === 'purchaseReturn',
  cost: r.cost,
});

/** Groups sale (or purchase) lines by a key, keeping the first row of each group for its labels. */
export function groupBy(rows: readonly SaleLineRow[], key: (r: SaleLineRow) => string | null): { first: SaleLineRow; lines: SoldLine[] }[] {
  const groups = new Map<string | null, { first: SaleLineRow; lines: SoldLine[] }>();
  for (const r of rows) {
    const k = key(r);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { first: r, lines: [] }));
    g.lines.push(soldLine(r));
  }
  return [...groups.values()];
}

/** An amount of a document in liras: at its rate when it is in another currency. */
export const inLiras = (amount: string | undefined, currency: string | null, rate: string | null) =>
  new Dec(amount ?? 0)
    .times(currency && currency !== 'TRY' && rate ? rate : 1)
    .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
    .toFixed(2);

const NUMERIC_TYPES: readonly ReportColumnType[] = ['money', 'quantity', 'id'];

/**
 * An `order by` term for a column as `sortRows` orders it: numbers as numbers, text by its Turkish sort key
 * (`defter_sort_key`, migration 006, equal to `turkishSortKey`) under the C collation, empty cells last either way.
 */
export function sqlOrder(expr: string, type: ReportColumnType, dir: 'asc' | 'desc'): string {
  const key = NUMERIC_TYPES.includes(type) ? `(${expr})::numeric` : type === 'text' ? `defter_sort_key((${expr})::text) collate "C"` : `(${expr})`;
  return `${key} ${dir} nulls last`;
}
