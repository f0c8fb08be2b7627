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

/**
 * A sale made offline reaches the server after the customer left, so its points part is never refused: it keeps the
 * whole points the account still covers (none when they are fewer than the minimum, or points are off) and the rest
 * of the part is owed on the customer's account. `points` and `onAccount` are liras and add up to `lira`.
 */
export function settlePointsPart(
  lira: string,
  settings: Pick<LoyaltySettings, 'enabled' | 'pointValue' | 'minSpend'> | null,
  balance: number,
): { points: string; onAccount: string } {
  const asked = new Dec(lira);
  const value = settings?.enabled ? new Dec(settings.pointValue) : new Dec(0);
  const wanted = value.gt(0) ? asked.div(value).floor().toNumber() : 0;
  const covered = Math.min(wanted, Math.max(balance, 0));
  const spent = settings && covered >= settings.minSpend ? covered : 0;
  const points = spent > 0 ? liraForPoints(spent, settings!.pointValue) : '0.00';
  return { points, onAccount: asked.minus(points).toFixed(2) };
}

/** What the till may still spend of an account's points it read at one moment: the sales it queued since are not in it. */
export function tillPointsAvailable(readBalance: number, spentSince: readonly number[]): number {
  return Math.max(
    spentSince.reduce((left, p) => left - p, readBalance),
    0,
  );
}
