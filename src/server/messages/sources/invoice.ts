import type { PlaceholderValues } from '../../../domain/messages/events';
import type { Queryable } from '../../db/database';
import { idOf, snapshotOf } from '../../documents/snapshot-fields';
import { composeMessages } from '../compose';
import { ACCOUNT_RECIPIENT_COLUMNS, accountRecipient, companyNameOf, type AccountRecipientRow, type Recipient } from '../recipients';

const EDOC = snapshotOf('e');
const SOURCE = snapshotOf('s');

/** An e-invoice or e-archive invoice the integrator accepted: sent to GİB, and after it answered or was reported. */
const ACCEPTED = `e.doc_type in ('eInvoice', 'eArchive') and e.status in ('sentToTaxAuthority', 'approved', 'reported')`;

interface InvoiceRow {
  edocument_id: number;
  source_id: number;
  gib_number: string | null;
  number: string;
  date: string | null;
  total: string | null;
  currency: string | null;
}

const INVOICES = `from documents e
       join documents s on s.company_id = e.company_id and s.id = ${idOf(EDOC.documentId)}
       join accounts a on a.company_id = s.company_id and a.id = ${idOf(SOURCE.accountId)}`;
const COLUMNS = `e.id as edocument_id, s.id as source_id, s.gib_number, s.number, ${SOURCE.date} as date, ${SOURCE.grandTotal} as total,
  ${SOURCE.currency} as currency, ${ACCOUNT_RECIPIENT_COLUMNS}`;
const NEW_INVOICES = `${INVOICES}
      where ${ACCEPTED} and e.updated_at > now() - interval '30 days'
        and not exists (select 1 from messages m where m.company_id = e.company_id and m.event = 'invoice' and m.source_key = 'edocument:' || e.id)`;

/**
 * The invoice to the customer: each sales invoice's e-invoice or e-archive invoice (src/server/edocuments) the
 * integrator accepted is sent to the invoice's account, its UBL and its PDF attached (made when the message is sent,
 * in the recipient's language). The source key is the e-document. E-documents of the
 * last 30 days only, so that an account without an address or one that opted out is not looked at forever.
 */
export async function collectInvoices(q: Queryable, companyId: number, sms: boolean, limit: number): Promise<number> {
  const r = await q.query<AccountRecipientRow & InvoiceRow>(`select ${COLUMNS} ${NEW_INVOICES} order by e.id limit $1`, [limit]);
  if (!r.rows.length) return 0;
  const company = await companyNameOf(q, companyId);
  let made = 0;
  for (const row of r.rows) {
    const recipient = accountRecipient(row);
    const messages = await composeMessages(q, companyId, {
      event: 'invoice',
      sourceKey: `edocument:${row.edocument_id}`,
      recipient,
      values: invoiceValues(company, recipient, row),
      attachments: [{ kind: 'invoice', documentId: row.source_id }],
      sms,
    });
    made += messages.filter((m) => m.fresh).length;
  }
  return made;
}

const invoiceValues = (company: string, recipient: Pick<Recipient, 'name' | 'code'>, row: InvoiceRow): PlaceholderValues => ({
  'company.name': company,
  'customer.name': recipient.name,
  'customer.code': recipient.code,
  'invoice.number': row.gib_number ?? row.number,
  'invoice.date': row.date ?? '',
  'invoice.total': row.total ?? '',
  'invoice.currency': row.currency ?? 'TRY',
});

/** The preview's values: the company's newest accepted e-invoice or e-archive invoice; null when it has none. */
export async function newestInvoiceValues(q: Queryable, companyId: number): Promise<{ values: PlaceholderValues; source: string } | null> {
  const r = await q.query<AccountRecipientRow & InvoiceRow>(`select ${COLUMNS} ${INVOICES} where ${ACCEPTED} order by e.id desc limit 1`);
  const row = r.rows[0];
  if (!row) return null;
  return { values: invoiceValues(await companyNameOf(q, companyId), accountRecipient(row), row), source: row.gib_number ?? row.number };
}

/** The companies with an accepted invoice not sent to its customer yet (the round's system query). */
export async function companiesWithNewInvoices(q: Queryable): Promise<number[]> {
  const r = await q.query<{ company_id: number }>(`select distinct e.company_id ${NEW_INVOICES}`);
  return r.rows.map((x) => x.company_id);
}
