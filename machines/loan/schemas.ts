import { z } from 'zod';
import { calendarDate, recordId, text } from '../../src/domain/schemas/fields';

/** Library loans on creation: the event that creates them and its payload. */
const loanFields = {
  event: z.enum(['RESERVE', 'LEND'], { message: 'rules.common.invalidInput' }),
  memberId: recordId('rules.loan.memberRequired').optional(),
  copyId: recordId('rules.loan.copyRequired').optional(),
  date: calendarDate.optional(),
  dueDate: calendarDate.optional(),
  note: text(1000),
};

export const loanCreateBody = z.object(loanFields);
export const loanEventFields = {
  EDIT: { note: z.string().max(1000).nullable().optional() },
  LEND: { date: calendarDate.optional(), dueDate: calendarDate.optional() },
  RENEW: { dueDate: calendarDate.optional() },
  RETURN: { date: calendarDate.optional() },
  LOSE: { date: calendarDate.optional() },
};
