import { SHOP_DEALER_ACTOR } from '../roles';

/**
 * A campaign or discount (Sistem → İndirim, /sistem/indirim): what it takes off, on what, when and for whom, and how
 * it stacks with others. Amounts are decimal strings in liras, in the terms of the lines' prices (with VAT for a
 * shelf price, without it for a price VAT is added to). Pure data: evaluate.ts decides.
 */

export const CAMPAIGN_KINDS = ['percent', 'amount', 'buyXGetY', 'quantityPrice'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** What a campaign is given on: some products, the products of some groups (categories), or the whole basket. */
export const CAMPAIGN_SCOPES = ['product', 'group', 'basket'] as const;
export type CampaignScope = (typeof CAMPAIGN_SCOPES)[number];

/** Who it is for: everyone, the accounts of one account group, or members (a sale naming a customer account). */
export const CAMPAIGN_AUDIENCES = ['all', 'group', 'members'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

/**
 * Where it runs: everywhere, only in the panel and at the till, or only in the B2B shop (/b2b/kampanya). A sale says
 * where it is made (`Shopper.channel`); a sale of the shop is one a dealer placed (`saleChannel`).
 */
export const CAMPAIGN_CHANNELS = ['all', 'panel', 'shop'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export type SaleChannel = Exclude<CampaignChannel, 'all'>;

/** The kinds a basket campaign may be: a percent or an amount off the basket (with its threshold, `minimumBasket`). */
export const BASKET_KINDS: readonly CampaignKind[] = ['percent', 'amount'];

export interface Campaign {
  id: string;
  name: string;
  kind: CampaignKind;
  scope: CampaignScope;
  /** scope `product`: the products; scope `group`: the product groups (categories) */
  productIds?: readonly string[];
  groupIds?: readonly string[];
  /** percent: the share taken off (0–100) */
  percent?: string;
  /** amount: taken off each unit (product, group) or off the basket once */
  amount?: string;
  /** buyXGetY: of every `buyQuantity` + `getQuantity` units of a line, `getQuantity` are free */
  buyQuantity?: string;
  getQuantity?: string;
  /** quantityPrice: every `bundleQuantity` units of a line cost `bundlePrice` together */
  bundleQuantity?: string;
  bundlePrice?: string;
  /** a basket campaign applies when the basket, with VAT and after the line campaigns, reaches this */
  minimumBasket?: string;
  /** the business days it runs (ISO dates, both included); absent: no bound */
  validFrom?: string;
  validTo?: string;
  /** ISO weekdays (1 Monday … 7 Sunday); absent or empty: every day */
  weekdays?: readonly number[];
  /** the hours of the day it runs, minutes after midnight [from, to); absent: all day */
  fromMinute?: number;
  toMinute?: number;
  audience: CampaignAudience;
  /** where it runs; absent: everywhere (a campaign kept by a till before channels existed) */
  channel?: CampaignChannel;
  /** audience `group`: the account group */
  accountGroupId?: string;
  /** stackable campaigns add up; an exclusive one applies alone (evaluate.ts) */
  stackable: boolean;
  /** lower first: the order stackable campaigns apply in, and the tie-break between equal exclusive ones */
  priority: number;
  active: boolean;
}

/** The moment on the company's wall clock a sale is decided at (src/domain/clock: the business day and time). */
export interface BusinessMoment {
  /** YYYY-MM-DD */
  date: string;
  /** ISO weekday, 1 Monday … 7 Sunday */
  weekday: number;
  /** minutes after midnight */
  minute: number;
}

/** The customer of a sale: its account (none: an anonymous sale) and that account's group. */
export interface Shopper {
  accountId?: string;
  accountGroupId?: string;
  /** where the sale is made; absent: the panel or the till */
  channel?: SaleChannel;
}

/** Where a sale is made, by who made it: a dealer's order in the B2B shop is made in the shop's name (SHOP_DEALER_ACTOR). */
export function saleChannel(createdBy: number | undefined): SaleChannel {
  return createdBy === SHOP_DEALER_ACTOR.userId ? 'shop' : 'panel';
}

/** The business moment of an ISO day and an HH:MM(:SS) time on the company's clock. */
export function businessMoment(date: string, time: string): BusinessMoment {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return { date, weekday: day === 0 ? 7 : day, minute: hh * 60 + mm };
}

/** Whether the campaign runs at the moment: active, within its days, on one of its weekdays, within its hours. */
export function runsAt(c: Campaign, at: BusinessMoment): boolean {
  if (!c.active) return false;
  if (c.validFrom !== undefined && at.date < c.validFrom) return false;
  if (c.validTo !== undefined && at.date > c.validTo) return false;
  if (c.weekdays !== undefined && c.weekdays.length > 0 && !c.weekdays.includes(at.weekday)) return false;
  const from = c.fromMinute ?? 0;
  const to = c.toMinute ?? 24 * 60;
  // an evening-to-morning window (22:00–02:00) wraps past midnight
  return from <= to ? at.minute >= from && at.minute < to : at.minute >= from || at.minute < to;
}

/** Whether the campaign is for this customer, and runs where the sale is made. */
export function isFor(c: Campaign, shopper: Shopper): boolean {
  const channel = c.channel ?? 'all';
  if (channel !== 'all' && channel !== (shopper.channel ?? 'panel')) return false;
  if (c.audience === 'all') return true;
  if (c.audience === 'members') return shopper.accountId !== undefined;
  return shopper.accountGroupId !== undefined && shopper.accountGroupId === c.accountGroupId;
}
