import { z } from 'zod';

/**
 * `GET /api/dashboard`: the home page's figures, amounts as decimal strings in liras (cash accounts in their own
 * currency). A card the user may not open the page of is null (src/domain/dashboard.ts).
 */
const amount = z.string();
const period = z.object({ current: amount, previous: amount });

export const dashboardSchema = z.object({
  today: z.string(),
  sales: z
    .object({
      today: period,
      week: period,
      month: period,
      days: z.array(z.object({ date: z.string(), net: amount })),
    })
    .nullable(),
  cash: z.array(z.object({ id: z.number(), name: z.string(), kind: z.string(), currency: z.string(), balance: amount })).nullable(),
  balances: z.object({ receivables: amount, payables: amount, debtors: z.number(), creditors: z.number() }).nullable(),
  criticalStock: z
    .object({
      count: z.number(),
      items: z.array(z.object({ productId: z.number(), code: z.string(), name: z.string(), quantity: z.string(), criticalStock: z.string() })),
    })
    .nullable(),
  waybills: z.object({ waiting: z.number(), late: z.number() }).nullable(),
  orders: z.object({ neverSupplied: z.number() }).nullable(),
  topProducts: z.array(z.object({ productId: z.number(), code: z.string(), name: z.string(), quantity: z.string(), revenue: amount })).nullable(),
  cheques: z
    .object({
      until: z.string(),
      count: z.number(),
      totals: z.array(z.object({ currency: z.string(), total: amount })),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
