import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkSaleLocally, posFlow, posSaleRequest, tillLoyalty, type PosSaleBody, type QueuedPointsSale } from '../../../flows/pos';
import { settledPayments } from '../../../machines/receipt/points';
import type { LoyaltySettings } from '../../../src/domain/loyalty/settings';
import { settlePointsPart } from '../../../src/domain/loyalty/tender';
import type { TillCampaigns } from '../../../src/domain/campaigns/apply';

const settings: LoyaltySettings = {
  enabled: true,
  pointsPerLira: '1',
  categoryRates: {},
  earnOn: ['posSale'],
  pointValue: '0.10',
  expiry: { kind: 'none' },
  minSpend: 0,
};
const fact = (balance: number, over: Partial<LoyaltySettings> = {}) => ({ settings: { ...settings, ...over }, balance, categories: {} });

describe('an offline sale’s points part, settled with the real balance', () => {
  it('keeps the whole points the account covers and owes the rest; none below the minimum or with points off', () => {
    expect(settlePointsPart('8.00', settings, 50)).toEqual({ points: '5.00', onAccount: '3.00' });
    expect(settlePointsPart('8.00', settings, 500)).toEqual({ points: '8.00', onAccount: '0.00' });
    expect(settlePointsPart('8.00', { ...settings, minSpend: 60 }, 50)).toEqual({ points: '0.00', onAccount: '8.00' });
    expect(settlePointsPart('8.00', { ...settings, enabled: false }, 500)).toEqual({ points: '0.00', onAccount: '8.00' });
    expect(settlePointsPart('8.05', settings, 500)).toEqual({ points: '8.00', onAccount: '0.05' });
    expect(settlePointsPart('8.00', settings, -3)).toEqual({ points: '0.00', onAccount: '8.00' });
  });

  it('only a till sale made offline is settled, and only when the account does not cover its part', () => {
    const sale = {
      type: 'posSale',
      accountId: '4',
      currency: 'TRY',
      date: '2026-11-25',
      paymentType: 'mixed',
      payments: { cash: '2.00', card: '0.00', points: '8.00' },
      lines: [],
    };
    expect(settledPayments({ ...sale, madeOffline: true }, fact(50))).toEqual({ cash: '2.00', card: '0.00', points: '5.00', onAccount: '3.00' });
    expect(settledPayments({ ...sale, madeOffline: true }, {})).toEqual({ cash: '2.00', card: '0.00', onAccount: '8.00' });
    expect(settledPayments({ ...sale, madeOffline: true }, fact(80))).toBeNull();
    expect(settledPayments(sale, fact(50))).toBeNull();
    expect(settledPayments({ ...sale, type: 'salesInvoice', madeOffline: true }, fact(50))).toBeNull();
  });
});

describe('what the till may spend of a balance it read', () => {
  const spend = (points: string, status: QueuedPointsSale['status'], extra: Partial<QueuedPointsSale> = {}, accountId = 4): QueuedPointsSale => ({
    body: { accountId, payments: { cash: '0.00', card: '0.00', points } },
    status,
    ...extra,
  });
  const read = { balance: 100, readAt: '2026-11-25T10:00:00.000Z' };

  it('is the balance less this till’s sales it does not include yet: queued ones, and ones the server took after the reading', () => {
    const queued = [
      spend('2.00', 'pending'),
      spend('3.00', 'sent', { sentAt: '2026-11-25T11:00:00.000Z' }),
      spend('4.00', 'sent', { sentAt: '2026-11-25T09:00:00.000Z' }),
      spend('1.00', 'refused'),
      spend('5.00', 'pending', {}, 9),
      spend('2.00', 'sent', { sentAt: '2026-11-25T11:30:00.000Z', pointsOnAccount: '1.50' }),
    ];
    expect(tillLoyalty(settings, 4, read, queued).balance).toBe(100 - 20 - 30 - 5);
    expect(tillLoyalty(settings, 4, { balance: 30, readAt: read.readAt }, queued).balance).toBe(0);
  });

  it('the till refuses a points part beyond it, offline as online', () => {
    const body: PosSaleBody = {
      clientId: 'till-1-abc',
      cashBoxId: 1,
      paymentType: 'mixed',
      payments: { cash: '0.00', card: '0.00', points: '10.00' },
      accountId: 4,
      soldAt: '2026-11-25T10:30:00.000Z',
      lines: [{ productId: 7, quantity: '1', unitPrice: '10.00', discountRate: '0', vatRate: 20, priceIncludesVat: true }],
    };
    const loyalty = tillLoyalty(settings, 4, read, [spend('5.00', 'pending')]);
    expect(checkSaleLocally(body, undefined, loyalty)).toBe('points.exceedsBalance');
    expect(checkSaleLocally({ ...body, payments: { cash: '5.00', card: '0.00', points: '5.00' } }, undefined, loyalty)).toBeNull();
  });
});

describe('removing a campaign at the till', () => {
  const till: TillCampaigns = {
    campaigns: [
      {
        id: '1',
        name: 'Defter %10',
        kind: 'percent',
        scope: 'product',
        productIds: ['7'],
        percent: '10',
        audience: 'all',
        stackable: true,
        priority: 10,
        active: true,
      },
    ],
    productGroups: {},
    timeZone: 'Europe/Istanbul',
  };
  const start = (mayRemoveCampaigns: boolean) => {
    const actor = createActor(posFlow, { input: { canEditPrices: false, mayRemoveCampaigns } }).start();
    actor.send({ type: 'SET_CAMPAIGNS', campaigns: till });
    actor.send({ type: 'ADD_PRODUCT', productId: 7, name: 'Defter', unitPrice: '50.00', vatRate: 20, priceIncludesVat: true });
    return actor;
  };

  it('is the flow’s decision: only with the permission, only a campaign the sale gets; the request names it', () => {
    const refused = start(false);
    refused.send({ type: 'REMOVE_CAMPAIGN', campaignId: '1' });
    expect(refused.getSnapshot().context.removedCampaigns).toEqual([]);
    const allowed = start(true);
    allowed.send({ type: 'REMOVE_CAMPAIGN', campaignId: '2' });
    expect(allowed.getSnapshot().context.removedCampaigns).toEqual([]);
    allowed.send({ type: 'REMOVE_CAMPAIGN', campaignId: '1' });
    expect(allowed.getSnapshot().context.removedCampaigns).toEqual(['1']);
    const body = posSaleRequest(allowed.getSnapshot().context, 1, 'client-12345', '2026-11-25T10:30:00.000Z');
    expect(body.removedCampaigns).toEqual([1]);
    expect(checkSaleLocally(body, undefined, undefined, till, false)).toBe('receipt.campaignRemovalNotPermitted');
    expect(checkSaleLocally(body, undefined, undefined, till, true)).toBeNull();
  });
});
