import { renderTemplate, type MessageLanguage } from '../../domain/messages/events';
import type { Database } from '../db/database';
import { sendMail } from './mailer';
import { companyNameOf } from './recipients';
import type { MessageOptions } from './sending';
import { findMessageSettings } from './settings-queries';
import { smsProviderOf } from './sms';
import { templateOf } from './template-queries';

/**
 * /mesaj/ayar's test message, sent now with the saved settings (not through the outbox): whether it went, or what
 * the server or provider said.
 */
export async function sendTestMessage(
  db: Database,
  companyId: number,
  o: { channel: 'email' | 'sms'; to: string; language?: MessageLanguage | undefined },
  options: MessageOptions,
): Promise<{ sent: boolean; error: string | null }> {
  const { settings, company, template } = await db.company(companyId, async (q) => ({
    settings: await findMessageSettings(q),
    company: await companyNameOf(q, companyId),
    template: await templateOf(q, 'test', o.language ?? 'tr'),
  }));
  const values = { 'company.name': company };
  const subject = renderTemplate(template.subject, values);
  const body = renderTemplate(template.body, values);
  try {
    if (o.channel === 'email') await sendMail(settings, options.smtpUrl, company, { to: o.to, toName: '', subject, text: body, attachments: [], companyId });
    else await smsProviderOf(settings, options.smsUrl).send(o.to, `${subject}\n${body}`);
    return { sent: true, error: null };
  } catch (e) {
    return { sent: false, error: e instanceof Error ? e.message : String(e) };
  }
}
