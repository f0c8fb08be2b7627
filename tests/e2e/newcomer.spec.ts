import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseChangelog } from '../../src/domain/changelog';
import { addDays, businessDay } from '../../src/domain/clock/clock';
import { DEFAULT_LOAN_RULE } from '../../src/domain/library/loan-rules';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';

/** What a newcomer's walk of the panel tripped over (issue #27, item 17), each as that person sees it. */

test('the profile names the roles in the user’s language, never their keys', async ({ page }) => {
  await signIn(page, 'muhasebe');
  await openPanel(page, '/profile/index');
  await expect(page.getByTestId('profile-roles')).toHaveText('Müdür');
});

test('the auditor reads the library’s members but is offered no new member', async ({ page }) => {
  await signIn(page, 'denetci');
  await openPanel(page, '/kutuphane/list');
  const shown = page.locator('.defter-page-slot:not([hidden])');
  await expect(shown.getByTestId('library-members')).toBeVisible();
  await expect(shown.getByTestId('member-new')).toHaveCount(0);
});

test('a librarian is offered a new member', async ({ page }) => {
  await signIn(page, 'muhasebe');
  await openPanel(page, '/kutuphane/list');
  await expect(page.locator('.defter-page-slot:not([hidden])').getByTestId('member-new')).toBeVisible();
});

test('a saved new cash voucher leaves "new" empty, and a save retried after its answer was lost makes one document', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const customer = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Tek Tahsilat ${Date.now()}`, kind: 'customer' });
  const keys: string[] = [];
  let lost = false;
  // the first save reaches the server, which makes the voucher; its answer is lost on the way back
  await page.route('**/api/documents', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await openPanel(page, '/kasa/tahsilat/yeni');
  const form = page.locator('[data-testid="cash-voucher-form"]:visible');
  const picker = form.locator('[data-testid="picker-accountId"]');
  await picker.click();
  await picker.fill(customer.name);
  await page.getByTestId('accountId-option').filter({ hasText: customer.name }).click();
  const box = ((await apiCall(page, token, 'GET', 'cash-accounts')).items as { id: number; kind: string; currency: string }[]).find(
    (b) => b.kind === 'cash' && b.currency === 'TRY',
  )!;
  await form.locator('#f-cashAccountId').selectOption(String(box.id));
  await form.locator('#f-amount').fill('12,50');
  await form.getByTestId('cash-voucher-save').click();
  await expect.poll(() => keys.length).toBe(1);
  await form.getByTestId('cash-voucher-save').click();
  await expect(page.locator('[data-testid="cash-voucher-form"]:visible')).toHaveAttribute('data-status', 'draft');
  expect(keys[0]).toMatch(/^form-/);
  expect(keys[1]).toBe(keys[0]);
  const made = await apiCall(page, token, 'GET', `documents?type=collection&q=&limit=100&offset=0`);
  expect((made.items as { accountId: number | string }[]).filter((d) => String(d.accountId) === String(customer.id))).toHaveLength(1);

  // "new" again, from within the app: an empty form with a key of its own
  await page.evaluate(() => (window.location.hash = '#/kasa/tahsilat/yeni'));
  const fresh = page.locator('[data-testid="cash-voucher-form"]:visible');
  await expect(fresh).toHaveAttribute('data-status', 'new');
  await expect(fresh.locator('#f-amount')).toHaveValue('');
});

const put = (page: Page, token: string, path: string, data: unknown) =>
  page.request.fetch(`/api/${path}`, { method: 'PUT', data, headers: { authorization: `Bearer ${token}` } }).then(async (r) => {
    expect(r.status(), await r.text()).toBe(200);
    return (await r.json()).response;
  });
const shown = (page: Page) => page.locator('.defter-page-slot:not([hidden])');

test('the loan list shows an overdue loan’s fine so far', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  await put(page, token, 'library/rules', {
    defaultRule: { ...DEFAULT_LOAN_RULE, graceDays: 0, finePerDay: '1.25', fineCap: '50' },
    cells: [],
    holdExpiryDays: 7,
  });
  try {
    const locations = (await apiCall(page, token, 'GET', 'locations')).items as { id: number }[];
    const product = await apiCall(page, token, 'POST', 'products', {
      name: `E2E Geciken ${stamp}`,
      unit: 'ADET',
      vatRate: 0,
      price: '10.00',
      locationId: locations[0]!.id,
    });
    const copy = await apiCall(page, token, 'POST', 'library/copies', { productId: product.id, barcode: `GEC${stamp}`, itemType: 'book' });
    const member = await apiCall(page, token, 'POST', 'library/members', { cardNumber: `GEC${stamp}`, name: `E2E Geciken Üye ${stamp}`, category: 'member' });
    const today = businessDay(new Date());
    await apiCall(page, token, 'POST', 'documents', {
      type: 'loan',
      event: 'LEND',
      memberId: member.id,
      copyId: copy.id,
      date: addDays(today, -20),
      dueDate: addDays(today, -4),
    });
    await openPanel(page, '/kutuphane/odunc/list');
    await shown(page).getByTestId('loans-search').fill(copy.barcode);
    const row = shown(page).getByTestId('loan-row').filter({ hasText: copy.barcode });
    await expect(row).toHaveAttribute('data-status', 'overdue');
    await expect(row.getByTestId('loan-fine')).toHaveText('5,00');
  } finally {
    await put(page, token, 'library/rules', { defaultRule: DEFAULT_LOAN_RULE, cells: [], holdExpiryDays: 7 });
  }
});

test('the dashboard’s sales chart names its axes in the user’s language, and a screen reader reads its figures', async ({ page }) => {
  await signIn(page, 'muhasebe');
  for (const [lang, day, amount] of [
    ['tr', 'Gün', 'Net satış (₺)'],
    ['en', 'Day', 'Net sales (₺)'],
  ] as const) {
    await setCookie(page, 'lang', lang);
    await page.goto('about:blank');
    await openPanel(page, '/dashboard');
    const chart = shown(page).getByTestId('dashboard-sales-chart');
    await expect(chart.locator('svg text').filter({ hasText: day })).toHaveCount(1);
    await expect(chart.locator('svg text').filter({ hasText: amount })).toHaveCount(1);
    const table = chart.getByTestId('dashboard-sales-chart-table');
    await expect(table.getByRole('columnheader')).toHaveText([day, amount]);
    await expect(table.locator('tbody tr')).toHaveCount(14);
  }
});

test('the label design previews the company’s first products, and a company without products is told so', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const design = await apiCall(page, token, 'GET', 'label-design');
  const first = (await apiCall(page, token, 'GET', `products?limit=${design.rows * design.columns}&offset=0`)).items as { name: string }[];
  await openPanel(page, '/sistem/etiket');
  const preview = shown(page).getByTestId('label-sheet').getByTestId('label');
  await expect(preview).toHaveCount(first.length);
  if (design.showName) await expect(preview.locator('.label-name')).toHaveText(first.map((p) => p.name));

  await signIn(page, 'saglayici');
  await page.goto('about:blank');
  await openPanel(page, '/sistem/etiket');
  await expect(shown(page).getByTestId('label-preview-empty')).toContainText('Henüz ürün yok.');
  await expect(shown(page).getByTestId('label-sheet')).toHaveCount(0);
});

test('the update notes are shown in the user’s language', async ({ page }) => {
  const notes = (lang: string) => parseChangelog(readFileSync(new URL(`../../locales/changelog/${lang}.md`, import.meta.url), 'utf8'))[0]!;
  await signIn(page, 'muhasebe');
  for (const lang of ['tr', 'de']) {
    await setCookie(page, 'lang', lang);
    await page.goto('about:blank');
    await openPanel(page, '/sistem/yama');
    const latest = shown(page).getByTestId('release-notes').locator('section').first();
    await expect(latest).toHaveAttribute('lang', lang);
    await expect(latest.locator('li')).toHaveText(notes(lang).notes);
  }
});
