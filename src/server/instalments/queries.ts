import type { Queryable } from '../db/database';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of instalment plans (migration 028): plans, their instalments and what each credit settled. */

const DOC = snapshotOf('d');

export interface InstalmentRow {
  id: number;
  plan_id: number;
  seq: number;
  due_date: string;
  amount: string;
  paid: string;
}

export interface PlanRow {
  id: number;
  document_id: number;
  account_id: number;
  currency: string;
  total: string;
  number: string;
  doc_type: string;
  doc_date: string;
  account_code: string;
  account_name: string;
}

const PLAN_SELECT = `
  select p.id, p.document_id, p.account_id, p.currency, p.total::text as total, d.number, d.doc_type,
         coalesce(${DOC.date}, d.created_at::date::text) as doc_date, a.code as account_code, a.name as account_name
    from instalment_plans p
    join documents d on d.company_id = p.company_id and d.id = p.document_id
    join accounts a on a.company_id = p.company_id and a.id = p.account_id`;

const INSTALMENT_COLUMNS = `id, plan_id, seq, due_date::text as due_date, amount::text as amount, paid::text as paid`;

/** Plans (of one account, or of one document) with their instalments in order. */
export async function listPlans(q: Queryable, by: { accountId?: number; documentId?: number }): Promise<{ plans: PlanRow[]; instalments: InstalmentRow[] }> {
  const where = by.documentId !== undefined ? 'p.document_id = $1' : 'p.account_id = $1';
  const plans = (await q.query<PlanRow>(`${PLAN_SELECT} where ${where} order by p.id`, [by.documentId ?? by.accountId])).rows;
  if (!plans.length) return { plans, instalments: [] };
  const instalments = (
    await q.query<InstalmentRow>(`select ${INSTALMENT_COLUMNS} from instalments where plan_id = any($1::integer[]) order by plan_id, seq`, [
      plans.map((p) => p.id),
    ])
  ).rows;
  return { plans, instalments };
}

export interface OverdueRow extends InstalmentRow {
  count: number;
  document_id: number;
  number: string;
  doc_type: string;
  account_id: number;
  account_code: string;
  account_name: string;
  currency: string;
}

/** The instalments still owed whose due date is before `today`, oldest first: one page of them. */
export async function listOverdue(q: Queryable, today: string, accountId: number | null, limit: number, offset: number): Promise<OverdueRow[]> {
  const r = await q.query<OverdueRow>(
    `select i.id, i.plan_id, i.seq, i.due_date::text as due_date, i.amount::text as amount, i.paid::text as paid,
            (select count(*)::int from instalments c where c.plan_id = i.plan_id) as count,
            p.document_id, d.number, d.doc_type, p.account_id, a.code as account_code, a.name as account_name, i.currency
       from instalments i
       join instalment_plans p on p.company_id = i.company_id and p.id = i.plan_id
       join documents d on d.company_id = p.company_id and d.id = p.document_id
       join accounts a on a.company_id = p.company_id and a.id = p.account_id
      where i.paid < i.amount and i.due_date < $1::date and ($2::integer is null or i.account_id = $2)
      order by i.due_date, i.id
      limit $3 offset $4`,
    [today, accountId, limit, offset],
  );
  return r.rows;
}

/** How many instalments are overdue in all. */
export async function countOverdue(q: Queryable, today: string, accountId: number | null): Promise<number> {
  const r = await q.query<{ n: number }>(
    `select count(*)::int as n from instalments where paid < amount and due_date < $1::date and ($2::integer is null or account_id = $2)`,
    [today, accountId],
  );
  return r.rows[0]!.n;
}

/**
 * Serialises, until the transaction ends, every settlement and plan change of the account's instalments, so that each
 * sees what the one before it did (a collection waiting for a plan being replaced then settles the new plan's rows).
 */
export async function lockAccountInstalments(q: Queryable, accountId: number): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('instalments:' || current_setting('app.company_id', true) || ':' || $1))`, [String(accountId)]);
}

/** Locks the plan's instalments (in id order, as a settlement does) and answers the plan's id and whether any is paid. */
export async function lockPlanOfDocument(q: Queryable, documentId: number): Promise<{ id: number; settled: boolean } | null> {
  const plan = (await q.query<{ id: number }>(`select id from instalment_plans where document_id = $1`, [documentId])).rows[0];
  if (!plan) return null;
  const rows = (await q.query<{ settled: boolean }>(`select paid > 0 as settled from instalments where plan_id = $1 order by id for update`, [plan.id])).rows;
  return { id: plan.id, settled: rows.some((r) => r.settled) };
}

/** Deletes a plan nothing of which is settled (its settlements' foreign key refuses any other). */
export async function deletePlan(q: Queryable, planId: number): Promise<void> {
  await q.query(`delete from instalments where plan_id = $1`, [planId]);
  await q.query(`delete from instalment_plans where id = $1`, [planId]);
}

export async function insertPlan(
  q: Queryable,
  plan: { companyId: number; documentId: number; accountId: number; currency: string; total: string; userId: number },
  instalments: readonly { dueDate: string; amount: string }[],
): Promise<void> {
  await q.query(
    `with p as (
       insert into instalment_plans (company_id, document_id, account_id, currency, total, created_by)
       values ($1, $2, $3, $4, $5::numeric, $6) returning id)
     insert into instalments (company_id, plan_id, account_id, currency, seq, due_date, amount)
     select $1, p.id, $3, $4, i.seq, i.due_date, i.amount
       from p, unnest($7::date[], $8::numeric[]) with ordinality as i (due_date, amount, seq)`,
    [
      plan.companyId,
      plan.documentId,
      plan.accountId,
      plan.currency,
      plan.total,
      plan.userId,
      instalments.map((i) => i.dueDate),
      instalments.map((i) => i.amount),
    ],
  );
}

/**
 * Locks the account's open instalments in this currency, in id order (every settlement and plan change locks in
 * this order, so two at once wait for each other instead of deadlocking), and answers them with what each still owes.
 */
export async function lockOpenInstalments(q: Queryable, accountId: number, currency: string): Promise<{ id: number; due_date: string; open: string }[]> {
  const r = await q.query<{ id: number; due_date: string; open: string }>(
    `select id, due_date::text as due_date, (amount - paid)::text as open
       from instalments where account_id = $1 and currency = $2 and paid < amount
      order by id for update`,
    [accountId, currency],
  );
  return r.rows;
}

/** The account and state of instalments a credit names (read after the lock above). */
export async function findInstalments(q: Queryable, ids: readonly number[]): Promise<{ id: number; account_id: number; currency: string; settled: boolean }[]> {
  const r = await q.query<{ id: number; account_id: number; currency: string; settled: boolean }>(
    `select id, account_id, currency, paid >= amount as settled from instalments where id = any($1::integer[])`,
    [ids],
  );
  return r.rows;
}

/** Adds each settlement to its instalment's paid amount and keeps it with the document whose credit made it. */
export async function recordSettlements(
  q: Queryable,
  companyId: number,
  documentId: number,
  settlements: readonly { id: number; amount: string }[],
): Promise<void> {
  if (!settlements.length) return;
  const ids = settlements.map((s) => s.id);
  const amounts = settlements.map((s) => s.amount);
  await q.query(
    `with u as (
       update instalments i set paid = i.paid + s.amount
         from unnest($3::integer[], $4::numeric[]) as s (id, amount) where i.id = s.id returning i.id)
     insert into instalment_settlements (company_id, instalment_id, document_id, amount)
     select $1, s.id, $2, s.amount from unnest($3::integer[], $4::numeric[]) as s (id, amount)`,
    [companyId, documentId, ids, amounts],
  );
}

/** Takes back what the document's credits settled on the account: the settlements go, each instalment's paid amount with them. */
export async function deleteSettlementsOf(q: Queryable, documentId: number, accountId: number): Promise<void> {
  await q.query(
    `with gone as (
       delete from instalment_settlements s using instalments i
        where s.instalment_id = i.id and s.document_id = $1 and i.account_id = $2
       returning s.instalment_id, s.amount),
     per as (select instalment_id, sum(amount) as amount from gone group by instalment_id)
     update instalments i set paid = i.paid - per.amount from per where i.id = per.instalment_id`,
    [documentId, accountId],
  );
}
