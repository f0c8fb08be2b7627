import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the cash voucher rules refuse something (messages: `rules.<code>` in locales/). */
export const CASH_REASONS = [
  'cash.cashAccountRequired',
  'cash.accountRequired',
  'cash.targetCashAccountRequired',
  'cash.sameCashAccount',
  'cash.incomeExpenseRequired',
  'cash.wrongIncomeExpense',
  'cash.invalidAmount',
  'cash.currencyMismatch',
  'cash.rateRequired',
  'cash.invalidRate',
  'cash.targetAmountTooLarge',
  'cash.memberRequired',
  'cash.memberAccountRequired',
  'cash.invalidFineAmount',
  'cash.finesOverpaid',
  // a completion taking an account that refuses it below zero (src/domain/cash/negative-cash.ts), any family's
  'cash.negativeBalance',
  'cash.locked',
  'cash.completedCannotCancel',
] as const;

/** The request field each reason is about, so that a 422 (or a refusal) names it. */
export const CASH_REASON_FIELDS: Readonly<Partial<Record<(typeof CASH_REASONS)[number], string>>> = {
  'cash.cashAccountRequired': 'cashAccountId',
  'cash.accountRequired': 'accountId',
  'cash.targetCashAccountRequired': 'targetCashAccountId',
  'cash.sameCashAccount': 'targetCashAccountId',
  'cash.incomeExpenseRequired': 'incomeExpenseId',
  'cash.wrongIncomeExpense': 'incomeExpenseId',
  'cash.invalidAmount': 'amount',
  'cash.currencyMismatch': 'currency',
  'cash.rateRequired': 'exchangeRate',
  'cash.invalidRate': 'exchangeRate',
  'cash.targetAmountTooLarge': 'amount',
  'cash.memberRequired': 'memberId',
  'cash.memberAccountRequired': 'memberId',
  'cash.invalidFineAmount': 'fineAmount',
  'cash.finesOverpaid': 'fineAmount',
};

/** Every reason the cash voucher rules can give: the family's own and the common ones. */
export type ReasonCode = CommonReasonCode | (typeof CASH_REASONS)[number];
