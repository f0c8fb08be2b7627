import { systemUser } from '../background/system-user';
import type { Database, Queryable } from '../db/database';
import { createDocument, decideAndStore } from '../documents/commands';
import { loadDocument } from '../documents/store';
import { refusedByRule } from '../http/errors';
import { parseWith } from '../http/validate';
import { createDocumentBody } from '../../../machines/parse-create';
import { lockCodes } from '../masterdata/public';
import { checkRows, loadPlanner } from './check';
import { claimJob, jobOpen, jobWork, recordCheck, recordFailure, recordProgress, recordWrite, recordWritten } from './jobs-queries';
import {
  inBatches,
  recordOpening,
  recordOpeningStock,
  writeAccounts,
  writePrices,
  writeProducts,
  type AccountWrite,
  type OpeningStockWrite,
  type OpeningWrite,
  type ProductWrite,
} from './records-queries';

/**
 * Checks a job's rows: the company's records are read in one transaction, the rows checked outside it, and the rows
 * done written every batch in a short transaction of its own, so that whoever follows the job sees it move.
 */
async function checkJob(db: Database, companyId: number, id: number, progress: Progress): Promise<void> {
  const work = await db.company(companyId, (q) => jobWork(q, id));
  if (!work || work.status !== 'checking') return;
  const plan = await db.company(companyId, (q) => loadPlanner(q, work.kind));
  const result = await checkRows(
    plan,
    work.rows,
    async (done) => {
      await db.company(companyId, (q) => recordProgress(q, id, done));
      await progress(done, work.rows.length);
    },
    work.kind,
  );
  await db.company(companyId, (q) => recordCheck(q, id, result));
}

/**
 * Opening balances become the vouchers the account form would make, each created and completed by the document
 * engine in the job's transaction as the user who confirmed it: a voucher the machine refuses fails the whole job.
 */
async function writeOpenings(q: Queryable, companyId: number, userId: number, rows: readonly OpeningWrite[]): Promise<void> {
  const ctx = { q, auth: systemUser(companyId, userId) };
  for (const o of rows) {
    const doc = await createDocument(ctx, o.voucher);
    // a voucher is completed from its draft (machines/voucher), as the account form's save does
    const outcome = await decideAndStore(ctx, await loadDocument(q, doc.id, true), { type: 'COMPLETE' });
    if (!outcome.ok) throw refusedByRule(outcome.reason);
    await recordOpening(q, companyId, o, doc.id);
  }
}

/**
 * Opening stock becomes one stock receipt per warehouse, its lines the rows' quantities at their unit costs (in the
 * row's shelf location when it names one), created and completed by the document engine in the job's transaction.
 */
async function writeOpeningStock(
  q: Queryable,
  companyId: number,
  userId: number,
  rows: readonly OpeningStockWrite[],
  told: (n: number) => Promise<void>,
): Promise<void> {
  const ctx = { q, auth: systemUser(companyId, userId) };
  const byWarehouse = new Map<number, OpeningStockWrite[]>();
  for (const r of rows) {
    const list = byWarehouse.get(r.warehouseId);
    if (list) list.push(r);
    else byWarehouse.set(r.warehouseId, [r]);
  }
  for (const [warehouseId, lines] of byWarehouse) {
    const body = parseWith(createDocumentBody, {
      type: 'stockIn',
      warehouseId: String(warehouseId),
      lines: lines.map((l) => ({
        productId: String(l.productId),
        quantity: l.quantity,
        unitPrice: l.unitCost,
        vatRate: 0,
        ...(l.locationId === null ? {} : { locationId: String(l.locationId) }),
      })),
    });
    const doc = await createDocument(ctx, body);
    // a stock receipt is started from its draft, then completed (machines/receipt), as the receipt editor does
    for (const type of ['START', 'COMPLETE'] as const) {
      const outcome = await decideAndStore(ctx, await loadDocument(q, doc.id, true), { type });
      if (!outcome.ok) throw refusedByRule(outcome.reason);
    }
    await recordOpeningStock(q, companyId, lines, doc.id);
    await told(lines.length);
  }
}

/**
 * Writes a confirmed job in one transaction: the rows are checked again against the records as they are now (under
 * the company's code lock, so that two files of the same codes follow each other and never make a code twice), and
 * either every row is written and the job done, or, when a row no longer passes, nothing is and the job is refused.
 */
async function writeJob(db: Database, companyId: number, id: number, progress: Progress): Promise<void> {
  // on PostgreSQL the rows written are told on another connection as the batches go; PGlite has one connection, held by the write
  let written = 0;
  let total = 0;
  const told = async (n: number) => {
    written += n;
    if (db.kind !== 'postgres') return;
    await db.company(companyId, (p) => recordWritten(p, id, written));
    await progress(written, total);
  };
  await db.company(companyId, async (q) => {
    const work = await jobWork(q, id);
    if (!work || work.status !== 'writing') return;
    await lockCodes(q, work.kind === 'accounts' ? 'accounts' : 'products');
    const result = await checkRows(await loadPlanner(q, work.kind), work.rows, undefined, work.kind);
    total = result.writes.length;
    if (!result.errors.length) {
      if (work.kind === 'products') await inBatches(result.writes as ProductWrite[], (b) => writeProducts(q, companyId, b), told);
      if (work.kind === 'accounts') await inBatches(result.writes as AccountWrite[], (b) => writeAccounts(q, companyId, b), told);
      if (work.kind === 'openingBalances')
        await inBatches(result.writes as OpeningWrite[], (b) => writeOpenings(q, companyId, work.confirmed_by ?? 0, b), told);
      if (work.kind === 'openingStock') await writeOpeningStock(q, companyId, work.confirmed_by ?? 0, result.writes as OpeningStockWrite[], told);
      if (work.kind === 'prices') await inBatches(result.writes as { id: number; price: string }[], (b) => writePrices(q, b), told);
    }
    await recordWrite(q, id, result);
  });
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** How far a job's run is, for the job queue's page (the transfer page reads the job's own rows_done). */
type Progress = (done: number, total: number) => Promise<void>;

/**
 * Checks or writes transfer job `id`, claimed for this server; one another server holds is left to it (a stopped
 * server's claim runs out: the error makes the queue try again later). A job that fails is marked failed, nothing of
 * it written. Answers whether the job was worked on.
 */
export async function runTransferJob(db: Database, companyId: number, id: number, progress: Progress = async () => undefined): Promise<boolean> {
  if (!(await db.company(companyId, (q) => claimJob(q, id)))) {
    if (await db.company(companyId, (q) => jobOpen(q, id))) throw new Error(`data transfer job ${id} is held by another server`);
    return false;
  }
  try {
    const status = (await db.company(companyId, (q) => jobWork(q, id)))?.status;
    if (status === 'checking') await checkJob(db, companyId, id, progress);
    if (status === 'writing') await writeJob(db, companyId, id, progress);
  } catch (e) {
    await db.company(companyId, (q) => recordFailure(q, id)).catch(() => undefined);
    console.error(`data transfer job ${id}: ${messageOf(e)}`);
  }
  return true;
}
