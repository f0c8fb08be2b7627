import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the loan rules refuse something (messages: `rules.<code>` in locales/). */
export const LOAN_REASONS = [
  'loan.memberRequired',
  'loan.copyRequired',
  'loan.dueDateRequired',
  'loan.copyNotFree',
  'loan.memberInactive',
  'loan.loanLimitReached',
  'loan.copyNotAvailable',
  'loan.maxRenewalsReached',
  'loan.overdueBeyondGrace',
  'loan.memberExpired',
  'loan.heldByOther',
] as const;

/** The request field each reason is about, so that a 422 names it. */
export const LOAN_REASON_FIELDS: Readonly<Partial<Record<(typeof LOAN_REASONS)[number], string>>> = {
  'loan.memberRequired': 'memberId',
  'loan.copyRequired': 'copyId',
  'loan.dueDateRequired': 'dueDate',
};

/** Every reason the loan rules can give: the family's own and the common ones. */
export type ReasonCode = CommonReasonCode | (typeof LOAN_REASONS)[number];
