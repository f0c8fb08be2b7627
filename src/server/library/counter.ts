import type { z } from 'zod';
import { daysBetween } from '../../domain/lifecycle/rules';
import type { libraryReturnReplySchema, MemberLoan } from '../../domain/schemas/library';
import { createDocument, sendEvent, type CommandContext, type EventOutcome } from '../documents/commands';
import { errorBody } from '../http/envelope';
import { invalid, refusedByRule } from '../http/errors';
import type { Lang } from '../http/i18n';
import type { StoredReply } from '../http/idempotency';
import { expireHolds } from './holds';
import { fineShown } from '../../domain/library/loan-rules';
import type { Queryable } from '../db/database';
import { findCopyByBarcode, findMember, findMemberByCard, loadRules, loanById, openLoanOfCopy, readyHoldOfCopy, reservedLoanOf, type LoanRow } from './queries';
import { companyToday } from '../clock';

/**
 * The counter (/kutuphane/odunc, /kutuphane/iade): what the scanner reads (a card number, a barcode) becomes a loan
 * document's creation or event, which the loan machine decides with the server's facts (documents/facts.ts).
 */

/** Whether a loan is overdue: still lent past its due date on `on` (the company's today). */
export const isOverdue = (row: LoanRow, on: string) => row.status === 'lent' && row.dueDate !== null && row.dueDate < on;

/** Loans as the API gives them: overdue or not on `on`, with the fine the library domain decides for that day. */
export async function loanViews(q: Queryable, rows: readonly LoanRow[], on: string): Promise<MemberLoan[]> {
  const rules = await loadRules(q);
  return rows.map((row) => {
    const { category: _c, itemType: _t, ...shown } = row;
    return { ...shown, overdue: isOverdue(row, on), fine: fineShown(row, rules, on) };
  });
}

export async function loanView(q: Queryable, row: LoanRow, on: string): Promise<MemberLoan> {
  return (await loanViews(q, [row], on))[0]!;
}

function refusal(outcome: EventOutcome, lang: Lang): StoredReply | null {
  if (outcome.ok) return null;
  const err = refusedByRule(outcome.reason);
  return { status: err.status, body: errorBody(err, lang) };
}

async function copyOf(ctx: CommandContext, barcode: string) {
  const copy = await findCopyByBarcode(ctx.q, barcode);
  if (!copy) throw invalid({ barcode: [{ key: 'library.copyNotFound' }] });
  return copy;
}

export async function lendAtCounter(ctx: CommandContext, lang: Lang, cardNumber: string, barcode: string): Promise<StoredReply> {
  const on = await companyToday(ctx.q, ctx.auth.companyId);
  await expireHolds(ctx.q, on);
  const member = await findMemberByCard(ctx.q, cardNumber);
  const copy = await findCopyByBarcode(ctx.q, barcode);
  if (!member || !copy) {
    throw invalid({
      ...(member ? {} : { cardNumber: [{ key: 'library.memberNotFound' }] }),
      ...(copy ? {} : { barcode: [{ key: 'library.copyNotFound' }] }),
    });
  }
  const reservation = await reservedLoanOf(ctx.q, copy.id, member.id);
  let loanId: number;
  if (reservation) {
    const outcome = await sendEvent(ctx, reservation.id, reservation.version, { type: 'LEND' });
    const refused = refusal(outcome, lang);
    if (refused) return refused;
    loanId = reservation.id;
  } else {
    loanId = (await createDocument(ctx, { type: 'loan', event: 'LEND', memberId: String(member.id), copyId: String(copy.id) })).id;
  }
  return {
    status: 201,
    body: { response: { loan: await loanView(ctx.q, (await loanById(ctx.q, loanId))!, on), member: (await findMember(ctx.q, member.id))! } },
  };
}

export async function returnAtCounter(ctx: CommandContext, lang: Lang, barcode: string): Promise<StoredReply> {
  const on = await companyToday(ctx.q, ctx.auth.companyId);
  await expireHolds(ctx.q, on);
  const copy = await copyOf(ctx, barcode);
  const open = await openLoanOfCopy(ctx.q, copy.id);
  if (!open) throw invalid({ barcode: [{ key: 'library.copyNotLent' }] });
  const outcome = await sendEvent(ctx, open.id, open.version, { type: 'RETURN', date: on });
  const refused = refusal(outcome, lang);
  if (refused) return refused;
  const loan = (await loanById(ctx.q, open.id))!;
  const response = {
    loan: await loanView(ctx.q, loan, on),
    member: (await findMember(ctx.q, loan.memberId))!,
    overdueDays: loan.dueDate ? Math.max(0, daysBetween(loan.dueDate, on)) : 0,
    holdFor: await readyHoldOfCopy(ctx.q, copy.id),
  } satisfies z.input<typeof libraryReturnReplySchema>;
  return { status: 200, body: { response } };
}

export async function renewAtCounter(ctx: CommandContext, lang: Lang, barcode: string): Promise<StoredReply> {
  const copy = await copyOf(ctx, barcode);
  const open = await openLoanOfCopy(ctx.q, copy.id);
  if (!open) throw invalid({ barcode: [{ key: 'library.copyNotLent' }] });
  const outcome = await sendEvent(ctx, open.id, open.version, { type: 'RENEW' });
  const refused = refusal(outcome, lang);
  if (refused) return refused;
  const loan = (await loanById(ctx.q, open.id))!;
  return {
    status: 200,
    body: { response: { loan: await loanView(ctx.q, loan, await companyToday(ctx.q, ctx.auth.companyId)), member: (await findMember(ctx.q, loan.memberId))! } },
  };
}
