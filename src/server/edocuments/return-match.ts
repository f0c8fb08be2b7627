import type { z } from 'zod';
import { mayRead, mayWrite } from '../../../machines/access';
import { checkReturnMatch, returnInvoiceNumber, type ReturnMatchRefusal } from '../../domain/edocuments/return-match';
import type { incomingEdocumentSchema } from '../../domain/schemas/edocuments';
import type { Queryable } from '../db/database';
import { loadDocument, type DocumentRow } from '../documents/store';
import type { AuthUser } from '../env';
import { fail } from '../http/errors';
import { companyTimeZone, serverNow } from '../clock';
import { findAccountTaxNumber, findIncomingMatchOf, findIncomingRow, listReturnCandidates, lockIncomingRow, storeReturnMatch } from './incoming-queries';
import { incomingJson } from './incoming-view';

const REFUSAL_CODES = {
  incomingMatched: 'RM10001',
  returnMatched: 'RM10002',
  otherParty: 'RM10003',
  notSalesReturn: 'RM10004',
  notInvoice: 'RM10005',
} as const satisfies Readonly<Record<ReturnMatchRefusal, string>>;

/**
 * Matches an incoming invoice (the customer's return invoice) to a sales return of the company, once. The incoming row
 * is locked first, then the return's: two matches of the same invoice take turns and the second finds it matched, and
 * two invoices matched to one return do too (the unique index of migration 095 stands behind it).
 */
export async function matchIncomingToReturn(ctx: { q: Queryable; auth: AuthUser }, id: number, documentId: number) {
  const { q, auth } = ctx;
  if (!mayWrite(auth, 'eInvoice') || !mayRead(auth, 'salesReturn')) throw fail('PE10003');
  const row = await lockIncomingRow(q, id);
  if (!row) throw fail('NF10004');
  const doc = await loadDocument(q, documentId, true);
  const context = doc.snapshot.context as Record<string, unknown>;
  const refusal = checkReturnMatch(
    { kind: row.kind, senderVkn: row.sender_vkn, matchedDocumentId: row.matched_document_id },
    {
      type: doc.type,
      status: doc.status,
      accountTaxNumber: await findAccountTaxNumber(q, context.accountId),
      matchedIncomingId: (await findIncomingMatchOf(q, doc.id))?.id ?? null,
    },
  );
  if (refusal) throw fail(REFUSAL_CODES[refusal]);
  if (!(await storeReturnMatch(q, id, doc.id, auth.id))) throw fail(REFUSAL_CODES.incomingMatched);
  return incomingJson((await findIncomingRow(q, id))!, serverNow(), await companyTimeZone(q, auth.companyId)) satisfies z.input<typeof incomingEdocumentSchema>;
}

/** The sales returns an incoming invoice can be matched to (the screen's choice): its sender's, not matched yet. */
export async function returnCandidates(q: Queryable, id: number) {
  const row = await findIncomingRow(q, id);
  if (!row) throw fail('NF10004');
  if (row.kind !== 'invoice' || row.matched_document_id !== null) return [];
  return (await listReturnCandidates(q, row.sender_vkn)).map((r) => ({ id: r.id, number: r.number, date: r.date, accountName: r.account_name }));
}

/** What a sales return's view adds: the incoming invoice matched to it, whose number is the customer's when none was typed. */
export async function returnMatchView(q: Queryable, doc: DocumentRow): Promise<Record<string, unknown>> {
  if (doc.type !== 'salesReturn') return {};
  const match = await findIncomingMatchOf(q, doc.id);
  const typed = (doc.snapshot.context as Record<string, unknown>).customerInvoiceNumber;
  return {
    incomingEdocumentId: match?.id ?? null,
    incomingEdocumentNumber: match?.number ?? null,
    customerInvoiceNumber: returnInvoiceNumber(typed, match?.number ?? null),
  };
}
