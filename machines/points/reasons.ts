import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the points voucher rules refuse something (messages: `rules.<code>` in locales/). */
export const POINTS_VOUCHER_REASONS = [
  'pointsVoucher.accountRequired',
  'pointsVoucher.invalidPoints',
  'pointsVoucher.reasonRequired',
  'pointsVoucher.exceedsBalance',
  'pointsVoucher.locked',
  'pointsVoucher.completedCannotCancel',
] as const;

/** The request field each reason is about, so that a 422 names it. */
export const POINTS_VOUCHER_REASON_FIELDS: Readonly<Partial<Record<(typeof POINTS_VOUCHER_REASONS)[number], string>>> = {
  'pointsVoucher.accountRequired': 'accountId',
  'pointsVoucher.invalidPoints': 'points',
  'pointsVoucher.reasonRequired': 'reason',
  'pointsVoucher.exceedsBalance': 'points',
};

export type ReasonCode = CommonReasonCode | (typeof POINTS_VOUCHER_REASONS)[number];
