import type { Queryable } from '../db/database';
import { toDocumentRow, type DocumentRow } from '../documents/store';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of the cheques and notes' own reads: slip numbers, the cheques still open, their movements. */

const DOC = snapshotOf('d');

/** The next slip (bordro) number's counter of the company, from the same series table as the documents'. */
export async function nextBatchCounter(q: Queryable, companyId: number, year: number): Promise<number> {
  const r = await q.query<{ next_value: number }>(
    `insert into document_series (company_id, doc_type, year, next_value) values ($1, 'chequeBatch', $2, 1)
     on conflict (company_id, doc_type, year) do update set next_value = document_series.next_value + 1
     returning next_value`,
    [companyId, year],
  );
  return r.rows[0]!.next_value;
}

/** The cheques and notes of these types at these statuses, with their account's name, earliest due first. */
export async function listOpenCheques(
  q: Queryable,
  types: readonly string[],
  statuses: readonly string[],
): Promise<{ doc: DocumentRow; accountName: string | null }[]> {
  const r = await q.query<Parameters<typeof toDocumentRow>[0] & { account_name: string | null }>(
    `select d.*, a.name as account_name
       from documents d
       left join accounts a on a.company_id = d.company_id and a.id::text = ${DOC.accountId}
      where d.doc_type = any($1::text[]) and d.status = any($2::text[])
      order by ${DOC.dueDate}, d.id`,
    [types, statuses],
  );
  return r.rows.map((row) => ({ doc: toDocumentRow(row), accountName: row.account_name }));
}

export interface ChequeMoveRow {
  document_id: number;
  doc_type: string;
  number: string;
  status: string;
  seq: number;
  event: string;
  from_status: string | null;
  to_status: string | null;
  payload: Record<string, unknown>;
  at: string;
  user_name: string | null;
  amount: string | null;
  currency: string | null;
  due_date: string | null;
  account_id: string | null;
  account_name: string | null;
  total: number;
}

/** One page of the accepted journal rows of cheques and notes on these Istanbul days, newest first. */
export async function listChequeMoves(
  q: Queryable,
  f: { types: readonly string[]; from: string | null; to: string | null; limit: number; offset: number },
): Promise<ChequeMoveRow[]> {
  const r = await q.query<ChequeMoveRow>(
    `select j.document_id, d.doc_type, d.number, d.status, j.seq, j.event, j.from_status, j.to_status, j.payload,
            j.at::text as at, u.name as user_name,
            ${DOC.amount} as amount, ${DOC.currency} as currency,
            ${DOC.dueDate} as due_date, ${DOC.accountId} as account_id,
            a.name as account_name, count(*) over ()::integer as total
       from journal j
       join documents d on d.company_id = j.company_id and d.id = j.document_id
       left join users u on u.id = j.user_id
       left join accounts a on a.company_id = d.company_id and a.id::text = ${DOC.accountId}
       join companies c on c.id = j.company_id
      where j.accepted and d.doc_type = any($1::text[])
        and ($2::date is null or (j.at at time zone c.time_zone)::date >= $2::date)
        and ($3::date is null or (j.at at time zone c.time_zone)::date <= $3::date)
      order by j.at desc, j.document_id desc, j.seq desc
      limit $4 offset $5`,
    [f.types, f.from, f.to, f.limit, f.offset],
  );
  return r.rows;
}
