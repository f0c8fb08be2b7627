import { checkSaleLocally, posSaleRequest, saleDue, type PosFlowContext, type PosFlowEvent } from '../../../../../flows/pos';
import type { OfflineDb } from '../../../offline/offlineDb';
import { dropSale, enqueueSale, saleByClientId } from '../../../offline/saleQueue';
import { sendQueueNow } from '../../../offline/syncLoop';

/**
 * Completing a sale at the till: decided locally by the receipt machine, put in the queue, and sent at once
 * when online. Answers the flow's event: SUBMITTED with the server's number, QUEUED when there was no answer
 * (the sale waits in the queue), FAILED when the machine or the server refused it (then it is not kept).
 */
export async function submitSale(db: OfflineDb, ctx: PosFlowContext, cashBoxId: number, online: boolean): Promise<PosFlowEvent> {
  const body = posSaleRequest(ctx, cashBoxId, crypto.randomUUID(), new Date().toISOString());
  const reason = checkSaleLocally(body, ctx.rounding);
  if (reason) return { type: 'FAILED', reason: `rules.${reason}` };
  const queued = await enqueueSale(db, body, saleDue(ctx.lines, ctx.rounding).payable);
  const { soldAt } = body;
  if (!online) return { type: 'QUEUED', clientId: body.clientId, soldAt };
  await sendQueueNow(db);
  const now = await saleByClientId(db, body.clientId);
  if (now?.status === 'sent') return { type: 'SUBMITTED', id: now.serverId!, number: now.serverNumber!, soldAt };
  if (now?.status === 'refused') {
    await dropSale(db, queued.seq!);
    return { type: 'FAILED', reason: now.reason ?? 'pos.saleFailed' };
  }
  return { type: 'QUEUED', clientId: body.clientId, soldAt };
}
