import { fail } from '../../http/errors';
import type { Queryable } from '../../db/database';
import { accountStatement } from '../../masterdata/public';
import { composeMessages } from '../compose';
import type { MessageRow } from '../outbox-queries';
import type { PlaceholderValues } from '../../../domain/messages/events';
import { accountRecipientOf, companyNameOf, type Recipient } from '../recipients';

/**
 * The statement event: a current account's statement between two days (/cari/ekstre's data) sent on the user's
 * request, its rows attached as a CSV file made when the message is sent. `requestId` (the client's) is the source
 * key: the same request sent twice makes one message.
 */
export async function queueStatement(
  q: Queryable,
  companyId: number,
  o: { accountId: number; from: string | null; to: string | null; requestId: string; sms: boolean },
): Promise<MessageRow[]> {
  const recipient = await accountRecipientOf(q, o.accountId);
  const statement = await accountStatement(q, o.accountId, o.from ?? undefined, o.to ?? undefined);
  if (!recipient || !statement) throw fail('NF10004');
  if (!recipient.email) throw fail('MS10002');
  return composeMessages(q, companyId, {
    event: 'statement',
    sourceKey: `statement:${o.requestId}`,
    recipient,
    values: statementValues(await companyNameOf(q, companyId), recipient, o, statement.closing),
    attachments: [{ kind: 'statement', accountId: o.accountId, from: o.from, to: o.to }],
    sms: o.sms,
  });
}

const statementValues = (
  company: string,
  recipient: Pick<Recipient, 'name' | 'code'>,
  range: { from: string | null; to: string | null },
  balance: string,
): PlaceholderValues => ({
  'company.name': company,
  'customer.name': recipient.name,
  'customer.code': recipient.code,
  'statement.from': range.from ?? '',
  'statement.to': range.to ?? '',
  'statement.balance': balance,
  'statement.currency': 'TRY',
});

/** The preview's values: the statement of the company's newest account with a move; null when it has none. */
export async function newestStatementValues(q: Queryable, companyId: number): Promise<{ values: PlaceholderValues; source: string } | null> {
  const r = await q.query<{ id: number }>(`select account_id as id from account_moves order by id desc limit 1`);
  const id = r.rows[0]?.id;
  const recipient = id === undefined ? undefined : await accountRecipientOf(q, id);
  const statement = id === undefined ? null : await accountStatement(q, id, undefined, undefined);
  if (!recipient || !statement) return null;
  return { values: statementValues(await companyNameOf(q, companyId), recipient, { from: null, to: null }, statement.closing), source: recipient.name };
}
