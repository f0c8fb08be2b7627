import { Dec } from '../money/decimal';
import type { ReportColumnType, ReportRow } from '../schemas/reports';
import { compareTurkish } from '../text/turkish';

const NUMERIC: readonly ReportColumnType[] = ['money', 'quantity', 'id'];

/**
 * Rows sorted by one column, numbers as numbers (exact decimals), text in the Turkish alphabet by its sort key (as
 * the database orders a report's page: `sqlOrder`), dates as written (ISO); empty cells last.
 */
export function sortRows(rows: readonly ReportRow[], key: string, type: ReportColumnType, dir: 'asc' | 'desc'): ReportRow[] {
  const sign = dir === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    if (NUMERIC.includes(type)) return sign * new Dec(x).cmp(new Dec(y));
    return sign * (type === 'text' ? compareTurkish(String(x), String(y)) : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0);
  });
}

/**
 * Rows that come in groups (a model's row, then its variants' rows: the rows sharing `groupKey`'s value, the first
 * of each its head) sorted by one column without tearing a group apart: the groups in the order of their heads, each
 * head first, the rest of each group among themselves. Heads with no value keep the order the rows came in.
 */
export function sortGroupedRows(rows: readonly ReportRow[], groupKey: string, key: string, type: ReportColumnType, dir: 'asc' | 'desc'): ReportRow[] {
  const groups = new Map<unknown, ReportRow[]>();
  for (const row of rows) {
    const group = groups.get(row[groupKey]);
    if (group) group.push(row);
    else groups.set(row[groupKey], [row]);
  }
  const heads = sortRows(
    [...groups.values()].map((g) => g[0]!),
    key,
    type,
    dir,
  );
  return heads.flatMap((head) => {
    const [, ...rest] = groups.get(head[groupKey])!;
    return [head, ...sortRows(rest, key, type, dir)];
  });
}

/** The exact sums of the columns in `keys` over the rows, as decimal strings with `places` decimals. */
export function sumColumns(rows: readonly ReportRow[], keys: readonly string[], places: Record<string, number> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    const sum = rows.reduce((s, r) => (r[k] === null || r[k] === undefined ? s : s.plus(r[k])), new Dec(0));
    out[k] = places[k] === undefined ? sum.toFixed() : sum.toFixed(places[k]);
  }
  return out;
}
