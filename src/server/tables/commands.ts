import { mayWrite } from '../../../machines/access';
import type { DocLine, LineInput } from '../../domain/lifecycle/lines';
import { asInput, mergedLines, splitLines } from '../../domain/documents/table-bill';
import type { OpenTableBody, PayTableBody, SplitTableBody } from '../../domain/schemas/tables';
import { checkReferences, createDocument, decideAndStore, type CommandContext } from '../documents/commands';
import { loadDocument, type DocumentRow } from '../documents/store';
import { ApiError, fail, invalid, refusedByRule } from '../http/errors';
import { tableTaken } from './queries';

/**
 * Table tracking: a table's bill is a posSale draft with `tableName`. Every command runs in the caller's
 * transaction and stores through decideAndStore, so the journal and the ledgers stay those of the
 * documents; a refusal throws, and the transaction keeps nothing. Moving, merging and splitting run as a
 * `tableRearrangement`, which the fast-sale rule allows without the permission (spec §6); they move lines
 * at the prices they have and drop no quantity.
 */

const rearranging = (ctx: CommandContext): CommandContext => ({ ...ctx, operation: 'tableRearrangement' });

const tableOf = (doc: DocumentRow) => (doc.snapshot.context as { tableName?: string }).tableName;
const linesOf = (doc: DocumentRow) => (doc.snapshot.context as { lines: DocLine[] }).lines;

/** A table rule refusing (409): its message lives in the locales' own `tables` section. */
const refusedByTables = (rule: string, values: Record<string, string> = {}) => new ApiError(409, rule, rule, values);

const occupied = (table: string, move = false) => refusedByTables(move ? 'tables.occupiedMerge' : 'tables.occupied', { table });

/** An open bill, locked; 404 for anything else, 409 when the client saw another version. */
async function openBill(ctx: CommandContext, id: number, version?: number): Promise<DocumentRow> {
  if (!mayWrite(ctx.auth, 'posSale')) throw fail('PE10003');
  const doc = await loadDocument(ctx.q, id, true);
  if (doc.type !== 'posSale' || tableOf(doc) === undefined) throw fail('NF10004');
  if (doc.status !== 'draft') throw refusedByTables('tables.notOpen');
  if (version !== undefined && doc.version !== version) throw fail('DC10009');
  return doc;
}

/** One event; a document just written is loaded again, locked, for its journal's tip. */
async function store(ctx: CommandContext, doc: DocumentRow, event: Record<string, unknown> & { type: string }): Promise<DocumentRow> {
  const locked = doc.tip ? doc : await loadDocument(ctx.q, doc.id, true);
  const outcome = await decideAndStore(ctx, locked, event);
  if (!outcome.ok) throw refusedByRule(outcome.reason);
  return outcome.doc;
}

export async function openTable(ctx: CommandContext, body: OpenTableBody): Promise<DocumentRow> {
  if (!mayWrite(ctx.auth, 'posSale')) throw fail('PE10003');
  if (await tableTaken(ctx.q, body.tableName)) throw occupied(body.tableName);
  return createDocument(ctx, { type: 'posSale', tableName: body.tableName, lines: body.lines ?? [] });
}

/** Lines added to an open bill at the end, as the till adds them (the QR menu's guest order the staff confirmed). */
export async function addTableLines(ctx: CommandContext, id: number, lines: readonly LineInput[]): Promise<DocumentRow> {
  const doc = await openBill(ctx, id);
  return store(ctx, doc, { type: 'EDIT', lines: [...linesOf(doc).map((l) => asInput(l)), ...lines] });
}

export async function moveTable(caller: CommandContext, id: number, version: number, table: string): Promise<DocumentRow> {
  const ctx = rearranging(caller);
  const doc = await openBill(ctx, id, version);
  if (await tableTaken(ctx.q, table, doc.id)) throw occupied(table, true);
  return store(ctx, doc, { type: 'EDIT', tableName: table });
}

/** The source's lines join the target's; the source is cancelled. Both are locked in id order. */
export async function mergeTables(caller: CommandContext, sourceId: number, targetId: number): Promise<DocumentRow> {
  const ctx = rearranging(caller);
  const [first, second] = sourceId < targetId ? [sourceId, targetId] : [targetId, sourceId];
  const a = await openBill(ctx, first);
  const b = await openBill(ctx, second);
  const [source, target] = a.id === sourceId ? [a, b] : [b, a];
  const merged = await store(ctx, target, { type: 'EDIT', lines: mergedLines(linesOf(target), linesOf(source)) });
  await store(ctx, source, { type: 'CANCEL' });
  return merged;
}

export async function splitTable(caller: CommandContext, id: number, body: SplitTableBody): Promise<{ source: DocumentRow; created: DocumentRow }> {
  const ctx = rearranging(caller);
  const doc = await openBill(ctx, id, body.version);
  const split = splitLines(linesOf(doc), body.lines);
  if (!split.ok) throw 'rule' in split ? refusedByTables(split.rule) : invalid(split.errors);
  // the bill's own table counts as taken too
  if (await tableTaken(ctx.q, body.tableName)) throw occupied(body.tableName, true);
  const source = await store(ctx, doc, { type: 'EDIT', lines: split.rest });
  const created = await createDocument(ctx, { type: 'posSale', tableName: body.tableName, lines: split.moved });
  return { source, created };
}

/**
 * Payment, cash box, START and COMPLETE in one go: the bill leaves the open tables completed, or not at all
 * (the receipt machine refuses to complete into a cash box that is not open).
 */
export async function payTable(ctx: CommandContext, id: number, body: PayTableBody): Promise<DocumentRow> {
  const doc = await openBill(ctx, id, body.version);
  await checkReferences(ctx.q, { cashBoxId: body.cashBoxId, ...(body.accountId !== undefined ? { accountId: body.accountId } : {}) });
  const edit: Record<string, unknown> & { type: string } = { type: 'EDIT', paymentType: body.paymentType, cashBoxId: String(body.cashBoxId) };
  if (body.accountId !== undefined) edit.accountId = String(body.accountId);
  if (body.paymentType === 'mixed') edit.payments = body.payments;
  const edited = await store(ctx, doc, edit);
  const started = await store(ctx, edited, { type: 'START' });
  return store(ctx, started, { type: 'COMPLETE' });
}
