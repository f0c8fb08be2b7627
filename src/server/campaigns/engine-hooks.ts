import type { CampaignOffer } from '../../domain/campaigns/apply';
import { saleChannel } from '../../domain/campaigns/campaign';
import { serverNow } from '../clock';
import { registerEffectHandler, registerFactProvider, type FactRequest } from '../documents/extensions';
import { productIdsOf } from '../documents/facts';
import { offerParty } from './offer';
import { campaignsFor, productGroups, recordCampaignSales } from './queries';

type Context = { lines?: unknown[]; accountId?: string; soldAt?: string };

/**
 * The `campaignOffer` of a sale's creation or EDIT: the campaigns that may apply to its lines on the moment it is
 * made (a till sale made offline: when it was sold), its products' groups, its customer and whether the user may
 * remove a campaign. An EDIT that changes neither lines, customer nor removals gets none: its lines keep theirs.
 */
async function campaignOffer({ q, actor, doc, input }: FactRequest): Promise<Record<string, unknown>> {
  const context = (doc?.snapshot.context ?? {}) as Context;
  if (doc && input.lines === undefined && !Object.hasOwn(input, 'accountId') && !Object.hasOwn(input, 'removedCampaigns')) return {};
  const lines = input.lines ?? context.lines ?? [];
  const productIds = [...new Set(productIdsOf(lines))].map(Number);
  const soldAt = typeof input.soldAt === 'string' ? input.soldAt : context.soldAt;
  const at = soldAt !== undefined && !Number.isNaN(Date.parse(soldAt)) ? new Date(soldAt) : serverNow();
  const groups = await productGroups(q, productIds);
  const account = Object.hasOwn(input, 'accountId') ? input.accountId : context.accountId;
  const accountId = account != null && /^\d{1,9}$/.test(String(account)) ? String(account) : undefined;
  // a dealer's order in the B2B shop gets the shop's campaigns, on its creation and on every later edit
  const party = await offerParty(q, actor, accountId, at, saleChannel(doc ? doc.createdBy : actor.id));
  const offer: CampaignOffer = {
    campaigns: await campaignsFor(q, party.at.date, productIds, [...new Set(Object.values(groups))].map(Number)),
    productGroups: groups,
    ...party,
  };
  return { campaignOffer: offer };
}

/** Campaigns: the offer a sale's machine decides its discounts from, and what each completed sale's campaigns gave. */
export function registerCampaignHooks(): void {
  registerFactProvider('campaignOffer', campaignOffer);
  registerEffectHandler('campaignSale', (ctx, params) => recordCampaignSales(ctx.q, ctx.companyId, ctx.documentId, params));
}
