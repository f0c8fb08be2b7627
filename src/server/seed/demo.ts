import type { Database, Queryable } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { seedDemoDefinitions } from '../definitions/demo';
import { createDocument, sendEvent, type CommandContext } from '../documents/commands';
import type { DocumentRow } from '../documents/store';
import { asCompanyAdmin } from './demo-context';
import { DEMO_HISTORY_DAYS, demoCost, demoHistoryStart, demoInstant, seedDemoHistory } from './demo-history';
import { addDays } from '../../domain/clock/clock';
import { istanbulToday } from '../rates/istanbul-day';
import { atServerInstant, companyToday } from '../clock';
import { installEngineHooks } from '../engine-hooks';
import { seedDemoWarehouse } from './demo-warehouse';

export const DEMO_PASSWORD = 'demo1234';

interface DemoUser {
  email: string;
  name: string;
  roles: string[];
  permissions?: string[];
  expiredPassword?: boolean;
  /** the licence provider's super user (migration 071) */
  provider?: true;
}

interface DemoCompany {
  name: string;
  licenceOwner: string;
  licenceAgreementStatus: number;
  /** printed on receipts (migration 008) */
  details?: { taxOffice: string; taxNumber: string; address: string; phone: string; email: string };
  users: DemoUser[];
  /**
   * prices include the VAT (the column's default, as on a shop's shelf); `quickKey`: a button on the till (migration 022);
   * `group` and `kind`: the names of its category and type among the company's definitions (withDefinitions)
   */
  products: {
    code: string;
    name: string;
    barcode: string | null;
    unit: string;
    vatRate: number;
    price: string;
    author?: string;
    quickKey?: true;
    group?: string;
    kind?: string;
  }[];
  accounts: { code: string; name: string; kind: 'customer' | 'supplier'; taxNumber: string; taxOffice: string; iban?: string; email?: string }[];
  /** categories, people, types and publishers of src/server/definitions/demo.ts */
  withDefinitions?: boolean;
  /** the reader area (/okuyucu, migration 052): its opening hours and notice; each book gets two library copies */
  readerArea?: { openingHours: string; notices: string };
  /** stock on hand in the first warehouse (Merkez Depo) per product code, brought in at cost by a completed stock-in receipt */
  openingStock?: Record<string, string>;
}

export const DEMO: DemoCompany[] = [
  {
    name: 'Demo Kitabevi',
    licenceOwner: 'Demo Kitabevi Yayıncılık Ltd. Şti.',
    licenceAgreementStatus: 1,
    withDefinitions: true,
    readerArea: {
      openingHours: 'Hafta içi 09.00–19.00, Cumartesi 10.00–16.00',
      notices: 'Ödünç süresi 14 gündür; kitaplarınızı okuyucu sayfasından uzatabilirsiniz.',
    },
    openingStock: { KTP0000001: '20', KTP0000002: '12', KTP0000003: '8', KRT0000001: '60', KRT0000002: '150', KRT0000003: '200' },
    details: {
      taxOffice: 'Kadıköy',
      taxNumber: '2920084496',
      address: 'Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy / İstanbul',
      phone: '+90 216 555 01 01',
      email: 'info@demokitabevi.test',
    },
    users: [
      { email: 'admin@demo.test', name: 'Ayşe Yılmaz', roles: ['admin'], permissions: ['fastSale', 'backup'] },
      { email: 'kasa@demo.test', name: 'Mehmet Kaya', roles: ['operator'] },
      { email: 'muhasebe@demo.test', name: 'Zeynep Demir', roles: ['manager'], permissions: ['fastSale', 'definitionAuthority'] },
      { email: 'denetci@demo.test', name: 'Ali Şahin', roles: ['auditor'] },
      { email: 'eski@demo.test', name: 'Fatma Çelik', roles: ['employee'], expiredPassword: true },
    ],
    products: [
      {
        code: 'KTP0000001',
        name: 'Kürk Mantolu Madonna',
        barcode: '9789024538270',
        unit: 'ADET',
        vatRate: 0,
        price: '95.00',
        author: 'Sabahattin Ali',
        group: 'Roman',
        kind: 'Kitap',
      },
      {
        code: 'KTP0000002',
        name: 'İnce Memed',
        barcode: '9780471117094',
        unit: 'ADET',
        vatRate: 0,
        price: '180.00',
        author: 'Yaşar Kemal',
        group: 'Roman',
        kind: 'Kitap',
      },
      {
        code: 'KTP0000003',
        name: 'Tutunamayanlar',
        barcode: '9781857982183',
        unit: 'ADET',
        vatRate: 0,
        price: '320.50',
        author: 'Oğuz Atay',
        group: 'Roman',
        kind: 'Kitap',
      },
      {
        code: 'KRT0000001',
        name: 'Defter A4 Kareli',
        barcode: '7501031311309',
        unit: 'ADET',
        vatRate: 20,
        price: '42.90',
        group: 'Kırtasiye',
        kind: 'Kırtasiye',
      },
      {
        code: 'KRT0000002',
        name: 'Kurşun Kalem HB',
        barcode: '4006381333931',
        unit: 'ADET',
        vatRate: 20,
        price: '12.50',
        group: 'Kırtasiye',
        kind: 'Kırtasiye',
      },
      { code: 'KRT0000003', name: 'Kitap Ayracı', barcode: null, unit: 'ADET', vatRate: 20, price: '5.00', group: 'Kırtasiye', kind: 'Kırtasiye' },
      { code: 'HZM0000001', name: 'Ücretli Poşet', barcode: null, unit: 'ADET', vatRate: 20, price: '1.00', quickKey: true, group: 'Hizmet' },
      { code: 'HZM0000002', name: 'Yazıcı Çıktısı', barcode: null, unit: 'ADET', vatRate: 20, price: '2.50', quickKey: true, group: 'Hizmet' },
    ],
    accounts: [
      { code: 'C000000001', name: 'Okur Kültür Merkezi', kind: 'customer', taxNumber: '4540536920', taxOffice: 'Kadıköy', email: 'okur@example.com' },
      { code: 'C000000002', name: 'Selin Arslan', kind: 'customer', taxNumber: '17291716060', taxOffice: 'Beşiktaş' },
      {
        code: 'S000000001',
        name: 'Anadolu Yayın Dağıtım A.Ş.',
        kind: 'supplier',
        taxNumber: '0010213576',
        taxOffice: 'Çankaya',
        iban: 'TR330006100519786457841326',
      },
    ],
  },
  {
    name: 'Öteki Ltd',
    licenceOwner: 'Öteki Ticaret Ltd. Şti.',
    licenceAgreementStatus: 0,
    users: [{ email: 'admin@oteki.test', name: 'Can Öztürk', roles: ['admin'], permissions: ['fastSale', 'backup'] }],
    products: [{ code: 'OTK0000001', name: 'Öteki Çay Bardağı', barcode: '9789024538270', unit: 'ADET', vatRate: 20, price: '30.00' }],
    accounts: [{ code: 'C000000001', name: 'Öteki Müşteri', kind: 'customer', taxNumber: '9990112519', taxOffice: 'Konak' }],
  },
  {
    // the licence provider's own company: its admin manages every company's licence (/modul/lisansyonetimi)
    name: 'Defter Yazılım',
    licenceOwner: 'Defter Yazılım A.Ş.',
    licenceAgreementStatus: 1,
    users: [{ email: 'saglayici@defter.test', name: 'Selim Sağlam', roles: ['admin'], permissions: ['backup'], provider: true }],
    products: [],
    accounts: [],
  },
];

async function insertId(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const r = await q.query<{ id: number }>(sql, params);
  return r.rows[0]!.id;
}

async function seedCompany(q: Queryable, c: DemoCompany, passwordHash: string): Promise<void> {
  const companyId = await insertId(
    q,
    `insert into companies (name, license_owner, license_expires, license_agreement_status) values ($1, $2, $4::date, $3) returning id`,
    [c.name, c.licenceOwner, c.licenceAgreementStatus, addDays(istanbulToday(), 365)],
  );
  await q.query(`select add_default_units($1)`, [companyId]);
  if (c.details) {
    const d = c.details;
    await q.query(`update companies set title = $2, tax_office = $3, tax_number = $4, address = $5, phone = $6, email = $7 where id = $1`, [
      companyId,
      c.licenceOwner,
      d.taxOffice,
      d.taxNumber,
      d.address,
      d.phone,
      d.email,
    ]);
  }
  for (const u of c.users) {
    await q.query(
      `insert into users (company_id, email, name, password_hash, roles, permissions, expired_password, provider) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [companyId, u.email, u.name, passwordHash, u.roles, u.permissions ?? [], u.expiredPassword ?? false, u.provider ?? false],
    );
  }
  const warehouseId = await insertId(q, `insert into warehouses (company_id, name) values ($1, 'Merkez Depo') returning id`, [companyId]);
  await q.query(`insert into warehouses (company_id, name) values ($1, 'Mağaza')`, [companyId]);
  const locationIds: number[] = [];
  for (const name of ['A-01 Roman', 'A-02 Şiir', 'B-01 Kırtasiye']) {
    locationIds.push(
      await insertId(q, `insert into locations (company_id, warehouse_id, name) values ($1, $2, $3) returning id`, [companyId, warehouseId, name]),
    );
  }
  // every product is in a group (its category), and has its type, among the definitions
  const definitions = c.withDefinitions ? await seedDemoDefinitions(q, companyId) : new Map<string, number>();
  const definitionIds = (p: DemoCompany['products'][number]) => ({
    ...(p.group ? { categoryId: definitions.get(`category:${p.group}`) } : {}),
    ...(p.kind ? { typeId: definitions.get(`type:${p.kind}`) } : {}),
  });
  let quickKeys = 0;
  for (const [i, p] of c.products.entries()) {
    const isBook = p.barcode?.startsWith('978') ?? false;
    const productId = await insertId(
      q,
      `insert into products (company_id, code, name, barcode, isbn, unit, vat_rate, price, location_id, attributes) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       returning id`,
      [
        companyId,
        p.code,
        p.name,
        p.barcode,
        isBook ? p.barcode : null,
        p.unit,
        p.vatRate,
        p.price,
        locationIds[i % locationIds.length],
        { ...(p.author ? { author: p.author } : {}), ...definitionIds(p) },
      ],
    );
    if (p.quickKey) await q.query(`insert into pos_quick_keys (company_id, position, product_id) values ($1, $2, $3)`, [companyId, ++quickKeys, productId]);
    if (c.readerArea && isBook) {
      await q.query(
        `insert into library_copies (company_id, product_id, barcode, location_id, item_type) select $1, $2, $3 || '-' || n, $4, 'book' from generate_series(1, 2) n`,
        [companyId, productId, p.code, locationIds[i % locationIds.length]],
      );
    }
  }
  if (c.readerArea) {
    await q.query(`insert into library_reader_settings (company_id, opening_hours, notices) values ($1, $2, $3)`, [
      companyId,
      c.readerArea.openingHours,
      c.readerArea.notices,
    ]);
  }
  for (const a of c.accounts) {
    await q.query(`insert into accounts (company_id, code, name, kind, tax_number, tax_office, iban, email) values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      companyId,
      a.code,
      a.name,
      a.kind,
      a.taxNumber,
      a.taxOffice,
      a.iban ?? null,
      a.email ?? null,
    ]);
  }
  await q.query(`insert into cash_boxes (company_id, name, kind) values ($1, 'Merkez Kasa', 'cash')`, [companyId]);
  await q.query(
    `insert into cash_boxes (company_id, name, kind, iban, bank, negative_cash) values ($1, 'Ziraat Bankası TL', 'bank', 'TR330006100519786457841326', 'Ziraat Bankası', 'allow')`,
    [companyId],
  );
}

/**
 * The opening stock of a demo company at cost: a stock-in receipt created, started and completed through the document
 * commands, as the company's admin and under its row-level security, so that its journal and ledger rows are
 * those of any receipt. With its history, it is counted on the history's first day, before anything was bought or sold.
 */
async function seedOpeningStock(q: Queryable, c: DemoCompany, history: boolean): Promise<void> {
  await asCompanyAdmin(q, c.name, async (ctx) => {
    const write = () => writeOpeningStock(ctx, c);
    if (!history) return write();
    return atServerInstant(demoInstant(demoHistoryStart(await companyToday(q, ctx.auth.companyId)), '08:30'), write);
  });
}

async function writeOpeningStock(ctx: CommandContext, c: DemoCompany): Promise<void> {
  const products = await ctx.q.query<{ id: number; code: string; price: string; vat_rate: number }>(
    `select id, code, price::text as price, vat_rate from products where code = any($1::text[]) order by id`,
    [Object.keys(c.openingStock ?? {})],
  );
  const warehouse = await ctx.q.query<{ id: number }>(`select min(id) as id from warehouses`);
  let doc: DocumentRow = await createDocument(ctx, {
    type: 'stockIn',
    warehouseId: String(warehouse.rows[0]!.id),
    note: 'Açılış stoku',
    lines: products.rows.map((p) => ({ productId: String(p.id), quantity: c.openingStock![p.code]!, unitPrice: demoCost(p.price), vatRate: p.vat_rate })),
  });
  for (const type of ['START', 'COMPLETE']) {
    const outcome = await sendEvent(ctx, doc.id, doc.version, { type });
    if (!outcome.ok) throw new Error(`demo opening stock: ${type} refused (${outcome.reason})`);
    doc = outcome.doc;
  }
}

/**
 * Seeds the demo of the contract into an empty database; does nothing when any company exists. With `history`
 * (`npm start`, unless DEMO_HISTORY=0), the bookshop's last months too (demo-history.ts); the tests start without.
 * Last, the bookshop's warehouse: its shelves, default locations and an order waiting to be picked (demo-warehouse.ts).
 */
export async function seedDemoIfEmpty(db: Database, options: { history?: boolean } = {}): Promise<boolean> {
  // the demo's documents are written through the engine, with every area's facts and effects (also outside boot: scripts, tests)
  installEngineHooks();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.system(async (q) => {
    await q.query(`select pg_advisory_xact_lock(724002)`);
    const existing = await q.query(`select 1 from companies limit 1`);
    if (existing.rowCount > 0) return false;
    for (const c of DEMO) await seedCompany(q, c, passwordHash);
    for (const c of DEMO) if (c.openingStock) await seedOpeningStock(q, c, options.history === true);
    if (options.history) {
      console.log(`Seeding the demo bookshop's last ${DEMO_HISTORY_DAYS} days (DEMO_HISTORY=0 leaves them out)…`);
      await asCompanyAdmin(q, DEMO[0]!.name, (ctx) => seedDemoHistory(ctx));
    }
    await seedDemoWarehouse(q, DEMO[0]!.name, options.history === true);
    return true;
  });
}
