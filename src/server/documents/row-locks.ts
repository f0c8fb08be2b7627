import { familyForType } from '../../../machines/index';
import { receiptStockMoves, type ReceiptContext } from '../../../machines/receipt/rules';
import type { Queryable } from '../db/database';

/**
 * Rules that depend on other rows (a copy lent once, a member under the loan limit, one open session per
 * cash box) are decided by the machines from facts the server reads. On PostgreSQL two transactions can
 * read the same facts at once and both act on them; these keys make them take turns.
 *
 * Each family names, here and only here, the keys its creation or event must hold before its facts are
 * read: the member and the copy of a loan, the cash box of a session, the products a receipt's completion lowers. They are advisory locks of the
 * transaction, taken in sorted order so that two commands wanting the same keys cannot deadlock. Under READ
 * COMMITTED every statement after the lock sees what the previous holder committed, so the facts are true
 * when the machine decides. Where a database constraint can say the same (migration 017: one open session
 * per box; migration 012: one open bill per table), it stands behind the lock.
 */
type Fields = Record<string, unknown>;

const KEYS: Readonly<Record<string, { onCreate?: (input: Fields) => string[]; onEvent?: Readonly<Record<string, (context: Fields) => string[]>> }>> = {
  loan: {
    onCreate: (f) => [`loan-member:${String(f.memberId)}`, `loan-copy:${String(f.copyId)}`],
    onEvent: { LEND: (c) => [`loan-member:${String(c.memberId)}`, `loan-copy:${String(c.copyId)}`] },
  },
  cashBox: { onCreate: (f) => [`cash-box:${String(f.cashBoxId)}`] },
  // a library receipt reads what its member owes: two desks taking the same fines take turns
  cashVoucher: {
    onCreate: memberFinesKey,
    onEvent: { EDIT: memberFinesKey, COMPLETE: memberFinesKey },
  },
  // two completions moving one product (in any warehouse) take turns: the stock on hand a warehouse that refuses
  // negative stock reads, and the average cost a move is valued at (stock-valuation.ts), are then never stale
  // and a sale's, a return's or a points-out voucher's completion reads the account's points: two spending one
  // balance take turns, the second reading what the first left
  receipt: { onEvent: { COMPLETE: (c) => [...receiptStockMoves(c as unknown as ReceiptContext).map((m) => stockKey(m.productId)), ...pointsKey(c)] } },
  pointsVoucher: { onEvent: { COMPLETE: pointsKey } },
};

const POINTS_TYPES = ['posSale', 'salesInvoice', 'salesReturn', 'pointsOut'];
function pointsKey(c: Fields): string[] {
  return c.accountId === undefined || c.accountId === null || !POINTS_TYPES.includes(String(c.type)) ? [] : [`points:${String(c.accountId)}`];
}

function memberFinesKey(f: Fields): string[] {
  return f.memberId === undefined || f.memberId === null ? [] : [`library-fines:${String(f.memberId)}`];
}

/** One statement however many keys: the function scan takes them in the array's (sorted) order. */
async function lockAll(q: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await q.query(`select pg_advisory_xact_lock(hashtext('row-rule:' || current_setting('app.company_id', true) || ':' || k)) from unnest($1::text[]) as k`, [
    [...new Set(keys)].sort(),
  ]);
}

const stockKey = (productId: string) => `stock:${productId}`;

/** The stock of these products, in the same keys as a receipt's completion (a no-op for those it holds already). */
export async function lockStock(q: Queryable, productIds: readonly string[]): Promise<void> {
  await lockAll(q, productIds.map(stockKey));
}

/** Before the facts of a creation are read. */
export async function lockForCreation(q: Queryable, type: string, input: Fields): Promise<void> {
  const keys = KEYS[familyForType(type)?.family ?? '']?.onCreate?.(input);
  if (keys) await lockAll(q, keys);
}

/** Before the facts of an event on a (row-locked) document are read. */
export async function lockForEvent(q: Queryable, type: string, event: string, context: Fields): Promise<void> {
  const keys = KEYS[familyForType(type)?.family ?? '']?.onEvent?.[event]?.(context);
  if (keys) await lockAll(q, keys);
}

/**
 * The balances of these cash and bank accounts, while a document's moves on them are checked against zero and
 * written (negative-cash.ts): two payments out of one box take turns, the second reading what the first left.
 */
export async function lockCashBalances(q: Queryable, cashBoxIds: readonly number[]): Promise<void> {
  await lockAll(
    q,
    cashBoxIds.map((id) => `cash-balance:${id}`),
  );
}

/** An account's position in a foreign currency (`accountId:currency`), while a document's kur farkı is read from it. */
export async function lockForeignPositions(q: Queryable, keys: readonly string[]): Promise<void> {
  await lockAll(
    q,
    keys.map((k) => `fx-position:${k}`),
  );
}
