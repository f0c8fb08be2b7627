import { z } from 'zod';
import { calendarDate, recordId, text } from '../../src/domain/schemas/fields';

/** Jobs and tasks, on creation and EDIT. */
const jobFields = {
  title: z.string().max(300, { message: 'rules.job.titleRequired' }).nullable().optional(),
  priority: z.enum(['low', 'medium', 'high'], { message: 'rules.job.invalidPriority' }).optional(),
  assigneeId: z
    .union([z.string().max(100), recordId()])
    .nullable()
    .optional(),
  dueDate: calendarDate.nullable().optional(),
  note: text(4000),
};

const jobCreateFields = { ...jobFields, date: calendarDate.optional() };

export const jobCreateBody = z.object(jobCreateFields);
export const jobEventFields = { EDIT: jobFields };
