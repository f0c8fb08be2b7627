import nodemailer from 'nodemailer';
import type { MessageSettingsRow } from './settings-queries';

export interface OutgoingMail {
  to: string;
  toName: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: string | Buffer; contentType: string }[];
  /** the company that sends it, in COMPANY_HEADER (the shared sandbox's mailbox shows each company its own) */
  companyId: number;
}

export const COMPANY_HEADER = 'x-defter-company';

/** Why an e-mail did not go: `transient` ones (a 4xx, no connection) are tried again, the others are not. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    /** the server refused the recipient (a 5xx at RCPT TO): the message bounced */
    readonly bounced = false,
  ) {
    super(message);
  }
}

const SOCKET_MS = 15_000;

/** The transport a company's settings name: the sandbox SMTP server beside the server (SMTP_URL), or its own server. */
function transportOf(s: MessageSettingsRow, sandboxUrl: string | null) {
  if (s.email_connection === 'sandbox') {
    if (!sandboxUrl) throw new MailError('no sandbox SMTP server runs beside this server (SMTP_URL)', false);
    const u = new URL(sandboxUrl);
    return nodemailer.createTransport({ host: u.hostname, port: Number(u.port), secure: false, ignoreTLS: true, socketTimeout: SOCKET_MS });
  }
  if (!s.smtp_host) throw new MailError('the SMTP server is not set', false);
  return nodemailer.createTransport({
    host: s.smtp_host,
    port: s.smtp_port,
    secure: s.smtp_secure,
    ...(s.smtp_user ? { auth: { user: s.smtp_user, pass: s.smtp_password } } : {}),
    connectionTimeout: SOCKET_MS,
    socketTimeout: SOCKET_MS,
  });
}

/** Sends one e-mail; a MailError says why not. */
export async function sendMail(s: MessageSettingsRow, sandboxUrl: string | null, companyName: string, mail: OutgoingMail): Promise<void> {
  const transport = transportOf(s, sandboxUrl);
  const address = s.sender_address || 'defter@localhost';
  try {
    await transport.sendMail({
      from: { name: s.sender_name || companyName, address },
      to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments,
      headers: { [COMPANY_HEADER]: String(mail.companyId) },
    });
  } catch (e) {
    const err = e as { message?: string; responseCode?: number; code?: string; command?: string };
    const message = (err.message ?? String(e)).slice(0, 500);
    const status = err.responseCode ?? 0;
    if (status >= 500) throw new MailError(message, false, err.code === 'EENVELOPE' && err.command === 'RCPT TO');
    throw new MailError(message, true);
  } finally {
    transport.close();
  }
}
