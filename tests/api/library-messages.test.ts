import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '../../src/domain/clock/clock';
import { messageSchema, type MessageJson } from '../../src/domain/schemas/messages';
import { overdueRound } from '../../src/server/messages/sources/overdue';
import { startSandboxMail, startSandboxSms, type CaughtMail } from '../support/sandbox-mail';
import { until } from '../support/until';
import { call, login } from './client';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { startOwnServer } from './own-server';

/**
 * The library's messages (issue #33): a hold ready on the shelf tells its member once, an overdue loan gets a notice
 * once per notice step (the first day late, a week late…), each in the member's language, by e-mail or by SMS when the
 * member has only a phone, never on a channel the member opted out of; read back from the sandbox SMTP server and SMS
 * provider. The background rounds run every 100 ms; nothing here sleeps.
 */
type Server = Awaited<ReturnType<typeof startOwnServer>>;
let mail: Awaited<ReturnType<typeof startSandboxMail>>;
let sms: Awaited<ReturnType<typeof startSandboxSms>>;
let server: Server;
let admin: string;
const RUN = `LM${Date.now().toString(36)}`;

const api = (method: string, path: string, body?: unknown) => call(method, path, { token: admin, body, base: server.baseUrl });
const caller = (method: string, path: string, opts: { token?: string; body?: unknown }) => call(method, path, { ...opts, base: server.baseUrl });
const pause = () => call('GET', 'health', { base: server.baseUrl });
const inDays = (n: number) => addDays(businessDay(new Date()), n);
const messages = async (query: string): Promise<MessageJson[]> => {
  const r = await api('GET', `messages${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response.items.map((m: unknown) => messageSchema.parse(m));
};
const caughtFor = async (address: string): Promise<CaughtMail[]> => (await mail.caught()).filter((m) => m.to.includes(address));
const settled = (what: string, read: () => Promise<MessageJson[]>, n = 1) =>
  until(what, read, (ms) => ms.length >= n && ms.every((m) => m.state !== 'queued'), pause, 15_000);
const member = (name: string, extra: Record<string, unknown>) => newLibraryMember(admin, { name: `${RUN} ${name}`, ...extra }, caller);
const copy = () => newLibraryCopy(admin, {}, caller);
const lend = (memberId: number, copyId: number, dueIn: number) =>
  api('POST', 'documents', { type: 'loan', event: 'LEND', memberId, copyId, date: inDays(Math.min(dueIn, 0) - 14), dueDate: inDays(dueIn) });

beforeAll(async () => {
  [mail, sms] = await Promise.all([startSandboxMail(), startSandboxSms()]);
  server = await startOwnServer({ smtpUrl: mail.url, smtpAdminUrl: mail.adminUrl, smsUrl: sms.url, messagesPollMs: 100, messagesRetryMs: 50, keepData: false });
  admin = await login('admin@demo.test', undefined, server.baseUrl);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await Promise.all([mail?.stop(), sms?.stop()]);
  if (server?.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
});

describe('the member’s language', () => {
  it('is kept on the member’s card, Turkish unless set, and refused naming the field when it is not one of the five', async () => {
    const plain = await member('Dilsiz', {});
    expect((await api('GET', `library/members/${plain.id}`)).body.response.language).toBe('tr');
    const french = await member('Français', { language: 'fr' });
    expect((await api('GET', `library/members/${french.id}`)).body.response.language).toBe('fr');
    const bad = await api('POST', 'library/members', { cardNumber: `${RUN}-X`, name: 'X', category: 'member', language: 'xx' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['language']);
  });
});

describe('the hold ready message', () => {
  it('tells the member once, in their language, by e-mail, or by SMS with only a phone; never a member who opted out', async () => {
    const email = `${RUN}-reader@example.com`;
    const english = await member('Reader', { email, language: 'en' });
    const phoneOnly = await member('Telefon', { phone: '0532 987 65 43' });
    const no = `${RUN}-hayir@example.com`;
    const optedOut = await member('Hayır', { email: no, emailConsent: false });
    const borrower = await member('Okur', {});
    for (const holder of [english, phoneOnly, optedOut]) {
      const c = await copy();
      expect((await lend(borrower.id, c.id, 7)).status).toBe(201);
      expect((await api('POST', 'library/holds', { memberId: holder.id, productId: c.productId })).status).toBe(201);
      const back = await api('POST', 'library/return', { barcode: c.barcode });
      expect(back.body.response.holdFor, JSON.stringify(back.body)).toMatchObject({ memberId: holder.id, status: 'ready' });
    }
    const [sent, text] = await Promise.all([
      settled('the e-mail', () => messages(`?event=holdReady&q=${encodeURIComponent(email)}`)),
      settled('the SMS', () => messages(`?event=holdReady&q=5329876543`)),
    ]);
    expect(sent).toMatchObject([{ channel: 'email', language: 'en', state: 'sent' }]);
    expect(text).toMatchObject([{ channel: 'sms', language: 'tr', state: 'sent' }]);
    const [caught] = await caughtFor(email);
    expect(caught?.subject).toMatch(/: the book you reserved is ready$/);
    expect(caught?.text).toContain(`Dear ${RUN} Reader,`);
    expect(caught?.text).toContain(`by ${inDays(7)}`);
    expect((await sms.sent()).filter((s) => s.to === '5329876543').map((s) => s.text)).toEqual([expect.stringContaining('ayırttığınız kitap hazır')]);
    // later rounds see the ready holds again: still one message each, and none to the member who opted out
    await until('two more rounds', pause, () => true, pause);
    await pause();
    expect(await caughtFor(email)).toHaveLength(1);
    expect(await messages(`?event=holdReady&q=${encodeURIComponent(no)}`)).toEqual([]);
    expect(await caughtFor(no)).toEqual([]);
  });
});

describe('the overdue notice', () => {
  it('tells the member once per loan and notice step in their language, however many rounds run at once; never a member who opted out', async () => {
    const email = `${RUN}-leser@example.com`;
    const german = await member('Leser', { email, language: 'de' });
    const no = `${RUN}-gecikmez@example.com`;
    const optedOut = await member('Gecikmez', { email: no, emailConsent: false });
    const [oneDay, eightDays, notYet, other] = await Promise.all([copy(), copy(), copy(), copy()]);
    expect((await lend(german.id, oneDay.id, -1)).status).toBe(201);
    expect((await lend(german.id, eightDays.id, -8)).status).toBe(201);
    expect((await lend(german.id, notYet.id, 0)).status).toBe(201);
    expect((await lend(optedOut.id, other.id, -3)).status).toBe(201);
    // rounds at once, besides the background one: the unique key per loan and step makes each notice once
    // (other loans of the database may be overdue too: the rounds' count is checked against the notices written)
    const notices = async () =>
      Number((await server.db.system((q) => q.query<{ n: string }>(`select count(*) as n from messages where event = 'overdueNotice'`))).rows[0]!.n);
    const before = await notices();
    const made = await Promise.all(Array.from({ length: 4 }, () => overdueRound(server.db)));
    expect(made.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual((await notices()) - before);

    const sent = await settled('the notices', () => messages(`?event=overdueNotice&q=${encodeURIComponent(email)}`), 2);
    expect(sent).toHaveLength(2);
    expect(sent.every((m) => m.state === 'sent' && m.language === 'de')).toBe(true);
    const caught = await caughtFor(email);
    expect(caught.map((m) => m.subject)).toEqual([expect.stringMatching(/: Leihfrist überschritten$/), expect.stringMatching(/: Leihfrist überschritten$/)]);
    const texts = caught.map((m) => m.text).join('\n');
    expect(texts).toContain(`(${oneDay.barcode}) war am ${inDays(-1)} fällig und ist 1 Tag(e) überfällig`);
    expect(texts).toContain(`(${eightDays.barcode}) war am ${inDays(-8)} fällig und ist 8 Tag(e) überfällig`);
    expect(texts).not.toContain(notYet.barcode);

    expect(await Promise.all(Array.from({ length: 3 }, () => overdueRound(server.db)))).toEqual([0, 0, 0]);
    await pause();
    expect(await caughtFor(email)).toHaveLength(2);
    expect(await messages(`?event=overdueNotice&q=${encodeURIComponent(no)}`)).toEqual([]);
    expect(await caughtFor(no)).toEqual([]);
  });
});
