import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';

/** Issue #7: the auditor reads a document's journal, its lifecycle picture and steps through its replay. */

const year = 2300 + Math.floor(Math.random() * 600);
const day = `${year}-06-15`;

/** as muhasebe, through the API: a sales invoice created, started and completed */
async function completedInvoice(page: Page) {
  const token = await signIn(page, 'muhasebe');
  const products = (await apiCall(page, token, 'GET', 'products?limit=5')).items as { id: number; code: string; name: string }[];
  const accounts = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string; name: string }[];
  const user = (await apiCall(page, token, 'GET', 'modules/frontappui')).authorizedUser as { id: number; name: string; email: string };
  const customer = accounts.find((a) => a.kind === 'customer')!;
  const line = { productId: products[0]!.id, quantity: '2', unitPrice: '617.25', vatRate: 20 };
  const warehouseId = (await apiCall(page, token, 'GET', 'warehouses')).items[0].id as number;
  let doc = await apiCall(page, token, 'POST', 'documents', { type: 'salesInvoice', accountId: customer.id, warehouseId, date: day, lines: [line] });
  // a refused attempt is journaled too
  const refused = await page.request.fetch(`/api/documents/${doc.id}/events`, {
    method: 'POST',
    data: { type: 'CLOSE', version: doc.version },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'START', version: doc.version });
  doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'COMPLETE', version: doc.version });
  expect(doc.status).toBe('completed');
  await page.context().clearCookies();
  return { id: doc.id as number, number: doc.number as string, product: products[0]!, customer, user };
}

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);

test('the auditor finds a completed invoice, reads its journal, sees the diagram path and steps through the replay', async ({ page }) => {
  const invoice = await completedInvoice(page);
  await signIn(page, 'denetci');

  await openPanel(page, '/denetim/belgeler');
  const list = page.getByTestId('audit-documents');
  await list.locator('select[name="type"]').selectOption('salesInvoice');
  await list.locator('input[name="from"]').fill(day);
  await list.locator('input[name="to"]').fill(day);
  await list.locator('input[name="search"]').fill(invoice.number);
  const row = list.locator(`tbody tr[data-id="${invoice.id}"]`);
  await expect(row).toContainText('Satış Faturası');
  await expect(row).toContainText('Tamamlandı');
  await row.getByTestId('history-link').click();

  const history = page.getByTestId('document-history');
  await expect(history.getByTestId('history-title')).toContainText(invoice.number);
  await expect(history.getByTestId('history-status')).toHaveAttribute('data-status', 'completed');

  // the journal
  const rows = history.locator('[data-testid="journal-table"] tbody tr');
  await expect(rows).toHaveCount(4);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-event')))).toEqual(['CREATE', 'CLOSE', 'START', 'COMPLETE']);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-accepted')))).toEqual(['true', 'false', 'true', 'true']);
  await expect(rows.nth(1).locator('[data-col="result"]')).toContainText('Reddedildi');
  await expect(rows.nth(1).getByTestId('refusal-reason')).not.toHaveText(/^$|^[a-z]+\.[A-Za-z.]+$/);
  await expect(rows.nth(2).locator('[data-col="change"]')).toHaveText('Taslak → İşlemde');
  await expect(rows.nth(3).locator('[data-col="result"]')).toHaveText('Kabul edildi');
  await expect(rows.nth(0).locator('[data-col="time"]')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  // who: the user's name and e-mail, the id in the tooltip
  const user = rows.nth(0).locator('[data-col="user"] [data-user-id]');
  await expect(user).toContainText(invoice.user.name);
  await expect(user).toContainText(invoice.user.email);
  await expect(user).toHaveAttribute('title', `Kimlik: ${invoice.user.id}`);

  // the diagram: the path draft → inProcess → completed, completed marked current
  await history.getByRole('tab', { name: 'Yaşam döngüsü' }).click();
  const svg = history.getByTestId('lifecycle-diagram');
  await expect(svg.locator('[data-edge="draft>inProcess"]')).toHaveAttribute('data-taken', 'true');
  await expect(svg.locator('[data-edge="inProcess>completed"]')).toHaveAttribute('data-taken', 'true');
  await expect(svg.locator('[data-edge="draft>cancelled"]')).toHaveAttribute('data-taken', 'false');
  await expect(svg.locator('[data-edge="completed>closed"]')).toHaveAttribute('data-taken', 'false');
  await expect(svg.locator('[data-state="completed"]')).toHaveAttribute('data-current', 'true');
  await expect(svg.locator('[data-current="true"]')).toHaveCount(1);
  await expect(svg.getByTestId('current-marker')).toContainText('şu anki');

  // the replay, rebuilt in the browser
  await history.getByRole('tab', { name: 'Yeniden oynat' }).click();
  const replay = history.getByTestId('replay');
  await expect(replay.getByTestId('replay-check')).toHaveAttribute('data-matches', 'true');
  await replay.getByTestId('replay-first').click();
  await expect(replay.getByTestId('replay-status')).toHaveAttribute('data-status', 'draft');
  await expect(replay.getByTestId('replay-position')).toHaveText('Adım 1 / 4');
  await expect(replay.locator('[data-testid="replay-lines"] tbody tr')).toHaveCount(1);
  // the product by its code and name, the account by its name; their ids in the tooltips
  const product = replay.locator('[data-testid="replay-lines"] tbody tr').first().getByTestId('record-name');
  await expect(product).toHaveText(`${invoice.product.code} ${invoice.product.name}`);
  await expect(product).toHaveAttribute('title', `Kimlik: ${invoice.product.id}`);
  const account = replay.locator('[data-testid="replay-references"] [data-field="accountId"]').getByTestId('record-name');
  await expect(account).toContainText(invoice.customer.name);
  await expect(account).toHaveAttribute('title', `Kimlik: ${invoice.customer.id}`);
  await expect(replay.getByTestId('replay-total-grand')).toHaveText('₺1.481,40');
  // the refused CLOSE is a step that changes nothing
  await replay.getByTestId('replay-next').click();
  await expect(replay.getByTestId('replay-event')).toContainText('Kapatma');
  await expect(replay).toContainText('Reddedildi');
  await expect(replay.getByTestId('replay-status')).toHaveAttribute('data-status', 'draft');
  await replay.getByTestId('replay-next').click();
  await expect(replay.getByTestId('replay-status')).toHaveAttribute('data-status', 'inProcess');
  await expect(replay.getByTestId('replay-event')).toContainText('Başlatma');
  await replay.getByTestId('replay-next').click();
  await expect(replay.getByTestId('replay-status')).toHaveAttribute('data-status', 'completed');
  await expect(replay.getByTestId('replay-next')).toBeDisabled();
  await replay.getByTestId('replay-previous').click();
  await expect(replay.getByTestId('replay-status')).toHaveAttribute('data-status', 'inProcess');
  await replay.getByTestId('replay-last').click();
  await expect(replay.getByTestId('replay-status')).toHaveAttribute('data-status', 'completed');
  await expect(replay.getByTestId('replay-total-grand')).toHaveText('₺1.481,40');

  // read-only: no editing buttons anywhere on these pages
  const buttons = await history.locator('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-testid') ?? b.textContent));
  expect(buttons.every((b) => /^replay-/.test(b ?? ''))).toBe(true);
  await expect(page.locator('[data-testid="save"], [data-testid^="event-"]')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('audit-documents')).toBeVisible();
  // (the date fields' calendar buttons pick a filter, they change nothing)
  expect(await page.getByTestId('audit-documents').locator('button:not([data-testid$="-calendar"])').count()).toBeLessThanOrEqual(3);
});

test('the history page in Arabic on a phone: right to left, no sideways overflow', async ({ page }) => {
  const invoice = await completedInvoice(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await setCookie(page, 'lang', 'ar');
  await signIn(page, 'denetci');
  await openPanel(page, `/denetim/belge/${invoice.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const history = page.getByTestId('document-history');
  await expect(history.locator('[data-testid="journal-table"] tbody tr')).toHaveCount(4);
  await noSideways(page);
  await history.getByRole('tab', { name: 'دورة الحياة' }).click();
  await expect(history.getByTestId('lifecycle-diagram')).toBeVisible();
  await noSideways(page);
  await history.getByRole('tab', { name: 'إعادة التشغيل' }).click();
  await expect(history.getByTestId('replay-status')).toHaveAttribute('data-status', 'completed');
  await noSideways(page);
  await openPanel(page, '/denetim/belgeler');
  await expect(page.getByTestId('audit-documents')).toBeVisible();
  await noSideways(page);
});

test('the receipt editor links a saved document to its history for the manager', async ({ page }) => {
  const invoice = await completedInvoice(page);
  await signIn(page, 'muhasebe');
  await openPanel(page, `/fis/fatura/satis/duzen/${invoice.id}`);
  await page.getByTestId('receipt-editor').getByTestId('history-link').click();
  await expect(page.getByTestId('document-history')).toBeVisible();
  await expect(page.getByTestId('history-status')).toHaveAttribute('data-status', 'completed');
});
