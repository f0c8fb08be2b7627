import { formatAmount, formatDate } from '../../../domain/format';
import type { ReportRow } from '../../../domain/schemas/reports';
import { BarFigure } from './BarFigure';

/** Net sales by day (genelyonetimsatis), in day order whatever the table's order. */
export function SalesChart({ rows, title }: { rows: readonly ReportRow[]; title: string }) {
  const data = [...rows]
    .map((r) => ({ day: String(r.date ?? ''), value: Number(r.net ?? 0), label: formatAmount(String(r.net ?? '0')) }))
    .sort((a, b) => a.day.localeCompare(b.day))
    .map(({ day, ...r }) => ({ ...r, name: formatDate(day) }));
  return <BarFigure data={data} title={title} fill="#238551" />;
}
