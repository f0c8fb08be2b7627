import type { ReasonCode } from './reasons';
import { allow, isIsoDate, isNonEmptyString, isOptionalString, type Check, type LifecycleEvent, type RuleTable } from '../../src/domain/lifecycle/rules';

export const JOB_TYPES = ['job', 'task'] as const;
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

export interface JobContext {
  type: (typeof JOB_TYPES)[number];
  number?: string;
  date: string;
  title: string;
  priority: Priority;
  assigneeId?: string;
  dueDate?: string;
  note?: string;
}

const FIELDS = ['title', 'priority', 'assigneeId', 'dueDate', 'note'] as const;

function checkFields(raw: Record<string, unknown>, creating: boolean): ReasonCode | null {
  if ((creating || raw.title !== undefined) && !isNonEmptyString(raw.title, 300)) return 'job.titleRequired';
  if (raw.priority !== undefined && !PRIORITIES.includes(raw.priority as Priority)) return 'job.invalidPriority';
  if (raw.assigneeId !== undefined && raw.assigneeId !== null && !isNonEmptyString(raw.assigneeId, 100)) return 'document.invalidField';
  if (raw.dueDate !== undefined && raw.dueDate !== null && !isIsoDate(raw.dueDate)) return 'document.invalidDate';
  if (!isOptionalString(raw.note, 4000)) return 'document.invalidField';
  return null;
}

export function checkJobInput(input: Record<string, unknown>): ReasonCode | null {
  if (!JOB_TYPES.includes(input.type as JobContext['type'])) return 'document.unknownType';
  if (!isIsoDate(input.date)) return 'document.invalidDate';
  if (input.number !== undefined && !isNonEmptyString(input.number, 50)) return 'document.invalidField';
  return checkFields(input, true);
}

function applyFields(context: JobContext, raw: Record<string, unknown>): JobContext {
  const next: Record<string, unknown> = { ...context };
  for (const key of FIELDS) {
    if (raw[key] === undefined) continue;
    if (raw[key] === null)
      next[key] = undefined; // assign merges: undefined clears, JSON drops it
    else next[key] = raw[key];
  }
  return next as unknown as JobContext;
}

export function createJobContext(input: Record<string, unknown>): JobContext {
  const base: JobContext = { type: input.type as JobContext['type'], date: input.date as string, title: '', priority: 'medium' };
  if (typeof input.number === 'string') base.number = input.number;
  return applyFields(base, input);
}

export const checkJobEdit: Check<JobContext, ReasonCode> = (_c, event) => (event.title === null ? 'job.titleRequired' : checkFields(event, false));

export const jobRules: RuleTable<JobContext, ReasonCode> = {
  pending: { EDIT: checkJobEdit, START: allow, CANCEL: allow },
  inProcess: { COMPLETE: allow, EDIT: 'job.locked', CANCEL: 'job.inProcessCannotCancel' },
  completed: { EDIT: 'job.locked' },
  cancelled: { EDIT: 'document.cancelled' },
};

export function applyJobEdit(context: JobContext, event: LifecycleEvent): JobContext {
  return applyFields(context, event);
}
