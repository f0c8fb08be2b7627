import { describe, expect, it } from 'vitest';
import { flattenMenu, type MenuItem } from '../../src/domain/menu';
import { call, login } from './client';

const links = (menu: MenuItem[]) =>
  flattenMenu(menu)
    .map((m) => m.mn_link)
    .filter(Boolean) as string[];

describe('health and brand', () => {
  it('health names the database', async () => {
    const r = await call('GET', 'health');
    expect(r.status).toBe(200);
    expect(r.body.response.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(r.body.response.database);
  });

  it('the brand follows the Host header', async () => {
    expect((await call('GET', 'brand', { headers: { host: 'panel.example.com' } })).body.response.name).toBe('Defter');
    expect((await call('GET', 'brand', { headers: { 'x-forwarded-host': 'kutuphane.example.com' } })).body.response.name).toBe('Defter Kütüphane');
    const sahaf = (await call('GET', 'brand', { headers: { 'x-forwarded-host': 'sahaf.example.com' } })).body.response;
    expect(Object.keys(sahaf).sort()).toEqual(['color', 'email', 'favicon', 'logo', 'name', 'phone']);
    expect(sahaf.name).toBe('Defter Sahaf');
  });

  it('an unknown API path is 404 in the envelope; without a token it is 401 like every non-public call', async () => {
    const r = await call('GET', 'no/such/thing', { lang: 'de', token: await login('kasa@demo.test') });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'NF10404', message: 'Seite nicht gefunden.' });
    const anonymous = await call('GET', 'no/such/thing');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('AU10001');
  });
});

describe('menu by role', () => {
  it('on a library host the menu of a user who has the library is led by it; elsewhere the sections keep their order', async () => {
    const admin = await login('admin@demo.test');
    const sections = async (host: string, token = admin) =>
      ((await call('GET', 'menu', { token, headers: { 'x-forwarded-host': host } })).body.response as MenuItem[]).map(
        (m) => m.mn_link ?? m.mn_subs[0]?.mn_link,
      );
    const library = await sections('kutuphane.example.com');
    const plain = await sections('panel.example.com');
    expect(library[0]).toBe('/kutuphane/odunc');
    expect(plain[0]).toBe('/dashboard');
    expect([...library].sort()).toEqual([...plain].sort());
    const dashboard = (await call('GET', 'modules/frontappui', { token: admin, headers: { 'x-forwarded-host': 'library.example.com' } })).body.response
      .dashboard;
    expect(dashboard.links[0].mn_link).toBe('/kutuphane/odunc');
    // a cashier has no library: their menu is as on any host
    expect((await sections('kutuphane.example.com', await login('kasa@demo.test')))[0]).toBe('/dashboard');
  });

  it('admin gets every item; others only their own', async () => {
    const admin = links((await call('GET', 'menu', { token: await login('admin@demo.test') })).body.response);
    const cashier = links((await call('GET', 'menu', { token: await login('kasa@demo.test') })).body.response);
    const accountant = links((await call('GET', 'menu', { token: await login('muhasebe@demo.test') })).body.response);
    const auditor = links((await call('GET', 'menu', { token: await login('denetci@demo.test') })).body.response);
    expect(admin).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/fis/pos',
        '/sistem/paratanimlari',
        '/sistem/kullanici',
        '/sistem/firma',
        '/sistem/evrak',
        '/denetim/dogrula',
        '/stok/yeni',
        '/kbsets/tanimlar',
        '/kbsets/uretim/yeni',
        '/kbsets/dagitim/yeni',
        '/sahaf/list',
        '/sahaf/ayar',
        '/sistem/ekitap-fiyatlandirma',
        '/sistem/cihaz',
        '/sistem/hata',
        '/modul/sanalpos/ayarlar',
        '/modul/lisansyonetimi/firmalist',
        '/modul/lisansyonetimi/kullanicilist',
        '/sistem/tunits',
        '/sistem/genel',
        '/sistem/tclnt',
        '/fis/ayar',
      ]),
    );
    // the offline devices, the browser error log, the licences and the virtual POS settings are the admins'
    const adminOnly = ['/sistem/cihaz', '/sistem/hata', '/modul/lisansyonetimi/firmalist', '/modul/lisansyonetimi/kullanicilist', '/modul/sanalpos/ayarlar'];
    expect([...cashier, ...accountant, ...auditor].filter((l) => adminOnly.includes(l))).toEqual([]);

    // the units are the definitions' people's: the accountant (a manager) defines them
    expect(accountant).toContain('/sistem/tunits');
    expect(accountant).toContain('/sistem/tclnt');
    expect(cashier).not.toContain('/sistem/tunits');
    // the general settings are the admin's; the receipt area's own settings its managers' too
    expect(accountant).not.toContain('/sistem/genel');
    expect(accountant).toContain('/fis/ayar');
    expect(cashier).not.toContain('/fis/ayar');
    expect(cashier).toContain('/fis/pos');
    expect(cashier).not.toContain('/stok/list');
    expect(cashier).not.toContain('/sistem/paratanimlari');
    expect(accountant).toEqual(expect.arrayContaining(['/stok/yeni', '/fis/donusum', '/fis/pos', '/kasa/list']));
    expect(accountant).not.toContain('/denetim/dogrula');
    expect(accountant).not.toContain('/sistem/kullanici');
    expect(accountant).not.toContain('/sistem/firma');
    expect(auditor).toEqual(expect.arrayContaining(['/denetim/dogrula', '/stok/list', '/stok/islem', '/fis/satis/islem']));
    expect(auditor).not.toContain('/stok/yeni');
    // sending e-documents is the accountant's; the auditor reads what went out
    expect(accountant).toEqual(expect.arrayContaining(['/modul/uyumsoftefatura/gonder', '/modul/uyumsoftefatura/giden']));
    expect(auditor).toContain('/modul/uyumsoftefatura/giden');
    expect(auditor).not.toContain('/modul/uyumsoftefatura/gonder');
    // the demo company uses the sandbox (served by the Uyumsoft pages, its incoming e-waybills too): the other
    // integrators' pages are not in the menu (menu-integrator.test.ts); every integrator's settings are the admin's
    expect(accountant).toEqual(expect.arrayContaining(['/modul/uyumsoftefatura/gelen', '/modul/uyumsoftefatura/irsaliye/gelen']));
    expect(accountant.filter((l) => /^\/modul\/(mysoft|edm)efatura\//.test(l))).toEqual([]);
    const settings = ['/modul/uyumsoftefatura/ayar', '/modul/mysoftefatura/ayar', '/modul/edmefatura/ayar'];
    expect(admin).toEqual(expect.arrayContaining(settings));
    expect([...accountant, ...auditor].filter((l) => settings.includes(l))).toEqual([]);
    for (const list of [cashier, accountant, auditor]) expect(list.every((l) => admin.includes(l))).toBe(true);
  });

  it('a page is in the menu only once its screen is built: none that is being prepared', async () => {
    const admin = links((await call('GET', 'menu', { token: await login('admin@demo.test') })).body.response);
    expect(admin).toEqual(
      expect.arrayContaining([
        '/rapor/caribakiye',
        '/rapor/stokbakiye',
        '/rapor/stokislem',
        '/rapor/satisfaturakar',
        '/rapor/satiskar',
        '/rapor/satisgrup',
        '/rapor/faturalist',
        '/rapor/genelyonetimsatis',
        '/rapor/cariislem',
        '/rapor/kasaislem',
        '/rapor/geneluruntedarik',
        '/rapor/alissatis',
        '/rapor/zkasasatis/ozet',
        '/stok/fis',
        '/stok/islem',
        '/fis/satis/islem',
        '/fis/alis/islem',
        '/fis/stok/virman/list',
        '/kutuphane/odunc',
        '/kutuphane/iade',
        '/kutuphane/odunc/list',
        '/kutuphane/list',
        '/kutuphane/ayar',
        '/kutuphane/kopya',
        '/kutuphane/fisler',
        '/kurum/takip',
        '/okuyucu/ayarlar',
        '/not/list',
        '/not/gorev',
        '/not/yeni',
        '/is/takip',
        '/is/takip/yeni',
        '/is/takip/islem',
        '/is/satis/islem',
      ]),
    );
  });

  it('menu items carry the contract fields and are localized', async () => {
    const token = await login('kasa@demo.test');
    const en = (await call('GET', 'menu', { token, lang: 'en' })).body.response as MenuItem[];
    for (const item of flattenMenu(en)) expect(Object.keys(item)).toEqual(expect.arrayContaining(['id', 'mn_name', 'mn_link', 'mn_parent', 'mn_subs']));
    const section = en.find((m) => m.mn_subs.some((s) => s.mn_link === '/fis/pos'))!;
    expect(section.mn_name).toBe('Fast Sale');
    expect(section.mn_subs.every((s) => s.mn_parent === section.id)).toBe(true);
  });
});

describe('UI settings and licence', () => {
  it('frontappui carries the licence, the logged-in info and the dashboard links', async () => {
    const r = await call('GET', 'modules/frontappui', { token: await login('muhasebe@demo.test') });
    const s = r.body.response;
    expect(s.license.license_agreement_status).toBe(1);
    expect(s.license.days_left).toBeGreaterThan(300);
    expect(s.app.license_owner).toBe('Demo Kitabevi Yayıncılık Ltd. Şti.');
    expect(s.authorizedUser).toMatchObject({ name: 'Zeynep Demir', email: 'muhasebe@demo.test' });
    expect(s.authorizedUser.clientIp).toBeTruthy();
    expect(s.dashboard.links.map((l: { mn_link: string }) => l.mn_link)).toContain('/fis/takip');
    expect(s.expires_at).toBeGreaterThan(Date.now());
  });

  it('a company with an unaccepted licence: only an authorised user accepts it', async () => {
    const token = await login('admin@oteki.test');
    const before = await call('GET', 'modules/frontappui', { token });
    const status = before.body.response.license.license_agreement_status;
    expect([0, 1]).toContain(status);
    const denied = await call('POST', 'modules/frontappui/license/accept', { token: await login('kasa@demo.test') });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('PE10003');
    const ok = await call('POST', 'modules/frontappui/license/accept', { token });
    expect(ok.status).toBe(200);
    expect((await call('GET', 'modules/frontappui', { token })).body.response.license.license_agreement_status).toBe(1);
  });
});

describe('isolation between companies', () => {
  it('a record of the other company is 404, never its data', async () => {
    const demo = await login('admin@demo.test');
    const oteki = await login('admin@oteki.test');
    const otekiProducts = (await call('GET', 'products', { token: oteki })).body.response.items;
    const demoProducts = (await call('GET', 'products', { token: demo })).body.response.items;
    expect(otekiProducts.length).toBeGreaterThan(0);
    const otekiIds = new Set(otekiProducts.map((p: { id: number }) => p.id));
    expect(demoProducts.some((p: { id: number }) => otekiIds.has(p.id))).toBe(false);
    const foreign = await call('GET', `products/${otekiProducts[0].id}`, { token: demo });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NF10004');
    expect(JSON.stringify(foreign.body)).not.toContain(otekiProducts[0].name);
    const own = await call('GET', `products/${demoProducts[0].id}`, { token: demo });
    expect(own.status).toBe(200);
    const otekiAccounts = (await call('GET', 'accounts', { token: oteki })).body.response.items;
    expect((await call('GET', `accounts/${otekiAccounts[0].id}`, { token: demo })).status).toBe(404);
    // the same search term finds only the caller's rows even though both companies share a barcode
    const both = await call('GET', 'products?q=9789024538270', { token: demo });
    expect(both.body.response.items.map((p: { name: string }) => p.name)).toEqual(['Kürk Mantolu Madonna']);
  });
});
