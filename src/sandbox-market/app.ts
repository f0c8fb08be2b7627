import { Hono, type Context } from 'hono';

/**
 * The sandbox marketplace: plays the marketplace for the companies whose marketplace is the sandbox (the demo) and for
 * the tests, speaking Trendyol's seller API as src/server/marketplace/trendyol.ts sends it, every seller id its own
 * shop. Its orders are placed, cancelled and returned by its admin endpoints (POST /admin/orders, /admin/orders/:id/cancel,
 * /admin/orders/:id/return); it keeps the stock and prices it was sent (GET /admin/inventory) and the packages taken
 * (GET /admin/orders). POST /admin/faults makes it misbehave: drop (the work is done, the answer lost), delay,
 * duplicate (an order listed twice in one answer, an update taken twice), fail (5xx).
 */
export interface MarketSandboxOptions {
  apiKey: string;
}

export interface MarketFaults {
  drop: number;
  delay: number;
  delayMs: number;
  duplicate: number;
  fail: number;
}

type Json = Record<string, unknown>;
interface Line {
  id: number;
  barcode: string;
  productName: string;
  quantity: number;
  price: number;
  vatBaseAmount: number;
}
interface Package {
  id: number;
  orderNumber: string;
  status: string;
  lastModifiedDate: number;
  customerId: number;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  taxNumber: string;
  shipmentAddress: { fullName: string; fullAddress: string; city: string; district: string; phone: string };
  lines: Line[];
  totalPrice: number;
  acknowledged: number;
}
interface Claim {
  id: string;
  orderNumber: string;
  claimDate: number;
  lastModifiedDate: number;
  items: { orderLine: { barcode: string; productName: string }; claimItems: { id: string; claimItemStatus: { name: string } }[] }[];
}
interface Shop {
  packages: Map<number, Package>;
  claims: Claim[];
  inventory: Map<string, { barcode: string; quantity: number; salePrice: number; listPrice: number }>;
  batches: Map<string, { items: Json[] }>;
  /** every price-and-inventory request taken, with its items */
  received: Json[][];
}

const NO_FAULTS: MarketFaults = { drop: 0, delay: 0, delayMs: 0, duplicate: 0, fail: 0 };
const share = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : 0);
const happens = (p: number) => p > 0 && Math.random() < p;
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);

export function marketSandboxApp(options: MarketSandboxOptions) {
  const shops = new Map<string, Shop>();
  let faults: MarketFaults = { ...NO_FAULTS };
  let nextId = Date.now() % 100_000_000;
  // a change is never older than the one before it: a pull's cursor (the newest change seen) never skips one
  let lastMoment = 0;
  const moment = () => (lastMoment = Math.max(Date.now(), lastMoment + 1));
  const app = new Hono();

  const shopOf = (seller: string): Shop => {
    let s = shops.get(seller);
    if (!s) shops.set(seller, (s = { packages: new Map(), claims: [], inventory: new Map(), batches: new Map(), received: [] }));
    return s;
  };
  const authorised = (c: Context) => c.req.header('authorization') === `Basic ${Buffer.from(options.apiKey).toString('base64')}`;
  const dropAnswer = (c: Context) => {
    (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
    return new Response(null, { status: 500 });
  };
  /** The faults every seller call may meet before its work: a slow answer, a 5xx, a wrong key. */
  const before = async (c: Context): Promise<Response | null> => {
    if (happens(faults.delay)) await new Promise((r) => setTimeout(r, faults.delayMs));
    if (happens(faults.fail)) return c.text('sandbox: temporary failure', 503);
    if (!authorised(c)) return c.json({ errors: [{ message: 'Unauthorized' }] }, 401);
    return null;
  };
  const changedBetween = (c: Context) => {
    const from = Number(c.req.query('startDate') ?? 0) || 0;
    const to = Number(c.req.query('endDate') ?? Number.MAX_SAFE_INTEGER) || Number.MAX_SAFE_INTEGER;
    const page = Math.max(0, Number(c.req.query('page') ?? 0) || 0);
    const size = Math.min(200, Math.max(1, Number(c.req.query('size') ?? 50) || 50));
    return { from, to, page, size };
  };
  const paged = <T>(all: T[], page: number, size: number) => ({
    page,
    size,
    totalElements: all.length,
    totalPages: Math.ceil(all.length / size),
    content: all.slice(page * size, (page + 1) * size),
  });

  app.get('/integration/order/sellers/:seller/orders', async (c) => {
    const refused = await before(c);
    if (refused) return refused;
    const { from, to, page, size } = changedBetween(c);
    const all = [...shopOf(c.req.param('seller')).packages.values()]
      .filter((p) => p.lastModifiedDate >= from && p.lastModifiedDate <= to)
      .sort((a, b) => a.lastModifiedDate - b.lastModifiedDate)
      .map(({ acknowledged: _a, ...p }) => p);
    const answer = paged(all, page, size);
    // the same packages listed twice in one answer
    if (happens(faults.duplicate)) answer.content = answer.content.flatMap((p) => [p, p]);
    if (happens(faults.drop)) return dropAnswer(c);
    return c.json(answer);
  });

  app.put('/integration/order/sellers/:seller/shipment-packages/:id', async (c) => {
    const refused = await before(c);
    if (refused) return refused;
    const p = shopOf(c.req.param('seller')).packages.get(Number(c.req.param('id')));
    if (!p) return c.json({ errors: [{ message: 'Paket bulunamadı' }] }, 404);
    const body = (await c.req.json().catch(() => ({}))) as Json;
    const take = () => {
      if (body.status === 'Picking' && p.status === 'Created') {
        p.status = 'Picking';
        p.lastModifiedDate = moment();
      }
      p.acknowledged++;
    };
    take();
    if (happens(faults.duplicate)) take();
    if (happens(faults.drop)) return dropAnswer(c);
    return c.body(null, 200);
  });

  app.get('/integration/order/sellers/:seller/claims', async (c) => {
    const refused = await before(c);
    if (refused) return refused;
    const { from, to, page, size } = changedBetween(c);
    const all = shopOf(c.req.param('seller')).claims.filter((x) => x.lastModifiedDate >= from && x.lastModifiedDate <= to);
    if (happens(faults.drop)) return dropAnswer(c);
    return c.json(paged(all, page, size));
  });

  app.post('/integration/inventory/sellers/:seller/products/price-and-inventory', async (c) => {
    const refused = await before(c);
    if (refused) return refused;
    const shop = shopOf(c.req.param('seller'));
    const body = (await c.req.json().catch(() => ({}))) as Json;
    const items = Array.isArray(body.items) ? (body.items as Json[]) : [];
    if (!items.length || items.length > 1000) return c.json({ errors: [{ message: '1 ile 1000 arası ürün gönderilmelidir' }] }, 400);
    const take = () => {
      const id = `${crypto.randomUUID()}-${Date.now()}`;
      const results = items.map((i) => {
        const quantity = Number(i.quantity);
        const ok = typeof i.barcode === 'string' && i.barcode !== '' && Number.isInteger(quantity) && quantity >= 0 && Number(i.salePrice) >= 0;
        if (ok)
          shop.inventory.set(i.barcode as string, { barcode: i.barcode as string, quantity, salePrice: Number(i.salePrice), listPrice: Number(i.listPrice) });
        return { requestItem: i, status: ok ? 'SUCCESS' : 'FAILED', failureReasons: ok ? [] : ['Geçersiz stok veya fiyat'] };
      });
      shop.batches.set(id, { items: results });
      shop.received.push(items);
      return id;
    };
    let id = take();
    if (happens(faults.duplicate)) id = take();
    if (happens(faults.drop)) return dropAnswer(c);
    return c.json({ batchRequestId: id });
  });

  app.get('/integration/product/sellers/:seller/products/batch-requests/:id', async (c) => {
    const refused = await before(c);
    if (refused) return refused;
    const batch = shopOf(c.req.param('seller')).batches.get(c.req.param('id'));
    if (!batch) return c.json({ errors: [{ message: 'Batch bulunamadı' }] }, 404);
    return c.json({ batchRequestId: c.req.param('id'), status: 'COMPLETED', items: batch.items, itemCount: batch.items.length });
  });

  // ---- the sandbox's own side: what a customer does at the marketplace, and what the tests read back

  app.post('/admin/orders', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Json;
    const seller = str(b.sellerId);
    const lines = Array.isArray(b.lines) ? (b.lines as Json[]) : [];
    if (!seller || !lines.length) return c.json({ error: 'sellerId and lines are required' }, 400);
    const customer = (b.customer ?? {}) as Json;
    const id = ++nextId;
    const pkgLines = lines.map((l) => ({
      id: ++nextId,
      barcode: str(l.barcode),
      productName: str(l.productName, 'Ürün'),
      quantity: Number(l.quantity) || 1,
      price: Number(l.price) || 0,
      vatBaseAmount: Number(l.vatRate ?? 20),
    }));
    const p: Package = {
      id,
      orderNumber: str(b.orderNumber, String(10_000_000_000 + id)),
      status: 'Created',
      lastModifiedDate: moment(),
      customerId: Number(customer.id) || 900_000 + (id % 100_000),
      customerFirstName: str(customer.firstName, 'Ayşe'),
      customerLastName: str(customer.lastName, 'Yılmaz'),
      customerEmail: str(customer.email),
      taxNumber: str(customer.taxNumber),
      shipmentAddress: {
        fullName: `${str(customer.firstName, 'Ayşe')} ${str(customer.lastName, 'Yılmaz')}`,
        fullAddress: str(customer.address, 'Moda Caddesi No: 1'),
        city: str(customer.city, 'İstanbul'),
        district: str(customer.district, 'Kadıköy'),
        phone: str(customer.phone),
      },
      lines: pkgLines,
      totalPrice: Math.round(pkgLines.reduce((s, l) => s + l.price * l.quantity * 100, 0)) / 100,
      acknowledged: 0,
    };
    shopOf(seller).packages.set(id, p);
    return c.json(p, 201);
  });

  const found = (c: Context) => {
    for (const [seller, shop] of shops) {
      const p = shop.packages.get(Number(c.req.param('id')));
      if (p) return { seller, shop, p };
    }
    return null;
  };

  app.post('/admin/orders/:id/cancel', (c) => {
    const f = found(c);
    if (!f) return c.json({ error: 'unknown package' }, 404);
    f.p.status = 'Cancelled';
    f.p.lastModifiedDate = moment();
    return c.json(f.p);
  });

  app.post('/admin/orders/:id/return', (c) => {
    const f = found(c);
    if (!f) return c.json({ error: 'unknown package' }, 404);
    const at = moment();
    f.shop.claims.push({
      id: crypto.randomUUID(),
      orderNumber: f.p.orderNumber,
      claimDate: at,
      lastModifiedDate: at,
      items: f.p.lines.map((l) => ({
        orderLine: { barcode: l.barcode, productName: l.productName },
        claimItems: [{ id: crypto.randomUUID(), claimItemStatus: { name: 'Created' } }],
      })),
    });
    f.p.status = 'Returned';
    f.p.lastModifiedDate = at;
    return c.json(f.p);
  });

  app.get('/admin/orders', (c) => c.json([...shopOf(c.req.query('sellerId') ?? '').packages.values()]));
  app.get('/admin/inventory', (c) => {
    const shop = shopOf(c.req.query('sellerId') ?? '');
    return c.json({ items: Object.fromEntries(shop.inventory), received: shop.received });
  });
  app.get('/admin/faults', (c) => c.json(faults));
  app.post('/admin/faults', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    faults = {
      drop: share(b.drop),
      delay: share(b.delay),
      delayMs: typeof b.delayMs === 'number' && b.delayMs >= 0 ? Math.min(b.delayMs, 60_000) : 0,
      duplicate: share(b.duplicate),
      fail: share(b.fail),
    };
    return c.json(faults);
  });
  return app;
}
