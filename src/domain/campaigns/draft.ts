import { scaledDiscounts, type DocLine } from '../lifecycle/lines';
import { lineContribution, type ModelLine } from '../money/receipt-totals-model';
import { withCampaignDiscounts, type CampaignOffer } from './apply';
import type { CampaignDiscount } from './evaluate';

/** A line of a document being written in an editor: its price and product, and for a converted line what its source gave it. */
export interface DraftLine extends ModelLine {
  productId?: string;
  /** a converted line: its source line, and the discounts it was stored with for `quantity` of it */
  source?: { sourceLineId: string; quantity: string; campaignDiscounts: readonly CampaignDiscount[] };
}

/**
 * What the campaigns take off each line of a document being written, before it is saved: the server's own rule
 * (`withCampaignDiscounts`, with the offer GET /api/campaigns/offer answers) on the lines that can be computed yet,
 * so the editor shows what the server will store. A line that cannot be computed (blank, half typed) gets none, and
 * counts in no basket. Without an offer (a document campaigns do not apply to, or one not read yet) only a converted
 * line has discounts: its source's.
 */
export function draftCampaignDiscounts(
  lines: readonly DraftLine[],
  offer: CampaignOffer | undefined,
  removed: readonly string[],
  currency: string,
): CampaignDiscount[][] {
  const ready: { index: number; line: DocLine }[] = [];
  lines.forEach((l, index) => {
    if (lineContribution(l) === null) return;
    const line: DocLine = {
      id: `D${index}`,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      multiplier: l.multiplier ?? '1',
      discountRate: l.discountRate ?? '0',
      vatRate: l.vatRate,
      total: '0.00',
      suppliedQuantity: '0',
      ...(l.productId ? { productId: l.productId } : {}),
      ...(l.priceIncludesVat === true ? { priceIncludesVat: true as const } : {}),
    };
    if (l.source) {
      line.sourceLineId = l.source.sourceLineId;
      if (l.source.campaignDiscounts.length > 0) line.campaignDiscounts = scaledDiscounts(l.source.campaignDiscounts, l.quantity, l.source.quantity);
    }
    ready.push({ index, line });
  });
  const decided = offer
    ? withCampaignDiscounts(
        ready.map((r) => r.line),
        offer,
        removed,
        currency,
      )
    : ready.map((r) => r.line);
  const out: CampaignDiscount[][] = lines.map(() => []);
  ready.forEach((r, i) => (out[r.index] = decided[i]!.campaignDiscounts ?? []));
  return out;
}
