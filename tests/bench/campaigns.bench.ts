import { businessMoment, CAMPAIGN_KINDS, type Campaign } from '../../src/domain/campaigns/campaign';
import { withCampaignDiscounts, type CampaignOffer } from '../../src/domain/campaigns/apply';
import { normalizeLines } from '../../src/domain/lifecycle/lines';
import { documentSums } from '../../src/domain/money/totals';

/** Goal of issue #29: a 100-line basket against 1,000 active campaigns, evaluated with its totals in ≤ 5 ms at p95. */
const LINES = 100;
const CAMPAIGNS = 1000;
const RUNS = Number(process.env.BENCH_CAMPAIGN_RUNS ?? 500);
const PRODUCTS = 400;
const GROUPS = 40;

/** Product, group and basket campaigns of every kind, stackable and exclusive, each on a few of the products or groups. */
function campaigns(): Campaign[] {
  return Array.from({ length: CAMPAIGNS }, (_, i): Campaign => {
    const scope = i % 100 === 0 ? 'basket' : i % 3 === 0 ? 'group' : 'product';
    const kind = scope === 'basket' ? (i % 200 === 0 ? 'percent' : 'amount') : CAMPAIGN_KINDS[i % CAMPAIGN_KINDS.length]!;
    return {
      id: String(i + 1),
      name: `Kampanya ${i + 1}`,
      kind,
      scope,
      productIds: scope === 'product' ? [String(i % PRODUCTS), String((i * 7) % PRODUCTS)] : undefined,
      groupIds: scope === 'group' ? [String(i % GROUPS)] : undefined,
      percent: String(5 + (i % 20)),
      amount: `${1 + (i % 5)}.50`,
      buyQuantity: '2',
      getQuantity: '1',
      bundleQuantity: '3',
      bundlePrice: '20',
      minimumBasket: scope === 'basket' ? String(100 * (i % 7)) : undefined,
      weekdays: i % 2 === 0 ? [1, 2, 3, 4, 5, 6, 7] : undefined,
      fromMinute: i % 5 === 0 ? 8 * 60 : undefined,
      toMinute: i % 5 === 0 ? 22 * 60 : undefined,
      audience: 'all',
      stackable: i % 4 !== 0,
      priority: i % 13,
      active: true,
    };
  });
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

export async function campaignsBench(): Promise<void> {
  const inputs = Array.from({ length: LINES }, (_, i) => ({
    productId: String((i * 13) % PRODUCTS),
    quantity: String(1 + (i % 7)),
    unitPrice: `${5 + (i % 90)}.${String((i * 37) % 100).padStart(2, '0')}`,
    vatRate: [1, 10, 20][i % 3]!,
    priceIncludesVat: true,
  }));
  const { lines } = normalizeLines(inputs, 0);
  const offer: CampaignOffer = {
    campaigns: campaigns(),
    productGroups: Object.fromEntries(Array.from({ length: PRODUCTS }, (_, p) => [String(p), String(p % GROUPS)])),
    shopper: {},
    at: businessMoment('2026-11-25', '12:00'),
    mayRemove: false,
  };
  const once = () => documentSums(withCampaignDiscounts(lines, offer, [], 'TRY'));
  for (let i = 0; i < 50; i++) once(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    once();
    samples.push(performance.now() - t0);
  }
  const s = stats(samples);
  const applied = withCampaignDiscounts(lines, offer, [], 'TRY').filter((l) => l.campaignDiscounts?.length).length;
  console.log(`campaigns, ${LINES} lines × ${CAMPAIGNS} active campaigns (${applied} lines discounted)`);
  console.log(`  evaluate + totals: median ${s.median.toFixed(3)} ms, p95 ${s.p95.toFixed(3)} ms (goal ≤ 5 ms at p95) ${s.p95 <= 5 ? 'met' : 'NOT met'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await campaignsBench();
