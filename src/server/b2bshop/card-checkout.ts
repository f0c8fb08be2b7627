import { cardStartRefusal, withCargo, ABANDONED_CARD_PAYMENT_MINUTES } from '../../domain/b2b-shop/order-rules';
import type { CardPaymentBody } from '../../domain/schemas/virtual-pos';
import { serverNow } from '../clock';
import type { Database } from '../db/database';
import { fail } from '../http/errors';
import { abandonCardPayment, cardPaymentJson, listCardPayments, listWaitingCardPayments, recheckCardPayment, startCardPayment } from '../payments/public';
import { dealerActor } from './dealer-actor';
import { claimForCard, findShopOrder, shopOrderLines } from './shop-order-queries';

/**
 * A dealer's card payment for its own shop order (issue #31). The amount is the stored order's total and cargo, never
 * the request's. One payment at a time: a click claims the order while the provider is asked (a second click finds
 * the claim), and once recorded the payment waiting for the bank holds the order until it is answered or left at the
 * bank's page past its time. A waiting payment is asked of the provider before anything is decided on it, so one
 * the bank charged but whose callback never came is settled (and the order paid) once, by the query.
 */

export interface ShopCardContext {
  db: Database;
  companyId: number;
  accountId: number;
  sandboxUrl: string | null;
}

/** Asks the provider about the order's payments still waiting for the bank, and settles those it has answered. */
async function recheckWaiting(ctx: ShopCardContext, documentId: number) {
  const waiting = await ctx.db.company(ctx.companyId, (q) => listWaitingCardPayments(q, documentId));
  for (const p of waiting) await recheckCardPayment(ctx.db, ctx.companyId, p.id, ctx.sandboxUrl);
}

/** The dealer's order with its lines, totals, payment state and card payments, read after any waiting payment is asked. */
export async function readShopOrder(ctx: ShopCardContext, documentId: number) {
  const own = await ctx.db.company(ctx.companyId, (q) => findShopOrder(q, ctx.accountId, documentId));
  if (!own) throw fail('NF10004');
  if (own.paymentState === 'awaitingCard') await recheckWaiting(ctx, documentId);
  return ctx.db.company(ctx.companyId, async (q) => {
    const order = (await findShopOrder(q, ctx.accountId, documentId))!;
    const { lines, totals } = await shopOrderLines(q, documentId);
    const payments = (await listCardPayments(q, documentId)).map(cardPaymentJson).reverse();
    return { order, lines, totals, payments };
  });
}

/**
 * Starts the card payment of the dealer's order: 404 when the order is not its own, 409 BS10022 when the order does
 * not await a card payment (paid, or not a card order), 409 BS10023 while another payment of it is under way.
 */
export async function startShopCardPayment(ctx: ShopCardContext, documentId: number, card: CardPaymentBody['card'], shopOrigin: string, ip: string) {
  const { db, companyId, accountId } = ctx;
  const own = await db.company(companyId, (q) => findShopOrder(q, accountId, documentId));
  if (!own) throw fail('NF10004');
  await recheckWaiting(ctx, documentId);
  const amount = await db.company(companyId, async (q) => {
    const order = (await findShopOrder(q, accountId, documentId, true))!;
    const waiting = await listWaitingCardPayments(q, documentId);
    const now = serverNow();
    const refusal = cardStartRefusal(
      { paymentState: order.paymentState, status: order.status, claimedAt: order.cardClaimedAt, waitingSince: waiting.at(-1)?.created_at ?? null },
      now,
    );
    if (refusal === 'notAwaitingCard') throw fail('BS10022');
    if (refusal === 'underWay') throw fail('BS10023', { minutes: ABANDONED_CARD_PAYMENT_MINUTES });
    // left at the bank's page past their time: a callback arriving later changes nothing
    for (const p of waiting) await abandonCardPayment(q, p.id);
    await claimForCard(q, documentId, now);
    return withCargo(order.total, order.cargoPrice);
  });
  try {
    const origin = shopOrigin.replace(/\/$/, '');
    const { payment, html } = await startCardPayment(
      db,
      dealerActor(companyId),
      { documentId: String(documentId), amount, card, returnTo: `${origin}/magaza/siparis/${documentId}` },
      origin,
      ctx.sandboxUrl,
      ip,
    );
    return { payment: cardPaymentJson(payment), html };
  } finally {
    // the recorded payment now holds the order (or none was started, and the dealer may try again)
    await db.company(companyId, (q) => claimForCard(q, documentId, null));
  }
}
