import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './kept-page';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiLogin, openPanel, setCookie, signIn, USERS } from './helpers';

/** A completed sales invoice made through the API by the accountant, so that the company has a document to verify. */
async function completedInvoice(request: APIRequestContext): Promise<{ id: number; number: string }> {
  const token = await apiLogin(request, USERS.muhasebe.email);
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => (await (await request.get(`/api/${path}`, { headers })).json()).response;
  const products = (await get('products')).items;
  const accounts = (await get('accounts')).items;
  const warehouses = (await get('warehouses')).items;
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api/${path}`, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).response;
  };
  let doc = await post('documents', {
    type: 'salesInvoice',
    accountId: accounts[0].id,
    warehouseId: warehouses[0].id,
    lines: [{ productId: products[0].id, quantity: '2', unitPrice: '10.00', vatRate: 20 }],
  });
  for (const type of ['START', 'COMPLETE']) doc = await post(`documents/${doc.id}/events`, { type, version: doc.version });
  return doc;
}

/** Issue #7: the auditor verifies the whole company and exports the journal from /denetim/dogrula. */
test('the auditor runs the company verification and sees a clean report', async ({ page }) => {
  await completedInvoice(page.request);
  await signIn(page, 'denetci');
  await openPanel(page, '/denetim/dogrula');
  const screen = page.getByTestId('audit-verify');
  await expect(screen).toBeVisible();
  await screen.getByTestId('verify-run').click();
  const report = page.getByTestId('verification-report');
  await expect(report).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('verification-clean')).toBeVisible();
  await expect(page.getByTestId('ledgers-clean')).toBeVisible();
  await expect(report.locator('.bp6-progress-bar')).toBeVisible();
  const progress = page.getByTestId('verification-progress');
  const total = Number(await progress.getAttribute('data-total'));
  expect(total).toBeGreaterThan(0);
  await expect(progress).toHaveAttribute('data-done', String(total));
});

test('the journal downloads as CSV with the hash columns', async ({ page }) => {
  await signIn(page, 'denetci');
  await openPanel(page, '/denetim/dogrula');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv-semicolon').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^journal_.*\.csv$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.split('\r\n')[0]).toBe('company;document;seq;event;payload;from;to;accepted;reason;user;at;prevHash;hash');
});

test('in Arabic on a phone, one document verifies clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await setCookie(page, 'lang', 'ar');
  const doc = await completedInvoice(page.request);
  await signIn(page, 'denetci');
  await openPanel(page, '/denetim/dogrula');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('label', { has: page.getByTestId('scope-document') }).click();
  await expect(page.getByTestId('scope-document')).toBeChecked();
  await page.locator('#verify-document').fill(doc.number);
  await page.getByTestId('verify-run').click();
  await expect(page.getByTestId('verification-clean')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('verification-progress')).toHaveAttribute('data-total', '1');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

/** `node --import tsx src/server/main.ts` on a free port and the given PGlite directory; resolves once it listens. */
async function ownServer(dataDir: string): Promise<{ base: string; stop(): Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const root = join(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, WEB_DIR: join(root, 'dist/web'), TCMB_BASE_URL: 'http://127.0.0.1:9/kurlar' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The tampered case: a server of the test's own (fresh PGlite directory) makes a document and stops; the
 * test alters one journal row in its database, starts it again and the page names the document and row; the ledger,
 * written from what the journal said before, now disagrees with it, and the page shows both quantities.
 */
test('an altered journal row is named in the report with its row, and the ledger that disagrees with it', async ({ browser }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'defter-e2e-audit-'));
  let server = await ownServer(dir);
  const context = await browser.newContext({ baseURL: server.base });
  try {
    const doc = await completedInvoice((await context.newPage()).request);
    await server.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pg = new PGlite(dir, { extensions: { pg_trgm } });
    await pg.query(`update journal set payload = jsonb_set(payload, '{lines,0,quantity}', '"1"') where document_id = $1 and seq = 1`, [doc.id]);
    await pg.close();
    server = await ownServer(dir);
    await context.close();
    const again = await browser.newContext({ baseURL: server.base });
    const page = await again.newPage();
    const token = await apiLogin(page.request, USERS.denetci.email);
    await again.addCookies([{ name: 'token', value: token, domain: '127.0.0.1', path: '/' }]);
    await page.goto('/#/denetim/dogrula');
    await page.getByTestId('verify-run').click();
    await expect(page.getByTestId('verification-report')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    const row = page.locator(`[data-testid="problem-row"][data-document="${doc.id}"]`);
    await expect(row).toHaveAttribute('data-kind', 'brokenChain');
    await expect(row).toHaveAttribute('data-seq', '1');
    await expect(row.locator('a', { hasText: doc.number })).toHaveAttribute('href', `#/denetim/belge/${doc.id}`);
    const stock = page.locator(`[data-testid="ledger-difference-row"][data-document="${doc.id}"][data-ledger="stock"]`);
    await expect(stock.locator('td[dir="ltr"]')).toHaveText(['-1', '-2']);
    await again.close();
  } finally {
    await context.close().catch(() => undefined);
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
