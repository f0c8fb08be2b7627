import { allocateCredit } from '../../domain/instalments/settle';
import { Dec } from '../../domain/money/decimal';
import type { Queryable } from '../db/database';
import { invalid, refusedByRule } from '../http/errors';
import { findInstalments, lockOpenInstalments, recordSettlements } from './queries';

/** What one document credited to one account in one currency, net of what it debited there, and the instalments it names. */
export interface AccountCredit {
  accountId: number;
  currency: string;
  amount: string;
  instalmentIds: readonly number[];
}

/**
 * Settles the account's open instalments with a credit, inside the credit's transaction: the instalments it names
 * first, then the oldest due (src/domain/instalments/settle.ts). The account's open rows are locked first, in id
 * order, so that two credits at once settle one after the other and never the same kuruş twice. Naming an
 * instalment of another account is a 422; naming one already paid (by a credit that just won) is a 409.
 */
export async function settleInstalments(q: Queryable, companyId: number, documentId: number, credit: AccountCredit): Promise<void> {
  const open = await lockOpenInstalments(q, credit.accountId, credit.currency);
  const picked = [...new Set(credit.instalmentIds)];
  if (picked.length) {
    const found = new Map((await findInstalments(q, picked)).map((r) => [r.id, r]));
    const foreign = picked.some((id) => {
      const r = found.get(id);
      return !r || r.account_id !== credit.accountId || r.currency !== credit.currency;
    });
    if (foreign) throw invalid({ instalmentIds: [{ key: 'rules.instalment.notOfAccount' }] });
    if (picked.some((id) => found.get(id)!.settled)) throw refusedByRule('instalment.alreadySettled');
  }
  if (!open.length) return;
  const { settlements } = allocateCredit(
    open.map((o) => ({ id: o.id, dueDate: o.due_date, open: o.open })),
    credit.amount,
    picked,
  );
  await recordSettlements(q, companyId, documentId, settlements);
}

interface AccountMoveParams {
  accountId?: unknown;
  side?: unknown;
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
