import { MarketError, type MarketOrder, type MarketplaceProvider, type MarketReturn, type MarketStockItem } from './provider';

/**
 * The marketplace adapter, speaking Trendyol's published seller API (its REST gateway: `/integration/order/…`,
 * `/integration/inventory/…`, `/integration/product/…`, Basic authentication with the API key and secret, a
 * User-Agent naming the seller). What it assumes of the service is in docs/modules/marketplace.md.
 */
export const TRENDYOL_URLS = { live: 'https://apigw.trendyol.com/integration', stage: 'https://stageapigw.trendyol.com/integration' } as const;

const PAGE_SIZE = 50;
const TIMEOUT_MS = 15_000;

interface Connection {
  /** the gateway's base, up to `/integration` */
  url: string;
  sellerId: string;
  /** "key:secret", as Trendyol gives them */
  apiKey: string;
}

type Json = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** A price as the marketplace writes it (a JSON number) as a decimal string, exact to the kuruş it carries. */
const amount = (v: unknown) => {
  const s = str(v);
  return /^-?\d+(\.\d+)?$/.test(s) ? s : '0';
};

/** A shipment package of Trendyol's orders answer, as Defter reads it. */
export function orderOf(p: Json): MarketOrder {
  const address = (p.shipmentAddress ?? p.invoiceAddress ?? {}) as Json;
  const invoice = (p.invoiceAddress ?? {}) as Json;
  return {
    id: str(p.id ?? p.shipmentPackageId),
    orderNumber: str(p.orderNumber),
    status: str(p.status ?? p.shipmentPackageStatus),
    lastModified: Number(p.lastModifiedDate) || 0,
    customer: {
      id: str(p.customerId),
      firstName: str(p.customerFirstName),
      lastName: str(p.customerLastName),
      email: str(p.customerEmail),
      taxNumber: str(p.taxNumber ?? invoice.taxNumber),
    },
    address: {
      fullName: str(address.fullName),
      address: str(address.fullAddress ?? address.address1),
      city: str(address.city),
      district: str(address.district),
      phone: str(address.phone),
    },
    lines: ((p.lines ?? []) as Json[]).map((l) => ({
      id: str(l.id),
      barcode: str(l.barcode),
      productName: str(l.productName),
      quantity: Number(l.quantity) || 0,
      price: amount(l.price),
      vatRate: Number(l.vatBaseAmount ?? l.vatRate ?? 20) || 0,
    })),
    total: amount(p.totalPrice),
  };
}

export function trendyolMarketplace(c: Connection): MarketplaceProvider {
  const base = c.url.replace(/\/+$/, '');
  const headers = {
    authorization: `Basic ${Buffer.from(c.apiKey).toString('base64')}`,
    'user-agent': `${c.sellerId} - SelfIntegration`,
    'content-type': 'application/json',
  };
  const seller = encodeURIComponent(c.sellerId);

  async function call(method: string, path: string, body?: unknown): Promise<Json> {
    let r: Response;
    try {
      r = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new MarketError(`marketplace: no answer (${e instanceof Error ? e.message : String(e)})`, false);
    }
    const text = await r.text().catch(() => '');
    if (!r.ok)
      throw new MarketError(
        `marketplace ${method} ${path.split('?')[0]}: ${r.status} ${text.slice(0, 200)}`,
        r.status >= 400 && r.status < 500 && r.status !== 429,
      );
    try {
      return (text ? JSON.parse(text) : {}) as Json;
    } catch {
      throw new MarketError(`marketplace ${method} ${path.split('?')[0]}: an answer that is not JSON`, false);
    }
  }

  /** Every page of a listing changed in [since, end], oldest first. */
  async function pages(path: string, since: number, end: number): Promise<Json[]> {
    const out: Json[] = [];
    for (let page = 0; ; page++) {
      const got = await call(
        'GET',
        `${path}?startDate=${since}&endDate=${end}&page=${page}&size=${PAGE_SIZE}&orderByField=PackageLastModifiedDate&orderByDirection=ASC`,
      );
      out.push(...((got.content ?? []) as Json[]));
      if (page + 1 >= (Number(got.totalPages) || 0)) return out;
    }
  }

  return {
    async orders(since, until) {
      return (await pages(`/order/sellers/${seller}/orders`, since, until)).map(orderOf);
    },
    async acknowledge(order) {
      await call('PUT', `/order/sellers/${seller}/shipment-packages/${encodeURIComponent(order.id)}`, {
        lines: order.lines.map((l) => ({ lineId: Number(l.id) || l.id, quantity: l.quantity })),
        params: {},
        status: 'Picking',
      });
    },
    async returns(since, until): Promise<MarketReturn[]> {
      return (await pages(`/order/sellers/${seller}/claims`, since, until)).map((claim) => ({
        id: str(claim.id),
        orderNumber: str(claim.orderNumber),
        lastModified: Number(claim.lastModifiedDate ?? claim.claimDate) || 0,
        barcodes: ((claim.items ?? []) as Json[]).map((i) => str(((i.orderLine ?? {}) as Json).barcode)),
      }));
    },
    async pushStock(items: MarketStockItem[]) {
      const got = await call('POST', `/inventory/sellers/${seller}/products/price-and-inventory`, {
        items: items.map((i) => ({ barcode: i.barcode, quantity: i.quantity, salePrice: Number(i.salePrice), listPrice: Number(i.listPrice) })),
      });
      const id = str(got.batchRequestId);
      if (!id) throw new MarketError('marketplace: the stock update was answered without a batch id', false);
      return id;
    },
    async batchResult(batchId) {
      const got = await call('GET', `/product/sellers/${seller}/products/batch-requests/${encodeURIComponent(batchId)}`);
      const failed = ((got.items ?? []) as Json[])
        .filter((i) => str(i.status) === 'FAILED')
        .map((i) => ({ barcode: str(((i.requestItem ?? {}) as Json).barcode), reason: ((i.failureReasons ?? []) as unknown[]).map(str).join('; ') }));
      return { done: str(got.status) === 'COMPLETED', failed };
    },
  };
}
