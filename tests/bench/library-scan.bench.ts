import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { boot } from '../../src/server/boot';
import { DEFAULT_LOAN_RULE } from '../../src/domain/library/loan-rules';

/**
 * Goal (issue #18): a scan at the counter to a confirmed loan, p95 ≤ 100 ms over HTTP. A server of its own on PGlite
 * (in a temporary data directory); each scan is one POST /api/library/lend {cardNumber, barcode}, as the counter sends
 * it when the copy's barcode is read, timed until its 201 has been read whole.
 */

const SCANS = Number(process.env.BENCH_LIBRARY_SCANS ?? 200);
const GOAL_P95_MS = 100;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function libraryScanBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'defter-bench-library-'));
  const { app, db } = await boot({ databaseUrl: null, dataDir, jwtSecret: null });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const r = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await r.json()) as { response: any };
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
    return json.response;
  };
  try {
    const token = (await call('POST', 'auth/login', null, { email: 'muhasebe@demo.test', password: 'demo1234' })).authorization.access_token as string;
    await call('PUT', 'library/rules', token, { defaultRule: { ...DEFAULT_LOAN_RULE, maxLoans: 999 }, cells: [], holdExpiryDays: 7 });
    const location = (await call('GET', 'locations', token)).items[0].id as number;
    const members = [];
    for (let i = 0; i < 10; i++)
      members.push(await call('POST', 'library/members', token, { cardNumber: `BENCH-${i}`, name: `Okur ${i}`, category: 'member' }));
    const barcodes: string[] = [];
    for (let i = 0; i < SCANS + 10; i++) {
      const product = await call('POST', 'products', token, { name: `Eser ${i}`, unit: 'ADET', vatRate: 0, price: '10.00', locationId: location });
      barcodes.push(
        (await call('POST', 'library/copies', token, { productId: product.id, barcode: `SCAN-${i}`, itemType: 'book', locationId: location })).barcode,
      );
    }
    // warm-up
    for (let i = 0; i < 10; i++) await call('POST', 'library/lend', token, { cardNumber: members[i % 10].cardNumber, barcode: barcodes[SCANS + i] });
    const times: number[] = [];
    for (let i = 0; i < SCANS; i++) {
      const t = performance.now();
      const reply = await call('POST', 'library/lend', token, { cardNumber: members[i % 10].cardNumber, barcode: barcodes[i] });
      times.push(performance.now() - t);
      if (reply.loan.status !== 'lent') throw new Error('the scan did not lend the copy');
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `library counter, a scan to a confirmed loan over HTTP (PGlite, ${SCANS} scans): p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
        `(goal p95 ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    await new Promise((r) => server.close(r));
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
