import type { Queryable } from '../db/database';
import type { IncomingDocumentData } from './incoming-read';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of incoming e-documents (migration 049): stored once per ETTN, answered once, the answer handed to the integrator. */

const DOC = snapshotOf('d');
const EDOC = snapshotOf('e');

export interface IncomingRow {
  id: number;
  company_id: number;
  uuid: string;
  kind: 'invoice' | 'waybill';
  profile: string;
  type_code: string;
  number: string;
  issue_date: string | null;
  sender_vkn: string;
  sender_name: string;
  amount: string | null;
  currency: string;
  lines: { lineId: string; name: string; quantity: string; unitCode: string }[];
  received_at: Date | string;
  answer: 'accept' | 'reject' | null;
  answer_reason: string | null;
  answered_at: Date | string | null;
  answer_sent_at: Date | string | null;
  answer_error: string | null;
  /** the sales return the incoming invoice was matched to (migration 095), with its number */
  matched_document_id: number | null;
  matched_document_number: string | null;
}

const COLUMNS = `id, company_id, uuid::text as uuid, kind, profile, type_code, number, to_char(issue_date, 'YYYY-MM-DD') as issue_date, sender_vkn,
  sender_name, amount::text as amount, currency, lines, received_at, answer, answer_reason, answered_at, answer_sent_at, answer_error,
  matched_document_id, (select d.number from documents d where d.company_id = incoming_edocuments.company_id and d.id = incoming_edocuments.matched_document_id)
  as matched_document_number`;

/** The companies by their tax number, to file what an integrator lists by its receiver. */
export async function listCompanyTaxNumbers(q: Queryable): Promise<{ id: number; tax_number: string }[]> {
  return (await q.query<{ id: number; tax_number: string }>(`select id, tax_number from companies where tax_number ~ '^[0-9]{10,11}$' order by id`)).rows;
}

export async function incomingExists(q: Queryable, uuid: string): Promise<boolean> {
  return (await q.query(`select 1 from incoming_edocuments where uuid = $1::uuid`, [uuid])).rows.length > 0;
}

/** Stores an incoming document; a second listing of the same ETTN stores nothing. */
export async function insertIncoming(
  q: Queryable,
  companyId: number,
  d: IncomingDocumentData & { uuid: string; senderVkn: string; receivedAt: string; xml: string },
): Promise<void> {
  await q.query(
    `insert into incoming_edocuments (company_id, uuid, kind, profile, type_code, number, issue_date, sender_vkn, sender_name, amount, currency, lines, xml, received_at)
     values ($1, $2::uuid, $3, $4, $5, $6, $7::date, $8, $9, $10::numeric, $11, $12::jsonb, $13, $14::timestamptz)
     on conflict (company_id, uuid) do nothing`,
    [
      companyId,
      d.uuid,
      d.kind,
      d.profile,
      d.typeCode,
      d.number,
      d.issueDate,
      d.senderVkn,
      d.senderName,
      d.amount,
      d.currency,
      JSON.stringify(d.lines),
      d.xml,
      d.receivedAt,
    ],
  );
}

export async function listIncomingRows(
  q: Queryable,
  f: { kind?: 'invoice' | 'waybill'; limit: number; offset: number },
): Promise<{ rows: IncomingRow[]; total: number }> {
  const rows = await q.query<IncomingRow>(
    `select ${COLUMNS} from incoming_edocuments where ($1::text is null or kind = $1) order by received_at desc, id desc limit $2 offset $3`,
    [f.kind ?? null, f.limit, f.offset],
  );
  const total = await q.query<{ n: number }>(`select count(*)::integer as n from incoming_edocuments where ($1::text is null or kind = $1)`, [f.kind ?? null]);
  return { rows: rows.rows, total: total.rows[0]!.n };
}

export async function findIncomingRow(q: Queryable, id: number): Promise<IncomingRow | undefined> {
  return (await q.query<IncomingRow>(`select ${COLUMNS} from incoming_edocuments where id = $1`, [id])).rows[0];
}

/** Locks the row for the answer: two clerks answering at once take turns, and the second finds it answered. */
export async function lockIncomingRow(q: Queryable, id: number): Promise<IncomingRow | undefined> {
  return (await q.query<IncomingRow>(`select ${COLUMNS} from incoming_edocuments where id = $1 for update`, [id])).rows[0];
}

export async function findIncomingXml(q: Queryable, id: number): Promise<string | undefined> {
  return (await q.query<{ xml: string }>(`select xml from incoming_edocuments where id = $1`, [id])).rows[0]?.xml;
}

/** Writes the answer once: the update's condition is that there is none yet. */
export async function storeAnswer(
  q: Queryable,
  id: number,
  a: { answer: 'accept' | 'reject'; reason: string | null; lines: unknown; uuid: string; xml: string; userId: number },
): Promise<boolean> {
  const r = await q.query(
    `update incoming_edocuments set answer = $2, answer_reason = $3, answer_lines = $4::jsonb, answer_uuid = $5::uuid, answer_xml = $6,
            answered_at = now(), answered_by = $7
      where id = $1 and answer is null returning id`,
    [id, a.answer, a.reason, JSON.stringify(a.lines ?? null), a.uuid, a.xml, a.userId],
  );
  return r.rows.length === 1;
}

export interface UnsentAnswer {
  id: number;
  company_id: number;
  uuid: string;
  answer: 'accept' | 'reject';
  answer_reason: string | null;
  answer_xml: string;
}

/** Answers not yet handed to the integrator, every company's (the worker's system connection). */
export async function listUnsentAnswers(q: Queryable, limit: number): Promise<UnsentAnswer[]> {
  return (
    await q.query<UnsentAnswer>(
      `select id, company_id, uuid::text as uuid, answer, answer_reason, answer_xml from incoming_edocuments
        where answer is not null and answer_sent_at is null order by answered_at limit $1`,
      [limit],
    )
  ).rows;
}

export async function markAnswerSent(q: Queryable, id: number, error: string | null): Promise<void> {
  if (error === null) await q.query(`update incoming_edocuments set answer_sent_at = now(), answer_error = null where id = $1`, [id]);
  else await q.query(`update incoming_edocuments set answer_error = $2 where id = $1`, [id, error.slice(0, 2000)]);
}

/** Our e-document whose source carries this ETTN (a buyer's answer names the invoice by it). */
export async function findEdocumentByEttn(q: Queryable, ettn: string): Promise<number | undefined> {
  const r = await q.query<{ id: number }>(
    `select e.id from documents s join documents e on e.doc_type in ('eInvoice', 'eArchive', 'eWaybill') and ${EDOC.documentId} = s.id::text
      where s.ettn = $1::uuid and e.status <> 'cancelled' order by e.id limit 1`,
    [ettn],
  );
  return r.rows[0]?.id;
}

/** Names the return an incoming invoice was matched to, once: the update's condition is that it names none yet. */
export async function storeReturnMatch(q: Queryable, id: number, documentId: number, userId: number): Promise<boolean> {
  const r = await q.query(
    `update incoming_edocuments set matched_document_id = $2, matched_at = now(), matched_by = $3 where id = $1 and matched_document_id is null returning id`,
    [id, documentId, userId],
  );
  return r.rows.length === 1;
}

/** The incoming invoice matched to a document (a sales return), if any. */
export async function findIncomingMatchOf(q: Queryable, documentId: number): Promise<{ id: number; number: string } | undefined> {
  return (await q.query<{ id: number; number: string }>(`select id, number from incoming_edocuments where matched_document_id = $1`, [documentId])).rows[0];
}

/** The tax number on the card of an account (a document's `accountId`, as its context keeps it). */
export async function findAccountTaxNumber(q: Queryable, accountId: unknown): Promise<string | null> {
  if (accountId === undefined || accountId === null || !/^\d+$/.test(String(accountId))) return null;
  return (await q.query<{ tax_number: string | null }>(`select tax_number from accounts where id = $1`, [Number(accountId)])).rows[0]?.tax_number ?? null;
}

/** The sales returns an incoming invoice can be matched to: its sender's (the account's tax number), not cancelled, none matched yet. */
export async function listReturnCandidates(
  q: Queryable,
  senderVkn: string,
): Promise<{ id: number; number: string | null; date: string | null; account_name: string }[]> {
  return (
    await q.query<{ id: number; number: string | null; date: string | null; account_name: string }>(
      `select d.id, d.number, ${DOC.date} as date, a.name as account_name
         from documents d
         join accounts a on a.company_id = d.company_id and a.id::text = ${DOC.accountId}
        where d.doc_type = 'salesReturn' and d.status <> 'cancelled' and a.tax_number = $1
          and not exists (select 1 from incoming_edocuments i where i.company_id = d.company_id and i.matched_document_id = d.id)
        order by d.id desc limit 200`,
      [senderVkn],
    )
  ).rows;
}
