import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Users and rights (/sistem/kullanici) and the company backup. On a server of this file's own: admins are
 * demoted and users deactivated here, which the other files' demo users must never see.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let base: string;
let admin: string;

beforeAll(async () => {
  server = await startOwnServer();
  base = server.baseUrl;
  admin = await login('admin@demo.test', 'demo1234', base);
}, 120_000);
afterAll(() => server?.close());

let seq = 0;
const unique = (label: string) => `${label}-${Date.now() % 1_000_000}-${++seq}@demo.test`;
const api = (method: string, path: string, token: string, body?: unknown, lang?: string) => call(method, path, { base, token, body, lang });
const loginReply = (email: string, password: string) => call('POST', 'auth/login', { base, body: { email, password }, lang: 'en' });
const menuStatus = async (token: string) => (await api('GET', 'menu', token)).status;

async function newUser(body: Record<string, unknown>, token = admin) {
  const r = await api('POST', 'users', token, { name: 'Yeni Kullanıcı', password: 'gizli2026', ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; email: string; version: number; roles: string[]; permissions: string[] };
}

describe('users: create, edit, copy, deactivate', () => {
  it('a created user signs in at once; bad fields are one 422 naming each; the e-mail is unique over every company', async () => {
    const email = unique('kasiyer');
    const user = await newUser({ email: email.toUpperCase(), roles: ['operator'], permissions: ['fastSale'], authorizedIps: ' 127.0.0.1 , ::1' });
    expect(user).toMatchObject({ email, roles: ['operator'], permissions: ['fastSale'], authorizedIps: '127.0.0.1,::1', active: true, version: 1 });
    const signedIn = await loginReply(email, 'gizli2026');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.response.user).toMatchObject({ roles: ['operator'], permissions: ['fastSale'], expiredPassword: false });
    const list = (await api('GET', 'users', admin)).body.response.items as { email: string }[];
    expect(list.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@demo.test', email]));
    expect(list.map((u) => u.email)).not.toContain('admin@oteki.test');

    const bad = await api(
      'POST',
      'users',
      admin,
      { name: '', email: 'not-an-email', password: 'abcdefgh', roles: ['admin', 'king'], permissions: ['everything'] },
      'en',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['This field cannot be empty.'],
      email: ['Enter a valid e-mail address.'],
      password: ['The password must contain at least one letter and one digit.'],
      roles: ['Unknown role.'],
      permissions: ['Unknown permission.'],
    });
    const short = await api('POST', 'users', admin, { name: 'Kısa', email: unique('kisa'), password: 'a1', roles: [] }, 'en');
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors).sort()).toEqual(['password', 'roles']);
    expect(short.body.errors.roles).toEqual(['Choose at least one role.']);

    // another company's e-mail too: the e-mail is what signs in
    for (const taken of [email, 'ADMIN@oteki.test']) {
      const dup = await api('POST', 'users', admin, { name: 'İkinci', email: taken, password: 'gizli2026', roles: ['employee'] }, 'en');
      expect(dup.status).toBe(422);
      expect(dup.body.errors).toEqual({ email: ['This e-mail address is already in use.'] });
    }
    expect((await api('GET', 'users', admin)).body.response.items).toHaveLength(list.length);
  });

  it('only an admin manages users', async () => {
    const manager = await login('muhasebe@demo.test', 'demo1234', base);
    expect((await api('GET', 'users', manager)).status).toBe(403);
    expect((await api('POST', 'users', manager, { name: 'X', email: unique('x'), password: 'gizli2026', roles: ['admin'] })).status).toBe(403);
    const adminId = ((await api('GET', 'users', admin)).body.response.items as { id: number; email: string }[]).find((u) => u.email === 'admin@demo.test')!.id;
    expect((await api('PUT', `users/${adminId}`, manager, { version: 1, roles: ['manager'] })).status).toBe(403);
    expect((await api('POST', `users/${adminId}/copies`, manager, { name: 'X', email: unique('x'), password: 'gizli2026' })).status).toBe(403);
    // another company's user is not found
    const oteki = await login('admin@oteki.test', 'demo1234', base);
    expect((await api('PUT', `users/${adminId}`, oteki, { version: 1, name: 'Ele geçirildi' })).status).toBe(404);
    expect((await api('POST', `users/${adminId}/copies`, oteki, { name: 'X', email: unique('x'), password: 'gizli2026' })).status).toBe(404);
  });

  it('a copy has the same roles, permissions and authorised IPs under its own name, e-mail and password', async () => {
    const source = await newUser({
      email: unique('kaynak'),
      roles: ['manager', 'auditor'],
      permissions: ['backup', 'definitionAuthority'],
      authorizedIps: '127.0.0.1',
    });
    const email = unique('kopya');
    const r = await api('POST', `users/${source.id}/copies`, admin, { name: 'Kopya Kullanıcı', email, password: 'baska2026' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response).toMatchObject({
      name: 'Kopya Kullanıcı',
      email,
      roles: ['manager', 'auditor'],
      permissions: ['backup', 'definitionAuthority'],
      authorizedIps: '127.0.0.1',
      active: true,
    });
    expect(r.body.response.id).not.toBe(source.id);
    expect((await loginReply(email, 'baska2026')).status).toBe(200);
    const weak = await api('POST', `users/${source.id}/copies`, admin, { name: 'K', email: unique('k'), password: 'kisa' }, 'en');
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toEqual(['Must be at least 8 characters.']);
  });

  it('an edit needs the current version; deactivating ends the sessions and the sign-in; a new password ends the sessions', async () => {
    const email = unique('personel');
    const user = await newUser({ email, roles: ['employee'] });
    const token = await login(email, 'gizli2026', base);
    expect(await menuStatus(token)).toBe(200);

    const edited = await api('PUT', `users/${user.id}`, admin, { version: 1, name: 'Adı Değişti', roles: ['employee', 'operator'], expiredPassword: true });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.response).toMatchObject({ name: 'Adı Değişti', roles: ['employee', 'operator'], expiredPassword: true, version: 2 });
    const stale = await api('PUT', `users/${user.id}`, admin, { version: 1, name: 'Eski form' }, 'en');
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('US10002');
    const unknown = await api('PUT', `users/${user.id}`, admin, { version: 2, roles: ['ghost'], colour: 'red' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['colour', 'roles']);

    const password = await api('PUT', `users/${user.id}`, admin, { version: 2, password: 'yepyeni2026', expiredPassword: false });
    expect(password.status).toBe(200);
    expect(await menuStatus(token)).toBe(401);
    expect((await loginReply(email, 'gizli2026')).status).toBe(401);
    const again = await login(email, 'yepyeni2026', base);
    expect(await menuStatus(again)).toBe(200);

    const off = await api('PUT', `users/${user.id}`, admin, { version: 3, active: false });
    expect(off.status).toBe(200);
    expect(off.body.response.active).toBe(false);
    expect(await menuStatus(again)).toBe(401);
    // the right password is told the account is deactivated; a wrong one learns only that it is wrong
    const refused = await loginReply(email, 'yepyeni2026');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([403, 'AU10008', 'Your account has been deactivated: ask your administrator.']);
    const guessed = await loginReply(email, 'tahmin2026');
    expect([guessed.status, guessed.body.code]).toEqual([401, 'AU10002']);
    const on = await api('PUT', `users/${user.id}`, admin, { version: 4, active: true });
    expect(on.status).toBe(200);
    expect(await menuStatus(again)).toBe(401);
    expect((await loginReply(email, 'yepyeni2026')).status).toBe(200);
  });
});

describe(`nobody can lock the company out (${inject('databaseKind')})`, () => {
  const adminsOf = async (token: string) =>
    ((await api('GET', 'users', token)).body.response.items as { id: number; email: string; roles: string[]; active: boolean; version: number }[]).filter(
      (u) => u.active && u.roles.includes('admin'),
    );

  it('the last active admin can be neither demoted nor deactivated, by another or by themselves', async () => {
    const oteki = await login('admin@oteki.test', 'demo1234', base);
    const [only] = await adminsOf(oteki);
    expect(only!.email).toBe('admin@oteki.test');
    const demote = await api('PUT', `users/${only!.id}`, oteki, { version: only!.version, roles: ['manager'] }, 'en');
    expect([demote.status, demote.body.code]).toEqual([409, 'US10001']);
    expect(demote.body.message).toBe('The company must keep at least one active admin: the last admin cannot be removed or demoted.');
    expect(demote.body.errors.roles).toBeDefined();
    const off = await api('PUT', `users/${only!.id}`, oteki, { version: only!.version, active: false });
    expect([off.status, off.body.code]).toEqual([409, 'US10001']);
    expect(off.body.errors.active).toBeDefined();
    // with a second admin, the first may step down
    const second = await newUser({ email: unique('ikinci-yonetici'), roles: ['admin'] }, oteki);
    const down = await api('PUT', `users/${only!.id}`, oteki, { version: only!.version, roles: ['admin', 'manager'] });
    expect(down.status).toBe(200);
    const stepDown = await api('PUT', `users/${only!.id}`, oteki, { version: down.body.response.version, roles: ['manager'] });
    expect(stepDown.status).toBe(200);
    expect((await adminsOf(await login(second.email, 'gizli2026', base))).map((a) => a.id)).toEqual([second.id]);
  });

  it('two admins demoting each other at once leave exactly one admin', async () => {
    let survivor = { token: admin, email: 'admin@demo.test' };
    for (let round = 0; round < 6; round++) {
      const other = await newUser({ email: unique(`yonetici-${round}`), roles: ['admin', 'manager'] }, survivor.token);
      const otherToken = await login(other.email, 'gizli2026', base);
      const before = await adminsOf(survivor.token);
      expect(before).toHaveLength(2);
      const first = before.find((a) => a.email === survivor.email)!;
      const second = before.find((a) => a.id === other.id)!;
      const [aDemotesB, bDemotesA] = await Promise.all([
        api('PUT', `users/${second.id}`, survivor.token, { version: second.version, roles: ['manager'] }),
        api('PUT', `users/${first.id}`, otherToken, { version: first.version, roles: ['manager'] }),
      ]);
      const statuses = [aDemotesB.status, bDemotesA.status];
      // the loser was refused by the rule (409), or, when the winner committed before it was even let in, as no admin any more (403)
      expect(
        statuses.filter((s) => s === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      expect(
        statuses.every((s) => [200, 403, 409].includes(s)),
        JSON.stringify([aDemotesB.body, bDemotesA.body]),
      ).toBe(true);
      survivor = aDemotesB.status === 200 ? survivor : { token: otherToken, email: other.email };
      const after = await adminsOf(survivor.token);
      expect(after.map((a) => a.email)).toEqual([survivor.email]);
    }
    // the demo's admin is an admin again for the tests after this one
    if (survivor.email !== 'admin@demo.test') {
      const users = (await api('GET', 'users', survivor.token)).body.response.items as { id: number; email: string; version: number }[];
      const demoAdmin = users.find((u) => u.email === 'admin@demo.test')!;
      const back = await api('PUT', `users/${demoAdmin.id}`, survivor.token, { version: demoAdmin.version, roles: ['admin'] });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
    }
  });
});

describe('POST /api/backups', () => {
  interface Line {
    table?: string;
    row?: Record<string, unknown>;
    format?: string;
    companyId?: number;
  }
  const backupOf = async (token: string) => {
    const r = await fetch(base + 'backups', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/octet-stream');
    const text = gunzipSync(Buffer.from(await r.arrayBuffer())).toString('utf8');
    const lines = text.split('\n').filter(Boolean);
    // the last line is the trailer: the rows' count and checksum
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: 'defter-backup', rows: lines.length - 2 });
    return lines.slice(0, -1).map((l) => JSON.parse(l) as Line);
  };

  it("holds every row of the caller's company and none of another's; without the backup permission it is refused", async () => {
    const oteki = await login('admin@oteki.test', 'demo1234', base);
    const otekiAccount = await api('POST', 'accounts', oteki, { name: 'Yalnız Öteki Carisi', kind: 'customer' });
    const [header, ...rows] = await backupOf(admin);
    expect(header).toMatchObject({ format: 'defter-backup', version: 2 });
    const companyId = header!.companyId;
    for (const { table, row } of rows) {
      if (table === 'companies') expect(row!.id).toBe(companyId);
      else expect(row!.company_id, `${table} ${JSON.stringify(row)}`).toBe(companyId);
    }
    const tables = new Set(rows.map((l) => l.table));
    for (const t of ['companies', 'users', 'products', 'accounts', 'warehouses', 'cash_boxes', 'definitions']) expect(tables, t).toContain(t);
    const emails = rows.filter((l) => l.table === 'users').map((l) => l.row!.email);
    expect(emails).toContain('admin@demo.test');
    expect(emails).not.toContain('admin@oteki.test');
    expect(JSON.stringify(rows)).not.toContain('Öteki');
    if (otekiAccount.status === 201) expect(JSON.stringify(rows)).not.toContain('Yalnız Öteki Carisi');

    // and the other company's backup holds none of this one's
    const [otherHeader, ...otherRows] = await backupOf(oteki);
    expect(otherHeader!.companyId).not.toBe(companyId);
    expect(otherRows.every(({ table, row }) => (table === 'companies' ? row!.id : row!.company_id) === otherHeader!.companyId)).toBe(true);
    expect(JSON.stringify(otherRows)).not.toContain('admin@demo.test');
    if (otekiAccount.status === 201) expect(JSON.stringify(otherRows)).toContain('Yalnız Öteki Carisi');

    // the permission is its own: an admin without it is refused too
    const manager = await login('muhasebe@demo.test', 'demo1234', base);
    const plainAdmin = await newUser({ email: unique('yedeksiz'), roles: ['admin'], permissions: ['fastSale'] });
    for (const token of [manager, await login(plainAdmin.email, 'gizli2026', base)]) {
      const refused = await api('POST', 'backups', token, undefined, 'en');
      expect([refused.status, refused.body.code]).toEqual([403, 'PE10004']);
      expect(refused.body.message).toBe('You are not authorised for database backup.');
    }
  });
});
