import type { Database } from '../db/database';
import { attachmentFiles } from './attachments';
import { MailError, sendMail } from './mailer';
import { claimMessage, findMessage, settleMessage, type MessageRow } from './outbox-queries';
import { companyNameOf } from './recipients';
import { findMessageSettings } from './settings-queries';
import { SmsError, smsProviderOf } from './sms';

export interface MessageOptions {
  /** the sandbox SMTP server beside the server (SMTP_URL), smtp://host:port */
  smtpUrl: string | null;
  /** its HTTP admin (SMTP_ADMIN_URL): the demo's mailbox page reads what it caught */
  smtpAdminUrl: string | null;
  /** the sandbox SMS provider beside the server (SMS_URL) */
  smsUrl: string | null;
  /** how long after a transient failure a message is tried again, in ms */
  retryMs: number;
}

/** A message is tried this many times before it is failed for good. */
export const MAX_ATTEMPTS = 5;
/** How long one sender talks to the server about a message before another may. */
const CLAIM_MS = 60_000;

/**
 * Sends one queued message, exactly once as far as we can tell: it is claimed first (so two senders never both send
 * it), then sent, then settled: sent; failed or bounced for good (a 5xx, a refused recipient); or queued again after
 * `retryMs` (a 4xx, no connection) until MAX_ATTEMPTS.
 */
export async function sendMessage(db: Database, companyId: number, id: number, o: MessageOptions): Promise<MessageRow | undefined> {
  const prep = await db.company(companyId, async (q) => {
    const row = await claimMessage(q, id, CLAIM_MS);
    if (!row) return undefined;
    try {
      return {
        row,
        settings: await findMessageSettings(q),
        company: await companyNameOf(q, companyId),
        files: await attachmentFiles(q, row.attachments, row.language),
      };
    } catch (e) {
      return { row, error: e instanceof Error ? e.message : String(e) };
    }
  });
  if (!prep) return db.company(companyId, (q) => findMessage(q, id));
  const { row } = prep;
  let outcome: { state: 'sent' | 'failed' | 'bounced' | 'queued'; reason: string | null };
  // the files are made outside the transaction: nothing waits on the database while an invoice's PDF is drawn
  const made =
    'error' in prep
      ? { error: prep.error ?? 'unknown' }
      : await prep.files().then(
          (files) => ({ files }),
          (e: unknown) => ({ error: e instanceof Error ? e.message : String(e) }),
        );
  if ('error' in made || 'error' in prep) outcome = { state: 'failed', reason: 'error' in made ? made.error : 'unknown' };
  else
    try {
      if (row.channel === 'email')
        await sendMail(prep.settings, o.smtpUrl, prep.company, {
          to: row.recipient,
          toName: row.recipient_name,
          subject: row.subject,
          text: row.body,
          attachments: made.files,
          companyId,
        });
      else await smsProviderOf(prep.settings, o.smsUrl).send(row.recipient, row.body);
      outcome = { state: 'sent', reason: null };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const transient = (e instanceof MailError || e instanceof SmsError) && e.transient;
      const bounced = e instanceof MailError && e.bounced;
      outcome = transient && row.attempts < MAX_ATTEMPTS ? { state: 'queued', reason: message } : { state: bounced ? 'bounced' : 'failed', reason: message };
    }
  return db.company(companyId, async (q) => {
    await settleMessage(q, id, outcome.state, outcome.reason, outcome.state === 'queued' ? o.retryMs : 0);
    return findMessage(q, id);
  });
}
