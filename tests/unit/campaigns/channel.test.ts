import { describe, expect, it } from 'vitest';
import { businessMoment, isFor, saleChannel, type Campaign } from '../../../src/domain/campaigns/campaign';
import { evaluateCampaigns } from '../../../src/domain/campaigns/evaluate';
import { SHOP_DEALER_ACTOR } from '../../../src/domain/roles';

const at = businessMoment('2026-11-25', '12:00');
const campaign = (id: string, channel?: Campaign['channel']): Campaign => ({
  id,
  name: id,
  kind: 'percent',
  scope: 'basket',
  percent: '10',
  audience: 'all',
  stackable: true,
  priority: 10,
  active: true,
  ...(channel ? { channel } : {}),
});
const line = { productId: '1', quantity: '1', unitPrice: '100', vatRate: 20, priceIncludesVat: true };
const applied = (channel?: 'panel' | 'shop') =>
  evaluateCampaigns({
    lines: [line],
    campaigns: [campaign('everywhere', 'all'), campaign('kept'), campaign('panel', 'panel'), campaign('shop', 'shop')],
    shopper: channel ? { channel } : {},
    at,
  }).byCampaign.map((c) => c.campaignId);

describe('where a campaign runs', () => {
  it('a shop campaign is given only to a shop sale, a panel one never to a shop sale; one without a channel runs everywhere', () => {
    expect(applied('shop')).toEqual(['everywhere', 'kept', 'shop']);
    expect(applied('panel')).toEqual(['everywhere', 'kept', 'panel']);
    // a till or an editor that names no channel sells in the panel
    expect(applied()).toEqual(['everywhere', 'kept', 'panel']);
    expect(isFor(campaign('shop', 'shop'), { accountId: '5', channel: 'shop' })).toBe(true);
  });

  it('a sale is the shop’s when the shop’s dealer actor made it, whoever edits it later', () => {
    expect(saleChannel(SHOP_DEALER_ACTOR.userId)).toBe('shop');
    expect(saleChannel(7)).toBe('panel');
    expect(saleChannel(undefined)).toBe('panel');
  });
});
