import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the edocument rules refuse something (messages: `rules.<code>` in locales/). */
export const EDOCUMENT_REASONS = [
  'edocument.documentRequired',
  'edocument.waybillCannotBeCancelled',
  'edocument.onlyArchiveReported',
  'edocument.archiveHasNoAnswer',
  'edocument.errorRequired',
] as const;

/** The request field each reason is about, so that a 422 names it. */
export const EDOCUMENT_REASON_FIELDS: Readonly<Partial<Record<(typeof EDOCUMENT_REASONS)[number], string>>> = {
  'edocument.documentRequired': 'documentId',
};

/** Every reason the edocument rules can give: the family's own and the common ones. */
export type ReasonCode = CommonReasonCode | (typeof EDOCUMENT_REASONS)[number];
