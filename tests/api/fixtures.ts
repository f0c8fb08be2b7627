import { call, login } from './client';

export interface Demo {
  admin: string;
  accountant: string;
  cashier: string;
  auditor: string;
  products: { id: number; name: string; price: string; vatRate: number; priceIncludesVat: boolean; stockQuantity: string }[];
  customer: { id: number };
  supplier: { id: number };
  /** the first warehouse (Merkez Depo): where a receipt that moves stock takes it from */
  warehouse: { id: number };
}

/** Tokens of the demo company's users and a few of its records, read through the API. */
export async function demo(): Promise<Demo> {
  const admin = await login('admin@demo.test');
  const [accountant, cashier, auditor] = await Promise.all(['muhasebe@demo.test', 'kasa@demo.test', 'denetci@demo.test'].map((e) => login(e)));
  const listed = (await call('GET', 'products?limit=100', { token: admin })).body.response.items as (Demo['products'][number] & { locationId: number })[];
  const accounts = (await call('GET', 'accounts?limit=100', { token: admin })).body.response.items as { id: number; kind: string }[];
  const warehouses = (await call('GET', 'warehouses', { token: admin })).body.response.items as { id: number }[];
  // the demo's products live in its first warehouse; one another file made with its home elsewhere (listed by name,
  // it may come first) could not leave that warehouse without a location chosen on its line
  const locations = (await call('GET', 'locations', { token: admin })).body.response.items as { id: number; warehouseId: number }[];
  const home = new Set(locations.filter((l) => l.warehouseId === warehouses[0]!.id).map((l) => l.id));
  const products = listed.filter((p) => home.has(p.locationId));
  return {
    admin,
    accountant: accountant!,
    cashier: cashier!,
    auditor: auditor!,
    products,
    customer: accounts.find((a) => a.kind === 'customer')!,
    supplier: accounts.find((a) => a.kind === 'supplier')!,
    warehouse: warehouses[0]!,
  };
}

export const stockOf = async (token: string, productId: number) =>
  (await call('GET', `products/${productId}`, { token })).body.response.stockQuantity as string;
export const balanceOf = async (token: string, accountId: number) => (await call('GET', `accounts/${accountId}`, { token })).body.response.balance as string;

/** The demo's real ids for the symbolic ones of machines/testing.ts samples. */
export async function sampleIds(d: Demo): Promise<Record<string, string>> {
  const warehouses = (await call('GET', 'warehouses', { token: d.admin })).body.response.items;
  const boxes = (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[];
  const invoice = await call('POST', 'documents', {
    token: d.admin,
    body: { type: 'salesInvoice', accountId: d.customer.id, lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '1.00', vatRate: 20 }] },
  });
  if (invoice.status !== 201) throw new Error(`sample invoice: ${JSON.stringify(invoice.body)}`);
  return {
    // the document an e-document sample is made of
    'R-1': String(invoice.body.response.id),
    P1: String(d.products[0]!.id),
    P2: String(d.products[1]!.id),
    'ACC-1': String(d.customer.id),
    'ACC-2': String(d.supplier.id),
    'SUP-1': String(d.supplier.id),
    W1: String(warehouses[0].id),
    W2: String(warehouses[1].id),
    'CB-1': String(boxes.find((b) => b.kind === 'cash')!.id),
    'BANK-1': String(boxes.find((b) => b.kind === 'bank')!.id),
    'U-1': String((await call('GET', 'colleagues', { token: d.admin })).body.response.items[0].id),
  };
}

/** A sample input or event with the real ids in place of the symbolic ones (fields named …Id). */
export function withRealIds<T>(value: T, ids: Record<string, string>, key = ''): T {
  if (typeof value === 'string' && /Id$/.test(key) && value in ids) return ids[value] as T;
  if (Array.isArray(value)) return value.map((v) => withRealIds(v, ids)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRealIds(v, ids, k)])) as T;
  return value;
}

/** The families whose every fact the server can supply on the shared demo database in any order. */
export const MODEL_FAMILIES = ['receipt', 'order', 'receivedCheque', 'ownCheque', 'edocument', 'job', 'voucher'];

/**
 * Closes whatever session of the cash box another test file left open: files share the database, and a test
 * that opens a session of its own must not depend on the order the files ran in.
 */
export async function closeOpenSessions(token: string, cashBoxId: number): Promise<void> {
  const open = (await call('GET', 'documents?type=cashBoxSession&status=open&limit=100&offset=0', { token })).body.response.items as {
    id: number;
    version: number;
    cashBoxId: string | number;
  }[];
  for (const s of open.filter((x) => String(x.cashBoxId) === String(cashBoxId))) {
    const r = await call('POST', `documents/${s.id}/events`, { token, body: { type: 'CLOSE', version: s.version } });
    if (r.status !== 200) throw new Error(`closing session ${s.id}: ${JSON.stringify(r.body)}`);
  }
}
