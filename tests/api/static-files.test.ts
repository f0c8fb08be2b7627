import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRoutes } from '../../src/server/http/static-files';

/**
 * The built web app as the server sends it, over HTTP: a web directory shaped like dist/web (a hashed asset with
 * the Brotli and gzip twins the build writes, index.html and sw.js without), served by the server's own routes.
 */
let dir: string;
let base: string;
let close: () => Promise<void>;
const script = `export const words = ${JSON.stringify('Defter '.repeat(800))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'defter-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'sw.js'), `// the service worker\n${'self;\n'.repeat(400)}`);
  const server = serve({ fetch: webRoutes(dir).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((r) => server.close(() => r()));
});

afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with the given Accept-Encoding: status, headers and the body's bytes as sent (not decoded). */
function fetchRaw(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('the web app is sent compressed, its hashed assets cached for a year, the page never', () => {
  it('a hashed asset: its Brotli twin to a browser that takes Brotli, gzip to one that takes only gzip, cached a year', async () => {
    const br = await fetchRaw('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await fetchRaw('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await fetchRaw('/assets/index-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('index.html and sw.js: compressed on the way when they have no twin, and asked for again on every load', async () => {
    for (const path of ['/', '/index.html', '/sw.js']) {
      const r = await fetchRaw(path, 'gzip, deflate, br');
      expect([path, r.status, r.headers['content-encoding'], r.headers['cache-control']]).toEqual([path, 200, 'gzip', 'no-cache']);
      expect(gunzipSync(r.body).length).toBeGreaterThan(1024);
    }
  });

  it("a panel path is the single-page app's page; a missing chunk is a 404, never the page in its place", async () => {
    const panel = await fetchRaw('/fis/takip', 'identity');
    expect([panel.status, panel.headers['cache-control'], panel.body.toString()]).toEqual([200, 'no-cache', page]);
    const missing = await fetchRaw('/assets/RaporPages-Gone42.js', 'gzip, br');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});
