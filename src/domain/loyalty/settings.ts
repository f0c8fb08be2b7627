import { daysInMonth } from '../calendar-date';
import { addDays } from '../clock/clock';

/**
 * Loyalty points (sadakat puanı, /sistem/puan). Points are whole numbers: a customer counts them one by one, earning
 * rounds down to a whole point, and a point spent is worth `pointValue` liras (two decimals), so a part paid with
 * points is always an exact sum of money.
 */
export const EARNING_TYPES = ['posSale', 'salesInvoice'] as const;
export type EarningType = (typeof EARNING_TYPES)[number];

export const EXPIRY_PERIODS = ['month', 'quarter', 'year'] as const;
export type ExpiryPeriod = (typeof EXPIRY_PERIODS)[number];

/** When earned points expire: never, some days after the sale, or at the end of the sale's month, quarter or year. */
export type PointsExpiry = { kind: 'none' } | { kind: 'days'; days: number } | { kind: 'periodEnd'; period: ExpiryPeriod };

export interface LoyaltySettings {
  enabled: boolean;
  /** points one lira earns (a decimal: "1", "0.1") on every product, but those of a group named in `categoryRates` */
  pointsPerLira: string;
  /** points one lira earns on a product of a group (the product's category definition), by the group's id */
  categoryRates: Readonly<Record<string, string>>;
  /** the documents that earn points */
  earnOn: readonly EarningType[];
  /** what one point is worth when spent, in liras (two decimals) */
  pointValue: string;
  expiry: PointsExpiry;
  /** the fewest points one payment may spend */
  minSpend: number;
}

export const DEFAULT_LOYALTY: LoyaltySettings = {
  enabled: false,
  pointsPerLira: '1',
  categoryRates: {},
  earnOn: ['posSale', 'salesInvoice'],
  pointValue: '0.01',
  expiry: { kind: 'none' },
  minSpend: 0,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day points earned on `day` (YYYY-MM-DD) may be spent; null when they never expire. */
export function expiryOf(day: string, expiry: PointsExpiry): string | null {
  const [y, m] = day.split('-').map(Number) as [number, number];
  if (expiry.kind === 'none') return null;
  if (expiry.kind === 'days') return addDays(day, expiry.days);
  const lastMonth = expiry.period === 'month' ? m : expiry.period === 'quarter' ? Math.ceil(m / 3) * 3 : 12;
  return `${y}-${pad(lastMonth)}-${pad(daysInMonth(y, lastMonth))}`;
}
