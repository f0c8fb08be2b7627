import { Dec } from '../money/decimal';

/** What one document credited to one account in one currency, net of what it debited there, and the instalments it names. */
export interface AccountCredit {
  accountId: number;
  currency: string;
  amount: string;
  instalmentIds: readonly number[];
}

interface AccountMoveParams {
  accountId?: unknown;
  side?: unknown;
  kind?: unknown;
  amount?: unknown;
  currency?: unknown;
  instalmentIds?: unknown;
}

/**
 * The credits of one effect list per account and currency: credits minus debits of the same account (a cash
 * invoice's debit and its payment's credit net to nothing), with the instalment ids the credit moves carry.
 */
export function creditsOf(moves: readonly AccountMoveParams[]): AccountCredit[] {
  const byKey = new Map<string, { accountId: number; currency: string; net: Dec; ids: number[] }>();
  for (const m of moves) {
    const accountId = Number(m.accountId);
    if (!Number.isSafeInteger(accountId)) continue;
    const currency = String(m.currency ?? 'TRY');
    const key = `${accountId}:${currency}`;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { accountId, currency, net: new Dec(0), ids: [] }));
    const amount = new Dec(String(m.amount));
    entry.net = m.side === 'credit' ? entry.net.plus(amount) : entry.net.minus(amount);
    if (m.side === 'credit' && Array.isArray(m.instalmentIds)) entry.ids.push(...m.instalmentIds.map(Number).filter(Number.isSafeInteger));
  }
  return [...byKey.values()]
    .filter((e) => e.net.gt(0))
    .map((e) => ({ accountId: e.accountId, currency: e.currency, amount: e.net.toFixed(2), instalmentIds: e.ids }));
}

/**
 * Debits that take back a credit the same document made earlier: a received cheque returned to its customer, or
 * bounced (the debit of the bounce; a bounced cheque returned later moves the account no more).
 */
const TAKES_BACK_OWN_CREDIT = new Set(['chequeReturned', 'chequeBounced']);

/**
 * The accounts on which a document takes back its own earlier credit, in id order: a received cheque returned or
 * bounced was never money, so the instalments its entry settled are open again (until a later collection's credit
 * settles them anew).
 */
export function takenBackOf(moves: readonly AccountMoveParams[]): number[] {
  const ids = moves
    .filter((m) => m.side === 'debit' && TAKES_BACK_OWN_CREDIT.has(String(m.kind)))
    .map((m) => Number(m.accountId))
    .filter(Number.isSafeInteger);
  return [...new Set(ids)].sort((a, b) => a - b);
}
