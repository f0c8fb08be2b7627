import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';

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
