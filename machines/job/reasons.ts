import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the job rules refuse something (messages: `rules.<code>` in locales/). */
export const JOB_REASONS = [
  'job.titleRequired',
  'job.invalidPriority',
  'job.invalidKind',
  'job.notAJob',
  'job.unknownAssignee',
  'job.inProcessCannotCancel',
  'job.locked',
] as const;

/** The request field each reason is about, so that a 422 names it. */
export const JOB_REASON_FIELDS: Readonly<Partial<Record<(typeof JOB_REASONS)[number], string>>> = {
  'job.titleRequired': 'title',
  'job.invalidPriority': 'priority',
  'job.invalidKind': 'kind',
  'job.notAJob': 'accountId',
  'job.unknownAssignee': 'assigneeId',
};

/** Every reason the job rules can give: the family's own and the common ones. */
export type ReasonCode = CommonReasonCode | (typeof JOB_REASONS)[number];
