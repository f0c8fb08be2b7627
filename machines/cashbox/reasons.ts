import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the cashbox rules refuse something (messages: `rules.<code>` in locales/). */
export const CASHBOX_REASONS = ['cashbox.alreadyOpen', 'cashbox.invalidFacts', 'cashbox.alreadyClosed'] as const;

/** Every reason the cashbox rules can give: the family's own and the common ones. */
export type ReasonCode = CommonReasonCode | (typeof CASHBOX_REASONS)[number];
