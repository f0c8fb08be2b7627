import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCataloguePublishing } from '../../src/server/catalogue/publisher';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #30, the shared catalogue: the provider's company keeps it (/kibourun/*), every company reads it and draws
 * its own stock cards from it (/kibourunlist), compares them with it (/kibourun/stokmagaza). Row-level security
 * holds the same line as the routes: a company other than the keeper writes nothing of the catalogue, even by SQL.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let provider: string;
let admin: string;
let manager: string;
let cashier: string;
let other: string;

const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await server.db.system((q) => q.query<T>(text, params))).rows;
const companyOf = async (email: string) => (await sql<{ id: number }>(`select company_id as id from users where email = $1`, [email]))[0]!.id;

async function entry(body: Record<string, unknown>): Promise<{ id: number; version: number; isbn: string | null }> {
  const r = await api('POST', 'catalogue/entries', provider, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}

beforeAll(async () => {
  server = await startOwnServer({});
  [provider, admin, manager, cashier, other] = (await Promise.all(
    ['saglayici@defter.test', 'admin@demo.test', 'muhasebe@demo.test', 'kasa@demo.test', 'admin@oteki.test'].map((e) => login(e, 'demo1234', server.baseUrl)),
  )) as [string, string, string, string, string];
});
afterAll(() => server?.close());

type MenuItem = { mn_link: string | null; mn_subs: MenuItem[] };
const links = (items: MenuItem[]): string[] => items.flatMap((i) => [...(i.mn_link ? [i.mn_link] : []), ...links(i.mn_subs)]);

describe('the shared catalogue', () => {
  it('the keeper’s pages are in the provider’s menu only; every company’s manager finds the search and the comparison', async () => {
    const menuOf = async (token: string) => links((await api('GET', 'menu', token)).body.response);
    const keeperPages = ['/kibourun/list', '/kibourun/yeni', '/kibourun/uretici', '/kibourun/kontrol'];
    expect(await menuOf(provider)).toEqual(expect.arrayContaining(keeperPages));
    for (const token of [admin, manager, other]) {
      const menu = await menuOf(token);
      expect(menu).toEqual(expect.arrayContaining(['/kibourunlist', '/kibourun/stokmagaza']));
      expect(menu.filter((l) => keeperPages.includes(l))).toEqual([]);
    }
  });

  it('only the provider writes the catalogue: another company is refused by the API and by the database', async () => {
    const body = { title: 'Kuyucaklı Yusuf', author: 'Sabahattin Ali', publisher: 'YKY', isbn: '9789750806645', price: '90.00' };
    for (const token of [admin, manager, other]) {
      expect((await api('POST', 'catalogue/entries', token, body)).status).toBe(403);
      expect((await api('POST', 'catalogue/manufacturers', token, { name: 'Hacker' })).status).toBe(403);
    }
    const written = await entry(body);
    expect((await api('PUT', `catalogue/entries/${written.id}`, admin, { ...body, title: 'x' })).status).toBe(403);

    const demo = await companyOf('admin@demo.test');
    const keys = `'k', 'k', 'k'`;
    await expect(
      server.db.company(demo, (q) =>
        q.query(`insert into catalogue_entries (company_id, title, title_key, search_text, duplicate_key) values ($1, 'x', ${keys})`, [demo]),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(server.db.company(demo, (q) => q.query(`insert into catalogue_manufacturers (company_id, name) values ($1, 'x')`, [demo]))).rejects.toThrow(
      /row-level security/,
    );
    const changed = await server.db.company(demo, (q) => q.query(`update catalogue_entries set title = 'hacked' where id = $1`, [written.id]));
    expect(changed.rowCount).toBe(0);
    // the keeper writes only as itself: not an entry in another company's name
    const keeper = await companyOf('saglayici@defter.test');
    await expect(
      server.db.company(keeper, (q) =>
        q.query(`insert into catalogue_entries (company_id, title, title_key, search_text, duplicate_key) values ($1, 'x', ${keys})`, [demo]),
      ),
    ).rejects.toThrow(/row-level security/);
    expect((await sql<{ title: string }>(`select title from catalogue_entries where id = $1`, [written.id]))[0]!.title).toBe('Kuyucaklı Yusuf');
  });

  it('every company reads the catalogue the provider keeps, and a search ignores Turkish marks and finds an ISBN-10 as its ISBN-13', async () => {
    const written = await entry({ title: 'Çalıkuşu', author: 'Reşat Nuri Güntekin', publisher: 'İnkılâp', isbn: '978-975-10-0001-9', pageCount: 544 });
    for (const token of [admin, cashier, other]) {
      const byTitle = await api('GET', 'catalogue/entries?q=calikusu', token);
      expect(byTitle.status).toBe(200);
      expect(byTitle.body.response.items.map((e: { id: number }) => e.id)).toContain(written.id);
    }
    const byAuthor = await api('GET', `catalogue/entries?q=${encodeURIComponent('resat nuri')}`, other);
    expect(byAuthor.body.response.items.map((e: { title: string }) => e.title)).toEqual(['Çalıkuşu']);
    const byIsbn10 = await api('GET', 'catalogue/entries?q=9751000017', admin);
    expect(byIsbn10.body.response.items.map((e: { id: number }) => e.id)).toEqual([written.id]);
    expect((await api('GET', `catalogue/entries/${written.id}`, other)).body.response).toMatchObject({ title: 'Çalıkuşu', pageCount: 544, productId: null });
  });

  it('a common word’s page and a title’s start come in Turkish title order with their count, however the search finds them', async () => {
    const titles = ['Çınar', 'Cennet', 'Ilık', 'İklim', 'Şafak', 'Sabah', 'Öykü', 'Ozan', 'Ümit', 'Umut', 'Ğ harfi', 'Gece'].map((w, i) => `${w} Kâhyası ${i}`);
    for (const title of titles) await entry({ title, author: 'Ortak Yazar', publisher: 'Ortak' });
    const byTurkish = [...titles].sort((x, y) => x.localeCompare(y, 'tr'));
    const page = await api('GET', 'catalogue/entries?q=kahyasi&limit=5&offset=3', other);
    expect(page.body.response.total).toBe(titles.length);
    expect(page.body.response.items.map((e: { title: string }) => e.title)).toEqual(byTurkish.slice(3, 8));
    const all = await api('GET', 'catalogue/entries?q=kahyasi&limit=50', admin);
    expect(all.body.response.items.map((e: { title: string }) => e.title)).toEqual(byTurkish);
    // one or two letters: titles that start so, dotless ı and marked letters included
    const start = await api('GET', 'catalogue/entries?q=il&limit=50', admin);
    expect(start.body.response.items.map((e: { title: string }) => e.title)).toEqual(['Ilık Kâhyası 2', 'İklim Kâhyası 3'].filter((t) => /^[Iİ]l/.test(t)));
    for (const [offset, title] of [
      [0, 'Ozan Kâhyası 7'],
      [1, 'Öykü Kâhyası 6'],
    ] as const) {
      const one = await api('GET', `catalogue/entries?q=o&limit=1&offset=${offset}`, admin);
      expect([one.body.response.total, one.body.response.items[0].title]).toEqual([2, title]);
    }
    const o = await api('GET', 'catalogue/entries?q=o&limit=50', admin);
    expect(o.body.response.items.map((e: { title: string }) => e.title).filter((t: string) => t.includes('Kâhyası'))).toEqual([
      'Ozan Kâhyası 7',
      'Öykü Kâhyası 6',
    ]);
  });

  it('the check list names a wrong ISBN check digit, a missing publisher and duplicates by ISBN or by title and author', async () => {
    const badIsbn = await entry({ title: 'Sefiller', author: 'Victor Hugo', publisher: 'Can', isbn: '9789750700001' });
    const noPublisher = await entry({ title: 'Tutunamayanlar', author: 'Oğuz Atay' });
    const [a, b] = [
      await entry({ title: 'Aylak Adam', author: 'Yusuf Atılgan', publisher: 'YKY' }),
      await entry({ title: 'AYLAK ADAM', author: 'Yusuf Atilgan', publisher: 'Can' }),
    ];
    const [c, d] = [
      await entry({ title: 'Anayurt Oteli', author: 'Yusuf Atılgan', publisher: 'YKY', isbn: '9789750803413' }),
      await entry({ title: 'Anayurt Oteli (cep)', author: 'Yusuf Atılgan', publisher: 'YKY', isbn: '9789750803413' }),
    ];
    const fine = await entry({ title: 'Saatleri Ayarlama Enstitüsü', author: 'Ahmet Hamdi Tanpınar', publisher: 'Dergâh', isbn: '9789759953959' });
    const r = await api('GET', 'catalogue/checks?limit=200', provider);
    expect(r.status).toBe(200);
    const reasons = new Map((r.body.response.items as { id: number; reasons: string[] }[]).map((i) => [i.id, i.reasons]));
    expect(reasons.get(badIsbn.id)).toEqual(['isbnCheckDigit']);
    expect(reasons.get(noPublisher.id)).toEqual(['publisherMissing']);
    expect(reasons.get(a.id)).toEqual(['duplicateTitle']);
    expect(reasons.get(b.id)).toEqual(['duplicateTitle']);
    expect(reasons.get(c.id)).toEqual(['duplicateIsbn']);
    expect(reasons.get(d.id)).toEqual(['duplicateIsbn']);
    expect(reasons.has(fine.id)).toBe(false);
    expect((await api('GET', 'catalogue/checks', admin)).status).toBe(403);
  });

  it('a company draws its own cards from many entries in one step, keeping the link; drawing again makes no second card, and another company sees none', async () => {
    const m = await api('POST', 'catalogue/manufacturers', provider, { name: 'Yapı Kredi Yayınları' });
    expect(m.status).toBe(201);
    const entries = [
      await entry({
        title: 'Kürk Mantolu Madonna (katalog)',
        author: 'Sabahattin Ali',
        publisher: 'YKY',
        isbn: '9789753638029',
        price: '45.50',
        manufacturerId: m.body.response.id,
      }),
      await entry({ title: 'Saf ve Düşünceli Romancı', author: 'Orhan Pamuk', publisher: 'YKY', isbn: '975-08-1864-4', price: '120.00', vatRate: 0 }),
    ];
    const ids = entries.map((e) => e.id);
    expect((await api('POST', 'catalogue/stock-cards', cashier, { entryIds: ids })).status).toBe(403);
    const made = await api('POST', 'catalogue/stock-cards', manager, { entryIds: ids });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const created = made.body.response.createdProductIds as number[];
    expect(created).toHaveLength(2);
    const cards = await Promise.all(created.map(async (id) => (await api('GET', `products/${id}`, admin)).body.response));
    expect(cards.map((p) => [p.name, p.isbn, p.price]).sort()).toEqual([
      ['Kürk Mantolu Madonna (katalog)', '9789753638029', '45.50'],
      ['Saf ve Düşünceli Romancı', '9789750818646', '120.00'],
    ]);
    expect(cards.find((p) => p.name.startsWith('Kürk'))).toMatchObject({ author: 'Sabahattin Ali', publisher: 'YKY', manufacturer: 'Yapı Kredi Yayınları' });
    const links = await sql<{ n: number }>(`select count(*)::integer as n from products where catalogue_entry_id = any($1::integer[])`, [ids]);
    expect(links[0]!.n).toBe(2);

    const again = await api('POST', 'catalogue/stock-cards', admin, { entryIds: ids });
    expect(again.body.response).toEqual({ createdProductIds: [], existingProductIds: created });
    expect((await api('GET', `catalogue/entries/${ids[0]}`, admin)).body.response.productId).toBe(
      created.find((id) => cards.find((p) => p.id === id)!.name.startsWith('Kürk')),
    );
    expect((await api('GET', `catalogue/entries/${ids[0]}`, other)).body.response.productId).toBeNull();
    expect((await api('GET', 'catalogue/store-comparison', other)).body.response.items).toEqual([]);

    const missing = await api('POST', 'catalogue/stock-cards', admin, { entryIds: [2_000_000_000] });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['entryIds']);
  });

  it('the store comparison lists a card whose entry changed, and updating it on request takes the entry’s title and price', async () => {
    const e = await entry({ title: 'Ölmeye Yatmak', author: 'Adalet Ağaoğlu', publisher: 'Everest', price: '60.00' });
    const made = await api('POST', 'catalogue/stock-cards', admin, { entryIds: [e.id] });
    const productId = made.body.response.createdProductIds[0] as number;
    expect((await api('GET', 'catalogue/store-comparison', admin)).body.response.items.map((i: { productId: number }) => i.productId)).not.toContain(productId);

    const changed = await api('PUT', `catalogue/entries/${e.id}`, provider, {
      title: 'Ölmeye Yatmak (yeni baskı)',
      author: 'Adalet Ağaoğlu',
      publisher: 'Everest',
      price: '75.00',
      version: e.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const stale = await api('PUT', `catalogue/entries/${e.id}`, provider, { title: 'x', version: e.version });
    expect(stale.status).toBe(409);

    const listed = (await api('GET', 'catalogue/store-comparison', admin)).body.response.items.find((i: { productId: number }) => i.productId === productId);
    expect(listed).toMatchObject({ price: '60.00', entryPrice: '75.00', differences: ['title', 'price'] });
    expect((await api('POST', 'catalogue/store-updates', cashier, { productIds: [productId] })).status).toBe(403);
    const updated = await api('POST', 'catalogue/store-updates', admin, { productIds: [productId] });
    expect(updated.body.response).toEqual({ updatedProductIds: [productId] });
    expect((await api('GET', `products/${productId}`, admin)).body.response).toMatchObject({ name: 'Ölmeye Yatmak (yeni baskı)', price: '75.00' });
    expect((await api('GET', 'catalogue/store-comparison', admin)).body.response.items.map((i: { productId: number }) => i.productId)).not.toContain(productId);
    // another company's card is not this company's to update
    expect((await api('POST', 'catalogue/store-updates', other, { productIds: [productId] })).body.response).toEqual({ updatedProductIds: [] });
  });

  it('the store comparison names every field a card takes from its entry that differs, and updates the chosen ones only', async () => {
    const m1 = (await api('POST', 'catalogue/manufacturers', provider, { name: `Can Yayınları ${Date.now() % 100000}` })).body.response.id as number;
    const m2 = (await api('POST', 'catalogue/manufacturers', provider, { name: `Can Sanat ${Date.now() % 100000}` })).body.response.id as number;
    const base = { title: 'Tutunamayanlar', author: 'Oğuz Atay', publisher: 'İletişim', isbn: '9789754700114', price: '150.00', pageCount: 724, vatRate: 0 };
    const e = await entry({ ...base, manufacturerId: m1 });
    const productId = (await api('POST', 'catalogue/stock-cards', admin, { entryIds: [e.id] })).body.response.createdProductIds[0] as number;
    const listed = async () =>
      ((await api('GET', 'catalogue/store-comparison', admin)).body.response.items as { productId: number; differences: string[] }[]).find(
        (i) => i.productId === productId,
      )?.differences ?? [];
    expect(await listed()).toEqual([]);
    const changed = await api('PUT', `catalogue/entries/${e.id}`, provider, {
      title: 'Tutunamayanlar (yeni baskı)',
      author: 'O. Atay',
      publisher: 'İletişim Yayınları',
      isbn: '975-470-011-7',
      manufacturerId: m2,
      pageCount: 725,
      price: '150.0',
      vatRate: 10,
      version: e.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // the ISBN is the same one written as ISBN-10, the price the same decimal: neither differs
    expect(await listed()).toEqual(['title', 'author', 'publisher', 'manufacturer', 'pageCount', 'vatRate']);
    const bad = await api('POST', 'catalogue/store-updates', admin, { productIds: [productId], fields: ['colour'] });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([422, ['fields.0']]);
    const chosen = await api('POST', 'catalogue/store-updates', admin, { productIds: [productId], fields: ['author', 'pageCount', 'vatRate'] });
    expect(chosen.body.response).toEqual({ updatedProductIds: [productId] });
    const card = (await api('GET', `products/${productId}`, admin)).body.response;
    expect([card.name, card.author, card.publisher, card.pageCount, card.vatRate]).toEqual(['Tutunamayanlar', 'O. Atay', 'İletişim', 725, 10]);
    expect(await listed()).toEqual(['title', 'publisher', 'manufacturer']);
    await api('POST', 'catalogue/store-updates', admin, { productIds: [productId] });
    expect((await api('GET', `products/${productId}`, admin)).body.response).toMatchObject({
      name: 'Tutunamayanlar (yeni baskı)',
      publisher: 'İletişim Yayınları',
      manufacturer: expect.stringMatching(/^Can Sanat/),
    });
    expect(await listed()).toEqual([]);
  });

  it('publishing prices and quantities runs as background work with progress and a log; asking again while a run is open is that run; every company reads what was published', async () => {
    const e = await entry({ title: 'Bir Bilim Adamının Romanı', author: 'Oğuz Atay', publisher: 'İletişim', price: '80.00' });
    const card = (await api('POST', 'catalogue/stock-cards', admin, { entryIds: [e.id] })).body.response.createdProductIds[0] as number;
    const warehouses = (await api('GET', 'warehouses', admin)).body.response.items as { id: number }[];
    const stockIn = await api('POST', 'documents', admin, {
      type: 'stockIn',
      warehouseId: warehouses[0]!.id,
      lines: [{ productId: card, quantity: '7', unitPrice: '40.00', vatRate: 0 }],
    });
    let doc = stockIn.body.response as { id: number; version: number };
    for (const type of ['START', 'COMPLETE']) doc = (await api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version })).body.response;

    const settings = await api('PUT', 'catalogue/settings', admin, {
      locationId: null,
      warehouseId: warehouses[0]!.id,
      publishPrices: true,
      publishQuantities: true,
      version: 0,
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect((await api('PUT', 'catalogue/settings', admin, { ...settings.body.response, version: 0 })).status).toBe(409);
    expect((await api('POST', 'catalogue/jobs', cashier, { kind: 'prices' })).status).toBe(403);

    const asked = await api('POST', 'catalogue/jobs', admin, { kind: 'prices' });
    expect(asked.status).toBe(201);
    expect(asked.body.response).toMatchObject({ kind: 'prices', status: 'queued', done: 0 });
    const again = await api('POST', 'catalogue/jobs', manager, { kind: 'prices' });
    expect([again.status, again.body.response.id]).toEqual([200, asked.body.response.id]);
    const quantities = (await api('POST', 'catalogue/jobs', admin, { kind: 'quantities' })).body.response.id as number;

    await runCataloguePublishing(server.db);
    const linked = (
      await sql<{ n: number }>(`select count(*)::integer as n from products where catalogue_entry_id is not null and company_id = $1`, [
        await companyOf('admin@demo.test'),
      ])
    )[0]!.n;
    const prices = (await api('GET', `catalogue/jobs/${asked.body.response.id}`, admin)).body.response;
    expect(prices).toMatchObject({ status: 'done', total: linked, done: linked });
    expect(prices.log.map((l: { key: string }) => l.key)).toEqual(['catalogue.log.asked', 'catalogue.log.started', 'catalogue.log.finished']);
    expect((await api('GET', `catalogue/jobs/${quantities}`, admin)).body.response).toMatchObject({ status: 'done', done: linked });

    const ledger = (
      await sql<{ q: string }>(`select sum(quantity)::text as q from stock_totals where product_id = $1 and warehouse_id = $2`, [card, warehouses[0]!.id])
    )[0]!.q;
    expect(Number(ledger)).toBe(7);
    const demo = await companyOf('admin@demo.test');
    const offers = await api('GET', `catalogue/entries/${e.id}/offers`, other);
    expect(offers.body.response.items).toEqual([{ companyId: demo, price: '80.00', quantity: '7', updatedAt: expect.any(String) }]);

    // a run again writes the same rows; with prices not published, a prices run says so and writes nothing
    const before = await sql(`select entry_id, price::text, quantity::text from catalogue_offers order by entry_id`);
    await api('POST', 'catalogue/jobs', admin, { kind: 'quantities' });
    await runCataloguePublishing(server.db);
    expect(await sql(`select entry_id, price::text, quantity::text from catalogue_offers order by entry_id`)).toEqual(before);
    await api('PUT', 'catalogue/settings', admin, { locationId: null, warehouseId: null, publishPrices: false, publishQuantities: true, version: 1 });
    const off = (await api('POST', 'catalogue/jobs', admin, { kind: 'prices' })).body.response.id as number;
    await runCataloguePublishing(server.db);
    expect((await api('GET', `catalogue/jobs/${off}`, admin)).body.response.log.map((l: { key: string }) => l.key)).toEqual([
      'catalogue.log.asked',
      'catalogue.log.off',
    ]);
    expect((await api('GET', `catalogue/jobs/${off}`, other)).status).toBe(404);
  });
});
