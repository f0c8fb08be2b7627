import type { Queryable } from '../../db/database';
import { sqlOrder, type ReportWindow } from '../definition';
import tr from '../../../../locales/tr.json';

/**
 * What the reports' `window` (issue #16) share: the parameters of a query written piece by piece, the labels of a
 * translated column as a list the database joins (so it sorts by the label the row shows), and the `order by` and
 * page of a report's source.
 */

/** The parameters of one query: `add` gives the placeholder of a value. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * `left join` of the labels of the codes under `prefix` (`documentTypes`, `documentStatus`) in the user's words, as
 * `alias (code, label)`; `extra` adds codes of other keys (a re-valuation's label).
 */
export function labelJoin(
  p: Params,
  translate: (key: string) => string,
  prefix: 'documentTypes' | 'documentStatus',
  alias: string,
  on: string,
  extra: Record<string, string> = {},
) {
  const codes = [...Object.keys(tr[prefix]), ...Object.keys(extra)];
  const labels = [...Object.keys(tr[prefix]).map((c) => translate(`${prefix}.${c}`)), ...Object.values(extra).map((k) => translate(k))];
  return `left join unnest(${p.add(codes)}::text[], ${p.add(labels)}::text[]) as ${alias} (code, label) on ${alias}.code = ${on}`;
}

/** The label a `labelJoin` gives a code, or the key itself as `translate` gives a word it does not know. */
export const labelOf = (alias: string, prefix: string, code: string) => `coalesce(${alias}.label, '${prefix}.' || ${code})`;

/** How a report's column sorts in SQL: the expression, and whether it is never empty (a date column then sorts by its index either way). */
export interface SortColumn {
  expr: string;
  notNull?: boolean;
}

/** The `order by` of a page: the column asked as `sortRows` orders it, then the source's unique key the same way, so pages never overlap. */
export function orderOf(sorts: Record<string, SortColumn>, key: readonly string[], w: ReportWindow): string {
  const col = sorts[w.sort.key];
  if (!col) throw new Error(`no sort for ${w.sort.key}`);
  const term = col.notNull && w.sort.type !== 'text' ? `${col.expr} ${w.sort.dir}` : sqlOrder(col.expr, w.sort.type, w.sort.dir);
  return [term, ...key.map((k) => `${k} ${w.sort.dir}`)].join(', ');
}

/** One page of `select … from …` in the window's order. */
export async function pageOf<R>(q: Queryable, p: Params, select: string, source: string, order: string, w: ReportWindow): Promise<R[]> {
  const r = await q.query<R>(`select ${select} ${source} order by ${order} limit ${p.add(w.limit)}::bigint offset ${p.add(w.offset)}::bigint`, p.values);
  return r.rows;
}

/** The conditions of a `where`, `true` when none. */
export const whereOf = (conditions: readonly string[]) => `where ${conditions.length ? conditions.join(' and ') : 'true'}`;

/**
 * A page of a source whose rows are few but costly to make (a balance per product or account), with the count and
 * the sums of `sums` over all of them in the same pass: the window aggregates are taken before the page is cut. A
 * page past the last row has no row to carry them, so they are then read alone.
 */
export async function pageWithTotals<R>(
  q: Queryable,
  p: Params,
  withClause: string,
  select: string,
  source: string,
  sums: Record<string, string>,
  order: string,
  w: ReportWindow,
): Promise<{ rows: R[]; totals: Record<string, string>; total: number }> {
  const aggregates = (over: string) => Object.entries(sums).map(([key, expr]) => `coalesce(sum(${expr}) ${over}, 0)::text as "total_${key}"`);
  const r = await q.query<Record<string, unknown>>(
    `${withClause} select ${select}, (count(*) over ())::integer as "total_count", ${aggregates('over ()').join(', ')}
       ${source} order by ${order} limit ${p.add(w.limit)}::bigint offset ${p.add(w.offset)}::bigint`,
    p.values,
  );
  let first = r.rows[0];
  if (!first) {
    const t = await q.query<Record<string, unknown>>(
      `${withClause} select count(*)::integer as "total_count", ${aggregates('').join(', ')} ${source}`,
      p.values.slice(0, -2),
    );
    first = t.rows[0]!;
  }
  return {
    rows: r.rows as R[],
    totals: Object.fromEntries(Object.keys(sums).map((k) => [k, String(first[`total_${k}`])])),
    total: Number(first.total_count),
  };
}
