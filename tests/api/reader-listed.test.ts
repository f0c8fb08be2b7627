import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/domain/text/turkish';
import { call, login, type CallOptions } from './client';
import { newLibraryCopy } from './library-fixtures';
import { startOwnServer } from './own-server';

/**
 * The catalogue's "listed" titles (migration 075): products.reader_copies counts a title's copies not withdrawn, kept
 * by triggers on library_copies, and the reader's search answers from it exactly what it answered when it looked at
 * the copies of every title. A server of its own: the tests reach into the database for the truth.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let companyId: number;
const api = (method: string, path: string, opts: CallOptions = {}) => call(method, path, { ...opts, base: server.baseUrl });

beforeAll(async () => {
  server = await startOwnServer();
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  companyId = (await server.db.system((q) => q.query<{ id: number }>(`select company_id as id from users where email = 'admin@demo.test'`))).rows[0]!.id;
});
afterAll(() => server?.close());

const wrongCounts = async () =>
  (
    await server.db.system((q) =>
      q.query<{ id: number; kept: number; truth: number }>(
        `select p.id, p.reader_copies as kept, (select count(*)::integer from library_copies c where c.company_id = p.company_id and c.product_id = p.id and not c.withdrawn) as truth
           from products p where p.reader_copies <> (select count(*) from library_copies c where c.company_id = p.company_id and c.product_id = p.id and not c.withdrawn)`,
      ),
    )
  ).rows;

const newTitle = async (name: string) => {
  const locations = (await api('GET', 'locations', { token: admin })).body.response.items;
  const r = await api('POST', 'products', { token: admin, body: { name, unit: 'ADET', vatRate: 0, price: '10.00', locationId: locations[0].id } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};

/** What the search answered before the kept column: every title with a copy not withdrawn, matched and ordered alike. */
const truthOf = async (pattern: string) =>
  (
    await server.db.system((q) =>
      q.query<{ id: number }>(
        `select p.id from products p where p.company_id = $1 and p.reader_text like $2
            and exists (select 1 from library_copies c where c.company_id = p.company_id and c.product_id = p.id and not c.withdrawn)
          order by p.name_key collate "C", p.id`,
        [companyId, pattern],
      ),
    )
  ).rows.map((r) => r.id);

const pageOf = async (q: string, limit: number, offset: number) => {
  const r = await api('GET', `reader/titles?q=${encodeURIComponent(q)}&limit=${limit}&offset=${offset}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { items: { id: number }[]; total: number; more: boolean };
};

describe('the titles listed in the reader catalogue', () => {
  it('keeps each title its count of copies not withdrawn as copies are added, withdrawn, moved and deleted', async () => {
    const a = await newTitle('Kâğıt Evler');
    const b = await newTitle('Kara Kitap Listesi');
    const one = await newLibraryCopy(admin, { productId: a }, api);
    const two = await newLibraryCopy(admin, { productId: a }, api);
    await newLibraryCopy(admin, { productId: b }, api);
    expect(await wrongCounts()).toEqual([]);
    const kept = async (id: number) =>
      (await server.db.system((q) => q.query<{ n: number }>(`select reader_copies as n from products where id = $1`, [id]))).rows[0]!.n;
    expect(await kept(a)).toBe(2);

    const put = async (id: number, body: Record<string, unknown>) => {
      const r = await api('PUT', `library/copies/${id}`, { token: admin, body: { barcode: `W${id}`, itemType: 'book', ...body } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    await put(one.id, { productId: a, withdrawn: true });
    expect(await kept(a)).toBe(1);
    await put(two.id, { productId: b }); // moved to the other title
    expect([await kept(a), await kept(b)]).toEqual([0, 2]);
    await put(one.id, { productId: b, withdrawn: false }); // back from withdrawal, on the other title
    expect([await kept(a), await kept(b)]).toEqual([0, 3]);
    expect((await pageOf('kagit', 20, 0)).items).toEqual([]);
    expect(await wrongCounts()).toEqual([]);

    // many rows in one statement each way, as an import or a restore writes them
    await server.db.system(async (q) => {
      await q.query(
        `insert into library_copies (company_id, product_id, barcode, item_type, withdrawn)
        select $1, $2, 'M' || g, 'book', g % 3 = 0 from generate_series(1, 30) g`,
        [companyId, a],
      );
      await q.query(
        `update library_copies set withdrawn = not withdrawn, product_id = case when id % 2 = 0 then $2 else product_id end
        where company_id = $1 and barcode like 'M%'`,
        [companyId, b],
      );
      await q.query(`delete from library_copies where company_id = $1 and barcode like 'M1%'`, [companyId]);
    });
    expect(await wrongCounts()).toEqual([]);
    // a product's row says nothing of its copies when it is written: a restore's value is recounted from the copies
    const restored = await server.db.system(async (q) => {
      const id = (
        await q.query<{ id: number }>(
          `insert into products (company_id, location_id, code, name, reader_copies)
             select $1, id, 'RESTORED-1', 'Geri Gelen', 7 from locations where company_id = $1 order by id limit 1 returning id`,
          [companyId],
        )
      ).rows[0]!.id;
      await q.query(`insert into library_copies (company_id, product_id, barcode, item_type) values ($1, $2, 'RESTORED-C1', 'book')`, [companyId, id]);
      return id;
    });
    expect(await kept(restored)).toBe(1);
    expect(await wrongCounts()).toEqual([]);

    // parallel clients adding and withdrawing copies of one title add up (on PostgreSQL: each under the row's lock)
    const added = await Promise.all(Array.from({ length: 6 }, () => newLibraryCopy(admin, { productId: restored }, api)));
    await Promise.all(added.slice(0, 3).map((c) => put(c.id, { barcode: c.barcode, productId: restored, withdrawn: true })));
    expect(await kept(restored)).toBe(4);
    expect(await wrongCounts()).toEqual([]);
  });

  it('answers the same titles in the same order as when it looked at the copies: a two-letter start, Turkish letters folded, many hits', async () => {
    for (const name of ['Kaan ile Kağan', 'KARINCA', 'Kâhya', 'kayık', 'Kısa Öykü', 'Öğretmenin Defteri', 'Ogretmen Kılavuzu', 'Çakıl Taşı']) {
      await newLibraryCopy(admin, { productId: await newTitle(name) }, api);
    }
    await newTitle('Kalem Yalnız'); // no copy: not listed
    // more hits than are counted (1,000), in one statement: the page is then found walking the name order
    await server.db.system(async (q) => {
      const location = (await q.query<{ id: number }>(`select id from locations where company_id = $1 order by id limit 1`, [companyId])).rows[0]!.id;
      await q.query(
        `insert into products (company_id, location_id, code, name) select $1, $2, 'KAL' || g, 'Kalem ' || lpad((g * 7919 % 1200)::text, 4, '0') from generate_series(1, 1200) g`,
        [companyId, location],
      );
      await q.query(
        `insert into library_copies (company_id, product_id, barcode, item_type, withdrawn)
        select company_id, id, 'KC' || id, 'book', id % 10 = 0 from products where company_id = $1 and code like 'KAL%'`,
        [companyId],
      );
    });
    expect(await wrongCounts()).toEqual([]);

    const cases: { q: string; pattern: string }[] = [
      { q: 'ka', pattern: 'ka%' },
      { q: 'KA', pattern: 'ka%' },
      { q: 'Kı', pattern: `${foldForSearch('Kı')}%` },
      { q: 'öğretmen', pattern: '%ogretmen%' },
      { q: 'kalem', pattern: '%kalem%' },
      { q: 'ça', pattern: 'ca%' },
    ];
    for (const c of cases) {
      const truth = await truthOf(c.pattern);
      expect(truth.length, c.q).toBeGreaterThan(0);
      for (const offset of [0, 20, 1060]) {
        const page = await pageOf(c.q, 20, offset);
        expect(
          page.items.map((t) => t.id),
          `${c.q} from ${offset}`,
        ).toEqual(truth.slice(offset, offset + 20));
        // past the last hit the page is empty and counts nothing, as before
        if (offset < truth.length) expect([page.total, page.more], c.q).toEqual([Math.min(truth.length, 1000), truth.length > 1000]);
      }
    }
  });
});
