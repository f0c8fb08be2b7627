import { Dec } from '../../domain/money/decimal';
import { posSaleBody } from '../../domain/schemas/pos';
import { campaignBody } from '../../domain/schemas/campaigns';
import { insertCampaign } from '../campaigns/queries';
import { createProduct } from '../masterdata/create';
import { insertDimension, replaceValues } from '../masterdata/variants/dimension-queries';
import { generate as generateVariants } from '../masterdata/variants/variant-routes';
import { convertDocument, createDocument, sendEvent, type CommandContext } from '../documents/commands';
import { loadDocument, type DocumentRow } from '../documents/store';
import { recordSale } from '../pos/sale';
import { atServerInstant, companyToday } from '../clock';
import { addDays } from '../../domain/clock/clock';

/** How many days back the demo bookshop's history starts; its last day is yesterday. */
export const DEMO_HISTORY_DAYS = 90;

/** The first day of the demo's history, when the bookshop counted its opening stock. */
export const demoHistoryStart = (today: string): string => addDays(today, -DEMO_HISTORY_DAYS);

/** A time of a day of the demo on the bookshop's wall clock (Istanbul, UTC+3 all year). */
export const demoInstant = (day: string, time: string): Date => new Date(`${day}T${time}:00+03:00`);

/** What the bookshop pays the publisher: 60 % of the shelf price (the opening stock and the purchases are at it). */
export const demoCost = (price: string): string => new Dec(price).times('0.6').toDecimalPlaces(2).toFixed(2);

/** A small seeded generator (mulberry32): the same history on every seed for the same day. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

interface Shop {
  products: { id: number; code: string; price: string; vatRate: number }[];
  warehouse: number;
  /** the shop floor (Mağaza), stocked from the main warehouse */
  shopFloor: number;
  cashBox: number;
  bank: number;
  customers: number[];
  supplier: number;
}

async function shopOf(ctx: CommandContext): Promise<Shop> {
  const q = ctx.q;
  const products = await q.query<{ id: number; code: string; price: string; vat_rate: number }>(
    `select id, code, price::text as price, vat_rate from products order by id`,
  );
  const warehouses = await q.query<{ id: number }>(`select id from warehouses order by id`);
  const boxes = await q.query<{ id: number; kind: string }>(`select id, kind from cash_boxes order by id`);
  const accounts = await q.query<{ id: number; kind: string }>(`select id, kind from accounts order by id`);
  return {
    products: products.rows.map((p) => ({ id: p.id, code: p.code, price: p.price, vatRate: p.vat_rate })),
    warehouse: warehouses.rows[0]!.id,
    shopFloor: warehouses.rows[1]!.id,
    cashBox: boxes.rows.find((b) => b.kind === 'cash')!.id,
    bank: boxes.rows.find((b) => b.kind === 'bank')!.id,
    customers: accounts.rows.filter((a) => a.kind === 'customer').map((a) => a.id),
    supplier: accounts.rows.find((a) => a.kind === 'supplier')!.id,
  };
}

/** Sends the events one after the other, as the screens would; a refusal is a bug of the demo, not of the user. */
async function advance(ctx: CommandContext, doc: DocumentRow, events: readonly string[], extra: Record<string, unknown> = {}): Promise<DocumentRow> {
  for (const type of events) {
    const outcome = await sendEvent(ctx, doc.id, doc.version, { type, ...extra });
    if (!outcome.ok) throw new Error(`demo history: ${doc.type} ${type} refused (${outcome.reason})`);
    doc = outcome.doc;
  }
  return doc;
}

export const made = (ctx: CommandContext, body: Record<string, unknown> & { type: string }, events: readonly string[] = ['START', 'COMPLETE']) =>
  createDocument(ctx, body).then((doc) => advance(ctx, doc, events));

/**
 * The demo bookshop's DEMO_HISTORY_DAYS days up to yesterday, written through the document commands as the API writes
 * them, each on its own day of the server's clock (nothing is dated today), so that every report, chart and dashboard
 * card has something to show and every journal verifies. The opening stock (seed/demo.ts) is counted on the first
 * day, when the bank account also gets its opening balance; then purchases from the publisher every fortnight (one
 * sent back) and some moved to the shop floor, sales invoices to the culture centre on account, three days a week at
 * the till (a session opened in the morning, its receipts during the day, closed by its Z report in the evening),
 * returns, waybills invoiced later (the last one still waiting), collections into the bank and payments to the
 * publisher, a cheque collected on its due date and one coming due. The order not supplied yet is the one waiting to
 * be picked (demo-warehouse.ts).
 */
export async function seedDemoHistory(ctx: CommandContext, day?: string): Promise<void> {
  const today = day ?? (await companyToday(ctx.q, ctx.auth.companyId));
  const shop = await shopOf(ctx);
  const r = seeded(20260101);
  const line = (p: Shop['products'][number], quantity: number, unitPrice = p.price) => ({
    productId: String(p.id),
    quantity: String(quantity),
    unitPrice,
    vatRate: p.vatRate,
  });
  const cost = (p: Shop['products'][number]) => demoCost(p.price);
  const sold = shop.products.filter((p) => !p.code.startsWith('HZM'));
  const start = demoHistoryStart(today);
  // a campaign of the past weeks, over and done by today: its sales fill the campaign report
  await insertCampaign(
    ctx.q,
    ctx.auth.companyId,
    campaignBody.parse({
      name: 'Sonbahar okuma indirimi',
      kind: 'percent',
      scope: 'product',
      percent: '10',
      productIds: [sold[0]!.id, sold[1]!.id],
      validFrom: start,
      validTo: addDays(today, -1),
    }),
  );
  const diaries = await demoVariants(ctx, shop);
  // days counted back from today
  const ago = (days: number) => DEMO_HISTORY_DAYS - days;
  const waybill = (date: string) =>
    made(ctx, {
      type: 'salesWaybill',
      accountId: String(shop.customers[1]),
      warehouseId: String(shop.warehouse),
      date,
      lines: [line(sold[3]!, r.int(3, 8)), line(sold[4]!, r.int(5, 10))],
    });
  const cheque = (date: string, dueDate: string, amount: string, serialNo: string) =>
    createDocument(ctx, {
      type: 'receivedCheque',
      accountId: String(shop.customers[0]),
      amount,
      date,
      dueDate,
      serialNo,
      bank: 'Ziraat Bankası Kadıköy Şubesi',
      drawer: 'Okur Kültür Merkezi',
      note: 'Hesap no 4471 0093 52; keşide yeri İstanbul',
    });
  let invoiced: DocumentRow | undefined;
  let collectedCheque: DocumentRow | undefined;

  for (let n = 0; n < DEMO_HISTORY_DAYS; n++) {
    const date = addDays(start, n);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    // the office's work of the day, on the day
    await atServerInstant(demoInstant(date, '09:00'), async () => {
      if (n === 0) await made(ctx, { type: 'cashIn', cashAccountId: String(shop.bank), amount: '25000.00', date, note: 'Açılış bakiyesi' }, ['COMPLETE']);
      if (n % 14 === 0)
        await made(ctx, {
          type: 'purchaseInvoice',
          accountId: String(shop.supplier),
          warehouseId: String(shop.warehouse),
          date,
          lines: sold.map((p) => line(p, r.int(10, 30), cost(p))),
        });
      if (n % 14 === 1)
        await made(ctx, {
          type: 'stockTransfer',
          warehouseId: String(shop.warehouse),
          targetWarehouseId: String(shop.shopFloor),
          date,
          lines: sold.slice(0, 3).map((p) => line(p, r.int(1, 3))),
        });
      if (n === 30)
        await made(ctx, {
          type: 'purchaseReturn',
          accountId: String(shop.supplier),
          warehouseId: String(shop.warehouse),
          date,
          lines: [line(sold[2]!, 2, cost(sold[2]!))],
        });
      if (n % 5 === 2)
        await made(ctx, {
          type: 'salesInvoice',
          accountId: String(shop.customers[0]),
          warehouseId: String(shop.warehouse),
          date,
          paymentType: 'credit',
          lines: [line(r.pick(sold), r.int(2, 6)), line(r.pick(sold), r.int(1, 4))],
        });
      if (n === 40)
        await made(ctx, { type: 'salesReturn', accountId: String(shop.customers[0]), warehouseId: String(shop.warehouse), date, lines: [line(sold[0]!, 1)] });
      if (n % 10 === 6)
        await made(ctx, { type: 'collection', cashAccountId: String(shop.bank), accountId: String(shop.customers[0]), amount: `${r.int(5, 15)}00.00`, date }, [
          'COMPLETE',
        ]);
      if (n % 14 === 9)
        await made(ctx, { type: 'payment', cashAccountId: String(shop.bank), accountId: String(shop.supplier), amount: `${r.int(10, 25)}00.00`, date }, [
          'COMPLETE',
        ]);
      // a cheque received, collected into the bank on its due date; another coming due after today
      if (n === ago(45)) collectedCheque = await cheque(date, addDays(today, -15), '2500.00', 'ZB 0452187');
      if (n === ago(15)) await advance(ctx, collectedCheque!, ['COLLECT'], { cashAccountId: String(shop.bank) });
      if (n === ago(10)) await cheque(date, addDays(today, 3), '1750.00', 'ZB 0452233');
      // a waybill invoiced a few days later, and the last one still waiting for its invoice (the 7-day rule)
      if (n === ago(12)) invoiced = await waybill(date);
      if (n === ago(9)) await advance(ctx, await convertDocument(ctx, invoiced!.id, 'salesInvoice', undefined), ['START', 'COMPLETE']);
      if (n === ago(2)) await waybill(date);
      // a model's variants in stock (the stock report by model and variant)
      if (n === ago(20))
        await made(ctx, {
          type: 'stockIn',
          warehouseId: String(shop.warehouse),
          date,
          lines: diaries.map((id, i) => ({ productId: String(id), quantity: String(6 + 4 * i), unitPrice: '90.00', vatRate: 20 })),
        });
    });
    // Monday, Wednesday and Saturday at the till
    if (weekday === 1 || weekday === 3 || weekday === 6) await tillDay(ctx, shop, date, r);
  }
}

/** A model sold in two bindings (issue #29's variants), not sold in the history: its variants' ids. */
async function demoVariants(ctx: CommandContext, shop: Shop): Promise<number[]> {
  const { q, auth } = ctx;
  const binding = await insertDimension(q, auth.companyId, 'Cilt');
  await replaceValues(q, auth.companyId, binding, [
    { name: 'Karton kapak', code: 'KARTON' },
    { name: 'Bez cilt', code: 'BEZ' },
  ]);
  const values = (await q.query<{ id: number }>(`select id from variant_values where dimension_id = $1 order by position`, [binding])).rows;
  // a stationery card's shelf and group (Kırtasiye)
  const like = (
    await q.query<{ location_id: number; category_id: string | null }>(
      `select location_id, attributes->>'categoryId' as category_id from products where code like 'KRT%' order by id limit 1`,
    )
  ).rows[0]!;
  const model = await createProduct(q, auth.companyId, {
    name: 'Yıllık Ajanda 2027',
    code: 'AJD2027',
    unit: 'ADET',
    vatRate: 20,
    price: '180.00',
    locationId: like.location_id,
    ...(like.category_id ? { categoryId: Number(like.category_id) } : {}),
  });
  const modelId = (model.body as { response: { id: number } }).response.id;
  await generateVariants(q, modelId, { dimensions: [{ dimensionId: binding, valueIds: values.map((v) => v.id) }], barcodes: false });
  return (await q.query<{ id: number }>(`select id from products where parent_product_id = $1 order by id`, [modelId])).rows.map((r) => r.id);
}

/**
 * One day at the till, each step at its hour of the day: the session opened at 09:30, a few sales in cash or by card
 * during the day, closed at 19:00 by its Z report, which counts that day's receipts and is dated that day; then the
 * cash taken is carried to the bank.
 */
async function tillDay(ctx: CommandContext, shop: Shop, date: string, r: ReturnType<typeof seeded>): Promise<void> {
  const session = await atServerInstant(demoInstant(date, '09:30'), () =>
    createDocument(ctx, { type: 'cashBoxSession', cashBoxId: String(shop.cashBox), openingBalance: '0.00' }),
  );
  const receipts = r.int(2, 5);
  for (let i = 0; i < receipts; i++) {
    const lines = Array.from({ length: r.int(1, 3) }, () => {
      const p = r.pick(shop.products.filter((x) => !x.code.startsWith('HZM')));
      return { productId: p.id, quantity: String(r.int(1, 3)), unitPrice: p.price, vatRate: p.vatRate, priceIncludesVat: true };
    });
    const soldAt = demoInstant(date, `${String(10 + i).padStart(2, '0')}:15`);
    const body = posSaleBody.parse({
      clientId: `demo-till-${date}-${i}`,
      cashBoxId: shop.cashBox,
      paymentType: r.next() < 0.6 ? 'cash' : 'card',
      soldAt: soldAt.toISOString(),
      lines,
    });
    await atServerInstant(soldAt, () => recordSale(ctx, body));
  }
  const closed = await atServerInstant(demoInstant(date, '19:00'), async () => advance(ctx, await loadDocument(ctx.q, session.id), ['CLOSE']));
  // the day's cash goes to the bank, so that the next morning's session opens on an empty drawer
  const cash = (closed.snapshot.context as { z?: { expectedCash: string } }).z?.expectedCash ?? '0';
  if (new Dec(cash).gt(0))
    await atServerInstant(demoInstant(date, '19:15'), () =>
      made(
        ctx,
        { type: 'cashTransfer', cashAccountId: String(shop.cashBox), targetCashAccountId: String(shop.bank), amount: cash, date, note: 'Günün nakit hasılatı' },
        ['COMPLETE'],
      ),
    );
}
