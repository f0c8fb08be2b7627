import { daysInMonth } from '../calendar-date';

/** The periods a commission target is set for and the report is read by. */
export const COMMISSION_PERIODS = ['month', 'quarter', 'year'] as const;
export type CommissionPeriod = (typeof COMMISSION_PERIODS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the month, quarter or year holding `day` (YYYY-MM-DD). */
export function periodRange(period: CommissionPeriod, day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = period === 'month' ? month : period === 'quarter' ? month - ((month - 1) % 3) : 1;
  const last = period === 'month' ? month : period === 'quarter' ? first + 2 : 12;
  const y = day.slice(0, 4);
  return { from: `${y}-${pad(first)}-01`, to: `${y}-${pad(last)}-${pad(daysInMonth(year, last))}` };
}
