import { Dec } from '../money/decimal';
import type { LoyaltySettings } from './settings';

export type TenderReason = 'points.disabled' | 'points.accountRequired' | 'points.notWhole' | 'points.belowMinimum' | 'points.exceedsBalance';

/** The points a part paid with points spends (liras ÷ the value of a point); null when it is not a whole number of points. */
export function pointsForLira(lira: string, pointValue: string): number | null {
  const value = new Dec(pointValue);
  if (value.lte(0)) return null;
  const points = new Dec(lira).div(value);
  return points.isInteger() ? points.toNumber() : null;
}

/** The liras `points` points pay (two decimals: a point is worth whole kuruş). */
export const liraForPoints = (points: number, pointValue: string): string => new Dec(points).times(pointValue).toFixed(2);

/**
 * Whether a payment may spend `lira` liras of an account's points: the company takes points, the payment names the
 * account, the sum is a whole number of points, at least the minimum, and no more than the account holds.
 */
export function checkPointsTender(
  lira: string,
  accountId: string | undefined,
  settings: Pick<LoyaltySettings, 'enabled' | 'pointValue' | 'minSpend'> | null,
  balance: number,
): TenderReason | null {
  if (new Dec(lira).isZero()) return null;
  if (!accountId) return 'points.accountRequired';
  if (!settings?.enabled) return 'points.disabled';
  const points = pointsForLira(lira, settings.pointValue);
  if (points === null) return 'points.notWhole';
  if (points < settings.minSpend) return 'points.belowMinimum';
  return points > balance ? 'points.exceedsBalance' : null;
}
