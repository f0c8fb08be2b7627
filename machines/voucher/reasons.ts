import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the voucher rules refuse something (messages: `rules.<code>` in locales/). */
export const VOUCHER_REASONS = [
  'voucher.accountRequired',
  'voucher.targetAccountRequired',
  'voucher.sameAccount',
  'voucher.invalidAmount',
  'voucher.rateRequired',
  'voucher.locked',
  'voucher.completedCannotCancel',
] as const;

/** The request field each reason is about, so that a 422 names it. */
export const VOUCHER_REASON_FIELDS: Readonly<Partial<Record<(typeof VOUCHER_REASONS)[number], string>>> = {
  'voucher.accountRequired': 'accountId',
  'voucher.targetAccountRequired': 'targetAccountId',
  'voucher.invalidAmount': 'amount',
  'voucher.rateRequired': 'exchangeRate',
};

/** Every reason the voucher rules can give: the family's own and the common ones. */
export type ReasonCode = CommonReasonCode | (typeof VOUCHER_REASONS)[number];
