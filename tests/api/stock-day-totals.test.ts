import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { valueMoves, type ValuationMove } from '../../src/domain/stock/moving-average';
import { call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * Issue #16: the stock ledger's day totals (migration 044) are written with every move, and a new move is valued
 * from them. After random documents, back-dated ones among them, what the totals hold on each day equals the
 * sum of the ledger's moves (stokbakiye reads the totals, stokislem the moves); and, where the stock never ran
 * out, every warehouse's value equals the moving average rule applied to the whole history in stock order.
 */
let d: Demo;
let locationId: number;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
const api = (method: string, path: string, body?: unknown) => call(method, path, { token: d.admin, body, lang: 'en' });

const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];
type Step = { kind: 'stockIn' | 'stockOut' | 'stockTransfer'; from: 0 | 1; day: number; quantity: number; price: string };

const step = fc.record({
  kind: fc.constantFrom('stockIn' as const, 'stockIn' as const, 'stockOut' as const, 'stockTransfer' as const),
  from: fc.constantFrom(0 as const, 1 as const),
  day: fc.integer({ min: 0, max: DAYS.length - 1 }),
  quantity: fc.integer({ min: 1, max: 7 }),
  price: fc.integer({ min: 1, max: 9999 }).map((c) => (c / 100).toFixed(2)),
});

async function completed(body: object): Promise<void> {
  const created = await api('POST', 'documents', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let doc = created.body.response as { id: number; version: number };
  for (const type of ['START', 'COMPLETE']) {
    const r = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    doc = r.body.response;
  }
}

async function report(name: string, query: string) {
  const r = await api('GET', `reports/${name}?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { rows: Record<string, string>[]; totals: Record<string, string> };
}

async function newRecord(path: string, body: object): Promise<number> {
  const r = await api('POST', path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}

/** The moves the steps make, in stock order (by day, then as written), as the domain rule takes them. */
function ruleMoves(steps: readonly Step[], warehouses: readonly number[]): ValuationMove[] {
  const moves = steps.flatMap((s, i): (ValuationMove & { day: number })[] => {
    const base = { documentId: String(i), lineId: 'l', day: s.day };
    const from = String(warehouses[s.from]);
    if (s.kind === 'stockIn')
      return [
        { ...base, id: `${i}`, warehouseId: from, quantity: String(s.quantity), rule: { kind: 'cost', value: new Dec(s.price).times(s.quantity).toFixed(2) } },
      ];
    const out = { ...base, id: `${i}-out`, warehouseId: from, quantity: String(-s.quantity), rule: { kind: 'average' as const } };
    if (s.kind === 'stockOut') return [out];
    return [out, { ...base, id: `${i}-in`, warehouseId: String(warehouses[1 - s.from]), quantity: String(s.quantity), rule: { kind: 'carry' } }];
  });
  return moves
    .map((m, order) => ({ m, order }))
    .sort((a, b) => a.m.day - b.m.day || a.order - b.order)
    .map(({ m }) => m);
}

beforeAll(async () => {
  d = await demo();
  locationId = (await api('GET', 'locations')).body.response.items[0].id;
});

describe('the stock ledger day totals', () => {
  it('equal the ledger on every day after random documents, back-dated ones among them, and value the stock as the moving average rule does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { minLength: 2, maxLength: 6 }), async (opened, drawn) => {
        const product = await newRecord('products', { name: unique('Gün toplamı'), unit: 'ADET', vatRate: 0, price: '10.00', locationId });
        const warehouses = [await newRecord('warehouses', { name: unique('Gün deposu') }), await newRecord('warehouses', { name: unique('Gün deposu') })];
        // with an opening stock on the first day the stock never runs out, and the rule's average is never a guess
        const steps: Step[] = [
          ...(opened ? [0, 1].map((from) => ({ kind: 'stockIn' as const, from: from as 0 | 1, day: 0, quantity: 100, price: '3.33' })) : []),
          ...drawn,
        ];
        for (const s of steps) {
          const line = { productId: product, quantity: String(s.quantity), unitPrice: s.price, vatRate: 0 };
          const target = s.kind === 'stockTransfer' ? { targetWarehouseId: warehouses[1 - s.from] } : {};
          await completed({ type: s.kind, warehouseId: warehouses[s.from], date: DAYS[s.day], lines: [line], ...target });
        }
        const moves = ruleMoves(steps, warehouses);
        // without a day, what is held now (stock_totals, migration 082) and the stock moves report's totals equal the sum of its rows, the moves
        for (const w of warehouses) {
          const query = `productId=${product}&warehouseId=${w}`;
          const [held, ledger] = await Promise.all([report('stokbakiye', query), report('stokislem', query)]);
          const sum = (key: string) => ledger.rows.reduce((s, r) => s.plus(r[key] ?? 0), new Dec(0));
          const moved = [sum('quantity').toFixed(), sum('value').toFixed(2)];
          expect([new Dec(held.rows[0]!.quantity).toFixed(), held.rows[0]!.value], `${w}`).toEqual(moved);
          expect([new Dec(ledger.totals.quantity ?? 0).toFixed(), new Dec(ledger.totals.value ?? 0).toFixed(2)], `${w}`).toEqual(moved);
        }
        for (const [day, to] of DAYS.entries())
          for (const w of warehouses) {
            const query = `productId=${product}&warehouseId=${w}&to=${to}`;
            const [held, ledger] = await Promise.all([report('stokbakiye', query), report('stokislem', query)]);
            const row = held.rows[0]!;
            expect(new Dec(row.quantity).toFixed(), `${to} ${w}`).toBe(new Dec(ledger.totals.quantity ?? 0).toFixed());
            expect(row.value, `${to} ${w}`).toBe(new Dec(ledger.totals.value ?? 0).toFixed(2));
            if (!opened) continue;
            const rule = valueMoves(
              {},
              moves.filter((m) => steps[Number(m.documentId)]!.day <= day),
            ).positions[String(w)];
            expect([new Dec(row.quantity).toFixed(), row.value], `${to} ${w}`).toEqual([new Dec(rule?.quantity ?? 0).toFixed(), rule?.value ?? '0.00']);
          }
      }),
      { numRuns: 6, seed: 1611 },
    );
  }, 120_000);
});
