import { BATCH_EVENTS, chequeCreateBody, type ChequeBatchBody } from '../../../machines/cheque/schemas';
import { formatNumber } from '../../domain/documents/numbering';
import { checkReferences, createDocument, sendEvent, type CommandContext } from '../documents/commands';
import type { DocumentRow } from '../documents/store';
import { ApiError } from '../http/errors';
import { nextBatchCounter } from './queries';
import { companyToday } from '../clock';

/** The number series of the slips (bordro): BR + year + a 6-digit counter, per company. */
const BATCH_PREFIX = 'BR';

/** A cheque of the slip refused by its machine: the whole slip is refused, naming the row and the rule. */
function refusedRow(index: number, reason: string): ApiError {
  return new ApiError(409, reason, `rules.${reason}`, {}, { [`documents.${index}`]: [{ key: `rules.${reason}` }] });
}

/**
 * One slip in the caller's transaction: every cheque is created or moved through its family's machine by the
 * same commands as a single document, and the first refusal throws, so nothing of the slip is kept. Moved
 * cheques are locked in id order, so two slips naming the same cheques cannot wait on each other.
 */
export async function runChequeBatch(ctx: CommandContext, body: ChequeBatchBody): Promise<{ batchNo: string; documents: DocumentRow[] }> {
  const date = 'items' in body && body.date ? body.date : await companyToday(ctx.q, ctx.auth.companyId);
  const batchNo = formatNumber(BATCH_PREFIX, Number(date.slice(0, 4)), await nextBatchCounter(ctx.q, ctx.auth.companyId, Number(date.slice(0, 4))));
  if ('items' in body) {
    const documents: DocumentRow[] = [];
    for (const item of body.items) {
      const fields = chequeCreateBody.parse({ ...item, accountId: body.accountId });
      documents.push(await createDocument(ctx, { ...fields, type: String(item.type), accountId: body.accountId, date, batchNo }));
    }
    return { batchNo, documents };
  }
  const extra: Record<string, unknown> =
    'cashAccountId' in body ? { cashAccountId: body.cashAccountId } : 'accountId' in body ? { accountId: body.accountId } : {};
  await checkReferences(ctx.q, extra);
  const order = body.documents.map((d, index) => ({ ...d, index })).sort((a, b) => Number(a.id) - Number(b.id));
  const moved = new Map<number, DocumentRow>();
  for (const d of order) {
    const outcome = await sendEvent(ctx, Number(d.id), d.version, { ...extra, batchNo, type: BATCH_EVENTS[body.kind] });
    if (!outcome.ok) throw refusedRow(d.index, outcome.reason);
    moved.set(d.index, outcome.doc);
  }
  return { batchNo, documents: body.documents.map((_, i) => moved.get(i)!) };
}
