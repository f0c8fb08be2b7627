import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Changing a password ends every other session of the user, and the profile's change asks for the current
 * password. On a server of this file's own: the demo users' passwords are shared by every other test file.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let base: string;

beforeAll(async () => {
  server = await startOwnServer();
  base = server.baseUrl;
}, 120_000);
afterAll(() => server?.close());

const signIn = (email: string, password = 'demo1234') => login(email, password, base);
const change = (token: string, body: Record<string, string>, lang?: string) => call('PUT', 'user/myprofile', { base, token, body, lang });
const menu = async (token: string) => {
  const r = await call('GET', 'menu', { base, token });
  return r.status === 200 ? 200 : `${r.status} ${r.body.code}`;
};
const loginStatus = async (email: string, password: string) => (await call('POST', 'auth/login', { base, body: { email, password } })).status;

describe('PUT /api/user/myprofile: the password change', () => {
  it('ends every other session of the user; the changing session goes on with the fresh token it gets', async () => {
    const [mine, other] = await Promise.all([signIn('muhasebe@demo.test'), signIn('muhasebe@demo.test')]);
    const colleague = await signIn('admin@demo.test');
    const r = await change(mine, { name: 'muhasebe@demo.test', password: 'yeniSifre2026', currentPassword: 'demo1234' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Şifreniz güncellendi.');
    const fresh = r.body.response.authorization.access_token as string;
    expect(r.body.response.authorization.expires_in).toBeGreaterThan(0);

    expect(await menu(other)).toBe('401 AU10001');
    // the token the change was made with is replaced by the fresh one (the web app keeps it)
    expect(await menu(mine)).toBe('401 AU10001');
    expect(await menu(fresh)).toBe(200);
    // other users' sessions are not touched
    expect(await menu(colleague)).toBe(200);

    expect(await loginStatus('muhasebe@demo.test', 'demo1234')).toBe(401);
    expect(await menu(await signIn('muhasebe@demo.test', 'yeniSifre2026'))).toBe(200);
    // a token issued after the change works, and so does the fresh one still
    expect(await menu(fresh)).toBe(200);
  });

  it('a wrong or missing current password is a 422 on that field, in the user language, and changes nothing', async () => {
    const [token, other] = await Promise.all([signIn('denetci@demo.test'), signIn('denetci@demo.test')]);
    const wrong = await change(token, { name: 'denetci@demo.test', password: 'yeniSifre2026', currentPassword: 'yanlis123' }, 'en');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('VA10022');
    expect(wrong.body.errors).toEqual({ currentPassword: ['The current password is wrong.'] });
    const missing = await change(token, { name: 'denetci@demo.test', password: 'yeniSifre2026' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ currentPassword: ['Bu alan boş olamaz.'] });
    const both = await change(token, { name: 'admin@demo.test', password: 'yeniSifre2026', currentPassword: 'yanlis123' });
    expect(Object.keys(both.body.errors).sort()).toEqual(['currentPassword', 'name']);

    expect(await menu(token)).toBe(200);
    expect(await menu(other)).toBe(200);
    expect(await loginStatus('denetci@demo.test', 'yeniSifre2026')).toBe(401);
    expect(await loginStatus('denetci@demo.test', 'demo1234')).toBe(200);
  });

  it('the renewal of an expired password needs no current password, and ends the other sessions too', async () => {
    const [mine, other] = await Promise.all([signIn('eski@demo.test'), signIn('eski@demo.test')]);
    expect(await menu(mine)).toBe('401 AU10006');
    const r = await change(mine, { name: 'eski@demo.test', password: 'yeniSifre2026' });
    expect(r.status).toBe(200);
    expect(await menu(r.body.response.authorization.access_token)).toBe(200);
    expect(await menu(other)).toBe('401 AU10001');
  });

  it('guessing the current password with an open session is throttled like guessing at log-in', async () => {
    const token = await signIn('kasa@demo.test');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await change(token, { name: 'kasa@demo.test', password: 'yeniSifre2026', currentPassword: `tahmin-${i}` })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const right = await change(token, { name: 'kasa@demo.test', password: 'yeniSifre2026', currentPassword: 'demo1234' });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('AU10003');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
