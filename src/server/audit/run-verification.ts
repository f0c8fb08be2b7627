import type { Database, Queryable } from '../db/database';
import { toDocumentRow } from '../documents/store';
import { checkDocument, type Problem } from './check-document';
import { istanbulDayBounds } from './day-bounds';
import { readJournals } from '../documents/journal';
import { finish, recordBatch, setTotal } from './records';
import { ledgerDifferences } from '../ledgers/differences';
import type { VerificationBody } from '../../domain/schemas/audit';

/** Documents read, rebuilt and compared per company transaction. */
export const BATCH_SIZE = 200;

/**
 * The ids of the documents in scope, in id order. A range means the documents with at least one journal
 * row whose time falls in those Istanbul days; each is then verified whole, from its first row.
 */
async function documentIds(q: Queryable, body: VerificationBody): Promise<number[]> {
  if (body.scope === 'document') {
    const r = await q.query<{ id: number }>(`select id from documents where id = $1`, [body.documentId]);
    return r.rows.map((x) => x.id);
  }
  if (body.scope === 'range') {
    const { start, end } = istanbulDayBounds(body.from, body.to);
    const r = await q.query<{ id: number }>(`select distinct document_id as id from journal where at >= $1::timestamptz and at < $2::timestamptz order by 1`, [
      start,
      end,
    ]);
    return r.rows.map((x) => x.id);
  }
  const r = await q.query<{ id: number }>(`select id from documents order by id`);
  return r.rows.map((x) => x.id);
}

async function checkBatch(q: Queryable, ids: readonly number[]): Promise<Problem[]> {
  const docs = await q.query<Parameters<typeof toDocumentRow>[0]>(`select * from documents where id = any($1::integer[]) order by id`, [ids]);
  const journals = await readJournals(q, ids);
  const problems: Problem[] = [];
  for (const raw of docs.rows) {
    const doc = toDocumentRow(raw);
    const problem = checkDocument(doc, journals.get(doc.id) ?? []);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Lets the server answer other requests between batches (PGlite runs in this thread). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs a started verification to its end in the background, a batch per company transaction, writing
 * progress after each batch: each document against its journal, and the ledgers against the documents. Any error marks it failed; it never rejects.
 */
export async function runVerification(db: Database, companyId: number, id: number, body: VerificationBody): Promise<void> {
  try {
    const ids = await db.company(companyId, async (q) => {
      const list = await documentIds(q, body);
      await setTotal(q, id, list.length);
      return list;
    });
    for (let i = 0; i < ids.length; i += BATCH_SIZE) {
      await breathe();
      const batch = ids.slice(i, i + BATCH_SIZE);
      await db.company(companyId, async (q) => recordBatch(q, id, i + batch.length, await checkBatch(q, batch), await ledgerDifferences(q, companyId, batch)));
    }
    await db.company(companyId, (q) => finish(q, id, 'done'));
  } catch (e) {
    console.error(`audit verification ${id} failed`, e);
    await db.company(companyId, (q) => finish(q, id, 'failed')).catch(() => undefined);
  }
}
