import { describe, expect, it } from 'vitest';
import { businessMoment, type Campaign } from '../../../src/domain/campaigns/campaign';
import { evaluateCampaigns, type BasketLine } from '../../../src/domain/campaigns/evaluate';
import { withCampaignDiscounts, type CampaignOffer } from '../../../src/domain/campaigns/apply';
import { businessDay, businessTime } from '../../../src/domain/clock/clock';
import { normalizeLines } from '../../../src/domain/lifecycle/lines';
import { computeTotals, documentSums, lineAmounts } from '../../../src/domain/money/totals';

const base: Omit<Campaign, 'id' | 'name' | 'kind' | 'scope'> = { audience: 'all', stackable: true, priority: 10, active: true };
const campaign = (c: Partial<Campaign> & Pick<Campaign, 'id' | 'kind' | 'scope'>): Campaign => ({ ...base, name: `C${c.id}`, ...c });
// a Wednesday at 12:00 in Istanbul
const noon = businessMoment('2026-11-25', '12:00');
const shelf = (productId: string, quantity: string, unitPrice: string, extra: Partial<BasketLine> = {}): BasketLine => ({
  productId,
  quantity,
  unitPrice,
  vatRate: 20,
  priceIncludesVat: true,
  ...extra,
});
const evaluate = (lines: BasketLine[], campaigns: Campaign[], more: { accountId?: string; accountGroupId?: string; at?: typeof noon } = {}) =>
  evaluateCampaigns({ lines, campaigns, shopper: { accountId: more.accountId, accountGroupId: more.accountGroupId }, at: more.at ?? noon });
const amounts = (r: ReturnType<typeof evaluate>) => r.lines.map((l) => l.map((d) => `${d.campaignId}:${d.amount}`));

describe('campaign kinds', () => {
  it('a percent off a product takes that share of the line, rounded half up to the cent', () => {
    const r = evaluate(
      [shelf('1', '3', '33.35'), shelf('2', '1', '10')],
      [campaign({ id: 'a', kind: 'percent', scope: 'product', productIds: ['1'], percent: '15' })],
    );
    // 100.05 × 15 % = 15.0075
    expect(amounts(r)).toEqual([['a:15.01'], []]);
    expect(r.byCampaign).toEqual([{ campaignId: 'a', name: 'Ca', amount: '15.01' }]);
  });

  it('an amount off a group takes it off each unit of the group’s products, never more than the line', () => {
    const lines = [shelf('1', '2', '10', { groupId: 'g' }), shelf('2', '1', '3', { groupId: 'g' }), shelf('3', '1', '10', { groupId: 'h' })];
    const r = evaluate(lines, [campaign({ id: 'b', kind: 'amount', scope: 'group', groupIds: ['g'], amount: '4' })]);
    expect(amounts(r)).toEqual([['b:8.00'], ['b:3.00'], []]);
  });

  it('buy 2 get 1: of every three units one is free', () => {
    const r = evaluate(
      [shelf('1', '7', '12.50')],
      [campaign({ id: 'c', kind: 'buyXGetY', scope: 'product', productIds: ['1'], buyQuantity: '2', getQuantity: '1' })],
    );
    // two full sets of three: two units free
    expect(amounts(r)).toEqual([['c:25.00']]);
  });

  it('a price for a quantity: every 3 units cost 25 together', () => {
    const r = evaluate(
      [shelf('1', '7', '10')],
      [campaign({ id: 'd', kind: 'quantityPrice', scope: 'product', productIds: ['1'], bundleQuantity: '3', bundlePrice: '25' })],
    );
    // 6 units in two bundles: 60 → 50
    expect(amounts(r)).toEqual([['d:10.00']]);
  });

  it('a basket threshold: the basket campaign applies from its minimum with VAT, shared over the lines by their worth', () => {
    const lines = [shelf('1', '1', '60'), shelf('2', '1', '30')];
    const tenOff = campaign({ id: 'e', kind: 'amount', scope: 'basket', amount: '10', minimumBasket: '100' });
    expect(amounts(evaluate(lines, [tenOff]))).toEqual([[], []]);
    const more = [...lines, shelf('3', '1', '10')];
    const r = evaluate(more, [tenOff]);
    expect(amounts(r)).toEqual([['e:6.00'], ['e:3.00'], ['e:1.00']]);
  });

  it('a basket threshold is measured with VAT for prices VAT is added to', () => {
    const lines = [shelf('1', '1', '90', { priceIncludesVat: false })];
    // 90 + 20 % = 108 with VAT: over 100
    const r = evaluate(lines, [campaign({ id: 'f', kind: 'percent', scope: 'basket', percent: '10', minimumBasket: '100' })]);
    expect(amounts(r)).toEqual([['f:9.00']]);
  });
});

describe('when and for whom', () => {
  const happyHour = campaign({
    id: 'h',
    kind: 'percent',
    scope: 'product',
    productIds: ['1'],
    percent: '50',
    weekdays: [3],
    fromMinute: 17 * 60,
    toMinute: 19 * 60,
  });
  const line = [shelf('1', '1', '10')];

  it('a campaign runs on its weekdays and hours on the Istanbul wall clock, not UTC', () => {
    // 14:30 UTC on Wednesday 25 November 2026 is 17:30 in Istanbul
    const at = new Date('2026-11-25T14:30:00Z');
    const moment = businessMoment(businessDay(at, 'Europe/Istanbul'), businessTime(at, 'Europe/Istanbul'));
    expect(moment).toEqual({ date: '2026-11-25', weekday: 3, minute: 17 * 60 + 30 });
    expect(amounts(evaluate(line, [happyHour], { at: moment }))).toEqual([['h:5.00']]);
    // 16:30 UTC is 19:30 in Istanbul: over
    const late = new Date('2026-11-25T16:30:00Z');
    expect(amounts(evaluate(line, [happyHour], { at: businessMoment(businessDay(late), businessTime(late)) }))).toEqual([[]]);
    // Thursday at the same hour: not its day
    expect(amounts(evaluate(line, [happyHour], { at: businessMoment('2026-11-26', '17:30') }))).toEqual([[]]);
  });

  it('a campaign runs from its first to its last day, both included, and only while active', () => {
    const dated = { ...happyHour, weekdays: undefined, fromMinute: undefined, toMinute: undefined, validFrom: '2026-11-25', validTo: '2026-11-30' };
    expect(amounts(evaluate(line, [dated], { at: businessMoment('2026-11-24', '23:59') }))).toEqual([[]]);
    expect(amounts(evaluate(line, [dated], { at: businessMoment('2026-11-30', '23:59') }))).toEqual([['h:5.00']]);
    expect(amounts(evaluate(line, [dated], { at: businessMoment('2026-12-01', '00:00') }))).toEqual([[]]);
    expect(amounts(evaluate(line, [{ ...dated, active: false }], { at: businessMoment('2026-11-26', '10:00') }))).toEqual([[]]);
  });

  it('a campaign for an account group or for members applies only to those customers', () => {
    const group = campaign({ id: 'g', kind: 'percent', scope: 'product', productIds: ['1'], percent: '10', audience: 'group', accountGroupId: '7' });
    const members = campaign({ id: 'm', kind: 'percent', scope: 'product', productIds: ['1'], percent: '10', audience: 'members' });
    expect(amounts(evaluate(line, [group, members]))).toEqual([[]]);
    expect(amounts(evaluate(line, [group, members], { accountId: '3' }))).toEqual([['m:1.00']]);
    expect(amounts(evaluate(line, [group, members], { accountId: '3', accountGroupId: '7' }))).toEqual([['g:1.00', 'm:0.90']]);
  });
});

describe('stacking and priority', () => {
  const line = [shelf('1', '1', '100', { groupId: 'g' })];
  const ten = campaign({ id: 's1', kind: 'percent', scope: 'product', productIds: ['1'], percent: '10', priority: 2 });
  const five = campaign({ id: 's2', kind: 'amount', scope: 'group', groupIds: ['g'], amount: '5', priority: 1 });

  it('stackable campaigns apply together in priority order, each on what the ones before left', () => {
    // priority 1 first: 100 − 5 = 95, then 10 % of 95
    expect(amounts(evaluate(line, [ten, five]))).toEqual([['s2:5.00', 's1:9.50']]);
  });

  it('an exclusive campaign applies alone when it gives more than the stackable ones together', () => {
    const big = campaign({ id: 'x', kind: 'percent', scope: 'product', productIds: ['1'], percent: '20', stackable: false, priority: 9 });
    expect(amounts(evaluate(line, [ten, five, big]))).toEqual([['x:20.00']]);
    const small = { ...big, percent: '14' };
    expect(amounts(evaluate(line, [ten, five, small]))).toEqual([['s2:5.00', 's1:9.50']]);
  });

  it('between equal exclusive campaigns the first in priority order wins', () => {
    const a = campaign({ id: 'a', kind: 'percent', scope: 'product', productIds: ['1'], percent: '20', stackable: false, priority: 5 });
    const b = campaign({ id: 'b', kind: 'amount', scope: 'product', productIds: ['1'], amount: '20', stackable: false, priority: 3 });
    expect(amounts(evaluate(line, [a, b]))).toEqual([['b:20.00']]);
  });

  it('basket campaigns come after line campaigns, on what the lines are still worth', () => {
    const basket = campaign({ id: 'k', kind: 'percent', scope: 'basket', percent: '10', priority: 0 });
    expect(amounts(evaluate(line, [ten, basket]))).toEqual([['s1:10.00', 'k:9.00']]);
  });

  it('a removed campaign is not applied', () => {
    const r = evaluateCampaigns({ lines: line, campaigns: [ten, five], shopper: {}, at: noon, removed: ['s2'] });
    expect(amounts(r)).toEqual([['s1:10.00']]);
  });

  it('a campaign naming a product twice takes its discount once', () => {
    const twice = { ...ten, productIds: ['1', '1'] };
    expect(amounts(evaluate(line, [twice]))).toEqual([['s1:10.00']]);
  });

  it('one campaign list decided again at another moment, for another customer or with a campaign removed decides afresh', () => {
    const members = campaign({ id: 'm', kind: 'amount', scope: 'product', productIds: ['1'], amount: '1', audience: 'members', priority: 3 });
    const evening = campaign({ id: 'e', kind: 'amount', scope: 'basket', amount: '2', fromMinute: 18 * 60, priority: 4 });
    const list = [ten, five, members, evening];
    expect(amounts(evaluate(line, list))).toEqual([['s2:5.00', 's1:9.50']]);
    expect(amounts(evaluate(line, list, { accountId: '7', at: businessMoment('2026-11-25', '19:00') }))).toEqual([['s2:5.00', 's1:9.50', 'm:1.00', 'e:2.00']]);
    const r = evaluateCampaigns({ lines: line, campaigns: list, shopper: {}, at: noon, removed: ['s2'] });
    expect(amounts(r)).toEqual([['s1:10.00']]);
    expect(amounts(evaluate(line, list))).toEqual([['s2:5.00', 's1:9.50']]);
  });
});

describe('exact totals and VAT', () => {
  const offer = (campaigns: Campaign[]): CampaignOffer => ({ campaigns, productGroups: {}, shopper: {}, at: noon, mayRemove: false });

  it('a shelf price’s campaign discount comes off its amount with VAT, which is split into net and VAT again', () => {
    const { lines } = normalizeLines([{ productId: '1', quantity: '1', unitPrice: '120', vatRate: 20, priceIncludesVat: true }], 0);
    const [line] = withCampaignDiscounts(lines, offer([campaign({ id: 'a', kind: 'amount', scope: 'product', productIds: ['1'], amount: '12' })]), [], 'TRY');
    expect(line!.campaignDiscounts).toEqual([{ campaignId: 'a', name: 'Ca', amount: '12.00' }]);
    // 108 with VAT at 20 %: 90.00 + 18.00
    expect(lineAmounts(line!)).toEqual({ gross: '100.00', discount: '10.00', net: '90.00', tax: '18.00' });
    expect(line!.total).toBe('90.00');
  });

  it('a price without VAT loses the discount from its net, and its VAT is taken on the rest', () => {
    const { lines } = normalizeLines([{ productId: '1', quantity: '3', unitPrice: '33.33', discountRate: '10', vatRate: 10 }], 0);
    const [line] = withCampaignDiscounts(lines, offer([campaign({ id: 'a', kind: 'percent', scope: 'product', productIds: ['1'], percent: '5' })]), [], 'TRY');
    // 99.99 − 10 % = 89.99; 5 % of it = 4.50; 85.49 net, VAT 8.55
    expect(lineAmounts(line!)).toEqual({ gross: '99.99', discount: '14.50', net: '85.49', tax: '8.55' });
  });

  it('the totals are the sums of the discounted lines to the cent, on both totals paths', () => {
    const inputs = Array.from({ length: 7 }, (_, i) => ({
      productId: String(i),
      quantity: String(i + 1),
      unitPrice: '19.99',
      vatRate: 10,
      priceIncludesVat: true,
    }));
    const { lines } = normalizeLines(inputs, 0);
    const discounted = withCampaignDiscounts(lines, offer([campaign({ id: 'k', kind: 'percent', scope: 'basket', percent: '7.5' })]), [], 'TRY');
    const sums = documentSums(discounted);
    expect(computeTotals(discounted)).toEqual(sums.totals);
    const withVat = discounted.reduce((s, l) => s + Number(lineAmounts(l).net.replace('.', '')) + Number(lineAmounts(l).tax.replace('.', '')), 0);
    const before = lines.reduce((s, l) => s + Number(lineAmounts(l).net.replace('.', '')) + Number(lineAmounts(l).tax.replace('.', '')), 0);
    const off = discounted.flatMap((l) => l.campaignDiscounts ?? []).reduce((s, d) => s + Number(d.amount.replace('.', '')), 0);
    expect(withVat).toBe(before - off);
    expect(sums.totals.grand).toBe((withVat / 100).toFixed(2));
  });

  it('a client’s discount on a line is dropped and decided again; a foreign-currency document gets none', () => {
    const { lines } = normalizeLines([{ productId: '1', quantity: '1', unitPrice: '50', vatRate: 20, priceIncludesVat: true }], 0);
    const forged = [{ ...lines[0]!, campaignDiscounts: [{ campaignId: 'z', name: 'forged', amount: '49.00' }] }];
    expect(withCampaignDiscounts(forged, offer([]), [], 'TRY')[0]!.campaignDiscounts).toBeUndefined();
    const ten = campaign({ id: 'a', kind: 'percent', scope: 'product', productIds: ['1'], percent: '10' });
    expect(withCampaignDiscounts(forged, offer([ten]), [], 'USD')[0]!.campaignDiscounts).toBeUndefined();
  });

  it('a converted line keeps the discounts its source gave it and is not offered again; the other lines are a basket of their own', () => {
    const agreed = [{ campaignId: 'old', name: 'ended', amount: '3.00' }];
    const { lines } = normalizeLines(
      [
        { productId: '1', quantity: '1', unitPrice: '50', vatRate: 20, priceIncludesVat: true, sourceLineId: 'L1', campaignDiscounts: agreed },
        { productId: '1', quantity: '1', unitPrice: '50', vatRate: 20, priceIncludesVat: true },
      ],
      0,
    );
    const ten = campaign({ id: 'a', kind: 'percent', scope: 'product', productIds: ['1'], percent: '10' });
    // a basket campaign from 60: the new line alone (45.00 after its ten percent) does not reach it
    const basket = campaign({ id: 'k', kind: 'amount', scope: 'basket', amount: '5', minimumBasket: '60' });
    const [converted, added] = withCampaignDiscounts(lines, offer([ten, basket]), [], 'TRY');
    expect(converted!.campaignDiscounts).toEqual(agreed);
    expect(converted!.total).toBe(lineAmounts(converted!).net);
    expect(added!.campaignDiscounts).toEqual([{ campaignId: 'a', name: 'Ca', amount: '5.00' }]);
  });
});
