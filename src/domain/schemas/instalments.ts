import { z } from 'zod';
import { INSTALMENTS_MAX } from '../instalments/split';
import { calendarDate, money, pageLimit, pageOffset, recordIdNumber } from './fields';

/**
 * PUT /api/instalment-plans/document/:id: the instalments a completed sale on account is split into, in order.
 * Whether they sum to the document's total is checked against the document (src/domain/instalments/split.ts).
 */
export const instalmentPlanBody = z.object({
  instalments: z
    .array(z.object({ dueDate: calendarDate, amount: money('rules.instalment.invalidAmount') }), { message: 'rules.instalment.tooMany' })
    .min(1, { message: 'rules.instalment.tooMany' })
    .max(INSTALMENTS_MAX, { message: 'rules.instalment.tooMany' }),
});
export type InstalmentPlanBody = z.infer<typeof instalmentPlanBody>;

export const INSTALMENT_STATES = ['paid', 'open', 'overdue'] as const;

export const instalmentSchema = z.object({
  id: z.number(),
  seq: z.number(),
  dueDate: z.string(),
  amount: z.string(),
  paid: z.string(),
  /** what is still owed */
  open: z.string(),
  state: z.enum(INSTALMENT_STATES),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const instalmentPlanSchema = z.object({
  id: z.number(),
  documentId: z.number(),
  documentNumber: z.string(),
  documentType: z.string(),
  documentDate: z.string(),
  account: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  currency: z.string(),
  total: z.string(),
  paid: z.string(),
  open: z.string(),
  overdue: z.string(),
  instalments: z.array(instalmentSchema),
});
export type InstalmentPlan = z.infer<typeof instalmentPlanSchema>;

/** GET /api/instalment-plans?accountId=: the account's plans, oldest first. */
export const instalmentPlansQuery = z.object({ accountId: recordIdNumber() });
export const instalmentPlanListSchema = z.object({ items: z.array(instalmentPlanSchema) });

/** GET /api/instalment-plans/document/:id: what the document owes on account (null when it is no sale on account) and its plan. */
export const documentInstalmentsSchema = z.object({
  document: z.object({ id: z.number(), number: z.string(), type: z.string(), status: z.string() }),
  owed: z.object({ accountId: z.number(), currency: z.string(), total: z.string() }).nullable(),
  plan: instalmentPlanSchema.nullable(),
  /** why the plan may not be made or changed now (a rule's reason, `instalment.notOnAccount`), or null */
  refusal: z.string().nullable(),
});
export type DocumentInstalments = z.infer<typeof documentInstalmentsSchema>;

/** GET /api/instalment-plans/overdue?accountId=&limit=&offset=: the instalments past due and still owed, oldest first. */
export const overdueQuery = z.object({
  accountId: z.preprocess((v) => (v === '' ? undefined : v), recordIdNumber().optional()),
  limit: pageLimit(500, 100),
  offset: pageOffset,
});
export const overdueInstalmentSchema = instalmentSchema.extend({
  count: z.number(),
  daysOverdue: z.number(),
  documentId: z.number(),
  documentNumber: z.string(),
  documentType: z.string(),
  account: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  currency: z.string(),
});
export type OverdueInstalment = z.infer<typeof overdueInstalmentSchema>;
export const overdueListSchema = z.object({ items: z.array(overdueInstalmentSchema), total: z.number(), today: z.string() });
