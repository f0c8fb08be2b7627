import { campaignLines, checkSaleLocally, posSaleRequest, saleDue, type PosFlowContext, type SaleOutcome } from '../../../../../flows/pos';
import type { OfflineDb } from '../../../offline/offlineDb';
import { dropSale, enqueueSale, markMadeOffline, saleByClientId } from '../../../offline/saleQueue';
import { sendQueueNow } from '../../../offline/syncLoop';

/**
 * Completing a sale at the till: decided locally by the receipt machine, put in the queue, and sent at once
 * when online (the till flow's `submitSale`). Answers the sale sent with the server's number, or queued when there
 * was no answer (the sale waits in the queue); fails with the reason as its message when the machine or the server
 * refused it (then it is not kept).
 */
export async function submitSale(db: OfflineDb, ctx: PosFlowContext, cashBoxId: number, online: boolean): Promise<SaleOutcome> {
  // a sale made offline is settled by the server when it arrives, the customer long gone (its points part, never refused)
  const body = { ...posSaleRequest(ctx, cashBoxId, crypto.randomUUID(), new Date().toISOString()), ...(online ? {} : { madeOffline: true }) };
  const reason = checkSaleLocally(body, ctx.rounding, ctx.loyalty, ctx.campaigns, ctx.mayRemoveCampaigns);
  if (reason) throw new Error(`rules.${reason}`);
  const queued = await enqueueSale(db, body, saleDue(campaignLines(ctx, new Date(body.soldAt)), ctx.rounding).payable);
  const { soldAt } = body;
  if (!online) return { queued: body.clientId, soldAt };
  await sendQueueNow(db);
  const now = await saleByClientId(db, body.clientId);
  if (now?.status === 'sent') return { sent: { id: now.serverId!, number: now.serverNumber! }, soldAt };
  if (now?.status === 'refused') {
    await dropSale(db, queued.seq!);
    throw new Error(now.reason ?? 'pos.saleFailed');
  }
  // no answer: the slip says it will be sent, and the customer leaves
  await markMadeOffline(db, body.clientId);
  return { queued: body.clientId, soldAt };
}
