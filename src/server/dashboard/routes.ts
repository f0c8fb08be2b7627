import { Hono } from 'hono';
import type { z } from 'zod';
import { mayRead } from '../../../machines/access';
import { OWN_CHEQUE_TYPES, RECEIVED_CHEQUE_TYPES } from '../../../machines/cheque/rules';
import { APP_ROUTES } from '../../../machines/routes';
import { OPEN_CHEQUE_STATUSES, portfolioSummary, type OpenCheque } from '../../domain/cheques/portfolio';
import { dashboardPeriods, visibleDashboardCards } from '../../domain/dashboard';
import { waybillDeadline } from '../../domain/documents/waybill-deadline';
import { Dec } from '../../domain/money/decimal';
import { lineRevenue, profitOf } from '../../domain/reports/profit';
import type { dashboardSchema } from '../../domain/schemas/dashboard';
import { listCashAccounts } from '../cash/public';
import { listOpenCheques } from '../cheques/public';
import type { Queryable } from '../db/database';
import { documentView } from '../documents/view';
import type { AppEnv } from '../env';
import { companyToday } from '../clock';
import { addDays } from '../../domain/clock/clock';
import { groupBy, soldLine } from '../reports/public';
import { accountBalances, saleLines } from '../reports/public';
import { criticalStock, neverSuppliedOrders, uninvoicedWaybills } from './queries';

type Reply = z.input<typeof dashboardSchema>;
const TOP_PRODUCTS = 5;
const CRITICAL_SHOWN = 5;

/** Net sales (without VAT, less returns) of each day, and the sum over a period of them. */
async function salesCards(q: Queryable, today: string) {
  const p = dashboardPeriods(today);
  const from = [p.previousMonth.from, p.previousWeek.from, p.chart.from].sort()[0]!;
  const lines = await saleLines(q, { from, to: today });
  const byDay = new Map<string, Dec>();
  for (const r of lines) byDay.set(r.day, (byDay.get(r.day) ?? new Dec(0)).plus(lineRevenue(soldLine(r))));
  const over = (range: { from: string; to: string }) =>
    [...byDay]
      .filter(([day]) => day >= range.from && day <= range.to)
      .reduce((s, [, v]) => s.plus(v), new Dec(0))
      .toFixed(2);
  const days: { date: string; net: string }[] = [];
  for (let day = p.chart.from; day <= today; day = addDays(day, 1)) days.push({ date: day, net: (byDay.get(day) ?? new Dec(0)).toFixed(2) });
  const monthLines = lines.filter((r) => r.day >= p.month.from && r.product_id !== null);
  const topProducts = groupBy(monthLines, (r) => String(r.product_id))
    .map(({ first, lines: sold }) => ({ productId: first.product_id!, code: first.product_code ?? '', name: first.product_name ?? '', ...profitOf(sold) }))
    .sort((a, b) => new Dec(b.revenue).comparedTo(a.revenue) || a.code.localeCompare(b.code))
    .slice(0, TOP_PRODUCTS)
    .map(({ productId, code, name, quantity, revenue }) => ({ productId, code, name, quantity, revenue }));
  return {
    sales: {
      today: { current: over(p.today), previous: over(p.yesterday) },
      week: { current: over(p.week), previous: over(p.previousWeek) },
      month: { current: over(p.month), previous: over(p.previousMonth) },
      days,
    },
    topProducts,
  };
}

/** GET /api/dashboard: the figures of the home page's cards, only those the user may open the page of. */
export function dashboardRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/dashboard', async (c) => {
    const { auth, db } = c.var;
    const cards = visibleDashboardCards(APP_ROUTES, auth.roles);
    const chequeTypes = [...RECEIVED_CHEQUE_TYPES, ...OWN_CHEQUE_TYPES].filter((t) => mayRead(auth, t));
    const response = await db.company(auth.companyId, async (q): Promise<Reply> => {
      const today = await companyToday(q, auth.companyId);
      const trade = cards.has('sales') || cards.has('topProducts') ? await salesCards(q, today) : null;
      const balances = cards.has('balances') ? await accountBalances(q, {}) : null;
      const critical = cards.has('criticalStock') ? await criticalStock(q) : null;
      const waybills = cards.has('waybills') ? (await uninvoicedWaybills(q)).map((w) => waybillDeadline(w, today).state) : null;
      const cheques =
        cards.has('cheques') && chequeTypes.length
          ? portfolioSummary(
              (await listOpenCheques(q, chequeTypes, OPEN_CHEQUE_STATUSES)).map(({ doc }) => documentView(doc) as unknown as OpenCheque),
              today,
            )
          : null;
      const chequeTotals = new Map<string, Dec>();
      for (const ch of cheques?.coming ?? []) chequeTotals.set(ch.currency, (chequeTotals.get(ch.currency) ?? new Dec(0)).plus(ch.amount));
      return {
        today,
        sales: cards.has('sales') ? trade!.sales : null,
        topProducts: cards.has('topProducts') ? trade!.topProducts : null,
        cash: cards.has('cash') ? (await listCashAccounts(q)).map(({ id, name, kind, currency, balance }) => ({ id, name, kind, currency, balance })) : null,
        balances: balances && {
          receivables: balances.reduce((s, a) => (new Dec(a.balance).gt(0) ? s.plus(a.balance) : s), new Dec(0)).toFixed(2),
          payables: balances.reduce((s, a) => (new Dec(a.balance).lt(0) ? s.minus(a.balance) : s), new Dec(0)).toFixed(2),
          debtors: balances.filter((a) => new Dec(a.balance).gt(0)).length,
          creditors: balances.filter((a) => new Dec(a.balance).lt(0)).length,
        },
        criticalStock: critical && {
          count: critical.length,
          items: critical.slice(0, CRITICAL_SHOWN).map((r) => ({
            productId: r.product_id,
            code: r.code,
            name: r.name,
            quantity: new Dec(r.quantity).toFixed(),
            criticalStock: new Dec(r.critical_stock).toFixed(),
          })),
        },
        waybills: waybills && { waiting: waybills.filter((s) => s === 'open').length, late: waybills.filter((s) => s === 'late').length },
        orders: cards.has('orders') ? { neverSupplied: await neverSuppliedOrders(q) } : null,
        cheques: cheques && {
          until: cheques.until,
          count: cheques.coming.length,
          totals: [...chequeTotals].map(([currency, total]) => ({ currency, total: total.toFixed(2) })),
        },
      };
    });
    return c.json({ response });
  });

  return app;
}
