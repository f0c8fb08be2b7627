import type { AccountCredit } from '../../domain/instalments/credits';
import { allocateCredit } from '../../domain/instalments/settle';
import type { Queryable } from '../db/database';
import { invalid, refusedByRule } from '../http/errors';
import { deleteSettlementsOf, findInstalments, lockAccountInstalments, lockOpenInstalments, recordSettlements } from './queries';

/**
 * Settles the account's open instalments with a credit, inside the credit's transaction: the instalments it names
 * first, then the oldest due (src/domain/instalments/settle.ts). The account's instalments are locked first (the
 * account's lock, then its open rows in id order), so that two credits at once, or a credit and a plan change,
 * go one after the other and never settle the same kuruş twice. Naming an
 * instalment of another account is a 422; naming one already paid (by a credit that just won) is a 409.
 */
export async function settleInstalments(q: Queryable, companyId: number, documentId: number, credit: AccountCredit): Promise<void> {
  await lockAccountInstalments(q, credit.accountId);
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

/** Re-opens what the document's own earlier credit settled on the account, under the account's lock as a settlement takes it. */
export async function takeBackSettlements(q: Queryable, documentId: number, accountId: number): Promise<void> {
  await lockAccountInstalments(q, accountId);
  await deleteSettlementsOf(q, documentId, accountId);
}
