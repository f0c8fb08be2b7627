import type { CaughtMail } from '../../domain/schemas/messages';
import { fail } from '../http/errors';
import { COMPANY_HEADER } from './mailer';
import type { MessageOptions } from './sending';

/**
 * What the sandbox SMTP server beside the server caught of the company's mail (the demo's mailbox): the sandbox is
 * shared by every company of the server, so only the mail this company sent (its header) is shown.
 */
export async function caughtMail(o: MessageOptions, companyId: number): Promise<CaughtMail[]> {
  if (!o.smtpAdminUrl) throw fail('MS10003');
  let items: (CaughtMail & { headers: Record<string, string> })[];
  try {
    const r = await fetch(`${o.smtpAdminUrl}/admin/messages`, { signal: AbortSignal.timeout(10_000) });
    items = (await r.json()) as typeof items;
  } catch {
    throw fail('MS10003');
  }
  return items
    .filter((m) => m.headers[COMPANY_HEADER] === String(companyId))
    .map(({ id, from, to, subject, text, date, attachments }) => ({
      id,
      from,
      to,
      subject,
      text,
      date,
      attachments: attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    }));
}
