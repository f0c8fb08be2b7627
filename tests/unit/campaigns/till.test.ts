import { describe, expect, it } from 'vitest';
import { campaignLines, checkSaleLocally, posSaleRequest, saleDue, type PosFlowContext } from '../../../flows/pos';
import { familyForType } from '../../../machines/index';
import { tillOffer, type TillCampaigns } from '../../../src/domain/campaigns/apply';
import type { Campaign } from '../../../src/domain/campaigns/campaign';

const campaign = (c: Partial<Campaign> & Pick<Campaign, 'id' | 'kind' | 'scope'>): Campaign => ({
  name: `Kampanya ${c.id}`,
  audience: 'all',
  stackable: true,
  priority: 10,
  active: true,
  ...c,
});
const till: TillCampaigns = {
  campaigns: [
    campaign({ id: '1', kind: 'percent', scope: 'product', productIds: ['7'], percent: '10' }),
    campaign({ id: '2', kind: 'buyXGetY', scope: 'group', groupIds: ['3'], buyQuantity: '2', getQuantity: '1' }),
    // Wednesdays 17:00–19:00 in Istanbul
    campaign({ id: '3', kind: 'amount', scope: 'basket', amount: '5', weekdays: [3], fromMinute: 17 * 60, toMinute: 19 * 60 }),
  ],
  productGroups: { '8': '3' },
  timeZone: 'Europe/Istanbul',
};
const sale = (payment: PosFlowContext['payment']): PosFlowContext => ({
  lines: [
    { productId: 7, name: 'Defter', quantity: '2', unitPrice: '42.90', discountRate: '0', vatRate: 20, priceIncludesVat: true },
    { productId: 8, name: 'Kalem', quantity: '3', unitPrice: '12.50', discountRate: '0', vatRate: 20, priceIncludesVat: true },
  ],
  canEditPrices: false,
  payment,
  failure: null,
  receipt: null,
  queued: null,
  soldAt: null,
  campaigns: till,
});
// Wednesday 25 November 2026, 17:30 in Istanbul
const at = new Date('2026-11-25T14:30:00Z');

describe('the till decides a sale’s campaigns as the server does', () => {
  it('its lines carry the discounts the receipt machine gives the same sale at the same moment', () => {
    const ctx = sale({ kind: 'cash', cash: '', card: '', accountId: null });
    const shown = campaignLines(ctx, at);
    const body = posSaleRequest(ctx, 1, 'client-1', at.toISOString());
    const created = familyForType('posSale')!.create({
      type: 'posSale',
      number: 'X',
      date: '2026-11-25',
      paymentType: 'cash',
      cashBoxId: '1',
      campaignOffer: tillOffer(till, at),
      lines: body.lines.map((l) => ({ ...l, productId: String(l.productId) })),
    });
    if (!created.ok) throw new Error(created.reason);
    const stored = created.state.context as { lines: { campaignDiscounts?: unknown }[]; totals: { grand: string } };
    expect(shown.map((l) => l.campaignDiscounts)).toEqual(stored.lines.map((l) => l.campaignDiscounts));
    // 85.80 − 8.58 and 37.50 − 12.50, then 5.00 off the basket at 17:30 on a Wednesday
    expect(saleDue(shown, undefined).payable).toBe(stored.totals.grand);
    expect(stored.totals.grand).toBe('97.22');
  });

  it('a mixed payment of the discounted total passes the local check; one of the total without campaigns does not', () => {
    const paid = (cash: string, card: string) => {
      const ctx = sale({ kind: 'mixed', cash, card, accountId: null });
      return checkSaleLocally(posSaleRequest(ctx, 1, 'client-2', at.toISOString()), undefined, undefined, till);
    };
    expect(paid('50.00', '47.22')).toBeNull();
    expect(paid('50.00', '73.30')).toBe('receipt.paymentMismatch');
  });

  it('outside the basket campaign’s hours the till shows no basket discount', () => {
    const later = new Date('2026-11-25T17:00:00Z');
    const lines = campaignLines(sale({ kind: 'cash', cash: '', card: '', accountId: null }), later);
    expect(lines.flatMap((l) => l.campaignDiscounts ?? []).map((d) => d.campaignId)).toEqual(['1', '2']);
  });
});
