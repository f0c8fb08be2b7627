import type { Queryable } from '../db/database';
import { snapshotOf } from '../documents/snapshot-fields';

const DOC = snapshotOf('d');

/**
 * A library member's fines: charged at each late return (the loan machine's `fine`), paid by completed library
 * receipts (`fineAmount`, the rest of a receipt's amount being fees). Owed is charged less paid, never stored, so it
 * cannot drift from the documents it comes from.
 */
export interface MemberFines {
  charged: string;
  paid: string;
  owed: string;
  feesPaid: string;
}

const RECEIPTS = `d.doc_type = 'libraryReceipt' and d.status in ('completed', 'closed') and ${DOC.memberId} = $1::text and d.id <> $2`;

export async function memberFines(q: Queryable, memberId: number, exceptDocumentId: number | null = null): Promise<MemberFines> {
  const r = await q.query<MemberFines>(
    `with charged as (select coalesce(sum((${DOC.fine})::numeric), 0) as v from documents d
                       where d.doc_type = 'loan' and d.status <> 'cancelled' and ${DOC.memberId} = $1::text),
          paid as (select coalesce(sum((${DOC.fineAmount})::numeric), 0) as fines,
                          coalesce(sum((${DOC.amount})::numeric - (${DOC.fineAmount})::numeric), 0) as fees
                     from documents d where ${RECEIPTS})
     select charged.v::numeric(18,2)::text as charged, paid.fines::numeric(18,2)::text as paid, (charged.v - paid.fines)::numeric(18,2)::text as owed,
            paid.fees::numeric(18,2)::text as "feesPaid"
       from charged, paid`,
    [memberId, exceptDocumentId ?? 0],
  );
  return r.rows[0]!;
}

/** The facts of a library receipt: what its member owes besides this receipt, and the member's own current account. */
export async function libraryReceiptFacts(q: Queryable, memberId: unknown, documentId: number | null): Promise<Record<string, unknown>> {
  if (memberId === undefined || memberId === null || !/^\d{1,9}$/.test(String(memberId))) return {};
  const member = (await q.query<{ account_id: number | null }>(`select account_id from library_members where id = $1`, [Number(memberId)])).rows[0];
  const { owed } = await memberFines(q, Number(memberId), documentId);
  return { memberFinesOwed: member ? owed : '0.00', memberAccountId: member?.account_id == null ? null : String(member.account_id) };
}
