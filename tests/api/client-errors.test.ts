import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_ADDRESS_MINUTE, REPORTS_PER_USER_MINUTE } from '../../src/domain/client-errors';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * The browser's error log (POST/GET /api/client-errors): what is stored holds no personal data beyond the user's
 * id, bad reports are refused field by field, a large one is a 413, and reports are limited per user and per
 * address. On a server of this file's own: its counts and rows are read from the database.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let base: string;

beforeAll(async () => {
  server = await startOwnServer();
  base = server.baseUrl;
}, 120_000);
afterAll(() => server?.close());

const report = (token: string | undefined, body: unknown, lang = 'en') => call('POST', 'client-errors', { base, token, body, lang });
const good = { message: 'TypeError: x is undefined', stack: 'at a (https://panel/app.js:1:2)', route: '/stok/list', appVersion: '1.0.75' };

describe('browser error log', () => {
  it('a report keeps the message, a trimmed stack, the path and the version, and names the user only by id: no e-mail, name, search words or numbers', async () => {
    const admin = await login('admin@demo.test', 'demo1234', base);
    const stack = Array.from({ length: 200 }, (_, i) => `at f${i} (https://panel.example/assets/app.js?v=9#x:${i}:1)`).join('\n');
    const saved = await report(admin, {
      message: 'Cannot read ayse@demo.test of customer 12345678901, phone 0532 555 01 01',
      stack,
      route: '/cari/list?q=Selin%20Arslan',
      appVersion: '1.0.75',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const rows = await server.db.system((q) =>
      q.query<Record<string, unknown>>(`select * from client_errors where id = $1`, [saved.body.response.id]).then((r) => r.rows),
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(Object.keys(row).sort()).toEqual(['app_version', 'company_id', 'created_at', 'id', 'message', 'route', 'stack', 'user_id']);
    expect(row.message).toBe('Cannot read [e-mail] of customer [number], phone [number]');
    expect(row.route).toBe('/cari/list');
    expect(String(row.stack).split('\n')).toHaveLength(30);
    expect(String(row.stack)).not.toContain('?v=9');
    const text = JSON.stringify(row);
    for (const personal of ['admin@demo.test', 'Ayşe Yılmaz', 'Selin', 'ayse@demo.test', '12345678901']) expect(text).not.toContain(personal);
    const me = (await call('GET', 'modules/frontappui', { base, token: admin })).body.response.authorizedUser;
    expect(row.user_id).toBe(me.id);

    // the admin reads them; the other company does not see them; a cashier may report but not read
    const listed = (await call('GET', 'client-errors', { base, token: admin })).body.response.items as { id: number; message: string }[];
    expect(listed[0]).toMatchObject({ id: saved.body.response.id, message: row.message });
    const oteki = await login('admin@oteki.test', 'demo1234', base);
    expect((await call('GET', 'client-errors', { base, token: oteki })).body.response.items).toEqual([]);
    const cashier = await login('kasa@demo.test', 'demo1234', base);
    expect((await call('GET', 'client-errors', { base, token: cashier })).status).toBe(403);
    expect((await report(undefined, good)).status).toBe(401);
  });

  it('bad reports are one 422 naming each field (an unknown field such as an e-mail too); a body over 16 KB is a 413', async () => {
    const auditor = await login('denetci@demo.test', 'demo1234', base);
    const bad = await report(auditor, { message: '', route: 7, appVersion: '1.0 beta', email: 'denetci@demo.test' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['appVersion', 'email', 'message', 'route']);
    const big = await report(auditor, { ...good, stack: 'x'.repeat(17 * 1024) });
    expect([big.status, big.body.code]).toEqual([413, 'RQ10001']);
    expect((await server.db.system((q) => q.query(`select 1 from client_errors where message = ''`))).rowCount).toBe(0);
  });

  it(`at most ${REPORTS_PER_USER_MINUTE} reports a minute from one user and ${REPORTS_PER_ADDRESS_MINUTE} from one address; past them a 429 that says when to try again`, async () => {
    await server.db.system((q) => q.query(`delete from client_error_counts`));
    const [a, b, c] = await Promise.all(['kasa@demo.test', 'muhasebe@demo.test', 'admin@demo.test'].map((e) => login(e, 'demo1234', base)));
    const statuses = async (token: string, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await report(token, good)).status);
      return out;
    };
    expect(await statuses(a!, REPORTS_PER_USER_MINUTE)).toEqual(Array(REPORTS_PER_USER_MINUTE).fill(201));
    const refused = await report(a!, good);
    expect([refused.status, refused.body.code]).toEqual([429, 'CE10001']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // another user from the same address goes on, until the address has sent its share
    const left = REPORTS_PER_ADDRESS_MINUTE - REPORTS_PER_USER_MINUTE - 1;
    const bSent = Math.min(REPORTS_PER_USER_MINUTE, left);
    expect(await statuses(b!, bSent)).toEqual(Array(bSent).fill(201));
    expect(await statuses(c!, left - bSent)).toEqual(Array(left - bSent).fill(201));
    expect((await report(c!, good)).status).toBe(429);
    // a new minute starts the counts again
    await server.db.system((q) => q.query(`update client_error_counts set window_start = now() - interval '61 seconds'`));
    expect((await report(a!, good)).status).toBe(201);
  });
});
