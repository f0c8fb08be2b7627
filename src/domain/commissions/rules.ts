import { Dec, round } from '../money/decimal';
import type { CommissionPeriod } from './periods';

/**
 * Commissions, targets and premiums (issue #29, /komisyon). One salesperson's plan is a set of rules and a target per
 * period. Each sold line earns by the most specific rule that names it: a rule for its product wins over one for its
 * product group, which wins over one for all products; a line no rule names earns nothing. A rule pays a percent of
 * the line's net sales (without VAT, after discounts) or of its profit (net sales less the cost the stock valuation
 * took out at the sale). Returns count with their sign, so they take back what their sale earned.
 * A target is an amount of net sales in a period; when the period's net sales reach it (equal counts) the premium is
 * paid: a fixed amount, or a percent of the period's net sales.
 */

/** The documents a salesperson is credited with (`salespersonId`, else their writer): what the report counts. */
export const CREDITED_TYPES: readonly string[] = ['salesInvoice', 'posSale', 'salesReturn'];

/** The documents that may name their salesperson: those credited, and the sales order, whose invoice takes it. */
export const SALESPERSON_TYPES: readonly string[] = [...CREDITED_TYPES, 'salesOrder'];

export const COMMISSION_SCOPES = ['all', 'group', 'product'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];
export const COMMISSION_BASES = ['sales', 'profit'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];
export const PREMIUM_KINDS = ['fixed', 'percent'] as const;
export type PremiumKind = (typeof PREMIUM_KINDS)[number];

export interface CommissionRule {
  scope: CommissionScope;
  /** the product group (a stock category) of a `group` rule, the product of a `product` rule */
  groupId?: string | null;
  productId?: string | null;
  basis: CommissionBasis;
  /** percent, a decimal string */
  rate: string;
}

export interface CommissionTarget {
  period: CommissionPeriod;
  /** net sales to reach, a decimal string */
  amount: string;
  premiumKind: PremiumKind;
  /** the fixed amount, or the percent of the period's net sales */
  premium: string;
}

/** Sold (or returned, below zero) figures of one product, or of lines that name none, in liras without VAT. */
export interface SoldFigures {
  productId: string | null;
  groupId: string | null;
  /** net sales of the sales (≥ 0) and of the returns (≤ 0) */
  sales: string;
  returns: string;
  /** the cost at sale, the returns' below zero */
  cost: string;
}

export interface CommissionResult {
  sales: string;
  returns: string;
  /** sales + returns */
  net: string;
  cost: string;
  profit: string;
  commission: string;
  target: CommissionTarget | null;
  /** net ÷ target × 100, cut to two places; null without a target */
  progress: string | null;
  met: boolean;
  premium: string;
  /** commission + premium */
  earned: string;
}

const SPECIFICITY: Record<CommissionScope, number> = { product: 3, group: 2, all: 1 };

/** The rule that decides for a line of `productId` in `groupId`: the most specific one naming it, or none. */
export function ruleFor<R extends CommissionRule>(rules: readonly R[], productId: string | null, groupId: string | null): R | null {
  let best: R | null = null;
  for (const r of rules) {
    const names =
      r.scope === 'all' ||
      (r.scope === 'group' && groupId !== null && r.groupId === groupId) ||
      (r.scope === 'product' && productId !== null && r.productId === productId);
    if (names && (!best || SPECIFICITY[r.scope] > SPECIFICITY[best.scope])) best = r;
  }
  return best;
}

/** Whether `net` reaches the target, the progress and the premium it pays. */
export function targetOutcome(target: CommissionTarget | null, net: string): Pick<CommissionResult, 'progress' | 'met' | 'premium'> {
  if (!target) return { progress: null, met: false, premium: '0.00' };
  const n = new Dec(net);
  const met = n.gte(target.amount);
  // cut, not rounded: 100.00 shows only once the target is met
  const progress = n.times(100).dividedBy(target.amount).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
  const premium = !met ? '0.00' : target.premiumKind === 'fixed' ? round(target.premium) : round(n.times(target.premium).dividedBy(100));
  return { progress, met, premium };
}

/**
 * A salesperson's commission for a period: the figures of what they sold, grouped as the caller likes (per product is
 * enough, since the rule depends on the product and its group only), their rules and the target of the period.
 * Each rule's base (net sales or profit of the lines it decides) is summed before its percent is taken and rounded.
 */
export function commissionOf(figures: readonly SoldFigures[], rules: readonly CommissionRule[], target: CommissionTarget | null): CommissionResult {
  let sales = new Dec(0);
  let returns = new Dec(0);
  let cost = new Dec(0);
  const bases = new Map<CommissionRule, Dec>();
  for (const f of figures) {
    const net = new Dec(f.sales).plus(f.returns);
    sales = sales.plus(f.sales);
    returns = returns.plus(f.returns);
    cost = cost.plus(f.cost);
    const rule = ruleFor(rules, f.productId, f.groupId);
    if (!rule) continue;
    const base = rule.basis === 'sales' ? net : net.minus(f.cost);
    bases.set(rule, (bases.get(rule) ?? new Dec(0)).plus(base));
  }
  let commission = new Dec(0);
  for (const [rule, base] of bases) commission = commission.plus(round(base.times(rule.rate).dividedBy(100)));
  const net = sales.plus(returns);
  const outcome = targetOutcome(target, net.toFixed());
  return {
    sales: round(sales),
    returns: round(returns),
    net: round(net),
    cost: round(cost),
    profit: round(net.minus(cost)),
    commission: round(commission),
    target,
    ...outcome,
    earned: round(commission.plus(outcome.premium)),
  };
}
