import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './client';
import { closeOpenSessions, demo, stockOf, type Demo } from './fixtures';

/**
 * Second-hand books (/sahaf): a unique copy of a title with its grade, notes, price and barcode. Its price comes from
 * the grade's share of the new book's price, rounded as the shop's settings say. Selling it sells that copy and
 * nothing else, once: a second sale is refused by the completion that would sell it, on the till and on an
 * invoice, also when two tills sell it at the same moment (PostgreSQL).
 */
let d: Demo;
let box: number;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
const api = (method: string, path: string, body?: unknown, token = d.admin, lang = 'en') => call(method, path, { token, body, lang });

async function title(price = '30.00'): Promise<number> {
  const locations = (await api('GET', 'locations')).body.response.items;
  const r = await api('POST', 'products', { name: unique('Sahaf kitabı'), unit: 'ADET', vatRate: 0, price, locationId: locations[0].id });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
async function copy(productId: number, extra: object = {}) {
  const r = await api('POST', 'secondhand/copies', { productId, grade: 'good', notes: 'Sayfa kenarları sararmış', ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: string; price: string; barcode: string; productId: string };
}
const sale = (c: { id: string; price: string; productId: string }, token = d.cashier, quantity = '1') =>
  api(
    'POST',
    'pos/sales',
    {
      clientId: randomUUID(),
      cashBoxId: box,
      paymentType: 'cash',
      lines: [{ productId: c.productId, copyId: c.id, quantity, unitPrice: c.price, vatRate: 0, priceIncludesVat: true }],
    },
    token,
  );

beforeAll(async () => {
  d = await demo();
  const boxes = (await api('GET', 'cash-boxes')).body.response.items as { id: number; kind: string }[];
  box = boxes.find((b) => b.kind === 'cash')!.id;
  await closeOpenSessions(d.admin, box);
  const opened = await api('POST', 'documents', { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' }, d.cashier);
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
});
afterAll(() => closeOpenSessions(d.admin, box));

describe('second-hand copies', () => {
  it('take their price from the grade’s share of the new price, rounded as the settings say; wrong settings are a 422', async () => {
    expect((await api('GET', 'secondhand/settings')).body.response.grades.map((g: { grade: string }) => g.grade)).toEqual([
      'asNew',
      'veryGood',
      'good',
      'acceptable',
      'poor',
    ]);
    const settings = {
      grades: [
        { grade: 'asNew', share: '80', listed: true },
        { grade: 'veryGood', share: '65', listed: true },
        { grade: 'good', share: '45', listed: true },
        { grade: 'acceptable', share: '35', listed: true },
        { grade: 'poor', share: '20', listed: false },
      ],
      roundingStep: '1.00',
      roundingMode: 'up',
    };
    expect((await api('PUT', 'secondhand/settings', settings)).status).toBe(200);
    const p = await title('31.00');
    // 45 % of 31.00 is 13.95, rounded up to a whole lira
    const c = await copy(p);
    expect(c).toMatchObject({ price: '14.00', grade: 'good', listed: true, soldDocumentId: null });
    expect(c.barcode).toMatch(/^SH\d{8}$/);
    // its own price and barcode win; the same barcode twice, a poor copy listed, a share over 100 are refused
    expect(await copy(p, { price: '9.90', barcode: unique('KOPYA').replace(/\W/g, '') })).toMatchObject({ price: '9.90' });
    const twice = await api('POST', 'secondhand/copies', { productId: p, grade: 'good', barcode: c.barcode }, d.admin, 'tr');
    expect(Object.keys(twice.body.errors)).toEqual(['barcode']);
    const poor = await api('POST', 'secondhand/copies', { productId: p, grade: 'poor', listed: true });
    expect(Object.keys(poor.body.errors)).toEqual(['listed']);
    const bad = await api('PUT', 'secondhand/settings', { ...settings, roundingStep: '0', grades: settings.grades.slice(1) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['grades', 'roundingStep']);
    expect((await api('PUT', 'secondhand/settings', settings, d.auditor)).status).toBe(403);
    // the till finds it by its barcode
    expect((await api('GET', `secondhand/copies/barcode/${c.barcode}`, undefined, d.cashier)).body.response).toMatchObject({ id: c.id, price: '14.00' });
  });

  it('is sold once: at the till by a cashier at its own price, then refused at the till and on an invoice, with nothing written', async () => {
    const p = await title();
    const c = await copy(p, { price: '12.50' });
    const first = await sale(c);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(await stockOf(d.admin, p)).toBe('-1');
    const listed = (await api('GET', `secondhand/copies?status=sold&q=${c.barcode}`)).body.response.items;
    expect(listed).toMatchObject([{ id: c.id, soldDocumentId: String(first.body.response.id) }]);
    const again = await sale(c, d.cashier, '1');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SH10001');
    const invoice = await api('POST', 'documents', {
      type: 'salesInvoice',
      accountId: d.customer.id,
      lines: [{ productId: p, copyId: c.id, quantity: '1', unitPrice: '12.50', vatRate: 0 }],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    let doc = invoice.body.response;
    doc = (await api('POST', `documents/${doc.id}/events`, { type: 'START', version: doc.version })).body.response;
    const complete = await api('POST', `documents/${doc.id}/events`, { type: 'COMPLETE', version: doc.version }, d.admin, 'tr');
    expect(complete.status).toBe(409);
    expect(complete.body.message).toMatch(/zaten satıldı/);
    expect((await api('GET', `documents/${doc.id}`)).body.response.status).toBe('inProcess');
    expect(await stockOf(d.admin, p)).toBe('-1');
    // a copy is one book, and a copy of another title is not this line's
    expect((await sale(await copy(p), d.cashier, '2')).status).toBe(422);
    const other = await copy(await title());
    expect((await sale({ ...other, productId: String(p) }, d.admin)).status).toBe(409);
  });

  it('sold at the till, is refused when the offline queue uploads a sale of it later; the upload retried answers its first answer', async () => {
    const p = await title();
    const c = await copy(p, { price: '7.50', grade: 'veryGood' });
    // the grade filter lists it, another grade does not
    const byGrade = async (grade: string) =>
      (await api('GET', `secondhand/copies?status=all&grade=${grade}&q=${c.barcode}`)).body.response.items.map((x: { id: string }) => x.id);
    expect(await byGrade('veryGood')).toEqual([c.id]);
    expect(await byGrade('poor')).toEqual([]);
    expect((await api('GET', 'secondhand/copies?grade=mint')).status).toBe(422);
    // a sale made offline an hour ago reaches the server after the copy was sold online: the same rule refuses it
    const offline = {
      clientId: randomUUID(),
      cashBoxId: box,
      paymentType: 'cash',
      soldAt: new Date(Date.now() - 3_600_000).toISOString(),
      lines: [
        { productId: Number(c.productId), copyId: Number(c.id), quantity: '1', unitPrice: c.price, discountRate: '0', vatRate: 0, priceIncludesVat: true },
      ],
    };
    expect((await sale(c)).status).toBe(201);
    const uploaded = await api('POST', 'pos/sales', offline, d.cashier, 'tr');
    expect(uploaded.status).toBe(409);
    expect(uploaded.body.code).toBe('SH10001');
    expect(uploaded.body.message).toMatch(/zaten satıldı/);
    expect((await api('GET', `pos/sales/${offline.clientId}`, undefined, d.cashier)).status).toBe(404);
    expect(await stockOf(d.admin, p)).toBe('-1');
    // an offline sale of an unsold copy goes through once, however often the queue sends it
    const other = await copy(p, { price: '6.00' });
    const queued = { ...offline, clientId: randomUUID(), lines: [{ ...offline.lines[0]!, copyId: Number(other.id), unitPrice: '6.00' }] };
    const first = await api('POST', 'pos/sales', queued, d.cashier);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await api('POST', 'pos/sales', queued, d.cashier);
    expect(again.body.response.id).toBe(first.body.response.id);
    expect(await stockOf(d.admin, p)).toBe('-2');
  });

  it.skipIf(inject('databaseKind') !== 'postgres')('sold at 8 tills at the same moment, is sold by exactly one', async () => {
    const c = await copy(await title(), { price: '20.00' });
    const replies = await Promise.all(Array.from({ length: 8 }, () => sale(c)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    expect((await api('GET', `secondhand/copies?status=sold&q=${c.barcode}`)).body.response.items).toHaveLength(1);
  });
});

/**
 * E-book pricing (/sistem/ekitap-fiyatlandirma): rules set e-book prices from the printed book's price; the preview
 * lists every price that would change, and the apply writes exactly those, in one transaction, or nothing.
 */
describe('e-book pricing', () => {
  const definition = async (kind: string) => (await api('POST', `definitions/${kind}`, { name: unique(`E-kitap ${kind}`) })).body.response.id as number;
  const product = async (price: string, extra: object = {}) => {
    const locations = (await api('GET', 'locations')).body.response.items;
    const r = await api('POST', 'products', { name: unique('E-kitap'), unit: 'ADET', vatRate: 0, price, locationId: locations[0].id, ...extra });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.response as { id: number; price: string; version: number };
  };

  it('previews every e-book price its rules change, and applies exactly the preview once; a stale preview writes nothing', async () => {
    const [novel, poetry, publisher] = [await definition('category'), await definition('category'), await definition('manufacturer')];
    const printedNovel = await product('100.00', { categoryId: novel });
    const printedOwn = await product('80.00', { categoryId: novel, manufacturerId: publisher });
    const printedPoem = await product('45.00', { categoryId: poetry });
    const [eNovel, eOwn, ePoem] = [await product('0'), await product('0'), await product('32.00')];
    for (const [e, p] of [
      [eNovel, printedNovel],
      [eOwn, printedOwn],
      [ePoem, printedPoem],
    ] as const)
      expect((await api('PUT', `ebook-pricing/editions/${e.id}`, { printedProductId: p.id })).status).toBe(200);
    // a novel's e-book is 60 %, the publisher's own novels 50 %, everything else 70 %, rounded up to a whole lira
    const rules = {
      rules: [
        { share: '70', categoryId: null, manufacturerId: null },
        { share: '60', categoryId: novel, manufacturerId: null },
        { share: '50', categoryId: novel, manufacturerId: publisher },
      ],
      roundingStep: '1.00',
      roundingMode: 'up',
    };
    expect((await api('PUT', 'ebook-pricing', rules)).status).toBe(200);
    const preview = (await api('GET', 'ebook-pricing/preview')).body.response.items as { productId: number; oldPrice: string; newPrice: string }[];
    const mine = (items: typeof preview) =>
      items
        .filter((i) => [eNovel.id, eOwn.id, ePoem.id].includes(i.productId))
        .map((i) => [i.productId, i.oldPrice, i.newPrice])
        // listed by name, whose order the database's collation decides: compared in id order
        .sort((a, b) => (a[0] as number) - (b[0] as number));
    // 70 % of 45.00 is 31.50, up to 32.00, its price already: unchanged, so not listed
    expect(mine(preview)).toEqual(
      [
        [eNovel.id, '0.00', '60.00'],
        [eOwn.id, '0.00', '40.00'],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );

    // bad rules, a stale preview and the auditor change nothing
    const bad = await api('PUT', 'ebook-pricing', { ...rules, roundingStep: '0', rules: [rules.rules[0], rules.rules[0]] }, d.admin, 'tr');
    expect(Object.keys(bad.body.errors).sort()).toEqual(['roundingStep', 'rules']);
    expect((await api('POST', 'ebook-pricing/apply', { changes: preview }, d.auditor)).status).toBe(403);
    const stale = await api('POST', 'ebook-pricing/apply', { changes: preview.map((c) => (c.productId === eNovel.id ? { ...c, newPrice: '59.00' } : c)) });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('EB10001');
    expect((await api('GET', `products/${eNovel.id}`)).body.response.price).toBe('0.00');

    const applied = await api('POST', 'ebook-pricing/apply', { changes: preview });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(mine(applied.body.response.items)).toEqual(mine(preview));
    for (const [id, price] of [
      [eNovel.id, '60.00'],
      [eOwn.id, '40.00'],
      [ePoem.id, '32.00'],
    ] as const)
      expect((await api('GET', `products/${id}`)).body.response.price).toBe(price);
    expect((await api('GET', `products/${eNovel.id}`)).body.response.version).toBe(eNovel.version + 1);
    // applied once: nothing of these is left to change, and the same preview again is stale
    expect(mine((await api('GET', 'ebook-pricing/preview')).body.response.items)).toEqual([]);
    expect((await api('POST', 'ebook-pricing/apply', { changes: preview })).status).toBe(409);
    // an e-book is not its own printed book, and the link needs a product of the company
    expect((await api('PUT', `ebook-pricing/editions/${eNovel.id}`, { printedProductId: eNovel.id })).status).toBe(422);
    expect((await api('PUT', `ebook-pricing/editions/${eNovel.id}`, { printedProductId: 2_000_000_000 })).status).toBe(422);
  });
});
