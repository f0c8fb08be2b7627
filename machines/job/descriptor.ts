import { defineDescriptor } from '../descriptor';
import { jobFamily } from './machine';
import { JOB_REASONS, JOB_REASON_FIELDS } from './reasons';
import { jobCreateBody, jobEventFields } from './schemas';

/** Jobs and tasks (lifecycles.md §8). */
export const jobDescriptor = defineDescriptor({
  family: jobFamily,
  types: { job: { prefix: 'IS' }, task: { prefix: 'GR' } },
  write: ['manager', 'employee'],
  reasons: JOB_REASONS,
  reasonFields: JOB_REASON_FIELDS,
  create: jobCreateBody,
  events: jobEventFields,
  facts: [],
  list: '/not/gorev',
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'title', titleKey: 'column.title', kind: 'text' },
    { key: 'dueDate', titleKey: 'column.dueDate', kind: 'date' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
