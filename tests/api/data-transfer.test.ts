import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../src/domain/module-index';
import { moduleIndexSchema, transferJobSchema } from '../../src/domain/schemas/transfer';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * The data transfer service (/sistem/aktarimservis, issue #32): stock cards, current accounts and prices to and from
 * CSV and xlsx files, a preview before anything is written, per-row errors in the user's language, nothing
 * half-imported. On a server of this file's own: it writes thousands of cards.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let base: string;
let manager: string;
let cashier: string;
let location: string;

interface Job {
  id: number;
  status: string;
  totalRows: number;
  rowsDone: number;
  percent: number;
  newRows: number;
  changedRows: number;
  preview: { row: number; action: string; cells: Record<string, string> }[];
  errors: { row: number; field: string; column: string; message: string }[];
}

beforeAll(async () => {
  server = await startOwnServer();
  base = server.baseUrl;
  [manager, cashier] = await Promise.all(['muhasebe@demo.test', 'kasa@demo.test'].map((e) => login(e, 'demo1234', base)));
  location = (await call('GET', 'locations', { base, token: manager })).body.response.items[0].name;
}, 120_000);
afterAll(() => server?.close());

async function download(path: string, lang = 'tr'): Promise<Uint8Array> {
  const r = await fetch(base + path, { headers: { authorization: `Bearer ${manager}`, 'accept-language': lang } });
  expect(r.status, path).toBe(200);
  return new Uint8Array(await r.arrayBuffer());
}

async function upload(kind: string, file: Uint8Array | string, lang = 'tr', token = manager): Promise<{ status: number; body: any }> {
  const r = await fetch(`${base}transfers/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang, 'content-type': 'application/octet-stream' },
    body: typeof file === 'string' ? new TextEncoder().encode(file) : (file as Uint8Array<ArrayBuffer>),
  });
  return { status: r.status, body: await r.json().catch(() => null) };
}

/** A job as GET /api/transfer-jobs/:id answers it, read with the schema the page reads it with. */
const job = async (id: number, lang = 'tr'): Promise<Job> =>
  transferJobSchema.parse((await call('GET', `transfer-jobs/${id}`, { base, token: manager, lang })).body.response);

/** The job once it stops moving (checked, refused, done or failed), and every job seen on the way. */
async function settled(id: number, lang = 'tr'): Promise<{ last: Job; seen: Job[] }> {
  const seen: Job[] = [];
  for (let i = 0; i < 1200; i++) {
    const j = await job(id, lang);
    seen.push(j);
    if (j.status !== 'checking' && j.status !== 'writing') return { last: j, seen };
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${id} never settled`);
}

async function importFile(kind: string, file: Uint8Array | string): Promise<Job> {
  const up = await upload(kind, file);
  expect(up.status, JSON.stringify(up.body)).toBe(202);
  const { last } = await settled(up.body.response.id);
  expect(last.errors).toEqual([]);
  expect(last.status).toBe('checked');
  const confirmed = await call('POST', `transfer-jobs/${last.id}/confirm`, { base, token: manager });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(202);
  const done = (await settled(last.id)).last;
  expect(done.status).toBe('done');
  return done;
}

const products = async (q: string) => (await call('GET', `products?q=${encodeURIComponent(q)}`, { base, token: manager })).body.response.items as any[];

const csv = (lines: string[][]) => '\uFEFF' + lines.map((l) => l.join(';')).join('\r\n') + '\r\n';

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

const PRODUCT_HEADER = ['Stok kodu', 'Ürün adı', 'Barkod', 'Birim', 'KDV oranı', 'Fiyat', 'KDV dahil (1/0)', 'Raf konumu', 'Kritik stok'];

describe('data transfer: files in, files out', () => {
  it("each kind has a template in the user's language with one example row, and it imports as it stands", async () => {
    const text = new TextDecoder().decode(await download('transfers/products/template?format=csv'));
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(';')).toEqual(PRODUCT_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('125,50');
    const en = new TextDecoder().decode(await download('transfers/accounts/template?format=csv', 'en'));
    expect(en).toContain('Account code;Account name;Kind');
    expect(en).toContain('Customer');
    const xlsx = await xlsxRows(await download('transfers/prices/template?format=xlsx'));
    expect(xlsx[0]).toEqual(['Stok kodu', 'Ürün adı', 'Fiyat']);
    const up = await upload('products', text);
    const { last } = await settled(up.body.response.id);
    expect(last).toMatchObject({ status: 'checked', newRows: 1, changedRows: 0, errors: [] });
    expect(last.preview[0]!.cells).toMatchObject({ code: 'ORNEK-001', price: '125.5', unit: 'ADET', location });
  });

  it('new stock cards from a CSV with Turkish decimal commas are written exactly, and their export re-imports unchanged (CSV and xlsx)', async () => {
    const rows = [
      ['AKT-001', 'Aktarım defteri', '', 'adet', '20', '12,3456', '1', location, '2,5'],
      ['AKT-002', '=HYPERLINK("http://x")', '', 'KG', '10', '1999999,99', '0', location, ''],
      ['AKT-003', 'Çay bardağı', '', 'ADET', '1', '0,10', 'evet', location, '0'],
    ];
    const done = await importFile('products', csv([PRODUCT_HEADER, ...rows]));
    expect(done).toMatchObject({ newRows: 3, changedRows: 0, percent: 100 });
    const [a] = await products('AKT-001');
    expect(a).toMatchObject({ code: 'AKT-001', unit: 'ADET', price: '12.3456', vatRate: 20, priceIncludesVat: true });
    const [b] = await products('AKT-002');
    expect(b).toMatchObject({ name: '=HYPERLINK("http://x")', price: '1999999.99', priceIncludesVat: false });

    const exported = new TextDecoder().decode(await download('transfers/products/export?format=csv'));
    // OWASP's CSV injection rule: a cell a spreadsheet would run starts with a quote
    expect(exported).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(exported).toContain(`AKT-001;Aktarım defteri;;ADET;20;12,3456;1;${location};2,5`);
    for (const format of ['csv', 'xlsx']) {
      const file = await download(`transfers/products/export?format=${format}`);
      const up = await upload('products', file);
      expect(up.status).toBe(202);
      const { last } = await settled(up.body.response.id);
      expect(last, format).toMatchObject({ status: 'checked', newRows: 0, changedRows: 0, errors: [] });
      expect(last.totalRows).toBeGreaterThan(3);
      expect(last.preview.every((p) => p.action === 'same')).toBe(true);
    }
    const xlsx = await xlsxRows(await download('transfers/products/export?format=xlsx'));
    expect(xlsx.find((r) => r[0] === 'AKT-002')).toEqual(['AKT-002', `'=HYPERLINK("http://x")`, '', 'KG', '10', '1999999,99', '0', location, '']);
  });

  it('current accounts and prices go out and come back the same, and a changed price is written as typed', async () => {
    for (const kind of ['accounts', 'prices'])
      for (const format of ['csv', 'xlsx']) {
        const up = await upload(kind, await download(`transfers/${kind}/export?format=${format}`, 'en'));
        const { last } = await settled(up.body.response.id);
        expect(last, `${kind} ${format}`).toMatchObject({ status: 'checked', newRows: 0, changedRows: 0, errors: [] });
      }
    const accounts = csv([
      ['Cari kodu', 'Cari adı', 'Türü', 'Para birimi', 'VKN/TCKN', 'Telefon', 'Ülke (ISO kodu)'],
      ['C800000001', 'Aktarım Ticaret', 'Müşteri', 'TRY', '2920084496', '+90 212 555 00 00', ''],
      ['S800000001', 'Aktarım Tedarik', 'supplier', 'EUR', '10000000146', '', 'TR'],
      // abroad: the country's own tax number, as the account form takes it
      ['S800000002', 'Ausland GmbH', 'Lieferant', 'EUR', 'DE123456789', '', 'de'],
    ]);
    expect(await importFile('accounts', accounts)).toMatchObject({ newRows: 3, changedRows: 0 });
    const found = (await call('GET', 'accounts?q=C800000001', { base, token: manager })).body.response.items[0];
    expect(found).toMatchObject({ code: 'C800000001', kind: 'customer', taxNumber: '2920084496', phone: '+90 212 555 00 00' });
    const abroad = (await call('GET', 'accounts?q=S800000002', { base, token: manager })).body.response.items[0];
    expect(abroad).toMatchObject({ kind: 'supplier', country: 'DE', taxNumber: 'DE123456789' });
    const again = await upload('accounts', new TextDecoder().decode(await download('transfers/accounts/export?format=csv')));
    expect((await settled(again.body.response.id)).last).toMatchObject({ newRows: 0, changedRows: 0, errors: [] });

    expect(
      await importFile(
        'prices',
        csv([
          ['Stok kodu', 'Fiyat'],
          ['AKT-001', '13,75'],
        ]),
      ),
    ).toMatchObject({ newRows: 0, changedRows: 1 });
    expect((await products('AKT-001'))[0]).toMatchObject({ price: '13.75', name: 'Aktarım defteri', unit: 'ADET' });
  });

  it('a file with one bad row writes nothing and names each row, column and reason in Turkish and in English', async () => {
    const before = (await products('HATA-')).length;
    const file = csv([
      PRODUCT_HEADER,
      ['HATA-001', 'İyi satır', '', 'ADET', '20', '10', '1', location, ''],
      ['HATA-002', 'Kötü fiyat', '', 'ADET', '20', '10,5.0', '1', location, ''],
      ['HATA-003', 'Bilinmeyen birim', '', 'VARIL', '20', '10', '1', location, ''],
      ['HATA-001', 'Aynı kod', '', 'ADET', '20', '10', '1', location, ''],
    ]);
    const up = await upload('products', file);
    const tr = (await settled(up.body.response.id)).last;
    expect(tr.status).toBe('refused');
    expect(tr.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'price'],
      [4, 'unit'],
      [5, 'code'],
    ]);
    expect(tr.errors[0]!.message).toMatch(/^Satır 3, Fiyat: /);
    expect(tr.errors[1]!.message).toBe('Satır 4, Birim: Birim tanımlı değil (Sistem → Birimler).');
    expect(tr.errors[2]!.message).toBe('Satır 5, Stok kodu: Bu kod dosyada birden fazla satırda var.');
    const en = await job(tr.id, 'en');
    expect(en.errors[2]!.message).toBe('Row 5, Stock code: This code is on more than one row of the file.');
    expect(en.errors[0]!.message).toMatch(/^Row 3, Price: /);
    const confirm = await call('POST', `transfer-jobs/${tr.id}/confirm`, { base, token: manager, lang: 'en' });
    expect(confirm.status).toBe(409);
    expect(confirm.body.code).toBe('TR10001');
    expect((await products('HATA-')).length).toBe(before);

    const badTax = csv([
      ['Cari kodu', 'Cari adı', 'Türü', 'VKN/TCKN'],
      ['C800000009', 'Vergisi yanlış', 'Müşteri', '1234567891'],
    ]);
    const refused = (await settled((await upload('accounts', badTax, 'en')).body.response.id, 'en')).last;
    expect(refused.status).toBe('refused');
    expect(refused.errors).toEqual([expect.objectContaining({ row: 2, field: 'taxNumber', column: 'Tax number' })]);
  });

  it('a cashier may not import, and a file that cannot be stored is refused at once, writing no job', async () => {
    expect((await upload('products', csv([PRODUCT_HEADER]), 'tr', cashier)).status).toBe(403);
    const jobs = (await call('GET', 'transfer-jobs', { base, token: manager })).body.response.items.length;
    const nul = await upload('products', csv([PRODUCT_HEADER, ['X-1', 'a\u0000b', '', 'ADET', '20', '1', '1', location, '']]));
    expect(nul.status).toBe(422);
    const long = await upload('products', csv([PRODUCT_HEADER, ['X-1', 'a'.repeat(10 * 1024 * 1024), '', 'ADET', '20', '1', '1', location, '']]));
    expect(long.status).toBe(422);
    expect(long.body.errors.file[0]).toMatch(/Satır 2, sütun 2/);
    expect((await upload('products', csv([['Ad'], ['x']]))).status).toBe(422);
    expect((await upload('products', 'x'.repeat(21 * 1024 * 1024))).status).toBe(413);
    expect((await call('GET', 'transfer-jobs', { base, token: manager })).body.response.items.length).toBe(jobs);
  });

  it('progress moves: a large file is checked in the background, its rows done rising to the total', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [`BUYUK-${i}`, `Büyük ${i}`, '', 'ADET', '20', `${i},5`, '1', location, '']);
    const up = await upload('products', csv([PRODUCT_HEADER, ...rows]));
    expect(up.body.response).toMatchObject({ status: 'checking', totalRows: 3000, rowsDone: 0, percent: 0 });
    const { last, seen } = await settled(up.body.response.id);
    expect(last).toMatchObject({ status: 'checked', rowsDone: 3000, percent: 100, newRows: 3000 });
    const done = seen.map((j) => j.rowsDone);
    expect(done).toEqual([...done].sort((x, y) => x - y));
    expect(await call('POST', `transfer-jobs/${last.id}/confirm`, { base, token: manager }).then((r) => r.status)).toBe(202);
    expect((await settled(last.id)).last).toMatchObject({ status: 'done', newRows: 3000 });
    expect((await products('BUYUK-2999'))[0]).toMatchObject({ price: '2999.50' });
  });

  it('two imports of the same new codes confirmed at once leave each code once', async () => {
    const file = csv([PRODUCT_HEADER, ...Array.from({ length: 50 }, (_, i) => [`YARIS-${i}`, `Yarış ${i}`, '', 'ADET', '20', '5', '1', location, ''])]);
    const ids = await Promise.all([upload('products', file), upload('products', file)]).then((r) => r.map((u) => u.body.response.id as number));
    for (const id of ids) expect((await settled(id)).last).toMatchObject({ status: 'checked', newRows: 50 });
    const confirmed = await Promise.all(ids.map((id) => call('POST', `transfer-jobs/${id}/confirm`, { base, token: manager })));
    expect(confirmed.map((r) => r.status)).toEqual([202, 202]);
    const outcomes = await Promise.all(ids.map(async (id) => (await settled(id)).last));
    expect(outcomes.map((o) => o.status)).toEqual(['done', 'done']);
    // the one written second found the cards written by the first: nothing new, nothing changed
    expect(outcomes.map((o) => o.newRows).sort()).toEqual([0, 50]);
    const codes = await server.db.system((q) =>
      q.query<{ code: string; n: number }>(`select code, count(*)::integer as n from products where code like 'YARIS-%' group by code`),
    );
    expect(codes.rows).toHaveLength(50);
    expect(codes.rows.every((r) => r.n === 1)).toBe(true);
  });
});

describe('the module index', () => {
  it('lists every integration from its one list, with whether it is set up and its last run; the menu has both pages for managers only', async () => {
    await settled((await upload('prices', await download('transfers/prices/template?format=csv'))).body.response.id);
    const r = await call('GET', 'module-index', { base, token: manager, lang: 'en' });
    expect(r.status).toBe(200);
    const { items } = moduleIndexSchema.parse(r.body.response);
    expect(items.map((m) => m.id)).toEqual(MODULES.map((m) => m.id));
    // the price file just checked is the data transfer's last run
    const transfer = items.find((m) => m.id === 'dataTransfer')!;
    expect(transfer).toMatchObject({ title: 'Data transfer service', path: '/sistem/aktarimservis', configured: true });
    expect(Date.parse(transfer.lastRunAt!)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect((await call('GET', 'module-index', { base, token: cashier })).status).toBe(403);
    const links = async (token: string) =>
      JSON.stringify((await call('GET', 'menu', { base, token })).body.response).match(/"\/(sistem\/aktarimservis|modul)"/g) ?? [];
    expect((await links(manager)).sort()).toEqual(['"/modul"', '"/sistem/aktarimservis"']);
    expect(await links(cashier)).toEqual([]);
  });
});

describe('opening balances', () => {
  it('each row becomes the voucher the account form would make, once: the same file again changes nothing, another balance is refused', async () => {
    const made = await Promise.all(
      [
        { name: 'Açılışlı müşteri', kind: 'customer' },
        { name: 'Açılışlı döviz tedarikçi', kind: 'supplier', currency: 'EUR' },
      ].map((body) => call('POST', 'accounts', { base, token: manager, body })),
    );
    const [lira, euro] = made.map((r) => r.body.response as { id: number; code: string });
    const header = ['Cari kodu', 'Tarih', 'Borç', 'Alacak', 'Döviz kuru'];
    const bad = csv([header, [lira!.code, '01.01.2026', '10', '5', ''], ['C000000000X', '2026-01-01', '10', '', ''], [euro!.code, '31.02.2026', '', '7', '']]);
    const refused = (await settled((await upload('openingBalances', bad)).body.response.id)).last;
    expect(refused.status).toBe('refused');
    expect(refused.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'debit'],
      [3, 'code'],
      [4, 'date'],
      // a euro account's lira ledger needs the rate, as the voucher form asks
      [4, 'exchangeRate'],
    ]);
    expect(refused.errors[0]!.message).toBe('Satır 2, Borç: Borç ya da alacaktan yalnızca biri sıfırdan büyük olmalı.');

    const good = csv([header, [lira!.code, '01.01.2026', '1500,50', '', ''], [euro!.code, '2026-01-01', '', '200', '35,1234']]);
    expect(await importFile('openingBalances', good)).toMatchObject({ newRows: 2, changedRows: 0 });
    const balance = async (id: number) => (await call('GET', `accounts/${id}`, { base, token: manager })).body.response;
    expect(await balance(lira!.id)).toMatchObject({ balance: '1500.50' });
    expect(await balance(euro!.id)).toMatchObject({ balance: '-200.00', liraBalance: '-7024.68' });

    const exported = new TextDecoder().decode(await download('transfers/openingBalances/export?format=csv'));
    expect(exported).toContain(`${lira!.code};Açılışlı müşteri;01.01.2026;1500,50;;`);
    for (const format of ['csv', 'xlsx']) {
      const again = (await settled((await upload('openingBalances', await download(`transfers/openingBalances/export?format=${format}`))).body.response.id))
        .last;
      expect(again, format).toMatchObject({ status: 'checked', newRows: 0, changedRows: 0, errors: [] });
    }
    const other = (await settled((await upload('openingBalances', csv([header, [lira!.code, '01.01.2026', '99', '', '']]), 'en')).body.response.id, 'en')).last;
    expect(other.status).toBe('refused');
    expect(other.errors[0]!.message).toMatch(/^Row 2, Account code: This account already has an opening balance/);
    expect(await balance(lira!.id)).toMatchObject({ balance: '1500.50' });
  });
});

describe('opening stock', () => {
  it('each warehouse’s rows become one completed stock receipt, at their unit costs and shelf locations: the same file again changes nothing, another is refused', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const post = async (path: string, body: unknown) => {
      const r = await call('POST', path, { base, token: manager, body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.response as { id: number; code: string; name: string };
    };
    const [north, south] = await Promise.all([post('warehouses', { name: `Kuzey ${tag}` }), post('warehouses', { name: `Güney ${tag}` })]);
    const shelf = await post('locations', { name: `Raf ${tag}`, warehouseId: north!.id });
    const cardLocation = (await call('GET', 'locations', { base, token: manager })).body.response.items[0].id as number;
    const [pen, ink] = await Promise.all(
      ['Dolma kalem', 'Mürekkep'].map((name, i) =>
        post('products', { code: `AS-${tag}-${i}`, name, unit: 'ADET', vatRate: 20, price: '10', locationId: cardLocation }),
      ),
    );
    const header = ['Stok kodu', 'Ambar', 'Raf konumu', 'Miktar', 'Birim maliyet'];
    const bad = csv([
      header,
      [pen!.code, north!.name, shelf.name, '0', '5'],
      [pen!.code, north!.name, shelf.name, '3', '5'],
      ['YOK-' + tag, 'Olmayan ambar', '', '2', 'x'],
      [ink!.code, south!.name, shelf.name, '1', '2'],
    ]);
    const refused = (await settled((await upload('openingStock', bad)).body.response.id)).last;
    expect(refused.status).toBe('refused');
    expect(refused.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'quantity'],
      // the same product, warehouse and location twice
      [3, 'code'],
      [4, 'code'],
      [4, 'warehouse'],
      [4, 'unitCost'],
      // the shelf is in the other warehouse
      [5, 'location'],
    ]);
    expect(refused.errors[1]!.message).toBe('Satır 3, Stok kodu: Bu ürün, ambar ve raf konumu dosyada birden fazla satırda var.');

    const good = csv([
      header,
      [pen!.code, north!.name, shelf.name, '12', '7,25'],
      [ink!.code, north!.name, '', '3', '2'],
      [pen!.code, south!.name, '', '5', '8'],
    ]);
    expect(await importFile('openingStock', good)).toMatchObject({ newRows: 3, changedRows: 0 });
    const product = async (id: number) => (await call('GET', `products/${id}`, { base, token: manager })).body.response;
    const byWarehouse = (p: { stockByWarehouse: { warehouseId: number; quantity: string }[] }) =>
      Object.fromEntries(p.stockByWarehouse.map((s) => [s.warehouseId, s.quantity]));
    expect(byWarehouse(await product(pen!.id))).toMatchObject({ [north!.id]: '12', [south!.id]: '5' });
    expect(byWarehouse(await product(ink!.id))).toMatchObject({ [north!.id]: '3' });
    expect((await product(pen!.id)).stockByLocation).toContainEqual(expect.objectContaining({ locationId: shelf.id, quantity: '12' }));
    // one completed stock receipt per warehouse, its lines at the unit costs
    const receipts = await server.db.system(
      async (q) =>
        (
          await q.query<{ warehouse_id: number; type: string; status: string; lines: number }>(
            `select t.warehouse_id, d.doc_type as type, d.status, count(*)::integer as lines from transfer_opening_stock t join documents d on d.company_id = t.company_id and d.id = t.document_id
              where t.product_id = any($1) group by 1, 2, 3, t.document_id order by 1`,
            [[pen!.id, ink!.id]],
          )
        ).rows,
    );
    expect(receipts).toEqual(
      [
        { warehouse_id: north!.id, type: 'stockIn', status: 'completed', lines: 2 },
        { warehouse_id: south!.id, type: 'stockIn', status: 'completed', lines: 1 },
      ].sort((a, b) => a.warehouse_id - b.warehouse_id),
    );

    const exported = new TextDecoder().decode(await download('transfers/openingStock/export?format=csv'));
    expect(exported).toContain(`${pen!.code};Dolma kalem;${north!.name};${shelf.name};12;7,25`);
    for (const format of ['csv', 'xlsx']) {
      const again = (await settled((await upload('openingStock', await download(`transfers/openingStock/export?format=${format}`))).body.response.id)).last;
      expect(again, format).toMatchObject({ status: 'checked', newRows: 0, changedRows: 0, errors: [] });
    }
    const other = (await settled((await upload('openingStock', csv([header, [ink!.code, north!.name, '', '4', '2']]), 'en')).body.response.id, 'en')).last;
    expect(other.status).toBe('refused');
    expect(other.errors[0]!.message).toMatch(/^Row 2, Warehouse: This warehouse has its opening stock from a file/);
    expect(byWarehouse(await product(ink!.id))).toMatchObject({ [north!.id]: '3' });
    // the template names a product and a warehouse of the company's own
    expect(new TextDecoder().decode(await download('transfers/openingStock/template?format=csv'))).toMatch(
      /^\uFEFF?Stok kodu;Ürün adı;Ambar;Raf konumu;Miktar;Birim maliyet/,
    );
  });
});
