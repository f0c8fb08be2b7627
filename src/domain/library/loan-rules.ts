import { Dec } from '../money/decimal';
import { addDays } from '../clock/clock';
import { daysBetween } from '../lifecycle/rules';

/** The library's member categories (spec roles) and the item types of its copies: the two axes of the loan rules matrix. */
export const MEMBER_CATEGORIES = ['student', 'teacher', 'member', 'guest'] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];
export const ITEM_TYPES = ['book', 'periodical', 'reference', 'media'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** One cell of the matrix: how long, how many, how often renewed, whether held, and what a late day costs. */
export interface LoanRule {
  loanDays: number;
  graceDays: number;
  maxLoans: number;
  maxRenewals: number;
  holdsAllowed: boolean;
  /** exact decimals, two places */
  finePerDay: string;
  fineCap: string;
}

export interface LoanRuleCell extends LoanRule {
  memberCategory: MemberCategory;
  itemType: ItemType;
}

/** The rule every cell falls to when the matrix does not name it: the constants the library had before its settings. */
export const DEFAULT_LOAN_RULE: LoanRule = {
  loanDays: 14,
  graceDays: 3,
  maxLoans: 5,
  maxRenewals: 3,
  holdsAllowed: true,
  finePerDay: '0.00',
  fineCap: '0.00',
};

/** Days a hold stays on the holds shelf once its copy is back, unless the settings say otherwise. */
export const DEFAULT_HOLD_EXPIRY_DAYS = 7;

/** The rule of a member category × item type: its own cell, else the default rule. */
export function ruleFor(cells: readonly LoanRuleCell[], fallback: LoanRule, category: string, itemType: string): LoanRule {
  const cell = cells.find((c) => c.memberCategory === category && c.itemType === itemType);
  if (!cell) return fallback;
  const { memberCategory: _m, itemType: _t, ...rule } = cell;
  return rule;
}

/**
 * The fine of a loan returned `overdueDays` after its due date: nothing within the grace days, else every late day at
 * the day's fine, never above the cap (a cap of 0 means no cap only when the day's fine is 0 too: it caps at 0).
 */
export function loanFine(overdueDays: number, rule: Pick<LoanRule, 'graceDays' | 'finePerDay' | 'fineCap'>): string {
  if (overdueDays <= rule.graceDays) return '0.00';
  const fine = new Dec(rule.finePerDay).times(overdueDays);
  return Dec.min(fine, new Dec(rule.fineCap)).toFixed(2);
}

/** A loan as its fine is shown: its status, due date, the fine charged at its return, and what picks its matrix's cell. */
export interface FinedLoan {
  status: string;
  dueDate: string | null;
  fine: string;
  category: string;
  itemType: string;
}

/**
 * The fine a loan shows on `today`: a loan still lent past its due date shows what its return today would charge (the
 * late days at its member category × item type cell, as RETURN computes it), any other loan the fine charged at return.
 */
export function fineShown(loan: FinedLoan, rules: { cells: readonly LoanRuleCell[]; defaultRule: LoanRule }, today: string): string {
  if (loan.status !== 'lent' || loan.dueDate === null || loan.dueDate >= today) return loan.fine;
  return loanFine(daysBetween(loan.dueDate, today), ruleFor(rules.cells, rules.defaultRule, loan.category, loan.itemType));
}

/** The day `n` days after `day` (YYYY-MM-DD): the clock's calendar arithmetic. */
export { addDays };
