import type { Queryable } from '../db/database';
import { holdReadyUntil } from './loan-facts';
import { expireReadyHolds, findCopy, fulfilHold, lockTitleQueue, readyNextHold } from './queries';
import { companyToday } from '../clock';

/**
 * The holds queue of a title, in request order. Every change to it takes the title's lock first (queries.ts), so a
 * return, an expiry and a cancellation never hand one copy to two members.
 */

/** A loan was made: the member's hold on the title, if any, is fulfilled. */
export async function holdFulfilled(q: Queryable, memberId: number, copyId: number): Promise<void> {
  const copy = await findCopy(q, copyId);
  if (!copy) return;
  await lockTitleQueue(q, copy.productId);
  await fulfilHold(q, memberId, copyId);
}

/** A copy came back: it goes on the holds shelf for the first member waiting for its title (answers that hold's id). */
export async function copyBack(q: Queryable, copyId: number): Promise<number | null> {
  const copy = await findCopy(q, copyId);
  if (!copy || copy.status === 'withdrawn') return null;
  await lockTitleQueue(q, copy.productId);
  return readyNextHold(q, copyId, await holdReadyUntil(q));
}

/** Ready holds past their day expire, and each copy they held goes to the next member waiting (run before the counter reads). */
export async function expireHolds(q: Queryable, today: string): Promise<void> {
  for (const { copyId } of await expireReadyHolds(q, today)) await copyBack(q, copyId);
}

/**
 * `read` after the ready holds past their day have expired: whoever looks at holds, copies or a member (staff or the
 * reader area) sees the shelf as it is today, not as the counter last left it.
 */
export async function withHoldsExpired<T>(q: Queryable, read: (q: Queryable) => Promise<T>): Promise<T> {
  await expireHolds(q, await companyToday(q));
  return read(q);
}
