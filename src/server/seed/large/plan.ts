import { Dec } from '../../../domain/money/decimal';

/**
 * What a bookshop does on a day, drawn from a seeded random source, so the same options give the same life:
 * purchases into the main warehouse, transfers to the shop and the branch, sales (on account or in cash) from
 * the stock each warehouse holds, returns, collections and payments. A sale or transfer never takes a warehouse's
 * last unit, so the stock stays above zero and every average is value over quantity.
 */

export interface CatalogueProduct {
  id: number;
  price: string;
  cost: string;
  vatRate: number;
}

export interface Catalogue {
  products: CatalogueProduct[];
  customers: number[];
  suppliers: number[];
  /** the main warehouse first, then the shop and the branch */
  warehouses: number[];
  cashBox: number;
  bank: number;
}

export type PlannedDocument = { body: Record<string, unknown> & { type: string; date: string }; events: string[] };

/** mulberry32: small, fast and good enough for a demo */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIX: readonly [kind: string, weight: number][] = [
  ['purchaseInvoice', 12],
  ['salesInvoice', 42],
  ['salesReturn', 5],
  ['purchaseReturn', 2],
  ['stockTransfer', 9],
  ['collection', 15],
  ['payment', 15],
];
const MIX_TOTAL = MIX.reduce((s, [, w]) => s + w, 0);

export class ShopPlan {
  private readonly random: () => number;

  /** What each supplier sells: the products it publishes (every supplier's share of the catalogue) and those it distributes (another share). */
  private readonly supplied: CatalogueProduct[][];

  constructor(
    private readonly catalogue: Catalogue,
    private readonly onHand: (productId: number, warehouseId: number) => Dec,
    seed = 16,
  ) {
    this.random = randomSource(seed);
    const n = catalogue.suppliers.length;
    this.supplied = catalogue.suppliers.map(() => []);
    catalogue.products.forEach((p, i) => {
      this.supplied[i % n]!.push(p);
      if ((i * 7 + 3) % n !== i % n) this.supplied[(i * 7 + 3) % n]!.push(p);
    });
  }

  /** A supplier and what it sells: a bookshop buys a book from its publisher or its distributor, not from anyone. */
  private supplier(): { accountId: number; products: readonly CatalogueProduct[] } {
    const i = Math.floor(this.random() * this.catalogue.suppliers.length);
    return { accountId: this.catalogue.suppliers[i]!, products: this.supplied[i]! };
  }

  private int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  /** The documents that open the shop: every product bought into the main warehouse, then some sent to the shop and the branch. */
  opening(date: string): PlannedDocument[] {
    const { products, warehouses, suppliers } = this.catalogue;
    const out: PlannedDocument[] = [];
    // each book from its publisher
    suppliers.forEach((accountId, s) => {
      const own = products.filter((_, i) => i % suppliers.length === s);
      for (let i = 0; i < own.length; i += 100) {
        const lines = own.slice(i, i + 100).map((p) => ({ productId: p.id, quantity: String(this.int(40, 80)), unitPrice: p.cost, vatRate: p.vatRate }));
        out.push(this.receipt({ type: 'purchaseInvoice', accountId, warehouseId: warehouses[0], paymentType: 'credit', date, lines }));
      }
    });
    for (const target of warehouses.slice(1))
      for (let i = 0; i < products.length; i += 100) {
        const lines = products.slice(i, i + 100).map((p) => ({ productId: p.id, quantity: String(this.int(8, 15)), unitPrice: p.cost, vatRate: p.vatRate }));
        out.push(this.receipt({ type: 'stockTransfer', warehouseId: warehouses[0], targetWarehouseId: target, date, lines }));
      }
    return out;
  }

  private receipt(body: Record<string, unknown> & { type: string; date: string }): PlannedDocument {
    return { body, events: ['START', 'COMPLETE'] };
  }

  /** Lines taking stock out of `warehouseId`: distinct products, never its last unit. */
  private outLines(
    warehouseId: number,
    count: number,
    maxQuantity: number,
    priced: (p: CatalogueProduct) => string,
    from: readonly CatalogueProduct[] = this.catalogue.products,
  ) {
    const lines: { productId: number; quantity: string; unitPrice: string; vatRate: number }[] = [];
    const taken = new Set<number>();
    for (let tries = 0; lines.length < count && tries < count * 4; tries++) {
      const p = this.pick(from);
      if (taken.has(p.id)) continue;
      const quantity = this.int(1, maxQuantity);
      if (this.onHand(p.id, warehouseId).lt(quantity + 1)) continue;
      taken.add(p.id);
      lines.push({ productId: p.id, quantity: String(quantity), unitPrice: priced(p), vatRate: p.vatRate });
    }
    return lines;
  }

  /** One document of an ordinary day, or null when the stock drawn could not fill it. */
  next(date: string): PlannedDocument | null {
    const { products, customers, suppliers, warehouses, cashBox, bank } = this.catalogue;
    let roll = this.random() * MIX_TOTAL;
    const kind = MIX.find(([, w]) => (roll -= w) < 0)?.[0] ?? 'salesInvoice';
    const amount = () => new Dec(this.int(10000, 500000)).dividedBy(100).toFixed(2);
    switch (kind) {
      case 'purchaseInvoice': {
        const supplier = this.supplier();
        const lines = Array.from({ length: this.int(6, 16) }, () => this.pick(supplier.products)).map((p) => ({
          productId: p.id,
          quantity: String(this.int(5, 30)),
          unitPrice: p.cost,
          vatRate: p.vatRate,
        }));
        return this.receipt({ type: kind, accountId: supplier.accountId, warehouseId: warehouses[0], paymentType: 'credit', date, lines });
      }
      case 'salesInvoice': {
        const roll2 = this.random();
        const warehouseId = roll2 < 0.4 ? warehouses[0]! : roll2 < 0.8 ? warehouses[1]! : warehouses[warehouses.length - 1]!;
        const lines = this.outLines(warehouseId, this.int(1, 12), 3, (p) => p.price);
        if (!lines.length) return null;
        const cash = this.random() < 0.4;
        return this.receipt({
          type: kind,
          accountId: this.pick(customers),
          warehouseId,
          date,
          lines,
          ...(cash ? { paymentType: 'cash', cashBoxId: cashBox } : { paymentType: 'credit' }),
        });
      }
      case 'salesReturn': {
        const warehouseId = this.pick(warehouses);
        const lines = this.outLines(warehouseId, this.int(1, 2), 1, (p) => p.price);
        if (!lines.length) return null;
        return this.receipt({ type: kind, accountId: this.pick(customers), warehouseId, paymentType: 'credit', date, lines });
      }
      case 'purchaseReturn': {
        const supplier = this.supplier();
        const lines = this.outLines(warehouses[0]!, this.int(1, 2), 2, (p) => p.cost, supplier.products);
        if (!lines.length) return null;
        return this.receipt({ type: kind, accountId: supplier.accountId, warehouseId: warehouses[0], paymentType: 'credit', date, lines });
      }
      case 'stockTransfer': {
        const back = this.random() < 0.15;
        const other = this.pick(warehouses.slice(1));
        const [from, to] = back ? [other, warehouses[0]!] : [warehouses[0]!, other];
        const lines = this.outLines(from, this.int(3, 8), back ? 2 : 12, (p) => p.cost);
        if (!lines.length) return null;
        return this.receipt({ type: kind, warehouseId: from, targetWarehouseId: to, date, lines });
      }
      case 'collection':
        return {
          body: { type: kind, accountId: this.pick(customers), cashAccountId: this.random() < 0.6 ? cashBox : bank, amount: amount(), date },
          events: ['COMPLETE'],
        };
      default:
        return { body: { type: 'payment', accountId: this.pick(suppliers), cashAccountId: bank, amount: amount(), date }, events: ['COMPLETE'] };
    }
  }
}
