import type { RouteDef } from './navigation';
import { allowedByRoles } from './roles';
import { addDays } from './clock/clock';

/**
 * The home page's cards, each with the page it links to: a card is shown to a user who may open that page
 * (the page's roles, src/domain/navigation.ts and the families' routes), so that no card shows what its link refuses.
 */
export const DASHBOARD_CARDS = {
  sales: '/rapor/genelyonetimsatis',
  cash: '/kasa/list',
  balances: '/rapor/caribakiye',
  criticalStock: '/stok/list',
  waybills: '/fis/irsaliye/list',
  orders: '/siparis/temin',
  topProducts: '/rapor/satiskar',
  cheques: '/ceksenet/list',
} as const;
export type DashboardCard = keyof typeof DASHBOARD_CARDS;

/** The cards a user of these roles sees, given every route of the panel. */
export function visibleDashboardCards(routes: readonly RouteDef[], roles: readonly string[]): Set<DashboardCard> {
  const cards = Object.entries(DASHBOARD_CARDS) as [DashboardCard, string][];
  return new Set(
    cards
      .filter(([, path]) => {
        const route = routes.find((r) => r.path === path);
        return !!route && allowedByRoles(route.roles, roles);
      })
      .map(([card]) => card),
  );
}

/** The first day of the week (Monday) and of the month of an ISO day, and the periods just before them. */
export function dashboardPeriods(today: string) {
  const d = new Date(`${today}T00:00:00Z`);
  const shift = (n: number) => addDays(today, n);
  const weekStart = shift(-((d.getUTCDay() + 6) % 7));
  const monthStart = `${today.slice(0, 7)}-01`;
  const previousMonthStart = `${addDays(monthStart, -1).slice(0, 7)}-01`;
  const weekBefore = (n: number) => addDays(weekStart, n);
  return {
    today: { from: today, to: today },
    yesterday: { from: shift(-1), to: shift(-1) },
    week: { from: weekStart, to: today },
    previousWeek: { from: weekBefore(-7), to: weekBefore(-1) },
    month: { from: monthStart, to: today },
    previousMonth: { from: previousMonthStart, to: addDays(monthStart, -1) },
    /** the days the chart shows, the last 14 up to today */
    chart: { from: shift(-13), to: today },
  };
}
