import { defineDescriptor } from '../descriptor';
import { jobFamily } from './machine';
import { JOB_PAGES } from './pages';
import { JOB_REASONS, JOB_REASON_FIELDS } from './reasons';
import { jobCreateBody, jobEventFields } from './schemas';

/** Every member of staff writes notes and tasks; jobs are the shop's work (repairs, orders, services); the auditor reads. */
const STAFF = ['manager', 'employee', 'operator'] as const;

/** Jobs, tasks and notes (lifecycles.md §8). */
export const jobDescriptor = defineDescriptor({
  family: jobFamily,
  types: {
    job: { prefix: 'IS', route: { base: '/is/takip', group: 'is', modes: ['new', 'edit'], menu: { parent: 'is', order: 2 } } },
    task: { prefix: 'GR', write: STAFF },
    // /not/yeni writes a note or a task, /not/duzen/{id} opens either
    note: { prefix: 'NT', write: STAFF, route: { base: '/not', group: 'not', modes: ['new', 'edit'], menu: { parent: 'not', order: 3 } } },
  },
  write: ['manager', 'employee'],
  reasons: JOB_REASONS,
  reasonFields: JOB_REASON_FIELDS,
  inputReasons: ['job.titleRequired', 'job.invalidPriority', 'job.invalidKind', 'job.notAJob', 'job.unknownAssignee'],
  create: jobCreateBody,
  events: jobEventFields,
  facts: [{ on: ['create', 'EDIT'], supply: ['jobParties'] }],
  list: '/not/gorev',
  pages: JOB_PAGES,
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'title', titleKey: 'column.title', kind: 'text' },
    { key: 'dueDate', titleKey: 'column.dueDate', kind: 'date' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
