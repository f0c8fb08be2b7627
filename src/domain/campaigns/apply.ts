import type { DocLine } from '../lifecycle/lines';
import { isRecord } from '../lifecycle/rules';
import { lineAmounts } from '../money/totals';
import { businessDay, businessTime } from '../clock/clock';
import { businessMoment, type BusinessMoment, type Campaign, type Shopper } from './campaign';
import { evaluateCampaigns } from './evaluate';

/**
 * What the server tells a sales document's machine (its `campaignOffer` fact), and the till keeps for offline sales:
 * the campaigns that may apply to its lines, the group (category) of each product, the customer and the moment on the
 * company's clock. The journal records it with the event, so replay decides the same.
 */
export interface CampaignOffer {
  campaigns: Campaign[];
  productGroups: Record<string, string>;
  shopper: Shopper;
  at: BusinessMoment;
  /** the user may remove a campaign's discount from the document (the `campaignRemoval` permission) */
  mayRemove: boolean;
}

export const isCampaignOffer = (v: unknown): v is CampaignOffer =>
  isRecord(v) && Array.isArray(v.campaigns) && isRecord(v.productGroups) && isRecord(v.shopper) && isRecord(v.at) && typeof v.mayRemove === 'boolean';

/**
 * What the till keeps to decide a sale's campaigns in the browser, online and offline (GET /api/campaigns/till): the
 * active campaigns, the group of each product a group campaign names, and the company's time zone.
 */
export interface TillCampaigns {
  campaigns: Campaign[];
  productGroups: Record<string, string>;
  timeZone: string;
}

/**
 * The offer the till decides a sale by at `now` on the company's clock, for its customer (none: an anonymous sale);
 * `mayRemove`: the cashier may remove a campaign (the server's offer says the same of the user at sync).
 */
export function tillOffer(till: TillCampaigns, now: Date, accountId?: string, mayRemove = false): CampaignOffer {
  const moment = businessMoment(businessDay(now, till.timeZone), businessTime(now, till.timeZone));
  return { campaigns: till.campaigns, productGroups: till.productGroups, shopper: accountId ? { accountId } : {}, at: moment, mayRemove };
}

/** Only lira documents get campaigns: their amounts are in liras. */
export const CAMPAIGN_CURRENCY = 'TRY';

/**
 * The lines with the discounts the campaigns give them: whatever a line carried before (or a client sent) is
 * dropped and decided again, and each line's total follows. Without an offer (a journal row from before campaigns,
 * an event that changes nothing they depend on) the lines keep what they have.
 */
export function withCampaignDiscounts(lines: readonly DocLine[], offer: unknown, removed: readonly string[] | undefined, currency: string): DocLine[] {
  if (!isCampaignOffer(offer)) return [...lines];
  const plain = lines.map(({ campaignDiscounts: _, ...l }) => l);
  if (currency !== CAMPAIGN_CURRENCY) return plain.map((l) => ({ ...l, total: lineAmounts(l).net }));
  const result = evaluateCampaigns({
    lines: plain.map((l) => ({
      ...l,
      ...(l.productId !== undefined && offer.productGroups[l.productId] ? { groupId: offer.productGroups[l.productId] } : {}),
    })),
    campaigns: offer.campaigns,
    shopper: offer.shopper,
    at: offer.at,
    removed,
  });
  return plain.map((l, i) => {
    const discounts = result.lines[i]!;
    const line: DocLine = discounts.length > 0 ? { ...l, campaignDiscounts: discounts } : l;
    return { ...line, total: lineAmounts(line).net };
  });
}

/** Every campaign a document's lines name, with all it took off them, in the order they first appear. */
export function campaignsOfLines(lines: readonly Pick<DocLine, 'campaignDiscounts'>[]): { campaignId: string; name: string; amount: string }[] {
  const out = new Map<string, { name: string; cents: bigint }>();
  for (const l of lines)
    for (const d of l.campaignDiscounts ?? []) {
      const c = BigInt(d.amount.replace('.', ''));
      const t = out.get(d.campaignId);
      if (t) t.cents += c;
      else out.set(d.campaignId, { name: d.name, cents: c });
    }
  return [...out].map(([campaignId, t]) => {
    const s = t.cents.toString().padStart(3, '0');
    return { campaignId, name: t.name, amount: `${s.slice(0, -2)}.${s.slice(-2)}` };
  });
}
