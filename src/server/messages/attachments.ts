import type { Queryable } from '../db/database';
import { ublHeadline } from '../../domain/edocuments/ubl-headline';
import { loadDocument } from '../documents/store';
import { documentUbl, invoicePdf } from '../edocuments/public';
import { accountStatement } from '../masterdata/public';
import type { Lang } from '../http/i18n';
import type { AttachmentRef } from './outbox-queries';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

const csvCell = (v: string | null | undefined) => {
  const s = v ?? '';
  return /[",;\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A statement as a CSV file (semicolons, as Turkish spreadsheets read them): its moves and the closing balance. */
async function statementFile(q: Queryable, ref: Extract<AttachmentRef, { kind: 'statement' }>): Promise<MailAttachment> {
  const s = await accountStatement(q, ref.accountId, ref.from ?? undefined, ref.to ?? undefined);
  if (!s) throw new Error(`account ${ref.accountId} no longer exists`);
  const lines = [
    ['date', 'document', 'description', 'debit', 'credit', 'balance'].join(';'),
    ['', '', 'opening', '', '', s.opening].join(';'),
    ...s.rows.map((r) => [r.date, r.documentNumber, r.description, r.debit, r.credit, r.balance].map(csvCell).join(';')),
    ['', '', 'closing', s.totals.debit, s.totals.credit, s.closing].join(';'),
  ];
  return { filename: `ekstre-${s.account.code ?? s.account.id}.csv`, content: `${lines.join('\r\n')}\r\n`, contentType: 'text/csv; charset=utf-8' };
}

/**
 * An invoice's e-document: its UBL and its PDF (GİB's printed view, labelled in the recipient's language, drawn from
 * that UBL), named by its GİB number. Read as GET /documents/:id/ubl reads it: an issued invoice's UBL carries its
 * stored GİB number and ETTN, and nothing is locked or numbered.
 */
async function invoiceFiles(q: Queryable, ref: Extract<AttachmentRef, { kind: 'invoice' }>, lang: Lang): Promise<MailAttachment[]> {
  const xml = await documentUbl(q, await loadDocument(q, ref.documentId));
  const name = ublHeadline(xml).number || String(ref.documentId);
  return [
    { filename: `${name}.xml`, content: xml, contentType: 'application/xml; charset=utf-8' },
    { filename: `${name}.pdf`, content: await invoicePdf(xml, lang), contentType: 'application/pdf' },
  ];
}

/** The files a message attaches, made now from what they refer to, in the recipient's language. */
export async function attachmentFiles(q: Queryable, refs: readonly AttachmentRef[], lang: Lang): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const ref of refs) files.push(...(ref.kind === 'statement' ? [await statementFile(q, ref)] : await invoiceFiles(q, ref, lang)));
  return files;
}
