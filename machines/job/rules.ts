import type { ReasonCode } from './reasons';
import { allow, isIsoDate, isNonEmptyString, isOptionalString, type Check, type LifecycleEvent, type RuleTable } from '../../src/domain/lifecycle/rules';

/** A job (a repair, an order to prepare, a service), a task, and a note: one lifecycle (lifecycles.md §8). */
export const JOB_TYPES = ['job', 'task', 'note'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** What a job is (only a job has one). */
export const JOB_KINDS = ['repair', 'order', 'service'] as const;

/** The documents that are a job's sales (each names the job, `jobId`). */
export const JOB_SALE_TYPES = ['salesInvoice', 'salesWaybill', 'posSale'] as const;
/** A job takes sales until it is cancelled (a completed repair is still invoiced). */
export const jobTakesSales = (status: string): boolean => status !== 'cancelled';
export type JobKind = (typeof JOB_KINDS)[number];

export interface JobContext {
  type: JobType;
  number?: string;
  date: string;
  title: string;
  priority: Priority;
  assigneeId?: string;
  dueDate?: string;
  note?: string;
  /** a job's current account (the customer whose repair it is) */
  accountId?: string;
  kind?: JobKind;
}

const FIELDS = ['title', 'priority', 'assigneeId', 'dueDate', 'note', 'accountId', 'kind'] as const;

// an id as the boundary parsed it (src/domain/schemas/fields.ts recordId), or a stored document's string form
const isId = (v: unknown) => isNonEmptyString(v, 100) || (typeof v === 'number' && Number.isInteger(v) && v > 0);

function checkFields(type: JobType, raw: Record<string, unknown>, creating: boolean): ReasonCode | null {
  if ((creating || raw.title !== undefined) && !isNonEmptyString(raw.title, 300)) return 'job.titleRequired';
  if (raw.priority !== undefined && !PRIORITIES.includes(raw.priority as Priority)) return 'job.invalidPriority';
  if (raw.assigneeId !== undefined && raw.assigneeId !== null && !isId(raw.assigneeId)) return 'document.invalidField';
  if (raw.dueDate !== undefined && raw.dueDate !== null && !isIsoDate(raw.dueDate)) return 'document.invalidDate';
  if (!isOptionalString(raw.note, 4000)) return 'document.invalidField';
  // the account and the kind are a job's: a note or a task has neither
  const jobOnly = raw.accountId !== undefined && raw.accountId !== null ? 'accountId' : raw.kind !== undefined && raw.kind !== null ? 'kind' : null;
  if (jobOnly && type !== 'job') return 'job.notAJob';
  if (raw.accountId !== undefined && raw.accountId !== null && !isId(raw.accountId)) return 'document.invalidField';
  if (raw.kind !== undefined && raw.kind !== null && !JOB_KINDS.includes(raw.kind as JobKind)) return 'job.invalidKind';
  // the server's `jobParties` fact (the account is checked by the server's references): absent where no user was named
  if (raw.assigneeKnown === false) return 'job.unknownAssignee';
  return null;
}

export function checkJobInput(input: Record<string, unknown>): ReasonCode | null {
  if (!JOB_TYPES.includes(input.type as JobType)) return 'document.unknownType';
  if (!isIsoDate(input.date)) return 'document.invalidDate';
  if (input.number !== undefined && !isNonEmptyString(input.number, 50)) return 'document.invalidField';
  return checkFields(input.type as JobType, input, true);
}

function applyFields(context: JobContext, raw: Record<string, unknown>): JobContext {
  const next: Record<string, unknown> = { ...context };
  for (const key of FIELDS) {
    if (raw[key] === undefined) continue;
    if (raw[key] === null)
      next[key] = undefined; // assign merges: undefined clears, JSON drops it
    else next[key] = key === 'accountId' || key === 'assigneeId' ? String(raw[key]) : raw[key];
  }
  return next as unknown as JobContext;
}

export function createJobContext(input: Record<string, unknown>): JobContext {
  const base: JobContext = { type: input.type as JobType, date: input.date as string, title: '', priority: 'medium' };
  if (typeof input.number === 'string') base.number = input.number;
  return applyFields(base, input);
}

export const checkJobEdit: Check<JobContext, ReasonCode> = (c, event) => (event.title === null ? 'job.titleRequired' : checkFields(c.type, event, false));

export const jobRules: RuleTable<JobContext, ReasonCode> = {
  pending: { EDIT: checkJobEdit, START: allow, CANCEL: allow },
  inProcess: { COMPLETE: allow, EDIT: 'job.locked', CANCEL: 'job.inProcessCannotCancel' },
  completed: { EDIT: 'job.locked' },
  cancelled: { EDIT: 'document.cancelled' },
};

export function applyJobEdit(context: JobContext, event: LifecycleEvent): JobContext {
  return applyFields(context, event);
}
