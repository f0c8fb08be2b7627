import type { MessageEvent, MessageLanguage } from '../../domain/messages/events';
import type { MessageChannel } from '../../domain/messages/consent';
import type { Queryable } from '../db/database';

/** What a message attaches, by reference: the file is made when the message is sent (attachments.ts). */
export type AttachmentRef = { kind: 'statement'; accountId: number; from: string | null; to: string | null } | { kind: 'invoice'; documentId: number };

export type MessageState = 'queued' | 'sent' | 'failed' | 'bounced';

/** The SQL of the outbox (migration messages). */
export interface MessageRow {
  id: number;
  company_id: number;
  event: MessageEvent;
  channel: MessageChannel;
  source_key: string;
  recipient: string;
  recipient_name: string;
  language: MessageLanguage;
  subject: string;
  body: string;
  attachments: AttachmentRef[];
  state: MessageState;
  reason: string | null;
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
}

const COLUMNS = `id, company_id, event, channel, source_key, recipient, recipient_name, language, subject, body, attachments, state, reason, attempts,
  created_at, sent_at`;

export type NewMessage = Omit<MessageRow, 'id' | 'company_id' | 'state' | 'reason' | 'attempts' | 'created_at' | 'sent_at'>;

/**
 * Puts a message in the outbox unless its event made one for the same source already; the message either way, `fresh`
 * when this call wrote it (rounds running at once each find the message, only one of them made it).
 */
export async function enqueueMessage(q: Queryable, companyId: number, m: NewMessage): Promise<MessageRow & { fresh: boolean }> {
  const inserted = await q.query(
    `insert into messages (company_id, event, channel, source_key, recipient, recipient_name, language, subject, body, attachments)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) on conflict (company_id, event, channel, source_key) do nothing returning id`,
    [companyId, m.event, m.channel, m.source_key, m.recipient, m.recipient_name, m.language, m.subject, m.body, JSON.stringify(m.attachments)],
  );
  const r = await q.query<MessageRow>(`select ${COLUMNS} from messages where event = $1 and channel = $2 and source_key = $3`, [
    m.event,
    m.channel,
    m.source_key,
  ]);
  return { ...r.rows[0]!, fresh: inserted.rowCount > 0 };
}

export async function findMessage(q: Queryable, id: number): Promise<MessageRow | undefined> {
  return (await q.query<MessageRow>(`select ${COLUMNS} from messages where id = $1`, [id])).rows[0];
}

export interface MessageFilter {
  state: MessageState | null;
  event: MessageEvent | null;
  q: string | null;
}

export async function listMessages(q: Queryable, f: MessageFilter, limit: number): Promise<MessageRow[]> {
  const r = await q.query<MessageRow>(
    `select ${COLUMNS} from messages
      where ($1::text is null or state = $1) and ($2::text is null or event = $2)
        and ($3::text is null or recipient ilike '%' || $3 || '%' or recipient_name ilike '%' || $3 || '%' or subject ilike '%' || $3 || '%')
      order by id desc limit $4`,
    [f.state, f.event, f.q, limit],
  );
  return r.rows;
}

/** The queued messages due, of every company (the background round). */
export async function dueMessages(q: Queryable, limit: number): Promise<{ company_id: number; id: number }[]> {
  const r = await q.query<{ company_id: number; id: number }>(
    `select company_id, id from messages
      where state = 'queued' and next_try_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_try_at, id limit $1`,
    [limit],
  );
  return r.rows;
}

/** Claims a queued message for `ms` and counts the attempt; undefined when it is not queued or someone holds it. */
export async function claimMessage(q: Queryable, id: number, ms: number): Promise<MessageRow | undefined> {
  const r = await q.query<MessageRow>(
    `update messages set claimed_until = now() + $2::integer * interval '1 millisecond', attempts = attempts + 1
      where id = $1 and state = 'queued' and (claimed_until is null or claimed_until < now()) returning ${COLUMNS}`,
    [id, Math.round(ms)],
  );
  return r.rows[0];
}

/** Records what sending came to: sent, failed or bounced for good, or queued again after `retryMs` with the reason. */
export async function settleMessage(q: Queryable, id: number, state: MessageState, reason: string | null, retryMs = 0): Promise<void> {
  await q.query(
    `update messages set state = $2, reason = $3, claimed_until = null, next_try_at = now() + $4::integer * interval '1 millisecond',
            sent_at = case when $2 = 'sent' then now() else sent_at end
      where id = $1`,
    [id, state, reason, Math.round(retryMs)],
  );
}

/** A failed or bounced message queued again (resend from /mesaj/list); false when it is not failed or bounced. */
export async function requeueMessage(q: Queryable, id: number): Promise<boolean> {
  const r = await q.query(
    `update messages set state = 'queued', reason = null, attempts = 0, next_try_at = now(), claimed_until = null
      where id = $1 and state in ('failed', 'bounced')`,
    [id],
  );
  return (r.rowCount ?? 0) > 0;
}
