import { Dec } from '../../../domain/money/decimal';
import type { ReportRow } from '../../../domain/schemas/reports';
import type { Queryable } from '../../db/database';
import { sqlOrder, type ReportColumnDef, type ReportWindow, type ReportWindowAnswer } from '../definition';
import type { SqlParams } from '../trade-lines';

/** What a report's window reads: the report's columns and the columns it sums. */
export interface WindowedReport {
  columns: readonly ReportColumnDef[];
  totals: readonly string[];
}

/** A cell as `rows()` writes it: money to the cent, quantities without trailing zeros, the rest as the database gives it. */
export function cell(type: ReportColumnDef['type'], value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'money') return new Dec(value as string).toFixed(2);
  if (type === 'quantity') return new Dec(value as string).toFixed();
  return value;
}

/** How the database returns a column: dates as ISO days, decimals as text (exact). */
export function selected(expr: string, type: ReportColumnDef['type']): string {
  if (type === 'date') return `to_char(${expr}, 'YYYY-MM-DD')`;
  if (type === 'money' || type === 'quantity') return `(${expr})::text`;
  return expr;
}

/**
 * The `order by` of a window over `alias`'s columns: the column as `sqlOrder` orders it (a text column by the sort
 * key `keys` names for it, when its rows carry it ready), then the unique keys the same way.
 */
export function windowOrder(alias: string, w: ReportWindow, ties: readonly string[], keys: Record<string, string> = {}): string {
  const { key, type, dir } = w.sort;
  const first = keys[key] ? `${alias}."${keys[key]}" collate "C" ${dir} nulls last` : sqlOrder(`${alias}."${key}"`, type, dir);
  return [first, ...ties.map((k) => `${alias}."${k}" ${dir}`)].join(', ');
}

const quoted = (key: string) => `"${key.replace(/"/g, '')}"`;

/**
 * A report whose rows the database builds (`rows`: a select naming each column by its key, plus the unique `ties`,
 * any `extras` a row carries beside its columns and the text columns' ready sort `keys`), sorted, cut to the page and
 * summed in one statement.
 */
export async function groupedWindow(
  q: Queryable,
  report: WindowedReport,
  sql: { rows: string; params: SqlParams; ties: readonly string[]; extras?: readonly string[]; keys?: Record<string, string> },
  w: ReportWindow,
): Promise<ReportWindowAnswer> {
  const p = sql.params;
  const select = [
    ...report.columns.map((c) => `${selected(`page.${quoted(c.key)}`, c.type)} as ${quoted(c.key)}`),
    ...(sql.extras ?? []).map((k) => `page.${quoted(k)}`),
  ];
  const sums = report.totals.map((k) => `sum(r.${quoted(k)})::text as ${quoted(`_t_${k}`)}`);
  const r = await q.query<Record<string, unknown>>(
    `with r as materialized (${sql.rows})
     select ${[...select, 'page."_row"', 't."_total"', ...report.totals.map((k) => `t.${quoted(`_t_${k}`)}`)].join(', ')}
       from (select ${['count(*)::integer as "_total"', ...sums].join(', ')} from r) t
       left join (select r.*, true as "_row" from r order by ${windowOrder('r', w, sql.ties, sql.keys)}
                   limit ${p.add(w.limit)}::bigint offset ${p.add(w.offset)}::bigint) page on true
      order by ${windowOrder('page', w, sql.ties, sql.keys)}`,
    p.values,
  );
  const first = r.rows[0]!;
  return {
    rows: r.rows.filter((row) => row._row === true).map((row) => toReportRow(report, row, sql.extras)),
    totals: Object.fromEntries(report.totals.map((k) => [k, (first[`_t_${k}`] as string | null) ?? '0'])),
    total: Number(first._total),
  };
}

/** A row of the database as the report's row: its columns formatted as `rows()` formats them, and its extras. */
export function toReportRow(report: WindowedReport, row: Record<string, unknown>, extras: readonly string[] = []): ReportRow {
  const out: Record<string, unknown> = {};
  for (const c of report.columns) out[c.key] = cell(c.type, row[c.key]);
  for (const k of extras) out[k] = row[k] ?? null;
  return out as ReportRow;
}
