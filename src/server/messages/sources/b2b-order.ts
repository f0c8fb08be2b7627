import type { PlaceholderValues } from '../../../domain/messages/events';
import type { Queryable } from '../../db/database';
import { snapshotOf } from '../../documents/snapshot-fields';
import { composeMessages } from '../compose';
import { ACCOUNT_RECIPIENT_COLUMNS, accountRecipient, companyNameOf, type AccountRecipientRow, type Recipient } from '../recipients';

const DOC = snapshotOf('d');

interface OrderRow {
  document_id: number;
  number: string;
  total: string | null;
  cargo_name: string;
  delivery_address: string;
  dealer_email: string | null;
}

const NEW_ORDERS = `from b2b_orders o
       join documents d on d.company_id = o.company_id and d.id = o.document_id
       join accounts a on a.company_id = o.company_id and a.id = o.account_id
       left join b2b_dealers dl on dl.company_id = o.company_id and dl.account_id = o.account_id
      where o.placed_at > now() - interval '30 days'
        and not exists (select 1 from messages m where m.company_id = o.company_id and m.event = 'b2bOrder' and m.source_key = 'order:' || o.document_id)`;

/**
 * The B2B order confirmation: each dealer's shop order (b2b_orders, issue #31) that became a sales order tells the
 * dealer, at its shop log-in's address (the account card's when it has none); the source key is the sales order.
 * Orders of the last 30 days only, so that a dealer who opted out is not looked at forever.
 */
export async function collectB2bOrders(q: Queryable, companyId: number, sms: boolean, limit: number): Promise<number> {
  const r = await q.query<AccountRecipientRow & OrderRow>(
    `select o.document_id, d.number, ${DOC.grandTotal} as total, o.cargo_name, o.delivery_address, dl.email as dealer_email, ${ACCOUNT_RECIPIENT_COLUMNS}
       ${NEW_ORDERS} order by o.document_id limit $1`,
    [limit],
  );
  if (!r.rows.length) return 0;
  const company = await companyNameOf(q, companyId);
  let made = 0;
  for (const row of r.rows) {
    const recipient = { ...accountRecipient(row), email: row.dealer_email ?? row.email };
    const messages = await composeMessages(q, companyId, {
      event: 'b2bOrder',
      sourceKey: `order:${row.document_id}`,
      recipient,
      values: orderValues(company, recipient, row),
      attachments: [],
      sms,
    });
    made += messages.filter((m) => m.fresh).length;
  }
  return made;
}

const orderValues = (company: string, recipient: Pick<Recipient, 'name' | 'code'>, row: OrderRow): PlaceholderValues => ({
  'company.name': company,
  'customer.name': recipient.name,
  'customer.code': recipient.code,
  'order.number': row.number,
  'order.total': row.total ?? '',
  'order.cargo': row.cargo_name,
  'order.deliveryAddress': row.delivery_address,
});

/** The preview's values: the company's newest shop order; null when it has none. */
export async function newestB2bOrderValues(q: Queryable, companyId: number): Promise<{ values: PlaceholderValues; source: string } | null> {
  const r = await q.query<AccountRecipientRow & OrderRow>(
    `select o.document_id, d.number, ${DOC.grandTotal} as total, o.cargo_name, o.delivery_address, null as dealer_email, ${ACCOUNT_RECIPIENT_COLUMNS}
       from b2b_orders o
       join documents d on d.company_id = o.company_id and d.id = o.document_id
       join accounts a on a.company_id = o.company_id and a.id = o.account_id
      order by o.placed_at desc, o.document_id desc limit 1`,
  );
  const row = r.rows[0];
  if (!row) return null;
  return { values: orderValues(await companyNameOf(q, companyId), accountRecipient(row), row), source: row.number };
}

/** The companies with a shop order not confirmed yet (the round's system query). */
export async function companiesWithNewB2bOrders(q: Queryable): Promise<number[]> {
  const r = await q.query<{ company_id: number }>(`select distinct o.company_id ${NEW_ORDERS}`);
  return r.rows.map((x) => x.company_id);
}
