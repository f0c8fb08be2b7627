import { Dec } from '../money/decimal';

export interface OpenInstalment {
  id: number;
  dueDate: string;
  /** what is still owed: amount − paid, two decimals */
  open: string;
}

export interface Settlement {
  id: number;
  amount: string;
}

/**
 * How a credit of `amount` settles open instalments: first the ones named in `picked` (in the order given), then
 * the others oldest due first (the lower id first on the same day). Each instalment takes at most what it still
 * owes; what is left over settles nothing and stays a credit on the account.
 */
export function allocateCredit(open: readonly OpenInstalment[], amount: string, picked: readonly number[] = []): { settlements: Settlement[]; left: string } {
  const byId = new Map(open.map((o) => [o.id, o]));
  const first = [...new Set(picked)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const rest = open.filter((o) => !first.includes(o)).sort((a, b) => (a.dueDate === b.dueDate ? a.id - b.id : a.dueDate < b.dueDate ? -1 : 1));
  let left = new Dec(amount);
  const settlements: Settlement[] = [];
  for (const o of [...first, ...rest]) {
    if (left.lte(0)) break;
    const take = Dec.min(left, new Dec(o.open));
    if (take.lte(0)) continue;
    settlements.push({ id: o.id, amount: take.toFixed(2) });
    left = left.minus(take);
  }
  return { settlements, left: left.toFixed(2) };
}

export type InstalmentState = 'paid' | 'open' | 'overdue';

/** Paid when nothing is owed; overdue when something is owed and its due date is before `today` (YYYY-MM-DD). */
export function instalmentState(amount: string, paid: string, dueDate: string, today: string): InstalmentState {
  if (new Dec(paid).gte(new Dec(amount))) return 'paid';
  return dueDate < today ? 'overdue' : 'open';
}

/** Whole days from `dueDate` to `today` (both YYYY-MM-DD). */
export function daysOverdue(dueDate: string, today: string): number {
  const day = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((day(today) - day(dueDate)) / 86_400_000);
}
