import type { Carrier } from '../../../domain/cargo/carriers';
import type { PlaceholderValues } from '../../../domain/messages/events';
import type { Queryable } from '../../db/database';
import { idOf, snapshotOf } from '../../documents/snapshot-fields';
import { composeMessages } from '../compose';
import { ACCOUNT_RECIPIENT_COLUMNS, accountRecipient, companyNameOf, type AccountRecipientRow, type Recipient } from '../recipients';

const CARRIER_NAMES: Record<Carrier, string> = {
  yurtici: 'Yurtiçi Kargo',
  aras: 'Aras Kargo',
  mng: 'MNG Kargo',
  surat: 'Sürat Kargo',
  ptt: 'PTT Kargo',
};

const DOC = snapshotOf('d');

/**
 * The cargo tracking number event: each shipment (cargo_shipments, issue #32) that got its tracking number at the
 * carrier and has no message yet tells the document's account (its source key is the shipment). Shipments of the
 * last 30 days only, so that an account without an address or one that opted out is not looked at forever.
 */
export async function collectCargoTracking(q: Queryable, companyId: number, sms: boolean, limit: number): Promise<number> {
  const r = await q.query<
    AccountRecipientRow & { shipment_id: number; carrier: Carrier; tracking_number: string; tracking_url: string | null; number: string }
  >(
    `select s.id as shipment_id, s.carrier, s.tracking_number, s.tracking_url, d.number, ${ACCOUNT_RECIPIENT_COLUMNS}
       from cargo_shipments s
       join documents d on d.company_id = s.company_id and d.id = s.document_id
       join accounts a on a.company_id = d.company_id and a.id = ${idOf(DOC.accountId)}
      where s.tracking_number is not null and s.state not in ('cancelled', 'failed') and s.updated_at > now() - interval '30 days'
        and not exists (select 1 from messages m where m.company_id = s.company_id and m.event = 'cargoTracking' and m.source_key = 'shipment:' || s.id)
      order by s.id limit $1`,
    [limit],
  );
  if (!r.rows.length) return 0;
  const company = await companyNameOf(q, companyId);
  let made = 0;
  for (const row of r.rows) {
    const recipient = accountRecipient(row);
    const messages = await composeMessages(q, companyId, {
      event: 'cargoTracking',
      sourceKey: `shipment:${row.shipment_id}`,
      recipient,
      values: trackingValues(company, recipient, row),
      attachments: [],
      sms,
    });
    made += messages.filter((m) => m.fresh).length;
  }
  return made;
}

const trackingValues = (
  company: string,
  recipient: Pick<Recipient, 'name' | 'code'>,
  row: { carrier: Carrier; tracking_number: string; tracking_url: string | null; number: string },
): PlaceholderValues => ({
  'company.name': company,
  'customer.name': recipient.name,
  'customer.code': recipient.code,
  'document.number': row.number,
  'cargo.carrier': CARRIER_NAMES[row.carrier],
  'cargo.trackingNumber': row.tracking_number,
  'cargo.trackingUrl': row.tracking_url ?? '',
});

/** The preview's values: the company's newest shipment with a tracking number; null when it has none. */
export async function newestTrackingValues(q: Queryable, companyId: number): Promise<{ values: PlaceholderValues; source: string } | null> {
  const r = await q.query<AccountRecipientRow & { carrier: Carrier; tracking_number: string; tracking_url: string | null; number: string }>(
    `select s.carrier, s.tracking_number, s.tracking_url, d.number, ${ACCOUNT_RECIPIENT_COLUMNS}
       from cargo_shipments s
       join documents d on d.company_id = s.company_id and d.id = s.document_id
       join accounts a on a.company_id = d.company_id and a.id = ${idOf(DOC.accountId)}
      where s.tracking_number is not null order by s.id desc limit 1`,
  );
  const row = r.rows[0];
  if (!row) return null;
  return { values: trackingValues(await companyNameOf(q, companyId), accountRecipient(row), row), source: row.number };
}

/** The companies with a shipment whose tracking number has not been told yet (the round's system query). */
export async function companiesWithNewTracking(q: Queryable): Promise<number[]> {
  const r = await q.query<{ company_id: number }>(
    `select distinct s.company_id from cargo_shipments s
      where s.tracking_number is not null and s.state not in ('cancelled', 'failed') and s.updated_at > now() - interval '30 days'
        and not exists (select 1 from messages m where m.company_id = s.company_id and m.event = 'cargoTracking' and m.source_key = 'shipment:' || s.id)`,
  );
  return r.rows.map((x) => x.company_id);
}
