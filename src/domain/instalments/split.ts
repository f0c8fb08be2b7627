import { daysInMonth } from '../calendar-date';
import { Dec } from '../money/decimal';

/** At most this many instalments in one plan: five years of monthly payments. */
export const INSTALMENTS_MAX = 60;

export interface PlannedInstalment {
  dueDate: string;
  /** two decimals ("33.34") */
  amount: string;
}

/** Why a sale's plan may not be made or changed: the sale owes nothing on account, or something of its plan is paid. */
export function planChangeRefusal(owesOnAccount: boolean, anyPaid: boolean): 'instalment.notOnAccount' | 'instalment.planSettled' | null {
  if (!owesOnAccount) return 'instalment.notOnAccount';
  return anyPaid ? 'instalment.planSettled' : null;
}

/** The same day `months` later; a day the month lacks becomes its last day (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const d = Math.min(date, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * `total` split into `count` instalments a month apart from `firstDue`, in whole kuruş summing exactly to the total:
 * each gets the total's share rounded down, and the kuruş left over go one each to the first instalments
 * (100.00 in 3 → 33.34, 33.33, 33.33).
 */
export function splitEvenly(total: string, count: number, firstDue: string): PlannedInstalment[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const kurus = new Dec(total).times(100).toDecimalPlaces(0, Dec.ROUND_DOWN);
  const share = kurus.dividedToIntegerBy(count);
  const remainder = kurus.minus(share.times(count)).toNumber();
  return Array.from({ length: count }, (_, i) => ({
    dueDate: addMonths(firstDue, i),
    amount: share
      .plus(i < remainder ? 1 : 0)
      .dividedBy(100)
      .toFixed(2),
  }));
}

export type PlanIssue = 'instalment.tooMany' | 'instalment.sumMismatch' | 'instalment.invalidAmount' | 'instalment.dueDateOrder';

/**
 * Whether instalments make a plan of `total`: 1..INSTALMENTS_MAX of them, each a positive amount in whole kuruş,
 * due dates never going back, amounts summing exactly to the total. Each issue names the instalment it is about
 * (`index`), or none when it is about the whole plan.
 */
export function checkPlan(total: string, instalments: readonly PlannedInstalment[]): { issue: PlanIssue; index?: number }[] {
  const issues: { issue: PlanIssue; index?: number }[] = [];
  if (instalments.length < 1 || instalments.length > INSTALMENTS_MAX) return [{ issue: 'instalment.tooMany' }];
  let sum = new Dec(0);
  instalments.forEach((p, index) => {
    const a = new Dec(p.amount);
    if (a.lte(0) || a.decimalPlaces() > 2) issues.push({ issue: 'instalment.invalidAmount', index });
    sum = sum.plus(a);
    if (index > 0 && p.dueDate < instalments[index - 1]!.dueDate) issues.push({ issue: 'instalment.dueDateOrder', index });
  });
  if (!sum.eq(new Dec(total))) issues.push({ issue: 'instalment.sumMismatch' });
  return issues;
}
