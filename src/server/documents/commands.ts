import {
  buildConversionInput,
  buildMergedConversionInput,
  familyForType,
  type ConversionRate,
  type RequestedMergeLine,
  type StoredState,
} from '../../../machines/index';
import { formatNumber } from '../../domain/documents/numbering';
import { COMMON_REASON_CODES } from '../../domain/lifecycle/reasons';
import { mayWrite } from '../../../machines/access';
import { fieldOfReason, typeDescriptorOf } from '../../../machines/registry';
import type { FastSaleOperation } from '../../../machines/receipt/fast-sale';
import type { Queryable } from '../db/database';
import type { AuthUser } from '../env';
import { fail, invalid, refusedByRule, type FieldError } from '../http/errors';
import { checkAccountProducts, checkModelLines } from '../masterdata/public';
import type { CashShortage } from '../../domain/cash/negative-cash';
import { applyEffects } from './effects';
import { statusObserversList } from './extensions';
import { SERVER_ONLY_EVENTS, conversionFacts, withCreationFacts, withFacts } from './facts';
import { appendEntry, EMPTY_CHAIN, nextEntry } from './journal';
import { checkLineLocations } from './line-locations';
import { withPickedLines } from './picked-moves';
import { lockForCreation, lockForEvent } from './row-locks';
import { allocateDocument, insertDocument, loadDocument, updateDocument, type DocumentRow } from './store';
import { companyToday } from '../clock';

export interface CommandContext {
  q: Queryable;
  auth: AuthUser;
  /** what the command is part of, when that changes what the user may do (moving a table's lines) */
  operation?: FastSaleOperation;
  /** collects the cash accounts the command's completions take below zero where they warn (the reply shows them) */
  negativeCash?: CashShortage[];
}

const actorOf = (ctx: CommandContext) => ({ id: ctx.auth.id, roles: ctx.auth.roles, permissions: ctx.auth.permissions, operation: ctx.operation });

export type EventOutcome = { ok: true; doc: DocumentRow } | { ok: false; reason: string; doc: DocumentRow };

const REFERENCES: readonly [field: string, table: string][] = [
  ['accountId', 'accounts'],
  ['targetAccountId', 'accounts'],
  ['warehouseId', 'warehouses'],
  ['targetWarehouseId', 'warehouses'],
  ['cashBoxId', 'cash_boxes'],
  ['bankAccountId', 'cash_boxes'],
  ['cashAccountId', 'cash_boxes'],
  ['targetCashAccountId', 'cash_boxes'],
  ['incomeExpenseId', 'definitions'],
  ['memberId', 'library_members'],
  ['copyId', 'library_copies'],
  // who is credited with a sale (/komisyon)
  ['salespersonId', 'salespeople'],
  // the document an e-document is made of
  ['documentId', 'documents'],
];
const DIGITS = /^\d{1,9}$/;

/** Every id a body names must be a record of the caller's company: one query checks them all, one 422 lists all that are not. */
export async function checkReferences(q: Queryable, body: Record<string, unknown>): Promise<void> {
  const errors: Record<string, FieldError[]> = {};
  const notFound = { key: 'errors.NF10004' };
  const asked: { field: string; table: string; id: number }[] = [];
  for (const [field, table] of REFERENCES) {
    const v = body[field];
    if (v === undefined || v === null) continue;
    if (DIGITS.test(String(v))) asked.push({ field, table, id: Number(v) });
    else errors[field] = [notFound];
  }
  const lines = Array.isArray(body.lines) ? (body.lines as { productId?: unknown }[]) : [];
  lines.forEach((l, i) => {
    if (l.productId === undefined || l.productId === null) return;
    if (DIGITS.test(String(l.productId))) asked.push({ field: `lines.${i}.productId`, table: 'products', id: Number(l.productId) });
    else errors[`lines.${i}.productId`] = [notFound];
  });
  // the instalments a collection settles: another company's is unknown here, at creation as at completion
  const instalments = Array.isArray(body.instalmentIds) ? (body.instalmentIds as unknown[]) : [];
  instalments.forEach((id, i) => {
    if (DIGITS.test(String(id))) asked.push({ field: `instalmentIds.${i}`, table: 'instalments', id: Number(id) });
    else errors[`instalmentIds.${i}`] = [notFound];
  });
  if (asked.length) {
    const tables = [...new Set(asked.map((a) => a.table))];
    const found = new Set(
      (
        await q.query<{ t: string; id: number }>(
          tables.map((t, i) => `select '${t}' as t, id from ${t} where id = any($${i + 1}::integer[])`).join(' union all '),
          tables.map((t) => [...new Set(asked.filter((a) => a.table === t).map((a) => a.id))]),
        )
      ).rows.map((r) => `${r.t}:${r.id}`),
    );
    for (const a of asked) if (!found.has(`${a.table}:${a.id}`)) errors[a.field] = [notFound];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** The new document's id and its number from the type's series. */
async function allocate(q: Queryable, companyId: number, type: string, date: string): Promise<{ id: number; number: string }> {
  const year = Number(date.slice(0, 4));
  const { counter, id, prefix } = await allocateDocument(q, companyId, type, year);
  return { id, number: formatNumber(prefix ?? typeDescriptorOf(type)!.prefix, year, counter) };
}

async function createFromInput(ctx: CommandContext, id: number, type: string, input: Record<string, unknown>, sourceId: number | null): Promise<DocumentRow> {
  const family = familyForType(type)!;
  const decision = family.create(input);
  if (!decision.ok) {
    // a malformed input is a 422 on its field; a family's rule refusing it (a copy already lent) is a 409 like any refused event
    if ((COMMON_REASON_CODES as readonly string[]).includes(decision.reason))
      throw invalid({ [fieldOfReason(decision.reason)]: [{ key: `rules.${decision.reason}` }] });
    throw refusedByRule(decision.reason);
  }
  await checkAccountProducts(ctx.q, decision.state.context);
  await checkModelLines(ctx.q, decision.state.context);
  await checkLineLocations(ctx.q, type, decision.state.context);
  const entry = nextEntry(
    {
      companyId: ctx.auth.companyId,
      documentId: id,
      event: 'CREATE',
      payload: input,
      from: null,
      to: decision.state.status,
      accepted: true,
      reason: null,
      userId: ctx.auth.id,
    },
    EMPTY_CHAIN,
  );
  const doc = await insertDocument(
    ctx.q,
    { id, companyId: ctx.auth.companyId, type, number: String(input.number), state: decision.state, sourceId, userId: ctx.auth.id },
    entry,
  );
  await runEffects(ctx, doc.id, decision.effects);
  return doc;
}

export async function createDocument(ctx: CommandContext, body: Record<string, unknown> & { type: string }): Promise<DocumentRow> {
  const family = familyForType(body.type);
  if (!family) throw invalid({ type: [{ key: 'rules.document.unknownType' }] });
  if (!mayWrite(ctx.auth, body.type)) throw fail('PE10003');
  await checkReferences(ctx.q, body);
  await lockForCreation(ctx.q, body.type, body);
  const date = typeof body.date === 'string' ? body.date : await companyToday(ctx.q, ctx.auth.companyId);
  const withFactsBody = await withCreationFacts(ctx.q, body, actorOf(ctx));
  const { id, number } = await allocate(ctx.q, ctx.auth.companyId, body.type, date);
  return createFromInput(ctx, id, body.type, { ...withFactsBody, date, number }, null);
}

async function runEffects(ctx: CommandContext, documentId: number, effects: Parameters<typeof applyEffects>[1]): Promise<void> {
  if (!effects.length) return;
  await applyEffects(
    {
      q: ctx.q,
      companyId: ctx.auth.companyId,
      documentId,
      sendToDocument: async (targetId, event) => {
        const outcome = await decideAndStore(ctx, await loadDocument(ctx.q, targetId, true), event);
        // the source refusing its SUPPLY refuses the whole command: nothing of it is kept
        if (!outcome.ok) throw refusedByRule(outcome.reason);
      },
      onNegativeCash: (shortages) => ctx.negativeCash?.push(...shortages),
    },
    effects,
  );
}

/** One event on a locked, loaded document: decide, then store the state, the journal row and the effects. */
export async function decideAndStore(ctx: CommandContext, doc: DocumentRow, rawEvent: Record<string, unknown> & { type: string }): Promise<EventOutcome> {
  const family = familyForType(doc.type)!;
  await lockForEvent(ctx.q, doc.type, rawEvent.type, doc.snapshot.context);
  const event = await withFacts(ctx.q, doc, rawEvent, actorOf(ctx));
  const decision = family.decide(doc.snapshot, event);
  const { type, ...payload } = event;
  const entry = { companyId: ctx.auth.companyId, documentId: doc.id, event: type, payload, from: doc.status, userId: ctx.auth.id };
  if (!decision.ok) {
    await appendEntry(ctx.q, nextEntry({ ...entry, to: doc.status, accepted: false, reason: decision.reason }, doc.tip!));
    return { ok: false, reason: decision.reason, doc };
  }
  // a sale's account and lines are written at creation and by EDIT: there the account's product list is asked
  if (type === 'EDIT') await checkAccountProducts(ctx.q, decision.state.context);
  if (type === 'EDIT') await checkModelLines(ctx.q, decision.state.context);
  if (type === 'EDIT') await checkLineLocations(ctx.q, doc.type, decision.state.context);
  const updated = await updateDocument(ctx.q, doc, decision.state, nextEntry({ ...entry, to: decision.state.status, accepted: true, reason: null }, doc.tip!));
  await runEffects(ctx, doc.id, decision.effects);
  if (updated.status !== doc.status) for (const observe of statusObserversList()) await observe(ctx.q, ctx.auth.companyId, updated);
  return { ok: true, doc: updated };
}

/** A client's event (or EDIT) on a document at the version the client saw. */
export async function sendEvent(ctx: CommandContext, id: number, version: number, event: Record<string, unknown> & { type: string }): Promise<EventOutcome> {
  const doc = await loadDocument(ctx.q, id, true);
  if (!mayWrite(ctx.auth, doc.type)) throw fail('PE10003');
  if (doc.version !== version) throw fail('DC10009');
  if (SERVER_ONLY_EVENTS.has(event.type)) throw refusedByRule('common.eventNotAllowed');
  await checkReferences(ctx.q, event);
  return decideAndStore(ctx, doc, event);
}

/** Creates the target draft of a conversion from a source at the right status (lifecycles.md §3). */
export async function convertDocument(
  ctx: CommandContext,
  sourceId: number,
  target: string,
  lines: { sourceLineId: string; quantity: string }[] | undefined,
  rate?: ConversionRate,
): Promise<DocumentRow> {
  const source = await loadDocument(ctx.q, sourceId);
  if (!mayWrite(ctx.auth, target) || !mayWrite(ctx.auth, source.type)) throw fail('PE10003');
  const date = await companyToday(ctx.q, ctx.auth.companyId);
  const { id, number } = await allocate(ctx.q, ctx.auth.companyId, target, date);
  // a picked order converts with what was picked, unless the caller names the lines
  const snapshot = await withPickedLines(ctx.q, source.id, source.snapshot as StoredState);
  const built = buildConversionInput({ ...snapshot, id: String(source.id) }, target, { number, date }, lines, rate);
  if (!built.ok) throw refusedByRule(built.reason);
  return createFromInput(ctx, id, target, { ...built.input, ...(await conversionFacts(ctx.q, target, built.input)) }, source.id);
}

/**
 * One target draft from several sources (waybills into one invoice). The sources are read in id order;
 * their remaining quantities are checked again, under lock, when the target completes.
 */
export async function mergeDocuments(
  ctx: CommandContext,
  sourceIds: readonly number[],
  target: string,
  lines: RequestedMergeLine[] | undefined,
  rate?: ConversionRate,
): Promise<DocumentRow> {
  const sources = await Promise.all(sourceIds.map((id) => loadDocument(ctx.q, id)));
  if (!mayWrite(ctx.auth, target) || sources.some((s) => !mayWrite(ctx.auth, s.type))) throw fail('PE10003');
  const date = await companyToday(ctx.q, ctx.auth.companyId);
  const { id, number } = await allocate(ctx.q, ctx.auth.companyId, target, date);
  const states = sources.map((s) => ({ ...(s.snapshot as StoredState), id: String(s.id) }));
  const built = buildMergedConversionInput(states, target, { number, date }, lines, rate);
  if (!built.ok) throw refusedByRule(built.reason);
  return createFromInput(ctx, id, target, { ...built.input, ...(await conversionFacts(ctx.q, target, built.input)) }, sources[0]!.id);
}
