import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageSchema } from '../../src/domain/schemas/messages';
import { startSandboxMail, type CaughtMail } from '../support/sandbox-mail';
import { until } from '../support/until';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * "Forgot my password" (issue #33): the request answers the same whether or not the e-mail has a user and is throttled
 * per client address; a user gets a one-time link by e-mail (read back from the sandbox SMTP server) in the language
 * they asked in; the link sets a new password once, within its time, and ends the user's sessions. The server's own
 * database is a copy: the demo users' passwords may change here. The message round runs every 100 ms.
 */
type Server = Awaited<ReturnType<typeof startOwnServer>>;
let mail: Awaited<ReturnType<typeof startSandboxMail>>;
let server: Server;
let ip = 0;

/** Each call from an address of its own (the server believes X-Forwarded-For here), unless one is given. */
const post = (path: string, body: unknown, o: { lang?: string; from?: string } = {}) =>
  call('POST', path, { body, lang: o.lang, base: server.baseUrl, headers: { 'x-forwarded-for': o.from ?? `10.0.0.${++ip}` } });
const pause = () => call('GET', 'health', { base: server.baseUrl });
const linkFor = async (email: string): Promise<{ mail: CaughtMail; token: string }> => {
  const [caught] = await until(
    'the reset mail',
    async () => (await mail.caught()).filter((m) => m.to.includes(email)),
    (ms) => ms.length > 0,
    pause,
    15_000,
  );
  const token = /#\/sifre-sifirla\?token=([\w-]+)/.exec(caught!.text)?.[1];
  expect(token, caught!.text).toBeTruthy();
  return { mail: caught!, token: token! };
};

beforeAll(async () => {
  mail = await startSandboxMail();
  server = await startOwnServer({
    smtpUrl: mail.url,
    smtpAdminUrl: mail.adminUrl,
    messagesPollMs: 100,
    messagesRetryMs: 50,
    trustProxy: true,
    keepData: false,
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await mail?.stop();
  if (server?.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
});

describe('asking for a password reset', () => {
  it('answers the same for an unknown e-mail as for a user’s, and mails the user a one-time link in the language they asked in', async () => {
    const unknown = await post('auth/password-reset', { email: 'kimse@demo.test' }, { lang: 'en' });
    const known = await post('auth/password-reset', { email: 'Kasa@demo.test' }, { lang: 'en' });
    expect(known.status).toBe(200);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    expect(known.body.message).toBe('If an account has this e-mail address, a password reset link has been sent to it.');

    const { mail: sent, token } = await linkFor('kasa@demo.test');
    expect(sent.subject).toMatch(/: your password reset link$/);
    expect(sent.text).toContain('It is valid for 30 minutes and works once.');
    expect(sent.text).toContain(`${server.baseUrl.replace(/\/api\/$/, '')}/#/sifre-sifirla?token=${token}`);
    expect((await mail.caught()).filter((m) => m.to.includes('kimse@demo.test'))).toEqual([]);
    // the list of messages never shows the link's token to whoever reads it
    const admin = await login('admin@demo.test', undefined, server.baseUrl);
    const listed = (await call('GET', 'messages?event=passwordReset', { token: admin, base: server.baseUrl })).body.response.items.map((m: unknown) =>
      messageSchema.parse(m),
    );
    expect(listed).toMatchObject([{ recipient: 'kasa@demo.test', language: 'en', state: 'sent' }]);
    expect(listed[0].body).not.toContain(token);

    const bad = await post('auth/password-reset', { email: 'not an e-mail' }, { lang: 'en' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['email']);
  });

  it('is throttled per client address, as the log-in is', async () => {
    for (let i = 0; i < 5; i++) expect((await post('auth/password-reset', { email: `yok${i}@demo.test` }, { from: '10.9.9.9' })).status).toBe(200);
    const throttled = await post('auth/password-reset', { email: 'yok@demo.test' }, { from: '10.9.9.9' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('AU10003');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('auth/password-reset', { email: 'yok@demo.test' }, { from: '10.9.9.10' })).status).toBe(200);
  });
});

describe('the reset link', () => {
  it('sets a new password once, by the spec’s rules, ending the user’s sessions; a used or expired link is refused naming the token', async () => {
    const session = await login('kasa@demo.test', 'demo1234', server.baseUrl);
    const { token } = await linkFor('kasa@demo.test');

    const mismatch = await post('auth/password-reset/confirm', { token, password: 'yeniŞifre42', repeat: 'yeniŞifre43' }, { lang: 'en' });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.errors)).toEqual(['repeat']);
    const short = await post('auth/password-reset/confirm', { token, password: 'kısa1', repeat: 'kısa1' }, { lang: 'en' });
    expect(Object.keys(short.body.errors)).toEqual(['password']);

    const done = await post('auth/password-reset/confirm', { token, password: 'yeniŞifre42', repeat: 'yeniŞifre42' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await call('GET', 'modules/frontappui', { token: session, base: server.baseUrl })).status).toBe(401);
    expect((await post('auth/login', { email: 'kasa@demo.test', password: 'demo1234' })).status).toBe(401);
    expect(await login('kasa@demo.test', 'yeniŞifre42', server.baseUrl)).toBeTruthy();

    const again = await post('auth/password-reset/confirm', { token, password: 'başkaŞifre7', repeat: 'başkaŞifre7' }, { lang: 'en' });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([expect.stringContaining('has expired or has already been used')]);

    // a link past its 30 minutes: its time is moved back here, as the clock would move on
    expect((await post('auth/password-reset', { email: 'muhasebe@demo.test' })).status).toBe(200);
    const expired = await linkFor('muhasebe@demo.test');
    await server.db.direct(`update password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null`);
    const late = await post('auth/password-reset/confirm', { token: expired.token, password: 'yeniŞifre42', repeat: 'yeniŞifre42' });
    expect(late.status).toBe(422);
    expect(Object.keys(late.body.errors)).toEqual(['token']);
    expect(await login('muhasebe@demo.test', 'demo1234', server.baseUrl)).toBeTruthy();
  });
});
