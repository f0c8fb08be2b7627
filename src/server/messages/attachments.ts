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

/** A file to attach, made once the message's transaction is over (an invoice's PDF takes a while to draw). */
type FileToMake = () => Promise<MailAttachment>;

/**
 * An invoice's e-document: its UBL and its PDF (GİB's printed view, labelled in the recipient's language, drawn from
 * that UBL), named by its GİB number. Read as GET /documents/:id/ubl reads it: an issued invoice's UBL carries its
 * stored GİB number and ETTN, and nothing is locked or numbered.
 */
async function invoiceFiles(q: Queryable, ref: Extract<AttachmentRef, { kind: 'invoice' }>, lang: Lang): Promise<FileToMake[]> {
  const xml = await documentUbl(q, await loadDocument(q, ref.documentId));
  const name = ublHeadline(xml).number || String(ref.documentId);
  return [
    () => Promise.resolve({ filename: `${name}.xml`, content: xml, contentType: 'application/xml; charset=utf-8' }),
    async () => ({ filename: `${name}.pdf`, content: await invoicePdf(xml, lang), contentType: 'application/pdf' }),
  ];
}

/**
 * The files a message attaches, in the recipient's language: what they refer to is read now, in the caller's
 * transaction; the files are made by the function given back, after it.
 */
export async function attachmentFiles(q: Queryable, refs: readonly AttachmentRef[], lang: Lang): Promise<() => Promise<MailAttachment[]>> {
  const files: FileToMake[] = [];
  for (const ref of refs) {
    if (ref.kind === 'statement') {
      const file = await statementFile(q, ref);
      files.push(() => Promise.resolve(file));
    } else files.push(...(await invoiceFiles(q, ref, lang)));
  }
  return async () => {
    const made: MailAttachment[] = [];
    for (const make of files) made.push(await make());
    return made;
  };
}
