import { assign, setup } from 'xstate';
import { JOB_TYPES, applyJobEdit, checkJobEdit, checkJobInput, createJobContext, jobRules, type JobContext } from './rules';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import { contentKeys, defineFamily } from '../family';

/** lifecycles.md §8: pending → inProcess → completed; pending → cancelled. Jobs, tasks and notes share it. */
export const jobMachine = setup({
  types: { context: {} as JobContext, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
  actions: { edit: assign(({ context, event }) => applyJobEdit(context, event)) },
  guards: { canEdit: guardOf(checkJobEdit) },
}).createMachine({
  id: 'job',
  initial: 'pending',
  context: ({ input }) => createJobContext(input),
  states: {
    pending: {
      on: {
        EDIT: { guard: 'canEdit', actions: 'edit' },
        START: { target: 'inProcess' },
        CANCEL: { target: 'cancelled' },
      },
    },
    inProcess: { on: { COMPLETE: { target: 'completed' } } },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export const jobFamily = defineFamily<JobContext>({
  family: 'job',
  types: JOB_TYPES,
  machine: jobMachine,
  rank: { pending: 0, inProcess: 1, completed: 2, cancelled: 2 },
  statusIntents: { pending: 'none', inProcess: 'warning', completed: 'success', cancelled: 'danger' },
  editable: ['pending'],
  rules: jobRules,
  checkInput: checkJobInput,
  contextOnlyEvents: ['START', 'CANCEL', 'COMPLETE'],
  content: contentKeys(['type', 'number', 'date', 'title', 'priority', 'assigneeId', 'dueDate', 'note', 'accountId', 'kind']),
});
