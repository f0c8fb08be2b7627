import { fail } from '../http/errors';
import { registerEffectHandler, registerSalePriceSource } from '../documents/extensions';
import { copyPrices, markCopiesSold } from './queries';

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** What the document engine does for second-hand copies: a sale marks its copies sold; a till sale may sell a copy at its own price. */
export function registerSecondhandHooks(): void {
  registerEffectHandler('sellCopy', async (ctx, params) => {
    const copies = params.map((p) => ({ copyId: Number(p.copyId), productId: num(p.productId) }));
    // the row's update waits for a parallel sale of the same copy and then finds it sold: one of them wins
    if ((await markCopiesSold(ctx.q, ctx.documentId, copies)) < copies.length) throw fail('SH10001');
  });
  registerSalePriceSource('secondhandCopies', async (q, lines) => {
    const copyIds = lines.map((l) => String((l as { copyId?: unknown }).copyId ?? '')).filter((id) => /^\d{1,9}$/.test(id));
    return (await copyPrices(q, copyIds.map(Number))).map((c) => ({ productId: c.product_id, price: c.price }));
  });
}
