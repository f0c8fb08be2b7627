import { Hono } from 'hono';
import { EVENT_PLACEHOLDERS, MESSAGE_EVENTS, MESSAGE_LANGUAGES, renderTemplate, unknownPlaceholders, type MessageEvent } from '../../domain/messages/events';
import { MESSAGE_READ_ROLES, MESSAGE_SEND_ROLES, MESSAGE_SETTINGS_WRITE_ROLES } from '../../domain/roles';
import {
  MESSAGE_STATES,
  messageEventParam,
  messageLanguageParam,
  messageSettingsBody,
  resendBody,
  statementMessageBody,
  templateBody,
  testMessageBody,
  type MessageJson,
  type MessageSettings,
} from '../../domain/schemas/messages';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { caughtMail } from './mailbox';
import { findMessage, listMessages, requeueMessage, type MessageRow } from './outbox-queries';
import { previewOf } from './preview';
import { sendMessage, type MessageOptions } from './sending';
import { findMessageSettings, saveMessageSettings, type MessageSettingsRow } from './settings-queries';
import { queueStatement } from './sources/statement';
import { removeTemplate, saveTemplate, templatesOf } from './template-queries';
import { sendTestMessage } from './test-message';

/** The settings as the API gives them: the passwords never, only whether one is set. */
const settingsJson = (r: MessageSettingsRow): MessageSettings => ({
  version: r.version,
  emailConnection: r.email_connection,
  smtpHost: r.smtp_host,
  smtpPort: r.smtp_port,
  smtpSecure: r.smtp_secure,
  smtpUser: r.smtp_user,
  smtpPasswordSet: r.smtp_password !== '',
  senderName: r.sender_name,
  senderAddress: r.sender_address,
  smsConnection: r.sms_connection,
  smsProvider: r.sms_provider,
  smsUser: r.sms_user,
  smsPasswordSet: r.sms_password !== '',
  smsSender: r.sms_sender,
});

/** A password reset's link is its user's alone: the list shows the message without its token. */
const shownBody = (r: MessageRow) => (r.event === 'passwordReset' ? r.body.replace(/token=[\w-]+/g, 'token=…') : r.body);

export const messageJson = (r: MessageRow): MessageJson => ({
  id: r.id,
  event: r.event,
  channel: r.channel,
  recipient: r.recipient,
  recipientName: r.recipient_name,
  language: r.language,
  subject: r.subject,
  body: shownBody(r),
  attachments: r.attachments.map((a) => a.kind),
  state: r.state,
  reason: r.reason,
  attempts: r.attempts,
  createdAt: new Date(r.created_at).toISOString(),
  sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
});

const eventOf = (raw: string | undefined): MessageEvent => {
  const parsed = messageEventParam.safeParse(raw);
  if (!parsed.success) throw fail('NF10004');
  return parsed.data;
};
const languageOf = (raw: string | undefined) => {
  const parsed = messageLanguageParam.safeParse(raw);
  if (!parsed.success) throw fail('NF10004');
  return parsed.data;
};

/** A template naming a placeholder its event does not offer is refused, each such placeholder named. */
function checkPlaceholders(event: MessageEvent, t: { subject: string; body: string }) {
  const errors: Record<string, { key: string; values: Record<string, string> }[]> = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(event, t[field]);
    if (unknown.length) errors[field] = unknown.map((p) => ({ key: 'validation.unknownPlaceholder', values: { placeholder: `{{${p}}}` } }));
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * Messages (issue #33): GET/PUT /api/messages/settings and POST /settings/test (/mesaj/ayar); GET
 * /api/messages/templates, PUT/DELETE /templates/:event/:language and POST …/preview (/mesaj/template); GET
 * /api/messages?state=&event=&q= and POST /:id/resend (/mesaj/list); POST /api/messages/statement; GET
 * /api/messages/mailbox (what the sandbox SMTP server caught of the company's mail).
 */
export function messageRoutes(o: MessageOptions) {
  const app = new Hono<AppEnv>();
  const mayRead = requireRole(...MESSAGE_READ_ROLES);
  const maySend = requireRole(...MESSAGE_SEND_ROLES);
  const mayWrite = requireRole(...MESSAGE_SETTINGS_WRITE_ROLES);

  app.get('/messages/settings', mayRead, async (c) => {
    const row = await c.var.db.company(c.var.auth.companyId, (q) => findMessageSettings(q));
    return c.json({ response: settingsJson(row) });
  });

  app.put('/messages/settings', mayWrite, async (c) => {
    const body = await parseBody(c, messageSettingsBody);
    const { companyId } = c.var.auth;
    const saved = await c.var.db.company(companyId, async (q) => {
      if (body.emailConnection === 'server' && !body.smtpHost) throw invalid({ smtpHost: [{ key: 'validation.required' }] });
      const row = await saveMessageSettings(q, companyId, body.version, {
        email_connection: body.emailConnection,
        smtp_host: body.smtpHost,
        smtp_port: body.smtpPort,
        smtp_secure: body.smtpSecure,
        smtp_user: body.smtpUser,
        smtp_password: body.smtpPassword,
        sender_name: body.senderName,
        sender_address: body.senderAddress,
        sms_connection: body.smsConnection,
        sms_provider: body.smsProvider,
        sms_user: body.smsUser,
        sms_password: body.smsPassword,
        sms_sender: body.smsSender,
      });
      if (!row) throw fail('MS10001');
      return settingsJson(row);
    });
    return c.json({ response: saved });
  });

  app.post('/messages/settings/test', mayWrite, async (c) => {
    const body = await parseBody(c, testMessageBody);
    return c.json({ response: await sendTestMessage(c.var.db, c.var.auth.companyId, body, o) });
  });

  app.get('/messages/templates', mayRead, async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, (q) => templatesOf(q, MESSAGE_EVENTS, MESSAGE_LANGUAGES));
    return c.json({ response: { events: MESSAGE_EVENTS.map((event) => ({ event, placeholders: [...EVENT_PLACEHOLDERS[event]] })), items } });
  });

  app.put('/messages/templates/:event/:language', mayWrite, async (c) => {
    const event = eventOf(c.req.param('event'));
    const language = languageOf(c.req.param('language'));
    const body = await parseBody(c, templateBody);
    checkPlaceholders(event, body);
    const { companyId } = c.var.auth;
    await c.var.db.company(companyId, (q) => saveTemplate(q, companyId, event, language, body));
    return c.json({ response: { event, language, ...body, custom: true } });
  });

  app.delete('/messages/templates/:event/:language', mayWrite, async (c) => {
    const event = eventOf(c.req.param('event'));
    const language = languageOf(c.req.param('language'));
    const items = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await removeTemplate(q, event, language);
      return templatesOf(q, [event], [language]);
    });
    return c.json({ response: items[0] });
  });

  // the template as written (saved or not), rendered with the company's newest matching data
  app.post('/messages/templates/:event/:language/preview', mayRead, async (c) => {
    const event = eventOf(c.req.param('event'));
    languageOf(c.req.param('language'));
    const body = await parseBody(c, templateBody);
    checkPlaceholders(event, body);
    const { companyId } = c.var.auth;
    const data = await c.var.db.company(companyId, (q) => previewOf(q, companyId, event));
    return c.json({ response: { subject: renderTemplate(body.subject, data.values), body: renderTemplate(body.body, data.values), source: data.source } });
  });

  app.get('/messages', mayRead, async (c) => {
    const state = c.req.query('state');
    const event = c.req.query('event');
    const filter = {
      state: (MESSAGE_STATES as readonly string[]).includes(state ?? '') ? (state as (typeof MESSAGE_STATES)[number]) : null,
      event: (MESSAGE_EVENTS as readonly string[]).includes(event ?? '') ? (event as MessageEvent) : null,
      q: c.req.query('q')?.trim().slice(0, 100) || null,
    };
    const rows = await c.var.db.company(c.var.auth.companyId, (q) => listMessages(q, filter, 500));
    return c.json({ response: { items: rows.map(messageJson) } });
  });

  app.get('/messages/mailbox', mayRead, async (c) => {
    return c.json({ response: { items: await caughtMail(o, c.var.auth.companyId) } });
  });

  app.get('/messages/:id', mayRead, async (c) => {
    const id = idParam(c);
    const row = await c.var.db.company(c.var.auth.companyId, (q) => findMessage(q, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: messageJson(row) });
  });

  // a failed or bounced message queued again and tried now
  app.post('/messages/:id/resend', maySend, async (c) => {
    const id = idParam(c);
    await parseBody(c, resendBody);
    const { companyId } = c.var.auth;
    await c.var.db.company(companyId, async (q) => {
      if (!(await findMessage(q, id))) throw fail('NF10004');
      if (!(await requeueMessage(q, id))) throw fail('MS10004');
    });
    const row = await sendMessage(c.var.db, companyId, id, o);
    return c.json({ response: messageJson(row!) });
  });

  app.post('/messages/statement', maySend, async (c) => {
    const body = await parseBody(c, statementMessageBody);
    const { companyId } = c.var.auth;
    const rows = await c.var.db.company(companyId, async (q) =>
      queueStatement(q, companyId, {
        accountId: body.accountId,
        from: body.from ?? null,
        to: body.to ?? null,
        requestId: body.requestId,
        sms: false,
      }),
    );
    return c.json({ response: { items: rows.map(messageJson) } }, 201);
  });
  return app;
}
