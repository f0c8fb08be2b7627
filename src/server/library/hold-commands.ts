import type { Queryable } from '../db/database';
import { fail, invalid, refusedByRule } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { ruleFor } from '../../domain/library/loan-rules';
import { copyBack } from './holds';
import { cancelHold, findHold, findMember, insertHold, loadRules, lockTitleQueue, openHoldExists, recordsExist, titleCopyTypes } from './queries';
import { companyToday } from '../clock';

/**
 * A member's hold on a title joins the end of its queue: refused for an unknown member or title, a member not
 * active or expired, a title none of whose copies the matrix lets this member hold, or a second hold of the same member.
 */
export async function placeHold(q: Queryable, companyId: number, memberId: number, productId: number): Promise<StoredReply> {
  const member = await findMember(q, memberId);
  const found = await recordsExist(q, productId, null);
  if (!member || !found.product) {
    throw invalid({ ...(member ? {} : { memberId: [{ key: 'errors.NF10004' }] }), ...(found.product ? {} : { productId: [{ key: 'errors.NF10004' }] }) });
  }
  await lockTitleQueue(q, productId);
  const today = await companyToday(q, companyId);
  if (!member.active) throw refusedByRule('loan.memberInactive');
  if (member.expiresOn !== null && member.expiresOn < today) throw refusedByRule('loan.memberExpired');
  const rules = await loadRules(q);
  const types = await titleCopyTypes(q, productId);
  if (!types.some((t) => ruleFor(rules.cells, rules.defaultRule, member.category, t).holdsAllowed)) throw refusedByRule('library.holdsNotAllowed');
  if (await openHoldExists(q, memberId, productId)) throw refusedByRule('library.alreadyHolding');
  const id = await insertHold(q, companyId, memberId, productId);
  return { status: 201, body: { response: await findHold(q, id) } };
}

/** A hold withdrawn; the copy it had on the holds shelf goes to the next member waiting. */
export async function withdrawHold(q: Queryable, id: number): Promise<StoredReply> {
  const hold = await findHold(q, id);
  if (!hold) throw fail('NF10004');
  await lockTitleQueue(q, hold.productId);
  const copyId = await cancelHold(q, id);
  if (copyId === null) throw refusedByRule('library.holdClosed');
  if (copyId) await copyBack(q, copyId);
  return { status: 200, body: { response: await findHold(q, id) } };
}
