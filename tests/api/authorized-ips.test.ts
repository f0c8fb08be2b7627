import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/** A user with authorised IPs works only from them; the check is made at sign-in and on every call. */
describe('authorised IPs', () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  const setIps = (ips: string) => server.db.system((q) => q.query(`update users set authorized_ips = $1 where email = 'kasa@demo.test'`, [ips]));
  beforeAll(async () => {
    server = await startOwnServer();
  });
  afterAll(() => server?.close());

  it('sign-in from an address not on the list is refused; from one on it, allowed', async () => {
    const base = server.baseUrl;
    await setIps('10.1.2.3');
    const refused = await call('POST', 'auth/login', { base, body: { email: 'kasa@demo.test', password: 'demo1234' }, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'AU10007', message: 'You are not authorised to work from this IP address.' });
    await setIps('10.1.2.3, 127.0.0.1');
    expect((await call('POST', 'auth/login', { base, body: { email: 'kasa@demo.test', password: 'demo1234' } })).status).toBe(200);
  });

  it('a token stops working when its address is taken off the list', async () => {
    const base = server.baseUrl;
    await setIps('');
    const token = await login('kasa@demo.test', 'demo1234', base);
    expect((await call('GET', 'menu', { base, token })).status).toBe(200);
    await setIps('10.1.2.3');
    const r = await call('GET', 'menu', { base, token });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('AU10007');
  });

  it('X-Forwarded-For is not believed unless the server is told it stands behind a proxy', async () => {
    await setIps('10.1.2.3');
    const r = await call('POST', 'auth/login', {
      base: server.baseUrl,
      body: { email: 'kasa@demo.test', password: 'demo1234' },
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(r.status).toBe(403);
  });
});
