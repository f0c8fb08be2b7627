import { commissionOf } from '../../domain/commissions/rules';
import { periodRange, type CommissionPeriod } from '../../domain/commissions/periods';
import { Dec, round } from '../../domain/money/decimal';
import type { CommissionReport, Salesperson } from '../../domain/schemas/commissions';
import type { Queryable } from '../db/database';
import { listSalespeople, soldBySalesperson } from './queries';

/**
 * /komisyon/raporlar: each salesperson's sales, returns netted, commission, target progress and premium in the
 * period holding `day`. The figures are the domain's (src/domain/commissions/rules.ts) over the sold lines. `only`:
 * the one salesperson the reader may see (null: every one); the inactive show only when they sold in the period.
 */
export async function commissionReport(q: Queryable, period: CommissionPeriod, day: string, only: (s: Salesperson) => boolean): Promise<CommissionReport> {
  const { from, to } = periodRange(period, day);
  const [people, sold] = await Promise.all([listSalespeople(q), soldBySalesperson(q, from, to)]);
  const items = people
    .filter((s) => only(s) && (s.active || sold.has(s.id)))
    .map((s) => {
      const rules = s.rules.map((r) => ({
        ...r,
        groupId: r.groupId === null ? null : String(r.groupId),
        productId: r.productId === null ? null : String(r.productId),
      }));
      const r = commissionOf(sold.get(s.id) ?? [], rules, s.targets.find((t) => t.period === period) ?? null);
      return { salespersonId: s.id, name: s.name, ...r, target: r.target?.amount ?? null };
    });
  const sum = (key: 'sales' | 'returns' | 'net' | 'commission' | 'premium' | 'earned') => round(items.reduce((a, i) => a.plus(i[key]), new Dec(0)));
  return {
    period,
    from,
    to,
    items,
    totals: { sales: sum('sales'), returns: sum('returns'), net: sum('net'), commission: sum('commission'), premium: sum('premium'), earned: sum('earned') },
  };
}
