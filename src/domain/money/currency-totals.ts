import { add, round } from './decimal';

export interface CurrencyTotal {
  currency: string;
  total: string;
}

/**
 * The sum of amounts kept apart per currency, in the order the currencies first appear: euros and liras are never
 * added into one figure. An undefined amount (a row still being typed) counts as nothing.
 */
export function totalsByCurrency(items: readonly { amount: string | undefined; currency: string }[]): CurrencyTotal[] {
  const sums = new Map<string, string[]>();
  for (const { amount, currency } of items) {
    const list = sums.get(currency) ?? [];
    if (amount !== undefined) list.push(amount);
    sums.set(currency, list);
  }
  return [...sums].map(([currency, amounts]) => ({ currency, total: round(add('0', ...amounts)) }));
}
