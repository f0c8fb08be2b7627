import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { dependencyOrder } from '../../src/server/backup/restore-queries';
import { REPORT_NAMES } from '../../src/domain/schemas/reports';
import { businessDay } from '../../src/domain/clock/clock';
import { RestoreRefused, restoreCompanyBackup } from '../../src/server/backup/restore';
import { runCataloguePublishing } from '../../src/server/catalogue/publisher';
import { call, login } from './client';
import { startOwnServer } from './own-server';
import { startSandboxCargo } from '../support/sandbox-cargo';

type Server = Awaited<ReturnType<typeof startOwnServer>>;

/** Issue #19: a company backup restored into an installation that does not hold the company. */
describe('restoring a company backup', () => {
  let source: Server;
  let target: Server | null = null;
  const work = mkdtempSync(join(tmpdir(), 'defter-restore-'));
  let cargo: Awaited<ReturnType<typeof startSandboxCargo>>;
  beforeAll(async () => {
    // the source ships an invoice with the sandbox carrier (issue #32)
    cargo = await startSandboxCargo();
    source = await startOwnServer({ cargoUrl: cargo.url });
  });
  afterAll(async () => {
    await source?.close();
    await cargo?.stop();
    await target?.close();
    if (target?.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  const get = async (base: string, token: string, path: string) => {
    const r = await call('GET', path, { token, base });
    expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body.response;
  };
  /** What a user sees of the company: its documents, balances, stock and cash. */
  const picture = async (base: string, token: string) => ({
    documents: (await get(base, token, 'documents?limit=100&offset=0')).items,
    accounts: (await get(base, token, 'accounts?limit=100')).items,
    products: (await get(base, token, 'products?limit=100')).items,
    cashBoxes: (await get(base, token, 'cash-boxes')).items,
    // the salespeople with their rules and targets, and the commission each sale earned (issue #29)
    salespeople: (await get(base, token, 'commissions/salespeople')).items,
    commissions: await get(base, token, 'commissions/report?period=year'),
    // recurring services with what they billed, and the lines handed to units
    services: await Promise.all((await get(base, token, 'services?limit=100')).items.map((s: { id: number }) => get(base, token, `services/${s.id}`))),
    openLines: (await get(base, token, 'unit-tracking/open')).items,
    // what the shelf locations hold (stock moved between them too) and the products' default locations (issue #30)
    locationStock: await Promise.all(
      (await get(base, token, 'warehouses')).items.map(async (w: { id: number }) => [
        (await get(base, token, `warehouse/stock?warehouseId=${w.id}`)).items,
        (await get(base, token, `warehouse/product-locations?warehouseId=${w.id}`)).items,
      ]),
    ),
    // the B2B shop's settings, delivery options, transfer accounts and dealers' log-ins (issue #31)
    shop: await Promise.all(['b2b/settings', 'b2b/cargo-options', 'b2b/bank-accounts', 'b2b/dealers'].map((p) => get(base, token, p))),
    // its content pages with their cleaned bodies, and the products it hides
    shopContent: await Promise.all(
      [
        ...(await get(base, token, 'b2b/content-pages')).items.map((p: { id: number }) => `b2b/content-pages/${p.id}`),
        'b2b/publishing/products?state=hidden',
      ].map((p) => get(base, token, p)),
    ),
    // the carriers the company uses and the shipments made (issue #32)
    cargo: await Promise.all(['cargo/carriers', 'cargo/yurtici/shipments'].map((p) => get(base, token, p))),
    // the Mikro settings and the completed documents queued for Mikro (issue #32)
    mikro: await Promise.all(['mikro/settings', 'mikro/transfers'].map((p) => get(base, token, p))),
    // the marketplace's settings and the orders it pulled (issue #32)
    marketplace: await Promise.all(['marketplace/settings', 'marketplace/orders'].map((p) => get(base, token, p))),
    // the QR menu's settings and tables with their codes, and the guests' orders on the tables' bills (issue #33)
    qrMenu: await Promise.all(['qr-menu/settings', 'qr-menu/tables'].map((p) => get(base, token, p))),
    guestOrders: await Promise.all(
      (await get(base, token, 'tables')).items.map((t: { id: number }) => get(base, token, `qr-menu/guest-orders?documentId=${t.id}`)),
    ),
    // the data transfer jobs with their preview and errors (issue #32)
    transferJobs: (await get(base, token, 'transfer-jobs')).items,
    // the figures the reports keep beside the ledgers (day totals, sold lines) are rebuilt from the rows restored
    reports: Object.fromEntries(
      await Promise.all(
        REPORT_NAMES.filter((n) => n !== 'stokhareket').map(async (n) => {
          const { totals, total } = await get(base, token, `reports/${n}`);
          return [n, { totals, total }];
        }),
      ),
    ),
  });
  const completedInvoice = async (base: string, token: string) => {
    const [products, accounts, warehouses] = await Promise.all(['products', 'accounts', 'warehouses'].map((p) => get(base, token, p)));
    const created = await call('POST', 'documents', {
      token,
      base,
      body: {
        type: 'salesInvoice',
        accountId: accounts.items[0].id,
        warehouseId: warehouses.items[0].id,
        lines: [{ productId: products.items[0].id, quantity: '3', unitPrice: '12.34', vatRate: 20 }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    let doc = created.body.response;
    for (const type of ['START', 'COMPLETE'])
      doc = (await call('POST', `documents/${doc.id}/events`, { token, base, body: { type, version: doc.version } })).body.response;
    expect(doc.status).toBe('completed');
    return doc as { id: number; number: string };
  };
  /** A monthly service billed for this month, and a line of the invoice handed to a unit and moved on. */
  const serviceAndTrackedLine = async (base: string, token: string, doc: { id: number }) => {
    const [products, accounts] = await Promise.all(['products', 'accounts'].map((p) => get(base, token, p)));
    const startDate = `${businessDay(new Date(), 'Europe/Istanbul').slice(0, 7)}-01`;
    const body = {
      accountId: accounts.items[0].id,
      productId: products.items[0].id,
      name: 'Yedek bakım',
      price: '10',
      vatRate: 20,
      period: 'monthly',
      startDate,
    };
    expect((await call('POST', 'services', { token, base, body })).status).toBe(201);
    expect((await call('POST', 'services/billing-runs', { token, base })).status).toBe(200);
    const unit = (await call('POST', 'unit-tracking/units', { token, base, body: { name: 'Ciltleme' } })).body.response.items[0];
    const lineId = (await get(base, token, `unit-tracking/documents/${doc.id}`)).lines[0].lineId;
    expect((await call('POST', `unit-tracking/documents/${doc.id}/lines/${lineId}/unit`, { token, base, body: { unitId: unit.id } })).status).toBe(200);
    expect((await call('POST', `unit-tracking/documents/${doc.id}/lines/${lineId}/step`, { token, base, body: { step: 'inProgress' } })).status).toBe(200);
  };
  /** A shelf of the second warehouse, a product's default location there, and stock moved onto it from the first shelf. */
  const shelvedStock = async (base: string, token: string) => {
    const [products, warehouses] = await Promise.all(['products', 'warehouses'].map((p) => get(base, token, p)));
    const [first, second] = warehouses.items as { id: number }[];
    const shelf = (await call('POST', 'locations', { token, base, body: { name: 'Yedek rafı', warehouseId: first!.id, aisle: 'Y', pickOrder: 3 } })).body
      .response;
    const product = products.items[0] as { id: number; locationId: number };
    const moved = { warehouseId: first!.id, fromLocationId: product.locationId, toLocationId: shelf.id, productId: product.id, quantity: '1' };
    expect((await call('POST', 'warehouse/moves', { token, base, body: moved })).status).toBe(201);
    const home = (await get(base, token, `warehouse/locations?warehouseId=${second!.id}`)).items.find((l: { kind: string }) => l.kind === 'receiving');
    const placed = { productId: product.id, warehouseId: second!.id, locationId: home.id };
    expect((await call('PUT', 'warehouse/product-locations', { token, base, body: placed })).status).toBe(200);
  };
  /** The QR menu on, with a product and its photo, a table, and a guest's order waiting on the table's bill. */
  const servedMenu = async (base: string, token: string) => {
    const product = (await get(base, token, 'products?limit=1')).items[0] as { id: number };
    const settings = {
      version: 0,
      enabled: true,
      host: null,
      guestOrders: true,
      languages: ['tr', 'en'],
      hours: Array(7).fill({ open: '00:00', close: '24:00' }),
      groupIds: [],
      items: [{ productId: product.id, allergens: ['gluten'], texts: { en: { name: 'Backed up', note: '' } } }],
    };
    const saved = await call('PUT', 'qr-menu/settings', { token, base, body: settings });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const photo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    expect((await call('PUT', `qr-menu/items/${product.id}/photo`, { token, base, body: { photo } })).status).toBe(204);
    const table = (await call('POST', 'qr-menu/tables', { token, base, body: { name: 'Yedek masa' } })).body.response as { code: string };
    const order = { key: 'yedek-misafir-1', lines: [{ productId: product.id, quantity: '2' }], note: '' };
    expect((await call('POST', `menu/${table.code}/orders`, { base, body: order })).status).toBe(201);
  };
  /** The shop opened with a delivery option, a transfer account and a dealer's log-in. */
  const openedShop = async (base: string, token: string) => {
    const settings = await get(base, token, 'b2b/settings');
    expect((await call('PUT', 'b2b/settings', { token, base, body: { ...settings, name: 'Yedeklenen bayi', stockDisplay: 'exact' } })).status).toBe(200);
    expect((await call('POST', 'b2b/cargo-options', { token, base, body: { name: 'Aras Kargo', price: '40.00' } })).status).toBe(201);
    const bank = { bankName: 'Ziraat', holder: 'Demo', iban: 'TR330006100519786457841326' };
    expect((await call('POST', 'b2b/bank-accounts', { token, base, body: bank })).status).toBe(201);
    const account = (await get(base, token, 'accounts?limit=1')).items[0] as { id: number };
    expect((await call('PUT', `b2b/dealers/${account.id}`, { token, base, body: { email: 'yedek@bayi.test', password: 'bayi1234' } })).status).toBe(200);
    const page = { title: 'Hakkımızda', slug: 'hakkimizda', language: 'tr', body: '<p><b>Yedek</b></p>', published: true };
    expect((await call('POST', 'b2b/content-pages', { token, base, body: page })).status).toBe(201);
    const hidden = { productIds: [(await get(base, token, 'products?limit=1')).items[0].id], published: false };
    expect((await call('POST', 'b2b/publishing/products', { token, base, body: hidden })).status).toBe(200);
  };
  /** A carrier in use and an invoice shipped with it, to a customer with an address. */
  const shippedInvoice = async (base: string, token: string) => {
    const carrier = await get(base, token, 'cargo/carriers/yurtici');
    const { carrier: _c, passwordSet: _p, saved: _s, ...settings } = carrier;
    expect((await call('PUT', 'cargo/carriers/yurtici', { token, base, body: { ...settings, active: true, customerCode: 'YK-1' } })).status).toBe(200);
    const account = await call('POST', 'accounts', {
      token,
      base,
      body: { name: 'Kargolu müşteri', kind: 'customer', city: 'İzmir', district: 'Konak', street: 'Kordon' },
    });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    const products = await get(base, token, 'products');
    let doc = (
      await call('POST', 'documents', {
        token,
        base,
        body: {
          type: 'salesInvoice',
          accountId: account.body.response.id,
          lines: [{ productId: products.items[0].id, quantity: '1', unitPrice: '20', vatRate: 20 }],
        },
      })
    ).body.response;
    for (const type of ['START', 'COMPLETE'])
      doc = (await call('POST', `documents/${doc.id}/events`, { token, base, body: { type, version: doc.version } })).body.response;
    const shipped = await call('POST', 'cargo/yurtici/shipments', { token, base, body: { documentIds: [doc.id] } });
    expect(shipped.body.response?.items?.[0]?.shipment?.state, JSON.stringify(shipped.body)).toBe('accepted');
  };
  /** Mikro in use for sales invoices: the invoice completed next (and shipped) waits for Mikro, no round running here. */
  const mikroQueued = async (base: string, token: string) => {
    const { passwordSet: _p, saved: _s, cardsSentAt: _c, readBackAt: _r, ...settings } = await get(base, token, 'mikro/settings');
    const body = { ...settings, active: true, documentTypes: ['salesInvoice'], vatCodes: { '20': 4 }, password: 'yedek' };
    expect((await call('PUT', 'mikro/settings', { token, base, body })).status).toBe(200);
  };
  /** The marketplace set up: its account, the warehouse listed, the price rule and the buffer (issue #32). */
  const marketplaceSettings = async (base: string, token: string) => {
    const warehouse = (await get(base, token, 'warehouses')).items[0].id as number;
    const {
      apiKeySet: _k,
      saved: _s,
      lastPullAt: _a,
      lastPullError: _b,
      lastPushAt: _c,
      lastPushError: _d,
      ...settings
    } = await get(base, token, 'marketplace/settings');
    const body = { ...settings, sellerId: 'YEDEK-1', apiKey: 'yedek:gizli', warehouseId: warehouse, markup: '12.50', rounding: 'whole', stockBuffer: 2 };
    expect((await call('PUT', 'marketplace/settings', { token, base, body })).status).toBe(200);
  };
  /** A price file uploaded and checked: a data transfer job waiting for its confirmation, its preview kept. */
  const checkedTransfer = async (base: string, token: string) => {
    const code = (await get(base, token, 'products?limit=1')).items[0].code as string;
    const file = new TextEncoder().encode(`Stok kodu;Fiyat\r\n${code};77,70\r\nYOK-KOD;1\r\n`);
    const r = await fetch(`${base}transfers/prices`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: file });
    expect(r.status).toBe(202);
    const id = ((await r.json()) as { response: { id: number } }).response.id;
    while ((await get(base, token, `transfer-jobs/${id}`)).status === 'checking') await new Promise((res) => setTimeout(res, 25));
  };
  const verifyCompany = async (base: string, token: string) => {
    const started = await call('POST', 'audit/verifications', { token, base, body: { scope: 'company' } });
    expect(started.status).toBe(202);
    for (;;) {
      const r = await get(base, token, `audit/verifications/${started.body.response.id}`);
      if (r.status !== 'running') return r;
      await new Promise((res) => setTimeout(res, 50));
    }
  };
  /** Deletes every row of a company, children first. */
  const removeCompany = (db: Database, companyId: number) =>
    db.system(async (q) => {
      const tables = (
        await q.query<{ name: string }>(
          `select c.table_name as name from information_schema.columns c
             join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
            where c.table_schema = 'public' and c.column_name = 'company_id'`,
        )
      ).rows.map((r) => r.name);
      for (const table of (await dependencyOrder(q, tables)).reverse()) await q.query(`delete from ${table} where company_id = $1`, [companyId]);
      await q.query(`delete from companies where id = $1`, [companyId]);
    });
  const companies = async (url: string | null, dir: string) => {
    const db = await openDatabase({ databaseUrl: url, dataDir: dir || null });
    try {
      return await db.system(async (q) => (await q.query<{ n: number }>(`select count(*)::integer as n from companies`)).rows[0]!.n);
    } finally {
      await db.close();
    }
  };

  it.runIf(inject('databaseKind') === 'pglite')(
    'npm run restore and restore:all refuse a PGlite directory a running server holds, and the database’s own lock, writing nothing',
    async () => {
      const running = await startOwnServer({ keepData: true });
      const restore = (script: string, args: string[], dir: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, DEMO: '0' },
          encoding: 'utf8',
        });
      const backup = join(work, 'any.gz');
      writeFileSync(backup, gzipSync('{}'));
      try {
        const company = restore('src/server/backup/restore-main.ts', [backup], running.dataDir);
        expect(company.status, company.stdout + company.stderr).toBe(1);
        expect(company.stderr).toMatch(new RegExp(`Refused, nothing was written: a running Defter server \\(process ${process.pid}\\) holds the data`));
        const installation = restore('src/server/backup/installation-main.ts', ['restore', backup], running.dataDir);
        expect(installation.status, installation.stdout + installation.stderr).toBe(1);
        expect(installation.stderr).toMatch(/Refused: a running Defter server/);
        // the server goes on untouched
        expect((await call('GET', 'health', { base: running.baseUrl })).status).toBe(200);
      } finally {
        await running.close();
      }
      // closed, the directory is free again; PGlite's own lock without a Defter server's is refused too
      const stray = mkdtempSync(join(tmpdir(), 'defter-held-'));
      writeFileSync(join(stray, 'postmaster.pid'), '-42\n');
      const other = restore('src/server/backup/restore-main.ts', [backup], stray);
      expect(other.status).toBe(1);
      expect(other.stderr).toMatch(/is open in another program/);
      rmSync(stray, { recursive: true, force: true });
      const free = restore('src/server/backup/restore-main.ts', [backup], running.dataDir);
      expect(free.stderr).not.toMatch(/holds the data|another program/);
      rmSync(running.dataDir, { recursive: true, force: true });
    },
  );

  it('brings back the documents, balances and a journal that verifies; numbers and ids go on without repeats; a damaged file writes nothing', async () => {
    const admin = await login('admin@demo.test', 'demo1234', source.baseUrl);
    const admins = (await get(source.baseUrl, admin, 'colleagues')).items as { id: number; name: string }[];
    const salesperson = {
      name: 'Yedeklenen temsilci',
      userId: admins.find((u) => u.name === 'Ayşe Yılmaz')!.id,
      rules: [{ scope: 'all', basis: 'sales', rate: '3' }],
      targets: [{ period: 'year', amount: '10', premiumKind: 'fixed', premium: '5' }],
    };
    expect((await call('POST', 'commissions/salespeople', { token: admin, base: source.baseUrl, body: salesperson })).status).toBe(201);
    await serviceAndTrackedLine(source.baseUrl, admin, await completedInvoice(source.baseUrl, admin));
    await shelvedStock(source.baseUrl, admin);
    await openedShop(source.baseUrl, admin);
    await mikroQueued(source.baseUrl, admin);
    await shippedInvoice(source.baseUrl, admin);
    await marketplaceSettings(source.baseUrl, admin);
    await checkedTransfer(source.baseUrl, admin);
    await servedMenu(source.baseUrl, admin);
    const before = await picture(source.baseUrl, admin);
    expect(before.cargo[1].items, 'a shipment to compare').toHaveLength(1);
    expect(before.mikro[1].items, 'a Mikro transfer to compare').toHaveLength(1);
    expect(before.transferJobs[0].errors, 'a transfer job with its errors to compare').toHaveLength(1);
    expect(before.shop[3].items, 'a dealer to compare').toHaveLength(1);
    expect(
      before.guestOrders.flatMap((g: { items: unknown[] }) => g.items),
      'a guest order to compare',
    ).toHaveLength(1);
    expect(before.locationStock.flat(2).length, 'location stock and default locations to compare').toBeGreaterThan(1);
    expect(before.commissions.items[0].commission, 'the invoice earned a commission').not.toBe('0.00');
    expect(before.services[0].invoices, 'the service billed a period to compare').toHaveLength(1);
    expect(before.openLines, 'a tracked line to compare').toHaveLength(1);
    expect(before.reports.satiskar!.total, 'the sales by product have rows to compare').toBeGreaterThan(0);
    const r = await fetch(source.baseUrl + 'backups', { method: 'POST', headers: { authorization: `Bearer ${admin}` } });
    expect(r.status).toBe(200);
    const file = join(work, 'demo.jsonl.gz');
    writeFileSync(file, Buffer.from(await r.arrayBuffer()));
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
    expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'defter-backup', version: 2, schema: expect.stringMatching(/\.sql$/) });
    expect(JSON.parse(lines.at(-1)!)).toEqual({ end: 'defter-backup', rows: lines.length - 2, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    /** The rows with a trailer written anew for them: a file that holds together, as a faulty writer could make one. */
    const resealed = (rows: string[]) => {
      const sha256 = createHash('sha256')
        .update(rows.map((l) => l + '\n').join(''))
        .digest('hex');
      return gzipSync([lines[0]!, ...rows, JSON.stringify({ end: 'defter-backup', rows: rows.length, sha256 })].join('\n'));
    };
    const rows = lines.slice(1, -1);
    const moveLine = rows.findIndex((l) => l.startsWith('{"table":"account_moves"') && /"debit":[1-9]/.test(l));
    const productLine = rows.findIndex((l) => l.startsWith('{"table":"products"'));

    // the same company gone from an installation that holds others (Öteki Ltd, the provider's) and is stopped while the backup is restored
    const other = await startOwnServer({ keepData: true });
    const { databaseUrl: url, dataDir: dir } = other;
    const otherProductId = await other.db.system(
      async (q) => (await q.query<{ id: number }>(`select min(id) as id from products where company_id <> $1`, [JSON.parse(lines[0]!).companyId])).rows[0]!.id,
    );
    await removeCompany(other.db, JSON.parse(lines[0]!).companyId);
    await other.close();
    const left = await companies(url, dir);

    const damaged: Record<string, Buffer> = {
      truncated: readFileSync(file).subarray(0, Math.floor(readFileSync(file).length * 0.7)),
      'not gzip': Buffer.from(lines.join('\n')),
      'another version': gzipSync([JSON.stringify({ ...JSON.parse(lines[0]!), version: 3 }), ...lines.slice(1)].join('\n')),
      'a foreign file': gzipSync('{"hello":"world"}\n{"table":"products","row":{}}\n'),
      // whole lines, but the last ones (the trailer with them) are missing
      'cut after a line': gzipSync(lines.slice(0, -4).join('\n')),
      'a changed amount': gzipSync(lines.map((l, i) => (i === moveLine + 1 ? l.replace(/"debit":([1-9])/, '"debit":9$1') : l)).join('\n')),
      'a changed id': gzipSync(lines.map((l, i) => (i === productLine + 1 ? l.replace(/"id":(\d+)/, (_, n) => `"id":${Number(n) + 1000}`) : l)).join('\n')),
      'rows missing from the count': gzipSync([...lines.slice(0, -1), JSON.stringify({ ...JSON.parse(lines.at(-1)!), rows: rows.length + 1 })].join('\n')),
      // every line whole, but one row deep in the file is not JSON: the rows before it must not stay
      'a broken row': resealed([...rows.slice(0, -2), '{"table":"journal","row":{', ...rows.slice(-1)]),
      // the company's own row is written before its users: the refusal must take it back
      'an e-mail the installation uses': resealed(rows.map((l) => l.replace('"email":"kasa@demo.test"', '"email":"admin@oteki.test"'))),
      'a row of another company': resealed([...rows, rows.at(-1)!.replace(/"company_id":\d+/, '"company_id":999')]),
      // a ledger amount changed and the checksum written anew: the file holds together, but its ledger disagrees with its documents
      'a changed ledger amount, resealed': resealed(rows.map((l, i) => (i === moveLine ? l.replace(/"debit":([1-9])/, '"debit":9$1') : l))),
      // a product given the id of a row the installation holds (Öteki's product)
      'a colliding id': resealed(rows.map((l, i) => (i === productLine ? l.replace(/"id":\d+/, `"id":${otherProductId}`) : l))),
    };
    const refusals: Record<string, string> = {};
    const db = await openDatabase({ databaseUrl: url, dataDir: dir || null });
    try {
      for (const [name, bytes] of Object.entries(damaged)) {
        const path = join(work, `${name.replace(/ /g, '-')}.gz`);
        writeFileSync(path, bytes);
        const e = await restoreCompanyBackup(db, path).catch((err: unknown) => err);
        expect(e, name).toBeInstanceOf(RestoreRefused);
        refusals[name] = (e as Error).message;
      }
    } finally {
      await db.close();
    }
    expect(refusals.truncated).toMatch(/damaged/);
    expect(refusals['not gzip']).toMatch(/damaged/);
    expect(refusals['another version']).toMatch(/version 3.*restores versions 1 and 2/);
    expect(refusals['a foreign file']).toMatch(/not a Defter company backup/);
    expect(refusals['cut after a line']).toMatch(/ends before its last line/);
    expect(refusals['a changed amount']).toMatch(/changed after it was made/);
    expect(refusals['a changed id']).toMatch(/changed after it was made/);
    expect(refusals['rows missing from the count']).toMatch(/names \d+ rows but holds \d+/);
    expect(refusals['a colliding id']).toMatch(/collides/);
    const changedMove = JSON.parse(rows[moveLine]!).row as { document_id: number; debit: number };
    const changedDocument = JSON.parse(rows.find((l) => l.startsWith('{"table":"documents"') && JSON.parse(l).row.id === changedMove.document_id)!).row;
    expect(refusals['a changed ledger amount, resealed']).toMatch(
      new RegExp(
        `ledgers disagree with its documents .*Account ledger, document ${changedDocument.number} .*Debit: [\\d.]+ by the document, 9[\\d.]+ in the ledger`,
      ),
    );
    expect(refusals['a broken row']).toMatch(/not valid JSON/);
    expect(refusals['a row of another company']).toMatch(/another company/);
    expect(refusals['an e-mail the installation uses']).toMatch(/collides.*admin@oteki\.test/);
    expect(await companies(url, dir)).toBe(left);

    // the command line says why and writes nothing
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/backup/restore-main.ts', join(work, 'truncated.gz')], {
      env: { ...process.env, DATABASE_URL: url ?? '', DATA_DIR: dir, DEMO: '0' },
      encoding: 'utf8',
    });
    expect(cli.status, cli.stdout + cli.stderr).toBe(1);
    expect(cli.stderr).toMatch(/Refused, nothing was written: The file is damaged/);

    const again = await openDatabase({ databaseUrl: url, dataDir: dir || null });
    try {
      const restored = await restoreCompanyBackup(again, file);
      expect(restored.rows).toBeGreaterThan(lines.length / 2);
      const twice = await restoreCompanyBackup(again, file).catch((err: unknown) => err);
      expect((twice as Error).message).toMatch(/already in this installation/);
    } finally {
      await again.close();
    }

    target = await startOwnServer({ databaseUrl: url ?? undefined, dataDir: dir || undefined, keepData: true });
    const restoredAdmin = await login('admin@demo.test', 'demo1234', target.baseUrl);
    expect(await picture(target.baseUrl, restoredAdmin)).toEqual(before);
    const verification = await verifyCompany(target.baseUrl, await login('denetci@demo.test', 'demo1234', target.baseUrl));
    expect(verification).toMatchObject({ status: 'done', total: before.documents.length, problems: [], ledgerDifferences: [] });

    // the next invoice takes the number the source would give, and a fresh id
    const next = await completedInvoice(target.baseUrl, restoredAdmin);
    const sourceNext = await completedInvoice(source.baseUrl, admin);
    expect(next.number).toBe(sourceNext.number);
    expect(next.id).toBeGreaterThan(Math.max(...before.documents.map((d: { id: number }) => d.id)));
  }, 240_000);

  it('the catalogue keeper’s backup restored keeps every other company’s link to its entries; one older than those links is refused, naming them', async () => {
    const keeper = await startOwnServer({ keepData: true });
    try {
      const base = keeper.baseUrl;
      const [provider, demo, oteki] = await Promise.all(
        ['saglayici@defter.test', 'admin@demo.test', 'admin@oteki.test'].map((e) => login(e, 'demo1234', base)),
      );
      const send = async (method: string, path: string, token: string, body: unknown, status: number) => {
        const r = await call(method, path, { token, base, body, lang: 'en' });
        expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(status);
        return r.body.response;
      };
      const backup = async (name: string) => {
        const r = await fetch(base + 'backups', { method: 'POST', headers: { authorization: `Bearer ${provider}` } });
        expect(r.status).toBe(200);
        const path = join(work, name);
        writeFileSync(path, Buffer.from(await r.arrayBuffer()));
        return path;
      };
      const maker = await send('POST', 'catalogue/manufacturers', provider, { name: 'Yedek Yayınevi' }, 201);
      const entry = (title: string) =>
        send('POST', 'catalogue/entries', provider, { title, publisher: 'Yedek', manufacturerId: maker.id, price: '30.00' }, 201);
      const [first, second] = [await entry('Yedekten Dönen Kitap'), await entry('Yedekten Dönen Dergi')];
      const demoCards = (await send('POST', 'catalogue/stock-cards', demo, { entryIds: [first.id, second.id] }, 201)).createdProductIds as number[];
      await send('POST', 'catalogue/stock-cards', oteki, { entryIds: [first.id] }, 201);
      const older = await backup('keeper-older.gz');

      // after that backup: a third entry, a card Öteki draws from it and the price Öteki publishes for it
      const third = await entry('Yedekten Sonra Gelen');
      const otekiCard = (await send('POST', 'catalogue/stock-cards', oteki, { entryIds: [third.id] }, 201)).createdProductIds[0] as number;
      await send('POST', 'catalogue/jobs', oteki, { kind: 'prices' }, 201);
      await runCataloguePublishing(keeper.db);
      expect((await send('GET', `catalogue/entries/${third.id}/offers`, demo, undefined, 200)).items).toHaveLength(1);
      const newer = await backup('keeper-newer.gz');
      const links = async () => ({
        demo: await Promise.all([first, second].map(async (e) => (await send('GET', `catalogue/entries/${e.id}`, demo, undefined, 200)).productId)),
        oteki: (await send('GET', `catalogue/entries/${third.id}`, oteki, undefined, 200)).productId,
        offers: (await send('GET', `catalogue/entries/${third.id}/offers`, demo, undefined, 200)).items,
        comparison: (await send('GET', 'catalogue/store-comparison', demo, undefined, 200)).items,
      });
      const before = await links();
      expect(before).toMatchObject({ demo: demoCards, oteki: otekiCard, comparison: [] });

      const keeperId = (await keeper.db.system((q) => q.query<{ id: number }>(`select company_id as id from users where email = 'saglayici@defter.test'`)))
        .rows[0]!.id;
      await removeCompany(keeper.db, keeperId);
      expect((await call('GET', `catalogue/entries/${first.id}`, { token: demo, base })).status, 'the keeper is gone with its entries').toBe(404);

      // the older backup would leave Öteki's card and offer pointing nowhere: refused, in the operator's language, naming them
      const refused = await restoreCompanyBackup(keeper.db, older, undefined, 'en').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RestoreRefused);
      expect((refused as Error).message).toMatch(new RegExp(`keeps the shared catalogue, but its backup lacks 1 entry .*\\(Öteki[^:]*: ${third.id}\\)`));
      const turkish = await restoreCompanyBackup(keeper.db, older, undefined, 'tr').catch((e: unknown) => e);
      expect((turkish as Error).message).toMatch(/ortak kataloğu tutuyor/);
      expect(await keeper.db.system(async (q) => (await q.query(`select 1 from companies where id = $1`, [keeperId])).rowCount)).toBe(0);

      // the newer one brings every entry back under its id: every link is valid again, and the keeper goes on keeping
      await restoreCompanyBackup(keeper.db, newer);
      expect(await links()).toEqual(before);
      const again = await login('saglayici@defter.test', 'demo1234', base);
      const next = await send('POST', 'catalogue/entries', again, { title: 'Geri Yüklemeden Sonra' }, 201);
      expect(next.id).toBeGreaterThan(third.id);
    } finally {
      await keeper.close();
      if (keeper.dataDir) rmSync(keeper.dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
