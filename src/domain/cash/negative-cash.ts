import { Dec, isDecimalString } from '../money/decimal';

/**
 * What a cash or bank account does when a completed document would take its balance below zero (a company setting
 * per account, stored on its definition, in the style of a warehouse's negative stock): `allow` says nothing, `warn`
 * completes and the reply and the editor show it, `refuse` refuses the completion (`cash.negativeBalance`).
 */
export const NEGATIVE_CASH_POLICIES = ['allow', 'warn', 'refuse'] as const;
export type NegativeCashPolicy = (typeof NEGATIVE_CASH_POLICIES)[number];

export const isNegativeCashPolicy = (v: unknown): v is NegativeCashPolicy => NEGATIVE_CASH_POLICIES.includes(v as NegativeCashPolicy);

/** A new cash box warns; a bank account or a credit card (an overdraft, a card's debt) allows it. */
export const defaultNegativeCashPolicy = (kind: string): NegativeCashPolicy => (kind === 'cash' ? 'warn' : 'allow');

/** One move a document writes on an account: signed (below zero when it takes money out), in the account's currency. */
export interface CashMoveAmount {
  cashBoxId: string;
  amount: string;
}

/** An account's balance before the document, and its policy. */
export interface CashBalance {
  balance: string;
  policy: NegativeCashPolicy;
}

/** An account a document takes below zero, where its policy does not allow it silently. */
export interface CashShortage {
  cashBoxId: string;
  balance: string;
  after: string;
  policy: Exclude<NegativeCashPolicy, 'allow'>;
}

const isSigned = (v: unknown): v is string => typeof v === 'string' && isDecimalString(v.startsWith('-') ? v.slice(1) : v);

/**
 * The accounts the moves take below zero, in the order the moves name them: an account whose moves together take
 * money out and leave it under zero. An account whose balance the moves do not know is read as empty.
 */
export function cashShortages(moves: readonly CashMoveAmount[], balances: Readonly<Record<string, CashBalance>>): CashShortage[] {
  const net = new Map<string, Dec>();
  for (const m of moves) if (isSigned(m.amount)) net.set(m.cashBoxId, (net.get(m.cashBoxId) ?? new Dec(0)).plus(m.amount));
  const out: CashShortage[] = [];
  for (const [cashBoxId, change] of net) {
    const known = Object.hasOwn(balances, cashBoxId) ? balances[cashBoxId] : undefined;
    if (!known || known.policy === 'allow' || !change.isNegative()) continue;
    const balance = new Dec(isSigned(known.balance) ? known.balance : 0);
    const after = balance.plus(change);
    if (after.gte(0)) continue;
    out.push({ cashBoxId, balance: balance.toFixed(2), after: after.toFixed(2), policy: known.policy });
  }
  return out;
}

/** The rule on what the moves take below zero: an account that refuses it refuses the completion. */
export const negativeCashReason = (shortages: readonly Pick<CashShortage, 'policy'>[]): 'cash.negativeBalance' | null =>
  shortages.some((s) => s.policy === 'refuse') ? 'cash.negativeBalance' : null;
