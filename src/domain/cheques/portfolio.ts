import { add, round } from '../money/decimal';
import { addDays } from '../clock/clock';

/** The statuses in which a cheque or note is still to be settled: received ones held or at the bank, own ones issued. */
export const OPEN_CHEQUE_STATUSES = ['portfolio', 'atBank', 'bounced', 'issued'] as const;
/**
 * Statuses out of the good portfolio: a bounced (karşılıksız) cheque or protested note is no longer money to come.
 * It leaves the due totals and what is coming due, and is listed apart until it is returned or collected.
 */
export const BOUNCED_CHEQUE_STATUSES: readonly string[] = ['bounced'];
export const isBounced = (c: { status: string }) => BOUNCED_CHEQUE_STATUSES.includes(c.status);

/** How many days ahead "coming due" looks, today included. */
export const COMING_DAYS = 7;

export interface OpenCheque {
  id: number;
  type: string;
  number: string;
  status: string;
  amount: string;
  currency: string;
  dueDate: string;
  bank: string | null;
  [key: string]: unknown;
}

export interface PortfolioTotal {
  /** the due month (YYYY-MM) or the drawer's bank */
  key: string;
  side: 'received' | 'own';
  currency: string;
  count: number;
  total: string;
}

const sideOf = (type: string): 'received' | 'own' => (type.startsWith('own') ? 'own' : 'received');

/** The day `n` days after an ISO day, by the calendar (no time zone involved). */
export { addDays };

function totals(items: readonly OpenCheque[], keyOf: (c: OpenCheque) => string): PortfolioTotal[] {
  const groups = new Map<string, PortfolioTotal>();
  for (const c of items) {
    const side = sideOf(c.type);
    const key = keyOf(c);
    const id = `${key}\u0000${side}\u0000${c.currency}`;
    const g = groups.get(id) ?? { key, side, currency: c.currency, count: 0, total: '0.00' };
    g.count += 1;
    g.total = round(add(g.total, c.amount));
    groups.set(id, g);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key, 'tr') || a.side.localeCompare(b.side) || a.currency.localeCompare(b.currency));
}

/**
 * The portfolio page's figures from the open cheques: totals per due month and per drawer's bank (per side and
 * currency, exact decimals), those coming due in the next days and those overdue (due before today, still open),
 * all of the good portfolio only; the bounced ones apart.
 */
export function portfolioSummary<C extends OpenCheque>(items: readonly C[], today: string) {
  const until = addDays(today, COMING_DAYS - 1);
  const good = items.filter((c) => !isBounced(c));
  return {
    today,
    until,
    byMonth: totals(good, (c) => c.dueDate.slice(0, 7)),
    byBank: totals(good, (c) => c.bank?.trim() || ''),
    coming: good.filter((c) => c.dueDate >= today && c.dueDate <= until),
    overdue: good.filter((c) => c.dueDate < today),
    bounced: items.filter(isBounced),
  };
}
