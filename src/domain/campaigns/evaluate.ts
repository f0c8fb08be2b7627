import { shareDiscount } from '../money/document-totals';
import { lineCentsBeforeCampaigns, type PricedLine } from '../money/totals';
import { isFor, runsAt, type BusinessMoment, type Campaign, type Shopper } from './campaign';

/** A line of the basket as the evaluator reads it: its price and the product and group (category) it sells. */
export interface BasketLine extends PricedLine {
  productId?: string;
  groupId?: string;
}

/** What one campaign takes off one line (or, in `byCampaign`, off the whole document), in the terms of its price. */
export interface CampaignDiscount {
  campaignId: string;
  name: string;
  amount: string;
}

export interface CampaignEvaluation {
  /** per input line, in order: the campaigns that took something off it (line campaigns first, then the basket's) */
  lines: CampaignDiscount[][];
  /** per campaign that applied, in the order it first applied: all it took off */
  byCampaign: CampaignDiscount[];
}

export interface EvaluationInput {
  lines: readonly BasketLine[];
  campaigns: readonly Campaign[];
  shopper: Shopper;
  at: BusinessMoment;
  /** campaigns the user removed from this document (with the permission to) */
  removed?: readonly string[];
}

/** A plain decimal string as an integer and its scale ("12.5" → [125n, 1]); anything else is zero. */
type Scaled = readonly [bigint, number];
const PLAIN = /^(\d+)(?:\.(\d+))?$/;
const ZERO: Scaled = [0n, 0];
const POW = Array.from({ length: 40 }, (_, i) => 10n ** BigInt(i));
function scaled(v: string | undefined): Scaled {
  const m = v === undefined ? null : PLAIN.exec(v);
  return m ? [BigInt(m[1]! + (m[2] ?? '')), (m[2] ?? '').length] : ZERO;
}
/** n / d rounded half up (n ≥ 0, d > 0) */
const roundDiv = (n: bigint, d: bigint): bigint => (2n * (n % d) >= d ? n / d + 1n : n / d);
const cents = (v: string): bigint => {
  const [n, k] = scaled(v);
  return k <= 2 ? n * POW[2 - k]! : roundDiv(n, POW[k - 2]!);
};
const money = (c: bigint): string => {
  const s = (c < 0n ? -c : c).toString().padStart(3, '0');
  return `${c < 0n ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
};
const clamp = (c: bigint, max: bigint): bigint => (c < 0n ? 0n : c > max ? max : c);
const byPriority = (a: Campaign, b: Campaign) => a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A campaign's figures as exact integers. */
interface Figures {
  percent: Scaled;
  amount: Scaled;
  buy: Scaled;
  get: Scaled;
  bundle: Scaled;
  bundlePrice: Scaled;
  minimum: bigint | null;
}

/**
 * Figures and indexes are kept per campaign object and per campaign list, so a till or an editor that decides the
 * same offer on every keystroke parses 1,000 campaigns' figures and sorts them once, not on every evaluation
 * (issue #29's goal: 5 ms at p95 for 100 lines against 1,000 campaigns). It is safe because an offer is never
 * changed once made: the server and the till read it from JSON or the database and build a new one for new data, and
 * the keys are weak, so a dropped offer takes its figures with it. A new object is simply parsed again.
 */
const figuresCache = new WeakMap<Campaign, Figures>();
function figuresOf(c: Campaign): Figures {
  let f = figuresCache.get(c);
  if (f === undefined) {
    f = {
      percent: scaled(c.percent),
      amount: scaled(c.amount),
      buy: scaled(c.buyQuantity),
      get: scaled(c.getQuantity),
      bundle: scaled(c.bundleQuantity),
      bundlePrice: scaled(c.bundlePrice),
      minimum: c.minimumBasket === undefined ? null : cents(c.minimumBasket),
    };
    figuresCache.set(c, f);
  }
  return f;
}

/**
 * What a line is worth before any campaign, in whole cents, in the terms of its price (with VAT for a shelf price,
 * without it otherwise), after its own discount; and the same with VAT, which a basket's threshold is measured in.
 */
function lineValue(line: PricedLine): { value: bigint; withVat: bigint } {
  // a negative amount (a line that gives back) is worth nothing to a campaign
  const [, n, t] = lineCentsBeforeCampaigns(line);
  const net = n < 0n ? 0n : n;
  const tax = t < 0n ? 0n : t;
  return { value: line.priceIncludesVat === true ? net + tax : net, withVat: net + tax };
}

/** The units a line sells: quantity × multiplier, scaled. */
function unitsOf(line: PricedLine): Scaled {
  const q = scaled(line.quantity);
  const m = line.multiplier === undefined ? ([1n, 0] as Scaled) : scaled(line.multiplier);
  return [q[0] * m[0], q[1] + m[1]];
}

/**
 * What one line campaign takes off a line worth `value` cents now (at most that), selling `units`, in exact integers:
 * each figure is an integer over a power of ten, and the one rounding is half up to the cent.
 */
function lineCampaignCents(c: Campaign, f: Figures, value: bigint, [u, us]: Scaled): bigint {
  if (value <= 0n || u <= 0n) return 0n;
  switch (c.kind) {
    case 'percent':
      return clamp(roundDiv(value * f.percent[0], 100n * POW[f.percent[1]]!), value);
    case 'amount':
      return clamp(roundDiv(u * f.amount[0] * 100n, POW[us + f.amount[1]]!), value);
    case 'buyXGetY': {
      // a set is buy + get units; of each whole set in the line, `get` units are free
      const k = Math.max(f.buy[1], f.get[1]);
      const set = f.buy[0] * POW[k - f.buy[1]]! + f.get[0] * POW[k - f.get[1]]!;
      if (set <= 0n) return 0n;
      const sets = (u * POW[k]!) / (set * POW[us]!);
      // free units = sets × get; their worth = value × free / units
      return clamp(roundDiv(value * sets * f.get[0] * POW[us]!, u * POW[f.get[1]]!), value);
    }
    case 'quantityPrice': {
      const [n, ns] = f.bundle;
      if (n <= 0n) return 0n;
      const sets = (u * POW[ns]!) / (n * POW[us]!);
      // value × sets·n/units − sets × price, over one denominator
      const [p, ps] = f.bundlePrice;
      const den = u * POW[ns]! * POW[ps]!;
      const num = value * sets * n * POW[us]! * POW[ps]! - sets * p * 100n * u * POW[ns]!;
      return num <= 0n ? 0n : clamp(roundDiv(num, den), value);
    }
  }
}

/** What a basket campaign takes off a basket worth `value` cents now. */
function basketCampaignCents(c: Campaign, f: Figures, value: bigint): bigint {
  if (value <= 0n) return 0n;
  if (c.kind === 'percent') return clamp(roundDiv(value * f.percent[0], 100n * POW[f.percent[1]]!), value);
  if (c.kind === 'amount') return clamp(roundDiv(f.amount[0] * 100n, POW[f.amount[1]]!), value);
  return 0n;
}

/**
 * The stacking rule, the same for a line and for the basket: the stackable campaigns apply together, one after
 * another in priority order, each on what the ones before it left; an exclusive campaign applies alone. The
 * customer gets whichever is larger: all the stackable ones together, or the best exclusive one (the first in
 * priority order among equals). A tie goes to the stackable ones. The candidates come in priority order.
 */
function choose(sorted: readonly Campaign[], value: bigint, amountOf: (c: Campaign, left: bigint) => bigint): [Campaign, bigint][] {
  const chain: [Campaign, bigint][] = [];
  let left = value;
  for (const c of sorted) {
    if (!c.stackable) continue;
    const a = amountOf(c, left);
    if (a > 0n) chain.push([c, a]);
    left -= a;
  }
  let best: [Campaign, bigint] | null = null;
  for (const c of sorted) {
    if (c.stackable) continue;
    const a = amountOf(c, value);
    if (a > 0n && (best === null || a > best[1])) best = [c, a];
  }
  return best !== null && best[1] > value - left ? [best] : chain;
}

/** The campaigns of a list, found by product, by group, and those on the basket, each list in priority order. */
interface CampaignIndex {
  byProduct: Map<string, Campaign[]>;
  byGroup: Map<string, Campaign[]>;
  basket: Campaign[];
}

const indexCache = new WeakMap<readonly Campaign[], CampaignIndex>();
function indexOf(campaigns: readonly Campaign[]): CampaignIndex {
  const cached = indexCache.get(campaigns);
  if (cached) return cached;
  const index: CampaignIndex = { byProduct: new Map(), byGroup: new Map(), basket: [] };
  const add = (map: Map<string, Campaign[]>, key: string, c: Campaign) => {
    const list = map.get(key);
    // a campaign naming a product twice is on its list once
    if (list) {
      if (list[list.length - 1] !== c) list.push(c);
    } else map.set(key, [c]);
  };
  for (const c of [...campaigns].sort(byPriority)) {
    if (c.scope === 'basket') index.basket.push(c);
    else if (c.scope === 'product') for (const id of c.productIds ?? []) add(index.byProduct, id, c);
    else for (const id of c.groupIds ?? []) add(index.byGroup, id, c);
  }
  indexCache.set(campaigns, index);
  return index;
}

/** The campaigns of a product's list and its group's that count, in priority order (a campaign is in one of them). */
function candidatesOf(a: readonly Campaign[] = [], b: readonly Campaign[] = [], counts: (c: Campaign) => boolean): Campaign[] {
  const fromA = a.filter(counts);
  const fromB = b.filter(counts);
  if (fromA.length === 0) return fromB;
  return fromB.length === 0 ? fromA : fromA.concat(fromB).sort(byPriority);
}

/**
 * The campaigns a basket gets, decided once for the till (online and offline), the invoice and order editors, the
 * server and replay. Only the campaigns that run at the moment (campaign.ts `runsAt`), are for the customer (`isFor`)
 * and were not removed count. Each line first gets its product's and group's campaigns (the stacking rule of
 * `choose`); then the basket campaigns whose threshold the basket reaches, with VAT and after the line campaigns,
 * take their part of what is left, shared over the lines by what each is still worth (the largest remainder to
 * the cent). Every amount is whole cents and never more than what the line is still worth.
 */
export function evaluateCampaigns(input: EvaluationInput): CampaignEvaluation {
  const removed = new Set(input.removed ?? []);
  const index = indexOf(input.campaigns);
  const verdicts = new Map<Campaign, boolean>();
  const counts = (c: Campaign): boolean => {
    let v = verdicts.get(c);
    if (v === undefined) verdicts.set(c, (v = !removed.has(c.id) && runsAt(c, input.at) && isFor(c, input.shopper)));
    return v;
  };
  const perLine: CampaignDiscount[][] = input.lines.map(() => []);
  const totals = new Map<string, { name: string; cents: bigint }>();
  const record = (i: number, c: Campaign, amount: bigint) => {
    perLine[i]!.push({ campaignId: c.id, name: c.name, amount: money(amount) });
    const t = totals.get(c.id);
    if (t) t.cents += amount;
    else totals.set(c.id, { name: c.name, cents: amount });
  };
  const left: bigint[] = [];
  const withVat: bigint[] = [];
  input.lines.forEach((line, i) => {
    const { value, withVat: gross } = lineValue(line);
    const fromProduct = line.productId === undefined ? undefined : index.byProduct.get(line.productId);
    const fromGroup = line.groupId === undefined ? undefined : index.byGroup.get(line.groupId);
    let taken = 0n;
    const candidates = candidatesOf(fromProduct, fromGroup, counts);
    if (candidates.length > 0) {
      const units = unitsOf(line);
      for (const [c, amount] of choose(candidates, value, (c, v) => lineCampaignCents(c, figuresOf(c), v, units))) {
        record(i, c, amount);
        taken += amount;
      }
    }
    left.push(value - taken);
    // with VAT: a shelf price's value is already; a price VAT is added to carries its rate on what is left
    withVat.push(line.priceIncludesVat === true ? value - taken : value === 0n ? 0n : (gross * (value - taken)) / value);
  });
  const basket = index.basket.filter(counts);
  if (basket.length > 0) {
    const basketWithVat = withVat.reduce((s, v) => s + v, 0n);
    const eligible = basket.filter((c) => {
      const minimum = figuresOf(c).minimum;
      return minimum === null || basketWithVat >= minimum;
    });
    const value = left.reduce((s, v) => s + v, 0n);
    for (const [c, amount] of choose(eligible, value, (c, v) => basketCampaignCents(c, figuresOf(c), v))) {
      const shares = shareDiscount(amount, left);
      shares.forEach((share, i) => {
        if (share === 0n) return;
        record(i, c, share);
        left[i]! -= share;
      });
    }
  }
  return {
    lines: perLine,
    byCampaign: [...totals].map(([campaignId, t]) => ({ campaignId, name: t.name, amount: money(t.cents) })),
  };
}
