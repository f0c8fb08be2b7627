import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount, formatDate } from '../../../domain/format';
import type { ReportRow } from '../../../domain/schemas/reports';

/** Net sales by day (genelyonetimsatis), in day order whatever the table's order. */
export function SalesChart({ rows, title }: { rows: readonly ReportRow[]; title: string }) {
  const data = [...rows]
    .map((r) => ({ day: String(r.date ?? ''), net: Number(r.net ?? 0), label: formatAmount(String(r.net ?? '0')) }))
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((r) => ({ ...r, name: formatDate(r.day) }));
  return (
    <figure className="report-no-print" style={{ margin: '0 0 16px' }} data-testid="report-chart">
      <figcaption>{title}</figcaption>
      <div style={{ width: '100%', height: 240 }} dir="ltr">
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" tick={{ fontSize: 11 }} />
            <YAxis tickFormatter={(v: number) => formatAmount(String(v))} width={80} />
            <Tooltip formatter={(_v, _n, item) => (item.payload as { label: string }).label} />
            <Bar dataKey="net" fill="#238551" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
