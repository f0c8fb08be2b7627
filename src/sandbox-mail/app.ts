import { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The sandbox SMTP server: takes every e-mail the app sends through it (no TLS, any or no log-in) and keeps it in
 * memory, read back with mailparser, for the demo's mailbox and the tests. A recipient whose address starts with
 * `bounce` is refused at RCPT TO with a 550 (the message bounces). Its HTTP admin: GET /admin/messages (what it caught,
 * attachments without their content), GET /admin/messages/:id (one, attachments' content in base64), DELETE
 * /admin/messages (forget all), POST /admin/faults {refuse, refuseCode, drop, onlyTo, delayMs}: refuse the next
 * `refuse` messages with `refuseCode` (a 4xx: try again later; a 5xx: for good), drop the connection on the next
 * `drop` messages (both only of messages to an address holding `onlyTo`), answer each message `delayMs` late.
 */
export interface CaughtAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: string;
}
export interface Caught {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  date: string;
  headers: Record<string, string>;
  attachments: CaughtAttachment[];
}

export interface MailFaults {
  refuse: number;
  refuseCode: number;
  /** only messages to a recipient whose address holds this are refused or dropped ("" any) */
  onlyTo: string;
  drop: number;
  delayMs: number;
}
const NO_FAULTS: MailFaults = { refuse: 0, refuseCode: 451, onlyTo: '', drop: 0, delayMs: 0 };
const count = (v: unknown, max: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max ? v : 0);

const addressList = (a: unknown): string[] => {
  const list = Array.isArray(a) ? a : a ? [a] : [];
  return list.flatMap((x: { value?: { address?: string }[] }) => (x.value ?? []).map((v) => v.address ?? '')).filter(Boolean);
};

export function mailSandbox() {
  const caught: Caught[] = [];
  let faults: MailFaults = { ...NO_FAULTS };
  let nextId = 1;

  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    banner: 'Defter sandbox SMTP',
    size: 25 * 1024 * 1024,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sandbox' }),
    onRcptTo: (address, _session, callback) => {
      if (/^bounce/i.test(address.address)) {
        const e = Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 });
        return callback(e);
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void (async () => {
          if (faults.delayMs) await new Promise((r) => setTimeout(r, faults.delayMs));
          const aimed = session.envelope.rcptTo.some((r) => r.address.includes(faults.onlyTo));
          if (faults.drop > 0 && aimed) {
            faults.drop -= 1;
            // the message is lost with the connection: the client hears nothing
            for (const conn of (smtp as unknown as { connections: Set<{ id: string; _socket: { destroy(): void } }> }).connections)
              if (conn.id === session.id) conn._socket.destroy();
            return;
          }
          if (faults.refuse > 0 && aimed) {
            faults.refuse -= 1;
            const code = faults.refuseCode;
            return callback(Object.assign(new Error(`${code >= 500 ? '5.7.1 refused by the sandbox' : '4.3.2 try again later'}`), { responseCode: code }));
          }
          try {
            const parsed = await simpleParser(Buffer.concat(chunks));
            const headers: Record<string, string> = {};
            for (const [k, v] of parsed.headers) if (typeof v === 'string') headers[k] = v;
            caught.push({
              id: nextId++,
              from: addressList(parsed.from)[0] ?? session.envelope.mailFrom?.toString() ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              date: new Date().toISOString(),
              headers,
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                size: a.size,
                content: a.content.toString('base64'),
              })),
            });
            callback();
          } catch (e) {
            callback(e instanceof Error ? e : new Error(String(e)));
          }
        })();
      });
    },
  });

  const admin = new Hono();
  admin.get('/admin/messages', (c) => c.json(caught.map(({ attachments, ...m }) => ({ ...m, attachments: attachments.map(({ content: _c, ...a }) => a) }))));
  admin.get('/admin/messages/:id', (c) => {
    const m = caught.find((x) => String(x.id) === c.req.param('id'));
    return m ? c.json(m) : c.json({ error: 'not found' }, 404);
  });
  admin.delete('/admin/messages', (c) => {
    caught.length = 0;
    return c.json({ ok: true });
  });
  admin.post('/admin/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const code = count(body.refuseCode, 599);
    faults = {
      refuse: count(body.refuse, 1000),
      refuseCode: code >= 400 ? code : 451,
      onlyTo: typeof body.onlyTo === 'string' ? body.onlyTo : '',
      drop: count(body.drop, 1000),
      delayMs: count(body.delayMs, 60_000),
    };
    return c.json(faults);
  });
  return { smtp, admin };
}
