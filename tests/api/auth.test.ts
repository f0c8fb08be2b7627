import { describe, expect, it } from 'vitest';
import { call, login } from './client';

const DEMO = ['admin@demo.test', 'kasa@demo.test', 'muhasebe@demo.test', 'denetci@demo.test', 'admin@oteki.test'];

describe('sign-in', () => {
  it.each(DEMO)('%s signs in with the demo password', async (email) => {
    const r = await call('POST', 'auth/login', { body: { email: `  ${email.toUpperCase()} `, password: 'demo1234' } });
    expect(r.status).toBe(200);
    expect(r.body.response.authorization.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(r.body.response.authorization.expires_in).toBeGreaterThan(0);
    expect(r.body.response.user).toMatchObject({ email, expiredPassword: false });
  });

  it('a wrong password is 401 AU10002 in the asked language', async () => {
    const tr = await call('POST', 'auth/login', { body: { email: 'muhasebe@demo.test', password: 'yanlis123' } });
    expect(tr.status).toBe(401);
    expect(tr.body).toMatchObject({ code: 'AU10002', message: 'E-posta veya şifre hatalı.' });
    const en = await call('POST', 'auth/login', { body: { email: 'nobody@demo.test', password: 'x' }, lang: 'en-GB,en;q=0.9' });
    expect(en.body).toMatchObject({ code: 'AU10002', message: 'Wrong e-mail or password.' });
    const ar = await call('POST', 'auth/login', { body: { email: 'nobody2@demo.test', password: 'x' }, lang: 'ar' });
    expect(ar.body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it('bad input is 422 with every invalid field, never 500', async () => {
    const r = await call('POST', 'auth/login', { body: { email: 'not-an-email', password: '' } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('VA10022');
    expect(Object.keys(r.body.errors).sort()).toEqual(['email', 'password']);
    const broken = await call('POST', 'auth/login', { raw: '{"email": ' });
    expect(broken.status).toBe(422);
    const wrongTypes = await call('POST', 'auth/login', { body: { email: 42, password: ['x'] }, lang: 'fr' });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.message).toBe('Vous devez remplir les champs obligatoires !');
  });

  it('logout revokes the token', async () => {
    const token = await login('muhasebe@demo.test');
    expect((await call('GET', 'menu', { token })).status).toBe(200);
    expect((await call('POST', 'auth/logout', { token })).status).toBe(200);
    const after = await call('GET', 'menu', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('AU10001');
  });

  it('no token, a forged token and a malformed header are 401 AU10001', async () => {
    for (const token of [undefined, 'abc', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiY2lkIjoxfQ.c2lnbmF0dXJl']) {
      const r = await call('GET', 'menu', { token });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('AU10001');
    }
  });
});

describe('expired password (eski@demo.test)', () => {
  it('signs in, is refused everything but renewal, settings and logout, then renews', async () => {
    const r = await call('POST', 'auth/login', { body: { email: 'eski@demo.test', password: 'demo1234' } });
    expect(r.status).toBe(200);
    expect(r.body.response.user.expiredPassword).toBe(true);
    const token = r.body.response.authorization.access_token;
    const menu = await call('GET', 'menu', { token });
    expect(menu.status).toBe(401);
    expect(menu.body.code).toBe('AU10006');
    expect((await call('GET', 'modules/frontappui', { token })).status).toBe(200);
    expect((await call('GET', 'products', { token })).body.code).toBe('AU10006');

    const short = await call('PUT', 'user/myprofile', { token, body: { name: 'eski@demo.test', password: 'kisa' }, lang: 'en' });
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['Must be at least 8 characters.']);
    const other = await call('PUT', 'user/myprofile', { token, body: { name: 'admin@demo.test', password: 'yepyeni123' } });
    expect(other.status).toBe(422);
    expect(other.body.errors.name).toHaveLength(1);

    const ok = await call('PUT', 'user/myprofile', { token, body: { name: 'eski@demo.test', password: 'yepyeni123' } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Şifreniz güncellendi.');
    // the renewal goes on with the fresh token it answers
    expect((await call('GET', 'menu', { token: ok.body.response.authorization.access_token })).status).toBe(200);
    expect((await call('POST', 'auth/login', { body: { email: 'eski@demo.test', password: 'demo1234' } })).status).toBe(401);
    const again = await call('POST', 'auth/login', { body: { email: 'eski@demo.test', password: 'yepyeni123' } });
    expect(again.body.response.user.expiredPassword).toBe(false);
  });
});
