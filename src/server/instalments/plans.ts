import type { z } from 'zod';
import type { ReceiptContext } from '../../../machines/receipt/rules';
import { owedOnAccount } from '../../../machines/receipt/on-account';
import { checkPlan, planChangeRefusal } from '../../domain/instalments/split';
import { instalmentState } from '../../domain/instalments/settle';
import { Dec } from '../../domain/money/decimal';
import type { documentInstalmentsSchema, InstalmentPlanBody, instalmentPlanSchema } from '../../domain/schemas/instalments';
import type { Queryable } from '../db/database';
import type { DocumentRow } from '../documents/store';
import { loadDocument } from '../documents/store';
import type { AuthUser } from '../env';
import { invalid, refusedByRule, type FieldError } from '../http/errors';
import { deletePlan, insertPlan, listPlans, lockAccountInstalments, lockPlanOfDocument, type InstalmentRow, type PlanRow } from './queries';

type PlanView = z.input<typeof instalmentPlanSchema>;

const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Dec(0));

function planView(plan: PlanRow, rows: InstalmentRow[], today: string): PlanView {
  const instalments = rows.map((r) => {
    const open = new Dec(r.amount).minus(r.paid);
    return {
      id: r.id,
      seq: r.seq,
      dueDate: r.due_date,
      amount: r.amount,
      paid: r.paid,
      open: open.toFixed(2),
      state: instalmentState(r.amount, r.paid, r.due_date, today),
    };
  });
  return {
    id: plan.id,
    documentId: plan.document_id,
    documentNumber: plan.number,
    documentType: plan.doc_type,
    documentDate: plan.doc_date,
    account: { id: plan.account_id, code: plan.account_code, name: plan.account_name },
    currency: plan.currency,
    total: plan.total,
    paid: sum(instalments.map((i) => i.paid)).toFixed(2),
    open: sum(instalments.map((i) => i.open)).toFixed(2),
    overdue: sum(instalments.filter((i) => i.state === 'overdue').map((i) => i.open)).toFixed(2),
    instalments,
  };
}

/** Plans of one account or one document, as the API shows them on `today`. */
export async function plansOf(q: Queryable, by: { accountId?: number; documentId?: number }, today: string): Promise<PlanView[]> {
  const { plans, instalments } = await listPlans(q, by);
  return plans.map((p) =>
    planView(
      p,
      instalments.filter((i) => i.plan_id === p.id),
      today,
    ),
  );
}

const owedBy = (doc: DocumentRow) => owedOnAccount(doc.status, doc.snapshot.context as unknown as ReceiptContext);

/** GET /api/instalment-plans/document/:id: what the document owes on account and its plan. */
export async function documentInstalments(q: Queryable, documentId: number, today: string): Promise<z.input<typeof documentInstalmentsSchema>> {
  const doc = await loadDocument(q, documentId);
  const owed = owedBy(doc);
  const [plan] = await plansOf(q, { documentId }, today);
  return {
    document: { id: doc.id, number: doc.number, type: doc.type, status: doc.status },
    owed: owed ? { accountId: Number(owed.accountId), currency: owed.currency, total: owed.total } : null,
    plan: plan ?? null,
    refusal: planChangeRefusal(!!owed, !!plan?.instalments.some((i) => new Dec(i.paid).gt(0))),
  };
}

/** The plan's document under lock, and its existing plan under lock; refused unless it is a sale owing on account and nothing of its plan is paid. */
async function lockForChange(q: Queryable, documentId: number) {
  const doc = await loadDocument(q, documentId, true);
  const owed = owedBy(doc);
  if (!owed) throw refusedByRule('instalment.notOnAccount');
  await lockAccountInstalments(q, Number(owed.accountId));
  const existing = await lockPlanOfDocument(q, documentId);
  const refusal = planChangeRefusal(true, !!existing?.settled);
  if (refusal) throw refusedByRule(refusal);
  return { owed, existing };
}

/**
 * Creates or replaces the plan of a completed sale on account: the instalments must sum exactly to what it owes,
 * each positive, due dates in order. One 422 names every instalment that is wrong.
 */
export async function savePlan(q: Queryable, auth: AuthUser, documentId: number, body: InstalmentPlanBody): Promise<void> {
  const { owed, existing } = await lockForChange(q, documentId);
  const issues = checkPlan(owed.total, body.instalments);
  if (issues.length) {
    const errors: Record<string, FieldError[]> = {};
    for (const i of issues) {
      const field = i.index === undefined ? 'instalments' : `instalments.${i.index}.${i.issue === 'instalment.dueDateOrder' ? 'dueDate' : 'amount'}`;
      (errors[field] ??= []).push({ key: `rules.${i.issue}` });
    }
    throw invalid(errors);
  }
  if (existing) await deletePlan(q, existing.id);
  await insertPlan(
    q,
    { companyId: auth.companyId, documentId, accountId: Number(owed.accountId), currency: owed.currency, total: owed.total, userId: auth.id },
    body.instalments.map((i) => ({ dueDate: i.dueDate, amount: new Dec(i.amount).toFixed(2) })),
  );
}

/** Deletes the plan of a document while nothing of it is paid. */
export async function removePlan(q: Queryable, documentId: number): Promise<boolean> {
  const { existing } = await lockForChange(q, documentId);
  if (existing) await deletePlan(q, existing.id);
  return existing !== null;
}
