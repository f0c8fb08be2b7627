import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { Dec } from '../../src/domain/money/decimal';
import { computeTotalsDecimal } from '../../src/domain/money/totals';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #6: the offline queue uploads 1,000 sales with duplicates, dropped answers and reordering, from
 * several uploaders at once; the server's idempotency on the client id must keep exactly 1,000 sales. The thousand
 * run on PostgreSQL, where the uploaders' transactions truly overlap; PGlite runs one transaction at a time, so there
 * the same mix of duplicates, drops and reordering at 300 sales walks the same paths in a third of the time.
 */
const SALES = process.env.API_DB === 'postgres' ? 1000 : 300;
const UPLOADERS = 8;

let server: Awaited<ReturnType<typeof startOwnServer>>;
let db: Database;
let token: string;
let box: number;

// a seeded generator: a failing run can be repeated
let seed = 20261122;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

interface QueuedSale {
  body: {
    clientId: string;
    cashBoxId: number;
    paymentType: string;
    payments?: { cash: string; card: string };
    lines: { productId: number; quantity: string; unitPrice: string; discountRate: string; vatRate: number }[];
  };
  grand: Dec;
  cash: Dec;
}

function queuedSale(productIds: number[]): QueuedSale {
  const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
    productId: pick(productIds),
    quantity: String(1 + Math.floor(random() * 5)),
    unitPrice: (Math.floor(random() * 50_000) / 100 + 0.01).toFixed(2),
    discountRate: pick(['0', '0', '5', '12.5']),
    vatRate: pick([0, 1, 10, 20]),
  }));
  const grand = new Dec(computeTotalsDecimal(lines).grand);
  const paymentType = pick(['cash', 'cash', 'card', 'mixed']);
  const body: QueuedSale['body'] = { clientId: randomUUID(), cashBoxId: box, paymentType, lines };
  let cash = paymentType === 'cash' ? grand : new Dec(0);
  if (paymentType === 'mixed') {
    cash = grand.dividedBy(3).toDecimalPlaces(2, Dec.ROUND_DOWN);
    body.payments = { cash: cash.toFixed(2), card: grand.minus(cash).toFixed(2) };
  }
  return { body, grand, cash };
}

const post = (body: unknown, signal?: AbortSignal) =>
  fetch(`${server.baseUrl}pos/sales`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal,
  });

/** Uploads one sale until an answer arrives, as the queue does; a dropped attempt's answer is thrown away first. */
async function upload(sale: QueuedSale, drop: boolean): Promise<number> {
  if (drop) {
    // half the lost answers come after the server wrote the sale, half are cut off on the way
    const ctrl = new AbortController();
    const attempt = post(sale.body, ctrl.signal).then((r) => r.arrayBuffer());
    if (random() < 0.5) setTimeout(() => ctrl.abort(), Math.floor(random() * 4));
    await attempt.catch(() => undefined);
  }
  for (let tries = 0; ; tries++) {
    const r = await post(sale.body);
    const reply = (await r.json()) as { response?: { id: number; totals: { grand: string } } };
    if (r.status === 201) {
      expect(reply.response!.totals.grand).toBe(sale.grand.toFixed(2));
      return reply.response!.id;
    }
    if (tries > 3) throw new Error(`upload ${sale.body.clientId}: ${r.status} ${JSON.stringify(reply)}`);
  }
}

beforeAll(async () => {
  server = await startOwnServer();
  db = server.db;
  token = await login('admin@demo.test', 'demo1234', server.baseUrl);
  const boxes = (await call('GET', 'cash-boxes', { token, base: server.baseUrl })).body.response.items as { id: number; kind: string }[];
  box = boxes.find((b) => b.kind === 'cash')!.id;
});
afterAll(() => server?.close());

describe('uploading the offline queue', () => {
  it(`${SALES} sales sent with duplicates, drops and reordering by several uploaders make exactly ${SALES} sales`, async () => {
    const base = server.baseUrl;
    const productIds = ((await call('GET', 'products?limit=100', { token, base })).body.response.items as { id: number }[]).map((p) => p.id);
    const session = (await call('POST', 'documents', { token, base, body: { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' } })).body.response;
    const balance = async () =>
      new Dec(((await call('GET', 'cash-boxes', { token, base })).body.response.items as { id: number; balance: string }[]).find((b) => b.id === box)!.balance);
    const balanceBefore = await balance();

    const sales = Array.from({ length: SALES }, () => queuedSale(productIds));
    // ~20 % are sent twice, ~10 % have an attempt whose answer is lost; all in shuffled order
    const work = shuffle([
      ...sales.map((s) => ({ sale: s, drop: random() < 0.1 })),
      ...sales.filter(() => random() < 0.2).map((s) => ({ sale: s, drop: random() < 0.1 })),
    ]);
    const ids = new Map<string, Set<number>>();
    let next = 0;
    await Promise.all(
      Array.from({ length: UPLOADERS }, async () => {
        while (next < work.length) {
          const { sale, drop } = work[next++]!;
          const id = await upload(sale, drop);
          (ids.get(sale.body.clientId) ?? ids.set(sale.body.clientId, new Set()).get(sale.body.clientId)!).add(id);
        }
      }),
    );

    expect(work.length).toBeGreaterThan(SALES * 1.1);
    expect(ids.size).toBe(SALES);
    expect([...ids.values()].every((s) => s.size === 1)).toBe(true);
    const rows = (
      await db.system((q) =>
        q.query<{ client_id: string; n: number }>(
          `select client_id, count(*)::int as n from documents where doc_type = 'posSale' and snapshot->'context'->>'cashBoxId' = $1 group by client_id`,
          [String(box)],
        ),
      )
    ).rows;
    expect(rows).toHaveLength(SALES);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.client_id))).toEqual(new Set(sales.map((s) => s.body.clientId)));

    const total = sales.reduce((sum, s) => sum.plus(s.grand), new Dec(0));
    const cashTotal = sales.reduce((sum, s) => sum.plus(s.cash), new Dec(0));
    // every part of every sale went into the box; its cash part is the exact sum of the cash paid
    expect((await balance()).minus(balanceBefore).toFixed(2)).toBe(total.toFixed(2));
    const cashMoves = await db.system((q) =>
      q.query<{ sum: string }>(`select coalesce(sum(amount), 0)::text as sum from cash_moves where cash_box_id = $1 and payment_type = 'cash'`, [box]),
    );
    expect(new Dec(cashMoves.rows[0]!.sum).toFixed(2)).toBe(cashTotal.toFixed(2));

    const closed = await call('POST', `documents/${session.id}/events`, {
      token,
      base,
      body: { type: 'CLOSE', version: session.version, countedCash: cashTotal.toFixed(2) },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.response.z).toMatchObject({ receiptCount: SALES, total: total.toFixed(2), expectedCash: cashTotal.toFixed(2), difference: '0.00' });
    // a thousand sales and their retries over HTTP: minutes on a busy two-core machine
  }, 300_000);
});
