import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Sistem → Firma Ayarları (PUT /api/company). On a server of this file's own: the demo company's details change
 * here, which the other files (printing, e-documents) must never see.
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

const api = (method: string, path: string, token: string, body?: unknown, lang?: string) => call(method, path, { base, token, body, lang });

/** A 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const details = {
  title: 'Demo Kitabevi Yayıncılık Ltd. Şti.',
  taxOffice: 'Kadıköy',
  taxNumber: '2920084496',
  mersis: '0292 0084 4960 0011',
  address: 'Moda Cad. 12, 34710 Kadıköy / İstanbul',
  phone: '0216 555 12 12',
  email: 'Info@Demo.test',
  ibans: ['tr33 0006 1005 1978 6457 8413 26', ''],
};

describe('the company card: its admins edit it, every document prints it', () => {
  it('an admin saves it (normalised), others read it and may not change it; a stale form is a 409', async () => {
    const before = (await api('GET', 'company', admin)).body.response;
    const saved = await api('PUT', 'company', admin, { version: before.version, ...details, logo: PNG });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toMatchObject({
      mersis: '0292008449600011',
      email: 'info@demo.test',
      ibans: ['TR330006100519786457841326'],
      logo: PNG,
      version: before.version + 1,
    });

    // the cashier's till slip and the A4 print read the same card
    const cashier = await login('kasa@demo.test', 'demo1234', base);
    expect((await api('GET', 'company', cashier)).body.response).toMatchObject({ mersis: '0292008449600011', logo: PNG });
    for (const who of ['kasa@demo.test', 'muhasebe@demo.test', 'denetci@demo.test']) {
      const r = await api('PUT', 'company', await login(who, 'demo1234', base), { version: before.version + 1, ...details });
      expect(r.status, who).toBe(403);
    }

    // absent logo keeps it, null removes it; a blank detail is cleared
    const kept = await api('PUT', 'company', admin, { version: before.version + 1, ...details, phone: '' });
    expect(kept.body.response).toMatchObject({ logo: PNG, phone: null, version: before.version + 2 });
    const stale = await api('PUT', 'company', admin, { version: before.version + 1, ...details, logo: null });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CO10001');
    const removed = await api('PUT', 'company', admin, { version: before.version + 2, ...details, logo: null });
    expect(removed.body.response).toMatchObject({ logo: null, version: before.version + 3 });
  });

  it("bad details are one 422 naming each field in the user's language, and nothing is saved", async () => {
    const before = (await api('GET', 'company', admin)).body.response;
    const big = 'data:image/png;base64,iVBORw0KGgo' + 'A'.repeat(400_000);
    const r = await api(
      'PUT',
      'company',
      admin,
      {
        version: before.version,
        ...details,
        title: ' ',
        taxNumber: '1111111111',
        mersis: '123',
        email: 'no-at-sign',
        phone: 'abc',
        ibans: ['TR330006100519786457841326', 'TR000006100519786457841326'],
        logo: big,
      },
      'en',
    );
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['email', 'ibans.1', 'logo', 'mersis', 'phone', 'taxNumber', 'title']);
    expect(r.body.errors.logo[0]).toBe('The logo may be at most 256 KB.');
    const renamed = await api('PUT', 'company', admin, { version: before.version, ...details, logo: 'data:image/png;base64,/9j/4AAQSkZJRgABAQ==' }, 'tr');
    expect(renamed.body.errors.logo[0]).toBe('Logo PNG, JPEG veya WebP biçiminde bir görüntü olmalıdır.');
    expect((await api('GET', 'company', admin)).body.response).toEqual(before);
  });

  it("the e-invoice names the company as its supplier with the card's MERSİS number", async () => {
    const card = (await api('GET', 'company', admin)).body.response;
    await api('PUT', 'company', admin, { version: card.version, ...details });
    const accounts = (await api('GET', 'accounts?limit=50', admin)).body.response.items as { id: number; kind: string }[];
    const products = (await api('GET', 'products?limit=5', admin)).body.response.items as { id: number }[];
    const warehouses = (await api('GET', 'warehouses', admin)).body.response.items as { id: number }[];
    const created = await api('POST', 'documents', admin, {
      type: 'salesInvoice',
      accountId: accounts.find((a) => a.kind === 'customer')!.id,
      warehouseId: warehouses[0]!.id,
      lines: [{ productId: products[0]!.id, quantity: '1', unitPrice: '10.00', vatRate: 20 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    let doc = created.body.response;
    for (const type of ['START', 'COMPLETE']) {
      const r = await api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version, paymentType: 'credit' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      doc = r.body.response;
    }
    const ubl = await fetch(`${base}documents/${doc.id}/ubl`, { headers: { authorization: `Bearer ${admin}` } });
    const xml = await ubl.text();
    expect(ubl.status, xml).toBe(200);
    expect(xml).toContain('<cbc:ID schemeID="MERSISNO">0292008449600011</cbc:ID>');
    expect(xml).toContain('Moda Cad. 12');
  });

  it('document settings: admins choose the default warehouse and payment type; a receipt written without a warehouse takes the default', async () => {
    const cashier = await login('kasa@demo.test', 'demo1234', base);
    const manager = await login('muhasebe@demo.test', 'demo1234', base);
    const read = await api('GET', 'document-settings', cashier);
    expect(read.status).toBe(200);
    const before = read.body.response;
    expect(before).toMatchObject({ defaultWarehouseId: null, defaultPaymentType: null });
    const invoices = before.series.find((s: { type: string }) => s.type === 'salesInvoice');
    expect(invoices.nextNumber).toMatch(/^\D+\d{4}\d{6}$/);

    const warehouses = (await api('GET', 'warehouses', admin)).body.response.items as { id: number; name: string }[];
    const shop = warehouses.find((w) => w.name === 'Mağaza')!;
    const wanted = { version: before.version, defaultWarehouseId: shop.id, defaultPaymentType: 'card' };
    expect((await api('PUT', 'document-settings', manager, wanted)).status).toBe(403);
    const bad = await api('PUT', 'document-settings', admin, { version: before.version, defaultWarehouseId: 999_999, defaultPaymentType: 'cheque' }, 'en');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['defaultPaymentType']);
    const unknown = await api('PUT', 'document-settings', admin, { ...wanted, defaultWarehouseId: 999_999 }, 'en');
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['defaultWarehouseId']);

    const saved = await api('PUT', 'document-settings', admin, wanted);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toMatchObject({ defaultWarehouseId: shop.id, defaultPaymentType: 'card', version: before.version + 1 });
    expect((await api('PUT', 'document-settings', admin, wanted)).body.code).toBe('CO10001');

    const customer = ((await api('GET', 'accounts?limit=50', admin)).body.response.items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!;
    const product = ((await api('GET', 'products?limit=5', admin)).body.response.items as { id: number }[])[0]!;
    const draft = await api('POST', 'documents', manager, {
      type: 'salesInvoice',
      accountId: customer.id,
      lines: [{ productId: product.id, quantity: '1', unitPrice: '5.00', vatRate: 20 }],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.response.warehouseId).toBe(shop.id);
    const after = (await api('GET', 'document-settings', admin)).body.response;
    expect(after.series.find((s: { type: string }) => s.type === 'salesInvoice').issued).toBe(invoices.issued + 1);
  });

  it("a user's own defaults: each user sets only their own, a cash box must be a cash box and a warehouse the company's", async () => {
    const cashier = await login('kasa@demo.test', 'demo1234', base);
    const auditor = await login('denetci@demo.test', 'demo1234', base);
    expect((await api('GET', 'user/settings', cashier)).body.response).toEqual({ defaultCashBoxId: null, defaultWarehouseId: null });
    const boxes = (await api('GET', 'cash-boxes', admin)).body.response.items as { id: number; kind: string }[];
    const cash = boxes.find((b) => b.kind === 'cash')!;
    const bank = boxes.find((b) => b.kind !== 'cash')!;
    const warehouses = (await api('GET', 'warehouses', admin)).body.response.items as { id: number; name: string }[];
    const shop = warehouses.find((w) => w.name === 'Mağaza')!;

    const bad = await api('PUT', 'user/settings', cashier, { defaultCashBoxId: bank.id, defaultWarehouseId: 999_999 }, 'en');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ defaultCashBoxId: ['The chosen cash box was not found.'], defaultWarehouseId: [expect.any(String)] });
    expect((await api('PUT', 'user/settings', cashier, { defaultCashBoxId: 'x', userId: 1 })).status).toBe(422);

    const saved = await api('PUT', 'user/settings', cashier, { defaultCashBoxId: cash.id, defaultWarehouseId: shop.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toEqual({ defaultCashBoxId: cash.id, defaultWarehouseId: shop.id });
    expect((await api('GET', 'user/settings', cashier)).body.response).toEqual({ defaultCashBoxId: cash.id, defaultWarehouseId: shop.id });
    // another user's defaults are untouched; the auditor, who writes no document, keeps their own settings too
    expect((await api('GET', 'user/settings', admin)).body.response).toEqual({ defaultCashBoxId: null, defaultWarehouseId: null });
    expect((await api('PUT', 'user/settings', auditor, { defaultCashBoxId: null, defaultWarehouseId: shop.id })).status).toBe(200);
  });
});

describe('the print design and the label sheet: admins design them, every user prints with them', () => {
  const design = {
    paper: 'A5',
    orientation: 'landscape',
    widthMm: null,
    heightMm: null,
    font: 'Roboto',
    fontSizePt: 9,
    hiddenFields: ['ibans'],
    columns: ['code', 'name', 'quantity', 'unitPrice', 'total'],
    headerText: 'Teşekkür ederiz — İyi okumalar',
    footerText: 'İade süresi 14 gündür.',
  };

  it('starts from the defaults; an admin saves a design, a cashier reads it and may not change it; a stale form is a 409', async () => {
    const cashier = await login('kasa@demo.test', 'demo1234', base);
    const first = (await api('GET', 'print-design', cashier)).body.response;
    expect(first).toMatchObject({ paper: 'A4', orientation: 'portrait', font: 'Arial', hiddenFields: [], headerText: '' });
    expect(first.columns).toContain('discount');

    const saved = await api('PUT', 'print-design', admin, { version: first.version, ...design });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toEqual({ version: first.version + 1, ...design });
    expect((await api('GET', 'print-design', cashier)).body.response).toEqual(saved.body.response);

    for (const who of ['kasa@demo.test', 'muhasebe@demo.test']) {
      const r = await api('PUT', 'print-design', await login(who, 'demo1234', base), { version: first.version + 1, ...design, font: 'Arial' });
      expect(r.status, who).toBe(403);
    }
    const stale = await api('PUT', 'print-design', admin, { version: first.version, ...design, font: 'Tahoma' });
    expect(stale.status).toBe(409);
    expect((await api('GET', 'print-design', admin)).body.response.font).toBe('Roboto');
  });

  it("a bad design is one 422 naming each field in the user's language, and nothing is saved", async () => {
    const before = (await api('GET', 'print-design', admin)).body.response;
    const r = await api(
      'PUT',
      'print-design',
      admin,
      { ...before, paper: 'custom', widthMm: 10, heightMm: null, font: 'Comic Sans', fontSizePt: 99, columns: ['code'], headerText: 'x'.repeat(501) },
      'en',
    );
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['columns', 'font', 'fontSizePt', 'headerText', 'heightMm', 'widthMm']);
    expect(r.body.errors.widthMm[0]).toBe('Must be at least 50.');
    expect(r.body.errors.heightMm[0]).toBe('A custom paper needs its width and height.');
    expect(r.body.errors.columns[0]).toBe('The product name and the line total always print.');
    const tr = await api('PUT', 'print-design', admin, { ...before, fontSizePt: 99 }, 'tr');
    expect(tr.body.errors.fontSizePt[0]).toBe('En fazla 14 olabilir.');
    expect((await api('GET', 'print-design', admin)).body.response).toEqual(before);

    const custom = await api('PUT', 'print-design', admin, { ...before, paper: 'custom', widthMm: 80, heightMm: 200 });
    expect(custom.status, JSON.stringify(custom.body)).toBe(200);
    expect(custom.body.response).toMatchObject({ paper: 'custom', widthMm: 80, heightMm: 200 });
  });

  it('the label sheet: a manager lays it out, a cashier may not; rows and columns stay within a sheet', async () => {
    const manager = await login('muhasebe@demo.test', 'demo1234', base);
    const first = (await api('GET', 'label-design', manager)).body.response;
    expect(first).toMatchObject({ rows: 8, columns: 3, symbology: 'auto' });
    const saved = await api('PUT', 'label-design', manager, { ...first, rows: 10, columns: 4, symbology: 'code128', showPrice: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toMatchObject({ rows: 10, columns: 4, symbology: 'code128', showPrice: false, version: first.version + 1 });
    const cashier = await login('kasa@demo.test', 'demo1234', base);
    expect((await api('PUT', 'label-design', cashier, { ...saved.body.response })).status).toBe(403);
    const bad = await api('PUT', 'label-design', manager, { ...saved.body.response, rows: 0, columns: 11, symbology: 'pdf417', extra: 1 }, 'en');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['columns', 'extra', 'rows', 'symbology']);
  });
});
