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
 *
 * A converted line (`sourceLineId`: an order's line on its invoice, a till sale's on its invoice) keeps what its
 * source gave it, the price the customer agreed, and is not offered again: the campaigns decide the other lines,
 * as a basket of their own.
 */
export function withCampaignDiscounts(lines: readonly DocLine[], offer: unknown, removed: readonly string[] | undefined, currency: string): DocLine[] {
  if (!isCampaignOffer(offer)) return [...lines];
  const converted = (l: DocLine) => l.sourceLineId !== undefined;
  const plain = lines.map((l) => (converted(l) ? l : withoutCampaigns(l)));
  if (currency !== CAMPAIGN_CURRENCY) return plain.map((l) => ({ ...l, total: lineAmounts(l).net }));
  const offered = plain.filter((l) => !converted(l));
  const result = evaluateCampaigns({
    lines: offered.map((l) => ({
      ...l,
      ...(l.productId !== undefined && offer.productGroups[l.productId] ? { groupId: offer.productGroups[l.productId] } : {}),
    })),
    campaigns: offer.campaigns,
    shopper: offer.shopper,
    at: offer.at,
    removed,
  });
  const decided = new Map(offered.map((l, i) => [l, result.lines[i]!]));
  return plain.map((l) => {
    const discounts = decided.get(l) ?? [];
    const line: DocLine = discounts.length > 0 ? { ...l, campaignDiscounts: discounts } : l;
    return { ...line, total: lineAmounts(line).net };
  });
}

const withoutCampaigns = ({ campaignDiscounts: _, ...l }: DocLine): DocLine => l;

/** Campaign ids as a document keeps them (`removedCampaigns`): at most 50 record ids. */
export const isCampaignIds = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= 50 && v.every((id) => typeof id === 'string' && /^\d{1,10}$/.test(id));

/**
 * Whether a document may name the campaigns `raw.removedCampaigns` removes: a removal it did not have yet (`before`)
 * needs the `campaignRemoval` permission, which the server's `campaignOffer` fact says the user has. `notPermitted`
 * when not, `factsMissing` without the fact, null when allowed (or nothing new is removed).
 */
export function campaignRemovalRefusal(before: readonly string[] | undefined, raw: Record<string, unknown>): 'notPermitted' | 'factsMissing' | null {
  if (!isCampaignIds(raw.removedCampaigns)) return null;
  const added = raw.removedCampaigns.filter((id) => !(before ?? []).includes(id));
  if (added.length === 0) return null;
  if (!isCampaignOffer(raw.campaignOffer)) return 'factsMissing';
  return raw.campaignOffer.mayRemove ? null : 'notPermitted';
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
