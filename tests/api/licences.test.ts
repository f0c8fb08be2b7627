import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceCompanySchema } from '../../src/domain/schemas/licences';
import { userSchema } from '../../src/domain/schemas/users';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Licence management (/modul/lisansyonetimi): the provider's super user (saglayici@defter.test) sees and extends
 * every company's licence and edits any company's users; a company's admin sees only their own; others nothing.
 * On a server of this file's own: licences are extended and users changed here.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let base: string;
let provider: string;
let demoAdmin: string;

beforeAll(async () => {
  server = await startOwnServer();
  base = server.baseUrl;
  provider = await login('saglayici@defter.test', 'demo1234', base);
  demoAdmin = await login('admin@demo.test', 'demo1234', base);
}, 120_000);
afterAll(() => server?.close());

const api = (method: string, path: string, token: string, body?: unknown, lang?: string) => call(method, path, { base, token, body, lang });

interface LicenceCompany {
  id: number;
  name: string;
  licenceOwner: string;
  licenceExpires: string;
  daysLeft: number;
  agreementStatus: number;
  userCount: number;
}
const companies = async (token: string) => (await api('GET', 'licences/companies', token)).body.response.items as LicenceCompany[];
const byName = async (name: string) => (await companies(provider)).find((c) => c.name === name)!;

describe('licences: the provider sees every company, a company its own', () => {
  it('the provider lists every company with its licence owner, expiry, agreement and users; a company admin only their own; others 403', async () => {
    const all = await companies(provider);
    expect(all.map((c) => c.name)).toEqual(expect.arrayContaining(['Demo Kitabevi', 'Öteki Ltd', 'Defter Yazılım']));
    const oteki = all.find((c) => c.name === 'Öteki Ltd')!;
    expect(oteki).toMatchObject({ licenceOwner: 'Öteki Ticaret Ltd. Şti.', agreementStatus: 0, userCount: 1 });
    expect(all.find((c) => c.name === 'Demo Kitabevi')).toMatchObject({ agreementStatus: 1, userCount: 5 });

    const own = await companies(demoAdmin);
    expect(own.map((c) => c.name)).toEqual(['Demo Kitabevi']);
    const otherUsers = await api('GET', `licences/companies/${oteki.id}/users`, demoAdmin);
    expect(otherUsers.status).toBe(404);
    const ownUsers = (await api('GET', `licences/companies/${own[0]!.id}/users`, demoAdmin)).body.response.items as { email: string }[];
    expect(ownUsers.map((u) => u.email)).toContain('kasa@demo.test');
    expect(ownUsers.map((u) => u.email)).not.toContain('admin@oteki.test');

    for (const email of ['muhasebe@demo.test', 'kasa@demo.test', 'denetci@demo.test']) {
      const token = await login(email, 'demo1234', base);
      expect((await api('GET', 'licences/companies', token)).status, email).toBe(403);
      expect((await api('GET', `licences/companies/${own[0]!.id}/users`, token)).status, email).toBe(403);
    }
  });

  it('the provider extends a licence: the expiry moves by whole months and the company sees it on its licence screen; a company admin may not', async () => {
    const oteki = await byName('Öteki Ltd');
    const refused = await api('POST', `licences/companies/${oteki.id}/extensions`, demoAdmin, { months: 12 });
    expect(refused.status).toBe(403);
    const otekiAdmin = await login('admin@oteki.test', 'demo1234', base);
    expect((await api('POST', `licences/companies/${oteki.id}/extensions`, otekiAdmin, { months: 12 })).status).toBe(403);

    const bad = await api('POST', `licences/companies/${oteki.id}/extensions`, provider, { months: 0 }, 'en');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['months']);

    const extended = await api('POST', `licences/companies/${oteki.id}/extensions`, provider, { months: 12 });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    licenceCompanySchema.parse(extended.body.response);
    const [y, m, d] = oteki.licenceExpires.split('-').map(Number) as [number, number, number];
    const expected = `${y + 1}-${String(m).padStart(2, '0')}-${String(m === 2 && d === 29 ? 28 : d).padStart(2, '0')}`;
    expect(extended.body.response.licenceExpires).toBe(expected);
    expect(extended.body.response.daysLeft).toBeGreaterThan(oteki.daysLeft + 360);
    // the days left are the calendar's count from the company's today to the end date, not one more
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(extended.body.response.daysLeft).toBe((Date.parse(expected) - Date.parse(today)) / 86_400_000);
    // the company's own screens follow: the user dropdown and the licence screen read frontappui
    const ui = (await api('GET', 'modules/frontappui', otekiAdmin)).body.response;
    expect(ui.license.expires).toBe(expected);
    expect(ui.app.license_expires).toBe(expected);
    // the other companies are untouched
    expect((await byName('Demo Kitabevi')).licenceExpires).toBe(oteki.licenceExpires);
    expect((await api('POST', 'licences/companies/999999/extensions', provider, { months: 1 })).status).toBe(404);
  });

  it("the provider edits a user of any company (roles, active), under that company's rules: the last admin stays", async () => {
    const demo = await byName('Demo Kitabevi');
    const users = (await api('GET', `licences/companies/${demo.id}/users`, provider)).body.response.items as { id: number; email: string; version: number }[];
    const cashier = users.find((u) => u.email === 'kasa@demo.test')!;
    const edited = await api('PUT', `licences/companies/${demo.id}/users/${cashier.id}`, provider, {
      version: cashier.version,
      roles: ['operator', 'manager'],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    userSchema.parse(edited.body.response);
    expect(edited.body.response).toMatchObject({ roles: ['operator', 'manager'], active: true, version: cashier.version + 1 });
    // the company's own admin sees the change in their own user list
    const seen = (await api('GET', 'users', demoAdmin)).body.response.items.find((u: { email: string }) => u.email === 'kasa@demo.test');
    expect(seen.roles).toEqual(['operator', 'manager']);

    const oteki = await byName('Öteki Ltd');
    const otekiUsers = (await api('GET', `licences/companies/${oteki.id}/users`, provider)).body.response.items as { id: number; version: number }[];
    const lastAdmin = await api('PUT', `licences/companies/${oteki.id}/users/${otekiUsers[0]!.id}`, provider, {
      version: otekiUsers[0]!.version,
      active: false,
    });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.code).toBe('US10001');
    // a user id of another company under this company's path is not found
    expect((await api('PUT', `licences/companies/${oteki.id}/users/${cashier.id}`, provider, { version: 2, active: false })).status).toBe(404);
    // a company admin cannot reach another company's user
    expect((await api('PUT', `licences/companies/${oteki.id}/users/${otekiUsers[0]!.id}`, demoAdmin, { version: 1, roles: ['admin'] })).status).toBe(404);
    // only the rights: the person's details are the company's own
    const details = await api('PUT', `licences/companies/${demo.id}/users/${cashier.id}`, provider, { version: cashier.version + 1, name: 'Başka' });
    expect(details.status).toBe(422);
  });
});
