import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount } from '../../../domain/format';
import type { ReportRow } from '../../../domain/schemas/reports';

/** How many products the chart shows: the most profitable first (the report's own order is the table's). */
const SHOWN = 10;

/** Profit by product (satiskar) or product group (satisgrup), the ten with the most profit, as bars. */
export function ProfitChart({ rows, title }: { rows: readonly ReportRow[]; title: string }) {
  const data = [...rows]
    .map((r) => ({ name: String(r.name ?? r.category ?? r.code ?? ''), profit: Number(r.profit ?? 0), label: formatAmount(String(r.profit ?? '0')) }))
    .sort((a, b) => b.profit - a.profit)
    .slice(0, SHOWN);
  return (
    <figure className="report-no-print" style={{ margin: '0 0 16px' }} data-testid="report-chart">
      <figcaption>{title}</figcaption>
      <div style={{ width: '100%', height: 240 }} dir="ltr">
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} />
            <YAxis tickFormatter={(v: number) => formatAmount(String(v))} width={80} />
            <Tooltip formatter={(_v, _n, item) => (item.payload as { label: string }).label} />
            <Bar dataKey="profit" fill="#2d72d2" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
