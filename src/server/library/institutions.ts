import type { z } from 'zod';
import { INSTITUTION_SALE_TYPES, type institutionDetailSchema, type institutionSchema } from '../../domain/schemas/institutions';
import type { Queryable } from '../db/database';
import { loanViews } from './counter';
import { listLoans } from './queries';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of the institutions page (/kurum/takip): accounts that library members belong to (migration 065). */

const DOC = snapshotOf('d');

type Institution = z.input<typeof institutionSchema>;

const LENT = `d.doc_type = 'loan' and d.status = 'lent' and ${DOC.memberId} = m.id::text`;
const MEMBER_LOANS = `(select count(*)::integer from documents d where ${LENT})`;
const MEMBER_OVERDUE = `(select count(*)::integer from documents d where ${LENT} and ${DOC.dueDate} < $1)`;
const BALANCE = `coalesce((select sum(mv.debit - mv.credit) from account_moves mv where mv.company_id = a.company_id and mv.account_id = a.id), 0)::numeric(18,2)::text`;

const INSTITUTION_SELECT = `select a.id as "accountId", a.code, a.name, count(m.id)::integer as members,
    coalesce(sum(${MEMBER_LOANS}), 0)::integer as "openLoans", coalesce(sum(${MEMBER_OVERDUE}), 0)::integer as "overdueLoans", ${BALANCE} as balance
  from accounts a join library_members m on m.institution_account_id = a.id`;

export async function listInstitutions(q: Queryable, today: string): Promise<Institution[]> {
  return (await q.query<Institution>(`${INSTITUTION_SELECT} group by a.company_id, a.id, a.code, a.name order by lower(a.name), a.id`, [today])).rows;
}

export async function institutionDetail(q: Queryable, accountId: number, today: string): Promise<z.input<typeof institutionDetailSchema> | null> {
  const head = (
    await q.query<Institution>(
      `select a.id as "accountId", a.code, a.name,
              (select count(*)::integer from library_members m where m.institution_account_id = a.id) as members, 0 as "openLoans", 0 as "overdueLoans",
              ${BALANCE} as balance
         from accounts a where a.id = $1`,
      [accountId],
    )
  ).rows[0];
  if (!head) return null;
  const memberList = (
    await q.query<z.input<typeof institutionDetailSchema>['memberList'][number]>(
      `select m.id, m.card_number as "cardNumber", m.name, m.category, m.active, ${MEMBER_LOANS} as "openLoans", ${MEMBER_OVERDUE} as "overdueLoans"
         from library_members m where m.institution_account_id = $2 order by lower(m.name), m.id`,
      [today, accountId],
    )
  ).rows;
  const loans = await loanViews(q, (await listLoans(q, { status: ['lent'], institutionAccountId: accountId }, today, 500, 0)).rows, today);
  const sales = (
    await q.query<z.input<typeof institutionDetailSchema>['sales'][number]>(
      `select d.id, d.doc_type as type, d.number, ${DOC.date} as date, d.status,
              coalesce((select sum(mv.debit - mv.credit) from account_moves mv where mv.document_id = d.id and mv.account_id = $1), 0)::numeric(18,2)::text as amount
         from documents d
        where d.doc_type = any($2::text[]) and ${DOC.accountId} = $1::text and d.status <> 'cancelled'
        order by d.id desc limit 200`,
      [accountId, INSTITUTION_SALE_TYPES],
    )
  ).rows;
  return {
    ...head,
    openLoans: memberList.reduce((n, m) => n + m.openLoans, 0),
    overdueLoans: memberList.reduce((n, m) => n + m.overdueLoans, 0),
    memberList,
    loans,
    sales,
  };
}
