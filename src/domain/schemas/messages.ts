import { z } from 'zod';
import { MESSAGE_EVENTS, MESSAGE_LANGUAGES } from '../messages/events';
import { recordIdNumber } from './fields';

const text = (max: number) =>
  z
    .string({ message: 'validation.invalid' })
    .trim()
    .max(max, { message: `validation.maxLength|${max}` });
const emailOrBlank = text(254).refine((v) => v === '' || z.email().safeParse(v).success, { message: 'validation.email' });

export const MESSAGE_STATES = ['queued', 'sent', 'failed', 'bounced'] as const;
export const EMAIL_CONNECTIONS = ['sandbox', 'server'] as const;
export const SMS_CONNECTIONS = ['sandbox', 'provider'] as const;
export const SMS_PROVIDERS = ['netgsm'] as const;

export const messageEventParam = z.enum(MESSAGE_EVENTS, { message: 'validation.invalid' });
export const messageLanguageParam = z.enum(MESSAGE_LANGUAGES, { message: 'validation.invalid' });

/**
 * PUT /api/messages/settings (admins and managers, /mesaj/ayar): e-mail through the sandbox SMTP server beside the
 * server or the company's own SMTP server; SMS through the sandbox or the provider. Passwords are written only:
 * absent keeps them, "" clears them.
 */
export const messageSettingsBody = z.strictObject({
  version: z.number({ message: 'validation.invalid' }).int().min(1).max(2_147_483_647),
  emailConnection: z.enum(EMAIL_CONNECTIONS, { message: 'validation.invalid' }),
  smtpHost: text(200),
  smtpPort: z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(1, { message: 'validation.invalid' })
    .max(65535, { message: 'validation.invalid' }),
  smtpSecure: z.boolean({ message: 'validation.invalid' }),
  smtpUser: text(200),
  smtpPassword: text(200).optional(),
  senderName: text(200),
  senderAddress: emailOrBlank,
  smsConnection: z.enum(SMS_CONNECTIONS, { message: 'validation.invalid' }),
  smsProvider: z.enum(SMS_PROVIDERS, { message: 'validation.invalid' }),
  smsUser: text(100),
  smsPassword: text(200).optional(),
  smsSender: text(11),
});
export type MessageSettingsBody = z.infer<typeof messageSettingsBody>;

export const messageSettingsSchema = messageSettingsBody.omit({ smtpPassword: true, smsPassword: true }).extend({
  smtpPasswordSet: z.boolean(),
  smsPasswordSet: z.boolean(),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/** POST /api/messages/settings/test: a test message on one channel to an address or phone, sent now. */
export const testMessageBody = z.strictObject({
  channel: z.enum(['email', 'sms'], { message: 'validation.invalid' }),
  to: text(254).min(1, { message: 'validation.required' }),
  language: messageLanguageParam.optional(),
});
/** Its answer: sent, or the server's error (`error`, as the server said it) with a message key in the user's language. */
export const testMessageSchema = z.object({ sent: z.boolean(), error: z.string().nullable() });

/** PUT /api/messages/templates/:event/:language; a placeholder the event does not offer is a 422 naming it. */
export const templateBody = z.strictObject({
  subject: text(300),
  body: text(20_000).min(1, { message: 'validation.required' }),
});

export const templateSchema = z.object({
  event: messageEventParam,
  language: messageLanguageParam,
  subject: z.string(),
  body: z.string(),
  custom: z.boolean(),
});
export type MessageTemplateJson = z.infer<typeof templateSchema>;

/** GET /api/messages/templates: every event's templates and the placeholders it offers. */
export const templateListSchema = z.object({
  events: z.array(z.object({ event: messageEventParam, placeholders: z.array(z.string()) })),
  items: z.array(templateSchema),
});

/** POST /api/messages/templates/:event/:language/preview: the (unsaved) template rendered with the company's newest data. */
export const previewSchema = z.object({ subject: z.string(), body: z.string(), source: z.string().nullable() });

export const messageSchema = z.object({
  id: z.number(),
  event: messageEventParam,
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  recipientName: z.string(),
  language: messageLanguageParam,
  subject: z.string(),
  body: z.string(),
  attachments: z.array(z.string()),
  state: z.enum(MESSAGE_STATES),
  reason: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MessageJson = z.infer<typeof messageSchema>;

/** POST /api/messages/:id/resend asks nothing but the path. */
export const resendBody = z.strictObject({});

/** POST /api/messages/statement: an account's statement e-mailed; `requestId` makes a repeated request one message. */
export const statementMessageBody = z.strictObject({
  accountId: recordIdNumber(),
  from: z.iso.date({ message: 'validation.date' }).nullable().optional(),
  to: z.iso.date({ message: 'validation.date' }).nullable().optional(),
  requestId: z.string({ message: 'validation.required' }).regex(/^[A-Za-z0-9-]{8,64}$/, { message: 'validation.invalid' }),
});

/** What the sandbox SMTP server caught (GET /api/messages/mailbox, the demo's mailbox). */
export const caughtMailSchema = z.object({
  id: z.number(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  date: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;
