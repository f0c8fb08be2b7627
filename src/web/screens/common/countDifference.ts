import { Dec } from '../../../domain/money/decimal';

/** Counted cash minus the cash the Z report expects (float + cash sales): "0.00" when the drawer is right. */
export function countDifference(counted: string, expectedCash: string): string {
  return new Dec(counted).minus(new Dec(expectedCash)).toFixed(2);
}
