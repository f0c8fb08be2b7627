import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount } from '../../../domain/format';

export interface BarDatum {
  name: string;
  value: number;
  /** the amount as the screens write it, for the tooltip */
  label: string;
}

/** A report's chart: one bar per datum, amounts on the axis; printed above the table, scaled to the page (reportPrint.css). */
export function BarFigure({ data, title, fill, allTicks = false }: { data: readonly BarDatum[]; title: string; fill: string; allTicks?: boolean }) {
  return (
    <figure className="report-chart" style={{ margin: '0 0 16px' }} data-testid="report-chart">
      <figcaption>{title}</figcaption>
      <div style={{ width: '100%', height: 240 }} dir="ltr">
        <ResponsiveContainer>
          <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" tick={{ fontSize: 11 }} {...(allTicks ? { interval: 0 } : {})} />
            <YAxis tickFormatter={(v: number) => formatAmount(String(v))} width={80} />
            <Tooltip formatter={(_v, _n, item) => (item.payload as BarDatum).label} />
            <Bar dataKey="value" fill={fill} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
