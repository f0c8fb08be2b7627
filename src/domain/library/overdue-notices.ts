import { daysBetween } from '../lifecycle/rules';
import { add, round } from '../money/decimal';
import { loanFine, ruleFor, type LoanRule, type LoanRuleCell } from './loan-rules';

/** An overdue loan as the notices read it: the member's category and the copy's item type pick the matrix's cell. */
export interface OverdueLoanFacts {
  loanId: number;
  memberId: number;
  memberName: string;
  cardNumber: string;
  phone: string | null;
  email: string | null;
  category: string;
  itemType: string;
  title: string;
  barcode: string;
  lentOn: string | null;
  dueDate: string;
}

export interface OverdueNotice {
  memberId: number;
  memberName: string;
  cardNumber: string;
  phone: string | null;
  email: string | null;
  loans: { loanId: number; title: string; barcode: string; lentOn: string | null; dueDate: string; daysLate: number; fineSoFar: string }[];
  fineTotal: string;
}

/**
 * One notice per member with their overdue loans on `today`: the days late and the fine so far, as the return would
 * compute it today (`loanFine` of the member's cell: nothing within the grace days, never above the cap).
 */
export function overdueNotices(
  loans: readonly OverdueLoanFacts[],
  rules: { cells: readonly LoanRuleCell[]; defaultRule: LoanRule },
  today: string,
): OverdueNotice[] {
  const byMember = new Map<number, OverdueNotice>();
  for (const l of loans) {
    const daysLate = Math.max(0, daysBetween(l.dueDate, today));
    if (daysLate === 0) continue;
    const fineSoFar = loanFine(daysLate, ruleFor(rules.cells, rules.defaultRule, l.category, l.itemType));
    const notice = byMember.get(l.memberId) ?? {
      memberId: l.memberId,
      memberName: l.memberName,
      cardNumber: l.cardNumber,
      phone: l.phone,
      email: l.email,
      loans: [],
      fineTotal: '0.00',
    };
    notice.loans.push({ loanId: l.loanId, title: l.title, barcode: l.barcode, lentOn: l.lentOn, dueDate: l.dueDate, daysLate, fineSoFar });
    notice.fineTotal = round(add(notice.fineTotal, fineSoFar));
    byMember.set(l.memberId, notice);
  }
  return [...byMember.values()].sort((a, b) => a.memberName.localeCompare(b.memberName, 'tr') || a.memberId - b.memberId);
}

/**
 * The days late on which a member is sent an overdue message (issue #33; the spec names none): the first day late,
 * a week late, a month late. Each loan gets at most one message per step.
 */
export const OVERDUE_NOTICE_DAYS = [1, 7, 30] as const;

/** The last notice step a loan `daysLate` days late has reached; null before the first. */
export function overdueNoticeStep(daysLate: number): number | null {
  const reached = OVERDUE_NOTICE_DAYS.filter((d) => d <= daysLate);
  return reached.length ? reached[reached.length - 1]! : null;
}
