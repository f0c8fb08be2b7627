import { formatAmount } from '../../../domain/format';
import type { ReportRow } from '../../../domain/schemas/reports';
import { BarFigure } from './BarFigure';

/** How many products the chart shows: the most profitable first (the report's own order is the table's). */
const SHOWN = 10;

/** Profit by product (satiskar) or product group (satisgrup), the ten with the most profit, as bars. */
export function ProfitChart({ rows, title }: { rows: readonly ReportRow[]; title: string }) {
  const data = [...rows]
    .map((r) => ({ name: String(r.name ?? r.category ?? r.code ?? ''), value: Number(r.profit ?? 0), label: formatAmount(String(r.profit ?? '0')) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, SHOWN);
  return <BarFigure data={data} title={title} fill="#2d72d2" allTicks />;
}
