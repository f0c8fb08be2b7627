import type { ReasonCode } from './reasons';
import { loanFine } from '../../src/domain/library/loan-rules';
import {
  allow,
  daysBetween,
  isIsoDate,
  isNonEmptyString,
  isOptionalString,
  type Check,
  type LifecycleEvent,
  type RuleTable,
} from '../../src/domain/lifecycle/rules';

export const LOAN_TYPES = ['loan'] as const;

export interface LoanContext {
  type: 'loan';
  number?: string;
  memberId: string;
  copyId: string;
  /** the day the loan (or reservation) was made */
  date: string;
  lentOn?: string;
  dueDate?: string;
  renewals: number;
  closedOn?: string;
  /** the fine of a late return (exact decimal), set by RETURN from the loan rules' facts */
  fine?: string;
  note?: string;
}

/**
 * Creation input: `event` is RESERVE or LEND, plus the facts that event's guard needs
 * (`copyFree`; for LEND also `memberActive`, `memberLoanCount`, `loanLimit`, `dueDate`).
 */
export function checkLoanInput(input: Record<string, unknown>): ReasonCode | null {
  if (input.type !== 'loan') return 'document.unknownType';
  if (input.event !== 'RESERVE' && input.event !== 'LEND') return 'common.invalidInput';
  if (!isNonEmptyString(input.memberId, 100)) return 'loan.memberRequired';
  if (!isNonEmptyString(input.copyId, 100)) return 'loan.copyRequired';
  if (!isIsoDate(input.date)) return 'document.invalidDate';
  if (input.number !== undefined && !isNonEmptyString(input.number, 50)) return 'document.invalidField';
  if (!isOptionalString(input.note, 1000)) return 'document.invalidField';
  return null;
}

export function createLoanContext(input: Record<string, unknown>): LoanContext {
  const c: LoanContext = { type: 'loan', memberId: input.memberId as string, copyId: input.copyId as string, date: input.date as string, renewals: 0 };
  if (typeof input.number === 'string') c.number = input.number;
  if (typeof input.note === 'string') c.note = input.note;
  return c;
}

/** Days past the due date on `today` (0 when not yet due or not lent). */
export function overdueDays(context: LoanContext, today: string): number {
  if (!context.dueDate) return 0;
  return Math.max(0, daysBetween(context.dueDate, today));
}

/** Derived, never stored: lent and past the due date. */
export function isOverdue(state: { status: string; context: Record<string, unknown> }, today: string): boolean {
  return state.status === 'lent' && overdueDays(state.context as unknown as LoanContext, today) > 0;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export const checkReserve: Check<LoanContext, ReasonCode> = (_c, event) => {
  if (typeof event.copyFree !== 'boolean') return 'common.factsMissing';
  return event.copyFree ? null : 'loan.copyNotFree';
};

/** Facts: memberActive, memberLoanCount, loanLimit, copyFree, reservedForMember; payload: dueDate (and date). */
export const checkLend: Check<LoanContext, ReasonCode> = (context, event) => {
  if (typeof event.memberActive !== 'boolean' || !isCount(event.memberLoanCount) || !isCount(event.loanLimit)) return 'common.factsMissing';
  if (!event.memberActive) return 'loan.memberInactive';
  if (event.memberExpired === true) return 'loan.memberExpired';
  if (event.memberLoanCount >= event.loanLimit) return 'loan.loanLimitReached';
  if (event.copyFree !== true && event.reservedForMember !== true) return 'loan.copyNotAvailable';
  const lentOn = event.date ?? context.date;
  if (!isIsoDate(lentOn)) return 'document.invalidDate';
  if (!isIsoDate(event.dueDate) || daysBetween(lentOn, event.dueDate) < 0) return 'loan.dueDateRequired';
  return null;
};

/** Facts: maxRenewals, overdueDays, graceDays, heldByOther (someone else waits for the title); payload: the new dueDate. Renewals are counted in the context. */
export const checkRenew: Check<LoanContext, ReasonCode> = (context, event) => {
  if (!isCount(event.maxRenewals) || !isCount(event.overdueDays) || !isCount(event.graceDays)) return 'common.factsMissing';
  if (event.heldByOther === true) return 'loan.heldByOther';
  if (context.renewals >= event.maxRenewals) return 'loan.maxRenewalsReached';
  if (event.overdueDays > event.graceDays) return 'loan.overdueBeyondGrace';
  if (!isIsoDate(event.dueDate) || (context.dueDate !== undefined && daysBetween(context.dueDate, event.dueDate) <= 0)) return 'loan.dueDateRequired';
  return null;
};

export const checkLoanEdit: Check<LoanContext, ReasonCode> = (_c, event) => (isOptionalString(event.note, 1000) ? null : 'document.invalidField');

/** The day of a closing event (RETURN, LOSE): `date` when given and valid. */
export const checkClosingDate: Check<LoanContext, ReasonCode> = (_c, event) =>
  event.date === undefined || isIsoDate(event.date) ? null : 'document.invalidDate';

export const loanRules: RuleTable<LoanContext, ReasonCode> = {
  new: { RESERVE: checkReserve, LEND: checkLend },
  reserved: { LEND: checkLend, CANCEL: allow, EDIT: checkLoanEdit },
  lent: { RENEW: checkRenew, RETURN: checkClosingDate, LOSE: checkClosingDate, EDIT: 'document.locked' },
  returned: { EDIT: 'document.locked' },
  lost: { EDIT: 'document.locked' },
  cancelled: { EDIT: 'document.cancelled' },
};

export function applyLend(context: LoanContext, event: LifecycleEvent): LoanContext {
  return { ...context, lentOn: (event.date as string | undefined) ?? context.date, dueDate: event.dueDate as string };
}

export function applyRenew(context: LoanContext, event: LifecycleEvent): LoanContext {
  return { ...context, dueDate: event.dueDate as string, renewals: context.renewals + 1 };
}

const isMoney = (v: unknown): v is string => typeof v === 'string' && /^\d{1,16}(\.\d{1,2})?$/.test(v);

/**
 * The day of a closing event, and on RETURN the fine for the late days when the server gave the loan rule's facts
 * (overdueDays, graceDays, finePerDay, fineCap): decided here, so that a replay gives the same fine.
 */
export function applyClosing(context: LoanContext, event: LifecycleEvent): LoanContext {
  const next = typeof event.date === 'string' ? { ...context, closedOn: event.date } : { ...context };
  if (event.type === 'RETURN' && isCount(event.overdueDays) && isCount(event.graceDays) && isMoney(event.finePerDay) && isMoney(event.fineCap)) {
    const fine = loanFine(event.overdueDays, { graceDays: event.graceDays, finePerDay: event.finePerDay, fineCap: event.fineCap });
    if (fine !== '0.00') next.fine = fine;
  }
  return next;
}

export function applyLoanEdit(context: LoanContext, event: LifecycleEvent): LoanContext {
  if (event.note === undefined) return context;
  const next = { ...context };
  if (event.note === null) next.note = undefined;
  else next.note = event.note as string;
  return next;
}
