import { z } from 'zod';
import { calendarDate, optionalId, text } from '../../src/domain/schemas/fields';

/** Jobs, tasks and notes, on creation and EDIT. */
const jobFields = {
  title: z.string().trim().min(1, { message: 'rules.job.titleRequired' }).max(300, { message: 'rules.job.titleRequired' }).nullable().optional(),
  priority: z.enum(['low', 'medium', 'high'], { message: 'rules.job.invalidPriority' }).optional(),
  // a user of the company
  assigneeId: optionalId,
  dueDate: calendarDate.nullable().optional(),
  note: text(4000),
  accountId: optionalId,
  kind: z.enum(['repair', 'order', 'service'], { message: 'rules.job.invalidKind' }).nullable().optional(),
};

const jobCreateFields = { ...jobFields, date: calendarDate.optional() };

export const jobCreateBody = z.object(jobCreateFields);
export const jobEventFields = { EDIT: jobFields };
