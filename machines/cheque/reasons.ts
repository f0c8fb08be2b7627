import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the cheque rules refuse something (messages: `rules.<code>` in locales/). */
export const CHEQUE_REASONS = [
  'cheque.invalidAmount',
  'cheque.accountRequired',
  'cheque.dueDateRequired',
  'cheque.endorseAccountRequired',
  'cheque.cashAccountRequired',
  'cheque.indivisible',
  'cheque.locked',
  'cheque.bounceOnlyAtBank',
  'cheque.currencyMismatch',
  'cheque.rateRequired',
  'cheque.endorseToSupplier',
] as const;

/** The request field each reason is about, so that a 422 names it. */
export const CHEQUE_REASON_FIELDS: Readonly<Partial<Record<(typeof CHEQUE_REASONS)[number], string>>> = {
  'cheque.invalidAmount': 'amount',
  'cheque.accountRequired': 'accountId',
  'cheque.dueDateRequired': 'dueDate',
  'cheque.rateRequired': 'exchangeRate',
  'cheque.endorseToSupplier': 'accountId',
};

/** Every reason the cheque rules can give: the family's own and the common ones. */
export type ReasonCode = CommonReasonCode | (typeof CHEQUE_REASONS)[number];
