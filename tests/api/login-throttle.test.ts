import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ADDRESS_FAILURES, FREE_FAILURES } from '../../src/server/auth/throttle';
import { call } from './client';
import { startOwnServer } from './own-server';

/**
 * Failed log-ins slow the next tries per e-mail and client address, and per address over all e-mails. On a
 * server of this file's own that believes X-Forwarded-For (as behind a proxy, TRUST_PROXY=1), so that each
 * test speaks from addresses of its own and the shared server's loopback address is never throttled.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;

beforeAll(async () => {
  server = await startOwnServer({ trustProxy: true });
}, 120_000);
afterAll(() => server?.close());

const attempt = (email: string, password: string, from: string) =>
  call('POST', 'auth/login', { base: server.baseUrl, body: { email, password }, headers: { 'x-forwarded-for': from } });

describe('log-in throttling', () => {
  it('repeated failures for one e-mail from one address make the next tries from there wait (429 AU10003, Retry-After)', async () => {
    const email = `throttle-${Date.now()}@demo.test`;
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 2; i++) statuses.push((await attempt(email, 'wrong-pass', '198.51.100.1')).status);
    expect(statuses).toEqual([...Array<number>(FREE_FAILURES).fill(401), 429, 429]);
    const r = await attempt(email, 'wrong-pass', '198.51.100.1');
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('AU10003');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('failures for a user from one address do not lock the user out from another address', async () => {
    for (let i = 0; i <= FREE_FAILURES; i++) await attempt('muhasebe@demo.test', 'wrong-pass', '198.51.100.2');
    expect((await attempt('muhasebe@demo.test', 'demo1234', '198.51.100.2')).status).toBe(429);
    const elsewhere = await attempt('muhasebe@demo.test', 'demo1234', '198.51.100.3');
    expect(elsewhere.status).toBe(200);
  });

  it('from one address, failures over many different e-mails end in 429, for every e-mail tried from there', async () => {
    const from = '198.51.100.4';
    const statuses: number[] = [];
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++) statuses.push((await attempt(`spray-${i}@demo.test`, 'Sonbahar2025', from)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const next = await attempt('spray-next@demo.test', 'Sonbahar2025', from);
    expect(next.status).toBe(429);
    expect(next.body.code).toBe('AU10003');
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    // a real user and password from that address waits too; from another address it is not held up
    expect((await attempt('admin@demo.test', 'demo1234', from)).status).toBe(429);
    expect((await attempt('admin@demo.test', 'demo1234', '198.51.100.5')).status).toBe(200);
  });
});
