import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Sistem → Cari Grupları (/api/account-groups): current-account groups, an account's `groupId`, and the account list
 * and reports filtered by group. On a server of this file's own: groups and accounts are added and deleted here.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let base: string;
let admin: string;
let manager: string;
let cashier: string;

beforeAll(async () => {
  server = await startOwnServer();
  base = server.baseUrl;
  [admin, manager, cashier] = await Promise.all(['admin@demo.test', 'muhasebe@demo.test', 'kasa@demo.test'].map((e) => login(e, 'demo1234', base)));
}, 120_000);
afterAll(() => server?.close());

const api = (method: string, path: string, token: string, body?: unknown, lang?: string) => call(method, path, { base, token, body, lang });
const group = async (name: string) => {
  const r = await api('POST', 'account-groups', manager, { name });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; name: string; accounts: number };
};
const account = (name: string, groupId?: number) => api('POST', 'accounts', manager, { name, kind: 'customer', ...(groupId ? { groupId } : {}) });

describe('current-account groups', () => {
  it('a manager defines groups (names unique, case ignored); a cashier reads them and may not write', async () => {
    expect((await api('POST', 'account-groups', cashier, { name: 'Okullar' })).status).toBe(403);
    const schools = await group('Okullar');
    expect(schools).toMatchObject({ name: 'Okullar', accounts: 0 });
    const twice = await api('POST', 'account-groups', manager, { name: 'okullar' }, 'en');
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['name']);
    const blank = await api('POST', 'account-groups', manager, { name: ' ' }, 'en');
    expect(blank.body.errors.name[0]).toBe('This field cannot be empty.');
    expect((await api('GET', 'account-groups', cashier)).body.response.items.map((g: { name: string }) => g.name)).toContain('Okullar');
  });

  it('an account belongs to one group; an unknown group is a 422 on `groupId`; the list and both account reports filter by it', async () => {
    const wholesale = await group('Toptancılar');
    const a = await account('Grup Toptan A', wholesale.id);
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body.response.groupId).toBe(wholesale.id);
    const other = (await account('Grupsuz Cari')).body.response;
    const bad = await account('Yanlış Gruplu', 999_999);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['groupId']);

    const listed = (await api('GET', `accounts?groupId=${wholesale.id}`, cashier)).body.response;
    expect(listed.items.map((x: { id: number }) => x.id)).toEqual([a.body.response.id]);
    const balances = (await api('GET', `reports/caribakiye?groupId=${wholesale.id}`, manager)).body.response;
    expect(balances.rows.map((r: { accountId: number }) => r.accountId)).toEqual([a.body.response.id]);
    // a receivable voucher of each account: the movement report of the group shows only its own
    for (const id of [a.body.response.id, other.id]) {
      let v = (await api('POST', 'documents', manager, { type: 'receivableVoucher', accountId: id, amount: '10.00' })).body.response;
      v = (await api('POST', `documents/${v.id}/events`, manager, { type: 'COMPLETE', version: v.version })).body.response;
      expect(v.status).toBe('completed');
    }
    const moves = (await api('GET', `reports/cariislem?groupId=${wholesale.id}`, manager)).body.response;
    expect(moves.rows.length).toBeGreaterThan(0);
    expect(new Set(moves.rows.map((r: { account: string }) => r.account))).toEqual(new Set(['Grup Toptan A']));

    // taking the account out of the group: its card saved without groupId
    const card = (await api('GET', `accounts/${a.body.response.id}`, manager)).body.response;
    const saved = await api('PUT', `accounts/${card.id}`, manager, { name: card.name, kind: card.kind, code: card.code, version: card.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response.groupId).toBeUndefined();
    expect((await api('GET', `accounts?groupId=${wholesale.id}`, cashier)).body.response.items).toEqual([]);
  });

  it('a group an account is in cannot be deleted (409 AG10001), also under parallel clients; an empty one can', async () => {
    const used = await group('Yayınevleri');
    expect((await account('Grup Yayınevi', used.id)).status).toBe(201);
    const refused = await api('DELETE', `account-groups/${used.id}`, manager);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('AG10001');
    for (let round = 0; round < 5; round++) {
      const g = await group(`Yarış ${round}`);
      const [deleted, ...created] = await Promise.all([
        api('DELETE', `account-groups/${g.id}`, admin),
        account(`Yarış A${round}`, g.id),
        account(`Yarış B${round}`, g.id),
      ]);
      const joined = created.filter((r) => r.status === 201).length;
      if (deleted.status === 200) expect(joined).toBe(0);
      else {
        expect(deleted.body.code).toBe('AG10001');
        expect(joined).toBeGreaterThan(0);
      }
      for (const r of created) expect([201, 422]).toContain(r.status);
    }
    const empty = await group('Boş');
    expect((await api('DELETE', `account-groups/${empty.id}`, manager)).status).toBe(200);
  });
});
