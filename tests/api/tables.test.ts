import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Reply } from './client';
import { balanceOf, closeOpenSessions, demo, stockOf, type Demo } from './fixtures';

/** Table tracking (/api/tables, issue #6): a table's bill is a posSale draft with a table name. */

let d: Demo;
let cashBoxId: number;
let seq = 0;
beforeAll(async () => {
  d = await demo();
  const boxes = (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[];
  cashBoxId = boxes.find((b) => b.kind === 'cash')!.id;
  await closeOpenSessions(d.admin, cashBoxId);
  const opened = await call('POST', 'documents', { token: d.cashier, body: { type: 'cashBoxSession', cashBoxId, openingBalance: '0.00' } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
});
afterAll(() => closeOpenSessions(d.admin, cashBoxId));

interface Line {
  id: string;
  productId: number;
  quantity: string;
  unitPrice: string;
  vatRate: number;
  priceIncludesVat?: boolean;
}
interface Bill {
  id: number;
  version: number;
  status: string;
  tableName?: string;
  lines: Line[];
  totals: { grand: string };
}

const table = () => `Masa ${Date.now() % 100000}-${++seq}`;
const product = (i: number) => d.products[i]!;
/** A line as the till sends it: the product's price, and whether it includes the VAT (the demo's shelf prices do). */
const line = (i: number, quantity: string) => ({
  productId: product(i).id,
  quantity,
  unitPrice: product(i).price,
  vatRate: product(i).vatRate,
  priceIncludesVat: product(i).priceIncludesVat,
});
const get = async (id: number): Promise<Bill> => (await call('GET', `documents/${id}`, { token: d.admin })).body.response;
const cashOf = async () =>
  (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items.find((b: { id: number }) => b.id === cashBoxId).balance as string;
const cents = (s: string) => Math.round(Number(s) * 100);

async function open(name: string, lines: object[] = [], token = d.cashier): Promise<Bill> {
  const r = await call('POST', 'tables', { token, body: { tableName: name, lines } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}

/** Lines are added to a bill by EDIT, as the till does: PATCH /api/documents/:id with the version. */
async function edit(bill: Bill, lines: object[], token = d.cashier): Promise<Reply> {
  return call('PATCH', `documents/${bill.id}`, { token, body: { version: bill.version, lines } });
}

const keep = (b: Bill) =>
  b.lines.map(({ id, productId, quantity, unitPrice, vatRate, priceIncludesVat }) => ({ id, productId, quantity, unitPrice, vatRate, priceIncludesVat }));
const listed = async (token = d.cashier) =>
  (await call('GET', 'tables', { token })).body.response.items as {
    id: number;
    tableName: string;
    lineCount: number;
    grandTotal: string;
    version: number;
    openedBy: string;
  }[];

describe('open tables', () => {
  it('opens a bill at a table, adds lines by EDIT and lists it', async () => {
    const name = table();
    const bill = await open(name);
    expect(bill).toMatchObject({ type: 'posSale', status: 'draft', tableName: name, lines: [] });
    const edited = await edit(bill, [line(0, '2'), line(1, '1')]);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const row = (await listed()).find((t) => t.id === bill.id)!;
    expect(row).toMatchObject({ tableName: name, lineCount: 2, grandTotal: edited.body.response.totals.grand, version: edited.body.response.version });
    expect(row.openedBy).not.toBe('');
  });

  it('refuses a second bill at an occupied table, whatever the case and spaces, and writes nothing', async () => {
    const name = table();
    await open(name);
    const before = (await listed()).length;
    const again = await call('POST', 'tables', { token: d.accountant, body: { tableName: `  ${name.toUpperCase()} ` }, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('tables.occupied');
    expect(again.body.message).toContain(name.toUpperCase());
    expect((await listed()).length).toBe(before);
  });

  it('a posSale posted or edited through /api/documents onto an occupied table gets the same 409, never a 500', async () => {
    const name = table();
    await open(name);
    const created = await call('POST', 'documents', { token: d.cashier, body: { type: 'posSale', tableName: name, lines: [line(0, '1')] }, lang: 'en' });
    expect(created.status, JSON.stringify(created.body)).toBe(409);
    expect(created.body.code).toBe('tables.occupied');
    expect(created.body.message).toContain('open bill');
    const other = await open(table(), [line(0, '1')]);
    const renamed = await call('PATCH', `documents/${other.id}`, { token: d.cashier, body: { version: other.version, tableName: name } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(409);
    expect((await get(other.id)).tableName).toBe(other.tableName);
  });

  it('two cashiers opening one table at once: one bill', async () => {
    const name = table();
    const replies = await Promise.all([d.cashier, d.accountant, d.admin].map((token) => call('POST', 'tables', { token, body: { tableName: name } })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await listed()).filter((t) => t.tableName === name)).toHaveLength(1);
  });

  it('lists every bad field in one 422', async () => {
    const r = await call('POST', 'tables', {
      token: d.cashier,
      body: { tableName: '', lines: [{ productId: 'x', quantity: '-1', unitPrice: '1', vatRate: 7 }] },
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['lines.0.productId', 'lines.0.quantity', 'lines.0.vatRate', 'tableName']);
  });
});

describe('moving, merging, splitting', () => {
  it('moves a bill to a free table; an occupied one is refused with a merge suggested', async () => {
    const bill = await open(table(), [line(0, '1')]);
    const other = table();
    await open(other);
    const busy = await call('POST', `tables/${bill.id}/move`, { token: d.cashier, body: { version: bill.version, tableName: other }, lang: 'en' });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('tables.occupiedMerge');
    expect(busy.body.message).toMatch(/merge/i);
    const free = table();
    const moved = await call('POST', `tables/${bill.id}/move`, { token: d.cashier, body: { version: bill.version, tableName: free } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.response).toMatchObject({ tableName: free, status: 'draft', lines: [expect.objectContaining({ quantity: '1' })] });
    const stale = await call('POST', `tables/${bill.id}/move`, { token: d.cashier, body: { version: bill.version, tableName: table() } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('DC10009');
  });

  it('merges: the same product and price adds up, the source is cancelled', async () => {
    const target = await open(table(), [line(0, '2'), line(1, '1')]);
    const source = await open(table(), [line(0, '3'), line(2, '1')]);
    const r = await call('POST', 'tables/merges', { token: d.cashier, body: { sourceId: source.id, targetId: target.id } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response.lines.map((l: Line) => [l.productId, l.quantity])).toEqual([
      [product(0).id, '5'],
      [product(1).id, '1'],
      [product(2).id, '1'],
    ]);
    expect((await get(source.id)).status).toBe('cancelled');
    expect((await listed()).some((t) => t.id === source.id)).toBe(false);
    const again = await call('POST', 'tables/merges', { token: d.cashier, body: { sourceId: source.id, targetId: target.id } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('tables.notOpen');
    expect(again.body.message).toBe('Bu masanın hesabı artık açık değil.');
  });

  it('splits chosen quantities to a new table; more than a line has is refused and nothing is written', async () => {
    const name = table();
    const bill = await open(name, [line(0, '3'), line(1, '2')]);
    const [a, b] = bill.lines;
    const over = await call('POST', `tables/${bill.id}/splits`, {
      token: d.cashier,
      body: {
        version: bill.version,
        tableName: table(),
        lines: [
          { lineId: a!.id, quantity: '4' },
          { lineId: 'L99', quantity: '1' },
        ],
      },
    });
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors).sort()).toEqual(['lines.0.quantity', 'lines.1.lineId']);
    expect(over.body.errors['lines.0.quantity']).toEqual(['Bu satırdan en fazla 3 taşınabilir.']);
    expect((await get(bill.id)).version).toBe(bill.version);

    const to = table();
    const r = await call('POST', `tables/${bill.id}/splits`, {
      token: d.cashier,
      body: {
        version: bill.version,
        tableName: to,
        lines: [
          { lineId: a!.id, quantity: '1' },
          { lineId: b!.id, quantity: '2' },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response.source.lines.map((l: Line) => [l.id, l.quantity])).toEqual([[a!.id, '2']]);
    expect(r.body.response.created).toMatchObject({ tableName: to, status: 'draft' });
    expect(r.body.response.created.lines.map((l: Line) => [l.productId, l.quantity])).toEqual([
      [product(0).id, '1'],
      [product(1).id, '2'],
    ]);
    const all = r.body.response.source as Bill;
    const whole = await call('POST', `tables/${bill.id}/splits`, {
      token: d.cashier,
      body: { version: all.version, tableName: table(), lines: [{ lineId: a!.id, quantity: '2' }] },
    });
    expect(whole.status).toBe(409);
    expect(whole.body.code).toBe('tables.splitAll');
    expect(whole.body.message).toMatch(/^Tüm satırlar taşınıyor/);
  });
});

describe('paying a table', () => {
  const pay = (bill: Bill, body: object, token = d.cashier) =>
    call('POST', `tables/${bill.id}/payments`, { token, body: { version: bill.version, cashBoxId, ...body } });

  it('by cash: completed, stock out, cash in, off the list', async () => {
    const bill = await open(table(), [line(0, '2')]);
    const [stock, cash] = [await stockOf(d.admin, product(0).id), await cashOf()];
    const r = await pay(bill, { paymentType: 'cash' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response).toMatchObject({ status: 'completed', paymentType: 'cash', cashBoxId });
    expect(Number(await stockOf(d.admin, product(0).id))).toBe(Number(stock) - 2);
    expect(cents(await cashOf()) - cents(cash)).toBe(cents(r.body.response.totals.grand));
    expect((await listed()).some((t) => t.id === bill.id)).toBe(false);
  });

  it('by card: completed with a card payment into the cash box', async () => {
    const bill = await open(table(), [line(1, '1')]);
    const cash = await cashOf();
    const r = await pay(bill, { paymentType: 'card' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response).toMatchObject({ status: 'completed', paymentType: 'card' });
    expect(cents(await cashOf()) - cents(cash)).toBe(cents(r.body.response.totals.grand));
  });

  it('on account: the customer is debited, no cash moves', async () => {
    const bill = await open(table(), [line(1, '1')]);
    const [cash, balance] = [await cashOf(), await balanceOf(d.admin, d.customer.id)];
    const missing = await pay(bill, { paymentType: 'credit' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['accountId']);
    const r = await pay(bill, { paymentType: 'credit', accountId: d.customer.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response).toMatchObject({ status: 'completed', paymentType: 'credit', accountId: d.customer.id });
    expect(await cashOf()).toBe(cash);
    expect(cents(await balanceOf(d.admin, d.customer.id)) - cents(balance)).toBe(cents(r.body.response.totals.grand));
  });

  it('mixed: the parts must add up to the total exactly; then both go into the cash box', async () => {
    const bill = await open(table(), [line(0, '1')]);
    const grand = bill.lines.length ? (await get(bill.id)).totals.grand : '0';
    const cash = await cashOf();
    const wrong = await pay(bill, { paymentType: 'mixed', payments: { cash: '1.00', card: '1.00' } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('receipt.paymentMismatch');
    expect((await get(bill.id)).status).toBe('draft');
    const half = (cents(grand) / 200).toFixed(2);
    const rest = ((cents(grand) - cents(half)) / 100).toFixed(2);
    const r = await pay(bill, { paymentType: 'mixed', payments: { cash: half, card: rest } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response.status).toBe('completed');
    expect(cents(await cashOf()) - cents(cash)).toBe(cents(grand));
  });

  it('into a cash box without an open session: refused, nothing written', async () => {
    const boxes = (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[];
    const closed = boxes.find((b) => b.id !== cashBoxId)!;
    const bill = await open(table(), [line(0, '1')]);
    const r = await call('POST', `tables/${bill.id}/payments`, {
      token: d.cashier,
      body: { version: bill.version, cashBoxId: closed.id, paymentType: 'cash' },
      lang: 'en',
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('receipt.cashBoxNotOpen');
    expect(r.body.message).toMatch(/cash box is not open/);
    expect((await get(bill.id)).version).toBe(bill.version);
  });

  it('a refused payment writes nothing', async () => {
    const bill = await open(table());
    const r = await pay(bill, { paymentType: 'cash' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('receipt.noLines');
    const after = await get(bill.id);
    expect([after.status, after.version]).toEqual(['draft', bill.version]);
    const history = (await call('GET', `documents/${bill.id}/history`, { token: d.admin })).body.response;
    expect(history).toHaveLength(1);
  });
});

describe('the operator without the fast-sale permission (kasa@demo.test)', () => {
  it('moves, merges and splits, but cannot delete a line by PATCH', async () => {
    const bill = await open(table(), [line(0, '2'), line(1, '1')]);
    const removed = await edit(bill, keep(bill).slice(0, 1));
    expect(removed.status).toBe(403);
    expect(removed.body.code).toBe('fastSale.cannotDeleteLine');

    const moved = (await call('POST', `tables/${bill.id}/move`, { token: d.cashier, body: { version: bill.version, tableName: table() } })).body
      .response as Bill;
    expect(moved.status).toBe('draft');
    const split = await call('POST', `tables/${bill.id}/splits`, {
      token: d.cashier,
      body: { version: moved.version, tableName: table(), lines: [{ lineId: bill.lines[1]!.id, quantity: '1' }] },
    });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    const merged = await call('POST', 'tables/merges', { token: d.cashier, body: { sourceId: split.body.response.created.id, targetId: bill.id } });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.response.lines.map((l: Line) => [l.productId, l.quantity])).toEqual([
      [product(0).id, '2'],
      [product(1).id, '1'],
    ]);
    expect((await get(split.body.response.created.id)).status).toBe('cancelled');
  });

  it('a user who may not sell at the till cannot open a table', async () => {
    const r = await call('POST', 'tables', { token: d.auditor, body: { tableName: table() } });
    expect(r.status).toBe(403);
  });
});
