import { mayRead, mayWrite } from '../../../machines/access';
import { createDocument, decideAndStore, type CommandContext } from '../documents/commands';
import { loadDocument } from '../documents/store';
import { fail, refusedByRule } from '../http/errors';
import { findEdocumentOf, findEdocumentRow, rearmHeldJob } from './queue';
import { documentUbl } from './ubl';
import { edocumentJson } from './view';
import { companyToday } from '../clock';

/** The e-document type a source becomes: a waybill an e-İrsaliye, an invoice to a registered user an e-Fatura, else an e-Arşiv. */
export const edocumentTypeOf = (sourceType: string, ubl: string): 'eInvoice' | 'eArchive' | 'eWaybill' =>
  sourceType === 'salesWaybill' ? 'eWaybill' : ubl.includes('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>') ? 'eArchive' : 'eInvoice';

/**
 * Sends a completed document as its e-document: gives the source its GİB number and ETTN and makes the e-document once (the source's row lock, taken by its UBL,
 * makes a second send wait and find it), and queues it; the QUEUE event's effect puts it on the send queue
 * (effects.ts), which the worker empties. Sending again returns the same e-document.
 */
export async function sendEdocument(ctx: CommandContext, sourceId: number) {
  const { q, auth } = ctx;
  const source = await loadDocument(q, sourceId);
  if (!mayRead(auth, source.type)) throw fail('PE10003');
  if (!mayWrite(auth, 'eInvoice')) throw fail('PE10003');
  const ubl = await documentUbl(q, source, 'issue');
  let id = await findEdocumentOf(q, sourceId);
  if (id === undefined) {
    const date = String((source.snapshot.context as { date?: unknown }).date ?? (await companyToday(q, auth.companyId)));
    id = (await createDocument(ctx, { type: edocumentTypeOf(source.type, ubl), documentId: String(sourceId), date })).id;
  }
  const edoc = await loadDocument(q, id, true);
  if (edoc.status === 'notSent') {
    const outcome = await decideAndStore(ctx, edoc, { type: 'QUEUE' });
    if (!outcome.ok) throw refusedByRule(outcome.reason);
  } else await rearmHeldJob(q, id);
  return edocumentJson((await findEdocumentRow(q, id))!);
}
