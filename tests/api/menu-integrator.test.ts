import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenMenu, type MenuItem } from '../../src/domain/menu';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * GET /api/menu follows the e-document integrator the company uses, on a server of its own (the test changes the
 * company's integrator): its pages are in the menu, the other integrators' pages are not; every integrator's settings
 * page stays the admin's, where another is chosen.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let accountant: string;

const links = async (token: string) =>
  flattenMenu((await call('GET', 'menu', { token, base: server.baseUrl })).body.response as MenuItem[])
    .map((m) => m.mn_link)
    .filter((l): l is string => typeof l === 'string' && l.startsWith('/modul/') && /efatura\//.test(l));
const pagesOf = (list: string[], provider: string) => list.filter((l) => l.startsWith(`/modul/${provider}efatura/`)).sort();
const SETTINGS = ['/modul/edmefatura/ayar', '/modul/mysoftefatura/ayar', '/modul/uyumsoftefatura/ayar'];

async function useIntegrator(integrator: string) {
  const current = (await call('GET', 'integrator-settings', { token: admin, base: server.baseUrl })).body.response;
  const r = await call('PUT', 'integrator-settings', {
    token: admin,
    base: server.baseUrl,
    body: { ...current, secretSet: undefined, integrator, username: 'defter-client', secret: 'gizli', useSandbox: true },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

beforeAll(async () => {
  server = await startOwnServer();
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  accountant = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
});
afterAll(() => server?.close());

describe('the menu shows the pages of the integrator the company uses only', () => {
  it('the sandbox company sees the sandbox pages (Uyumsoft’s), its incoming e-waybills among them, and no MySoft or EDM page', async () => {
    const list = await links(accountant);
    expect(pagesOf(list, 'uyumsoft')).toEqual([
      '/modul/uyumsoftefatura/gelen',
      '/modul/uyumsoftefatura/giden',
      '/modul/uyumsoftefatura/gonder',
      '/modul/uyumsoftefatura/irsaliye/gelen',
    ]);
    expect([...pagesOf(list, 'mysoft'), ...pagesOf(list, 'edm')]).toEqual([]);
    expect((await links(admin)).filter((l) => l.endsWith('/ayar')).sort()).toEqual(SETTINGS);
  });

  it('a company whose integrator is MySoft, then EDM, sees only that integrator’s pages, and every integrator’s settings for its admin', async () => {
    await useIntegrator('mysoft');
    const mysoft = await links(accountant);
    expect(pagesOf(mysoft, 'mysoft')).toEqual([
      '/modul/mysoftefatura/gelen',
      '/modul/mysoftefatura/giden',
      '/modul/mysoftefatura/gonder',
      '/modul/mysoftefatura/irsaliye/gelen',
      '/modul/mysoftefatura/irsaliye/giden',
      '/modul/mysoftefatura/irsaliye/gonder',
    ]);
    expect([...pagesOf(mysoft, 'uyumsoft'), ...pagesOf(mysoft, 'edm')]).toEqual([]);
    // the dashboard's links are the menu's
    const ui = (await call('GET', 'modules/frontappui', { token: accountant, base: server.baseUrl })).body.response;
    const dashboardLinks = (ui.dashboard.links as { mn_link: string }[]).map((l) => l.mn_link);
    expect(dashboardLinks.filter((l) => /^\/modul\/(uyumsoft|edm)efatura\//.test(l))).toEqual([]);

    await useIntegrator('edm');
    const edm = await links(accountant);
    expect(pagesOf(edm, 'edm')).toEqual(['/modul/edmefatura/gelen', '/modul/edmefatura/giden', '/modul/edmefatura/gonder']);
    expect([...pagesOf(edm, 'uyumsoft'), ...pagesOf(edm, 'mysoft')]).toEqual([]);
    const adminLinks = await links(admin);
    expect(adminLinks.filter((l) => l.endsWith('/ayar')).sort()).toEqual(SETTINGS);
    expect(adminLinks.filter((l) => !l.endsWith('/ayar') && !l.startsWith('/modul/edmefatura/'))).toEqual([]);
  });
});
