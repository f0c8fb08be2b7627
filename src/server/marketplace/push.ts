import { alreadyPushed, listedValues } from '../../domain/marketplace/listing';
import type { MarketPush } from '../../domain/schemas/marketplace';
import type { Database } from '../db/database';
import { fail } from '../http/errors';
import { marketplaceProviderOf, type MarketOptions } from './factory';
import { listedCards, recordPushed } from './listing-queries';
import { PUSH_BATCH, type MarketplaceProvider } from './provider';
import { findMarketSettings, notePush } from './settings-queries';

/** How often, and how far apart, a batch's outcome is asked for before the push gives up on it (it is sent again next time). */
const BATCH_CHECKS = 10;
const BATCH_CHECK_MS = 200;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500);

async function batchOutcome(provider: MarketplaceProvider, id: string) {
  for (let i = 0; i < BATCH_CHECKS; i++) {
    const r = await provider.batchResult(id);
    if (r.done) return r;
    await new Promise((res) => setTimeout(res, BATCH_CHECK_MS));
  }
  return null;
}

/**
 * Pushes a company's stock and prices (the background round after every change, or POST /api/marketplace/push): only
 * the listed cards whose quantity or prices differ from what was last pushed, in batches; each batch recorded once the
 * marketplace says it took it. A batch the marketplace did not answer, or refused, is not recorded: the next push sends
 * it again. Quantities are the warehouse's stock less the buffer, never below zero (domain/marketplace/listing.ts).
 */
export async function pushStock(db: Database, companyId: number, o: MarketOptions): Promise<MarketPush> {
  const prep = await db.company(companyId, async (q) => {
    const settings = await findMarketSettings(q);
    if (!settings.saved || !settings.active) throw fail('MK10002');
    const rule = { markup: settings.markup, rounding: settings.rounding };
    const changed = (await listedCards(q, settings)).flatMap((c) => {
      const now = listedValues(
        { price: c.price, vatRate: c.vat_rate, priceIncludesVat: c.price_includes_vat, stock: c.stock },
        { rule, stockBuffer: settings.stock_buffer },
      );
      const pushed = { quantity: c.pushed_quantity, salePrice: c.pushed_sale_price, listPrice: c.pushed_list_price };
      return alreadyPushed(pushed, now) ? [] : [{ productId: c.product_id, barcode: c.barcode, ...now }];
    });
    return { settings, changed };
  });
  const out: MarketPush = { sent: 0, batches: 0, error: null };
  try {
    const provider = marketplaceProviderOf(prep.settings, o);
    for (let i = 0; i < prep.changed.length; i += PUSH_BATCH) {
      const batch = prep.changed.slice(i, i + PUSH_BATCH);
      const id = await provider.pushStock(batch);
      out.batches++;
      const outcome = await batchOutcome(provider, id);
      if (!outcome) throw new Error(`marketplace: batch ${id} not processed yet`);
      const refused = new Set(outcome.failed.map((f) => f.barcode));
      const taken = batch.filter((b) => !refused.has(b.barcode));
      await db.company(companyId, (q) => recordPushed(q, companyId, id, taken));
      out.sent += taken.length;
      if (refused.size) out.error = outcome.failed.map((f) => `${f.barcode}: ${f.reason}`).join('; ');
    }
  } catch (e) {
    out.error = messageOf(e);
  }
  await db.company(companyId, (q) => notePush(q, out.error));
  return out;
}
