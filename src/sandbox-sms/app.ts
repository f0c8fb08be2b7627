import { Hono } from 'hono';

/**
 * The sandbox SMS provider: speaks Netgsm's HTTP GET API (`/sms/send/get`, what src/server/messages/sms.ts sends),
 * takes any user name and password, and keeps what it was sent in memory. It answers `00 <id>` when it takes an SMS,
 * `70` when a parameter is missing, `20` for an empty or too long text (more than 6 parts of 153 characters). Its
 * admin: GET /admin/messages, DELETE /admin/messages, POST /admin/faults {refuse, code}: the next `refuse` sends get
 * the answer `code` (e.g. "30", "80").
 */
export interface SandboxSms {
  id: string;
  to: string;
  from: string;
  text: string;
  date: string;
}

export function smsSandboxApp() {
  const sent: SandboxSms[] = [];
  let faults = { refuse: 0, code: '30' };
  let nextId = Date.now() % 1_000_000_000;
  const app = new Hono();

  app.get('/sms/send/get', (c) => {
    const q = (name: string) => c.req.query(name) ?? '';
    if (!q('usercode') || !q('password') || !/^5\d{9}$/.test(q('gsmno')) || !q('msgheader')) return c.text('70');
    if (!q('message') || q('message').length > 6 * 153) return c.text('20');
    if (faults.refuse > 0) {
      faults.refuse -= 1;
      return c.text(faults.code);
    }
    const id = String(nextId++);
    sent.push({ id, to: q('gsmno'), from: q('msgheader'), text: q('message'), date: new Date().toISOString() });
    return c.text(`00 ${id}`);
  });

  app.get('/admin/messages', (c) => c.json(sent));
  app.delete('/admin/messages', (c) => {
    sent.length = 0;
    return c.json({ ok: true });
  });
  app.post('/admin/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    faults = {
      refuse: typeof body.refuse === 'number' && Number.isInteger(body.refuse) && body.refuse >= 0 ? Math.min(body.refuse, 1000) : 0,
      code: typeof body.code === 'string' && /^\d{2}$/.test(body.code) ? body.code : '30',
    };
    return c.json(faults);
  });
  return app;
}
