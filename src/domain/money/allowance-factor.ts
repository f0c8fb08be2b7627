import { Dec } from './decimal';

/**
 * The factor an allowance is written with (UBL's MultiplierFactorNumeric), so that BaseAmount × factor, rounded
 * half-up to the cent, is exactly its Amount: the line's discount rate over 100 when that already gives the amount,
 * else amount / base with the fewest decimals (at most 20) that do. A line's discount is the difference of its
 * rounded gross and net (totals.ts), and a VAT-inclusive price's is taken without its VAT, so the typed rate may miss
 * it by a cent. "0" for a zero base.
 */
export function allowanceFactor(base: string, amount: string, rate?: string): string {
  const b = new Dec(base);
  if (b.isZero()) return '0';
  const target = new Dec(amount).toFixed(2);
  const gives = (f: Dec) => b.times(f).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2) === target;
  if (rate !== undefined) {
    const typed = new Dec(rate).dividedBy(100);
    if (gives(typed)) return typed.toFixed();
  }
  const exact = new Dec(amount).dividedBy(b);
  for (let places = 2; places <= 20; places++) {
    const f = exact.toDecimalPlaces(places, Dec.ROUND_HALF_UP);
    if (gives(f)) return f.toFixed();
  }
  return exact.toDecimalPlaces(20, Dec.ROUND_HALF_UP).toFixed();
}
