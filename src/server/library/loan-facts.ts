import { daysBetween } from '../../domain/lifecycle/rules';
import { addDays } from '../../domain/clock/clock';
import { ruleFor } from '../../domain/library/loan-rules';
import type { Queryable } from '../db/database';
import { categoryAndType, loadRules, loanPair, titleHeldByOther } from './queries';
import { companyToday } from '../clock';

/**
 * The facts of a loan's machine, read from the library's tables and its loan rules matrix (the cell of the member's
 * category × the copy's item type, else the default rule). The member's and copy's locks are held (row-locks.ts).
 */

async function ruleOf(q: Queryable, memberId: string, copyId: string) {
  const { category, itemType } = await categoryAndType(q, memberId, copyId);
  const rules = await loadRules(q);
  return { rule: ruleFor(rules.cells, rules.defaultRule, category ?? '', itemType ?? ''), holdExpiryDays: rules.holdExpiryDays };
}

/** LEND (and RESERVE): the member's standing, the copy's, the limit of the matrix and, when the client named none, the due date. */
export async function lendFacts(q: Queryable, memberId: string, copyId: string, exceptId: number | null, lentOn: string | undefined, dueDateGiven: boolean) {
  const today = await companyToday(q);
  const day = lentOn ?? today;
  const pair = await loanPair(q, memberId, copyId, exceptId, today);
  const { rule } = await ruleOf(q, memberId, copyId);
  return {
    copyFree: !pair.copyBusy && !pair.withdrawn && !pair.heldForOther,
    reservedForMember: pair.reservedForMember && !pair.withdrawn,
    memberActive: pair.memberActive === true,
    memberExpired: pair.memberExpired,
    memberLoanCount: pair.memberLoans,
    loanLimit: rule.maxLoans,
    ...(dueDateGiven ? {} : { dueDate: addDays(day, rule.loanDays) }),
  };
}

const overdueDays = (dueDate: string | undefined, on: string) => (dueDate ? Math.max(0, daysBetween(dueDate, on)) : 0);

/** RENEW: the matrix's renewals and grace, the days overdue, whether someone else waits for the title, and the new due date. */
export async function renewFacts(q: Queryable, memberId: string, copyId: string, dueDate: string | undefined, dueDateGiven: boolean) {
  const { rule } = await ruleOf(q, memberId, copyId);
  const on = await companyToday(q);
  const base = dueDate && dueDate > on ? dueDate : on;
  return {
    maxRenewals: rule.maxRenewals,
    graceDays: rule.graceDays,
    overdueDays: overdueDays(dueDate, on),
    heldByOther: await titleHeldByOther(q, memberId, copyId),
    ...(dueDateGiven ? {} : { dueDate: addDays(base, rule.loanDays) }),
  };
}

/** RETURN: the days late on the day of return and the matrix's fine, from which the machine computes the fine. */
export async function returnFacts(q: Queryable, memberId: string, copyId: string, dueDate: string | undefined, returnedOn: string | undefined) {
  const { rule } = await ruleOf(q, memberId, copyId);
  return {
    overdueDays: overdueDays(dueDate, returnedOn ?? (await companyToday(q))),
    graceDays: rule.graceDays,
    finePerDay: rule.finePerDay,
    fineCap: rule.fineCap,
  };
}

/** The day a hold made ready today stays on the holds shelf until. */
export async function holdReadyUntil(q: Queryable): Promise<string> {
  const rules = await loadRules(q);
  return addDays(await companyToday(q), rules.holdExpiryDays);
}
