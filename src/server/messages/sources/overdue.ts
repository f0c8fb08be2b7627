import { overdueNoticeStep } from '../../../domain/library/overdue-notices';
import { daysBetween } from '../../../domain/lifecycle/rules';
import type { PlaceholderValues } from '../../../domain/messages/events';
import type { Database, Queryable } from '../../db/database';
import { snapshotOf } from '../../documents/snapshot-fields';
import { companyToday } from '../../clock';
import { composeMessages } from '../compose';
import { companyNameOf, MEMBER_RECIPIENT_COLUMNS, memberRecipient, type MemberRecipientRow, type Recipient } from '../recipients';

const DOC = snapshotOf('d');

interface LoanRow {
  loan_id: number;
  title: string;
  barcode: string;
  due_date: string;
}

const LENT = `from documents d
       join library_copies c on c.company_id = d.company_id and c.id::text = ${DOC.copyId}
       join products p on p.company_id = d.company_id and p.id = c.product_id
       join library_members m on m.company_id = d.company_id and m.id::text = ${DOC.memberId}
      where d.doc_type = 'loan' and d.status = 'lent'`;
const COLUMNS = `d.id as loan_id, p.name as title, c.barcode, ${DOC.dueDate} as due_date, ${MEMBER_RECIPIENT_COLUMNS}`;

/** The source key of a loan's notice at a step: one message per loan and step, whatever the number of rounds or servers. */
export const overdueKey = (loanId: number, step: number) => `loan:${loanId}:day:${step}`;

/**
 * The overdue notices of a company on its business day (the domain clock): each loan still lent past its due date gets
 * a message on each notice step it reaches (OVERDUE_NOTICE_DAYS: only the last reached, when the first were missed),
 * to its member as the hold ready goes (e-mail, else SMS; never after an opt-out). The outbox's unique source key
 * makes each once.
 */
export async function collectOverdueNotices(q: Queryable, companyId: number): Promise<number> {
  const today = await companyToday(q, companyId);
  const r = await q.query<MemberRecipientRow & LoanRow>(`select ${COLUMNS} ${LENT} and ${DOC.dueDate} < $1 order by d.id`, [today]);
  const due = r.rows.flatMap((row) => {
    const step = overdueNoticeStep(daysBetween(row.due_date, today));
    return step === null ? [] : [{ row, step, key: overdueKey(row.loan_id, step), daysLate: daysBetween(row.due_date, today) }];
  });
  if (!due.length) return 0;
  const sent = await q.query<{ source_key: string }>(`select source_key from messages where event = 'overdueNotice' and source_key = any($1::text[])`, [
    due.map((d) => d.key),
  ]);
  const told = new Set(sent.rows.map((s) => s.source_key));
  const company = await companyNameOf(q, companyId);
  let made = 0;
  for (const { row, key, daysLate } of due.filter((d) => !told.has(d.key))) {
    const recipient = memberRecipient(row);
    const messages = await composeMessages(q, companyId, {
      event: 'overdueNotice',
      sourceKey: key,
      recipient,
      values: loanValues(company, recipient, row, daysLate),
      attachments: [],
      sms: !recipient.email,
    });
    made += messages.filter((m) => m.fresh).length;
  }
  return made;
}

const loanValues = (company: string, member: Pick<Recipient, 'name' | 'code'>, row: LoanRow, daysLate: number): PlaceholderValues => ({
  'company.name': company,
  'library.name': company,
  'member.name': member.name,
  'member.cardNumber': member.code,
  'loan.title': row.title,
  'loan.barcode': row.barcode,
  'loan.dueDate': row.due_date,
  'loan.daysLate': String(daysLate),
});

/** The preview's values: the company's newest loan that is lent; null when it has none. */
export async function newestLoanValues(q: Queryable, companyId: number): Promise<{ values: PlaceholderValues; source: string } | null> {
  const r = await q.query<MemberRecipientRow & LoanRow>(`select ${COLUMNS} ${LENT} order by d.id desc limit 1`);
  const row = r.rows[0];
  if (!row) return null;
  const today = await companyToday(q, companyId);
  const late = row.due_date ? Math.max(0, daysBetween(row.due_date, today)) : 0;
  return { values: loanValues(await companyNameOf(q, companyId), memberRecipient(row), row, late), source: row.title };
}

/**
 * One round of overdue notices over every company with a loan lent (its own business day decides which are overdue).
 * Idempotent: any number of rounds may run at once, on any number of servers.
 */
export async function overdueRound(db: Database, stopping: () => boolean = () => false): Promise<number> {
  let made = 0;
  const companies = await db.system((q) => q.query<{ company_id: number }>(`select distinct d.company_id ${LENT}`));
  for (const { company_id: companyId } of companies.rows) {
    if (stopping()) break;
    made += await db.company(companyId, (q) => collectOverdueNotices(q, companyId));
  }
  return made;
}
