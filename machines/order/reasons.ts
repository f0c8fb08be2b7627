import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the order rules refuse something (messages: `rules.<code>` in locales/). */
export const ORDER_REASONS = [
  'order.noLines',
  'order.tooManyLines',
  'order.accountRequired',
  'order.quantityExceedsSource',
  'order.alreadySupplied',
  'order.quantityExceedsRemaining',
  'order.shortCloseReasonRequired',
  'order.locked',
  'order.alreadyCompleted',
  'order.campaignRemovalNotPermitted',
] as const;

/** The request field each reason is about, so that a 422 names it. */
export const ORDER_REASON_FIELDS: Readonly<Partial<Record<(typeof ORDER_REASONS)[number], string>>> = {
  'order.noLines': 'lines',
  'order.tooManyLines': 'lines',
  'order.accountRequired': 'accountId',
  'order.campaignRemovalNotPermitted': 'removedCampaigns',
};

/** Every reason the order rules can give: the family's own and the common ones. */
export type ReasonCode = CommonReasonCode | (typeof ORDER_REASONS)[number];
