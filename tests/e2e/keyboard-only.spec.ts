import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, apiLogin, hashPath, openPanel, signIn, USERS } from './helpers';
import { expectFocusVisible, press, tabTo } from './keyboard-focus';
import { libraryMaker, putTeacherRules } from './library-setup';
import { BARCODE, ensureOpenCashBox } from './pos-helpers';

/**
 * Issue #34, "everyone can use it": four journeys with the keyboard alone. No click and no fill: the keys go to
 * whatever has the focus, and after each step the focus is on an element that is shown, visibly marked
 * (:focus-visible with a look of its own), and inside the open dialog when there is one. `goto` only starts a journey.
 */

/** The demo's book "Kürk Mantolu Madonna": 95.00 at 0 % VAT. */
const BOOK_ISBN = '9789024538270';

async function type(page: Page, text: string, then = 'Enter') {
  await page.keyboard.type(text, { delay: 0 });
  await press(page, then, `${text} + ${then}`);
}

/** The till asks once per new device whether to send its identifier: answered from the keyboard. */
async function answerDeviceQuestion(page: Page) {
  const ready = page.locator('[data-testid="pos-screen"][data-catalogue-ready="true"]');
  const ask = page.getByTestId('device-send');
  await expect(ready.or(ask)).toBeVisible({ timeout: 30_000 });
  if (await ask.isVisible()) {
    await tabTo(page, '[data-testid="device-send"]', { back: true });
    await page.keyboard.press('Enter');
  }
  await expect(ready).toBeVisible({ timeout: 30_000 });
}

test('keyboard only at the till: two scans, Escape’s question answered in its dialog, F8 cash, Enter sells, the slip is shown with the sale and the focus on its next step', async ({
  page,
}) => {
  await ensureOpenCashBox(page);
  const admin = await apiLogin(page.request, USERS.admin.email);
  const kasa = (await apiCall(page, admin, 'GET', 'users')).items.find((u: { email: string }) => u.email === USERS.kasa.email);
  await page.request.delete(`/api/offline/devices/${kasa.id}`, { headers: { authorization: `Bearer ${admin}` } });
  await openPanel(page, '/fis/pos');
  await answerDeviceQuestion(page);

  await expect(page.getByTestId('pos-scan')).toBeFocused();
  await type(page, BARCODE);
  await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('pos-scan')).toBeFocused();
  await type(page, BOOK_ISBN);
  await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(2);
  // the large total carries its label, not its colour alone
  await expect(page.getByTestId('pos-total')).toHaveText('137,90');

  // Escape asks whether to cancel the sale: the focus is in the dialog; Escape again keeps the sale and the focus
  // goes back to the scan field
  await press(page, 'Escape', 'Escape: cancel the sale?');
  await expect(page.getByTestId('pos-cancel-no')).toBeVisible();
  await press(page, 'Escape', 'Escape: no');
  await expect(page.getByTestId('pos-cancel-no')).toHaveCount(0);
  await expect(page.getByTestId('pos-scan')).toBeFocused();
  await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(2);

  await press(page, 'F8', 'F8: cash');
  await expect(page.getByTestId('pos-cash')).toBeFocused();
  await type(page, '200');
  const slip = page.getByTestId('pos-slip');
  await expect(slip).toBeVisible();
  await expectFocusVisible(page, 'the slip shown');
  await expect(slip.getByTestId('pos-slip-title')).toHaveText('Bilgi fişi');
  await expect(slip.getByTestId('pos-slip-total')).toContainText('137,90');
  await expect(slip.getByTestId('pos-slip-received')).toHaveText('Alınan nakit: 200,00');
  await expect(slip.getByTestId('pos-slip-change')).toHaveText('Para üstü: 62,10');
  await expect(slip).toContainText('Defter A4 Kareli');
  await expect(slip).toContainText('Kürk Mantolu Madonna');
  const number = (await slip.getByTestId('pos-slip-number').textContent())!;
  const found = await apiCall(page, admin, 'GET', `documents?type=posSale&q=${encodeURIComponent(number)}&limit=5&offset=0`);
  expect(found.items.find((d: { number: string }) => d.number === number).totals.grand).toBe('137.90');

  // Enter starts the next sale, the focus back in the scan field
  await press(page, 'Enter', 'Enter: new sale');
  await expect(page.getByTestId('pos-empty')).toBeVisible();
  await expect(page.getByTestId('pos-scan')).toBeFocused();
});

const cell = (page: Page, line: number, col: string) => page.locator(`[data-cell="${line}:${col}"]`);

// Passes alone and beside the other journeys, but in the whole run (after the specs before it in its slot) Tab from the
// saved invoice never reaches its lifecycle bar within 200 presses: not understood yet, so not claimed (see the note)
test.fixme('keyboard only, a sales invoice: a new form, the customer and two lines picked, Ctrl+S, then START and COMPLETE from the lifecycle bar', async ({
  page,
}) => {
  await signIn(page, 'muhasebe');
  await openPanel(page, '/fis/fatura/satis/yeni');
  const editor = page.getByTestId('receipt-editor');
  await expect(editor.getByTestId('receipt-status')).toHaveText('Taslak', { timeout: 30_000 });

  // the customer: typed into the picker, Enter takes the one hit
  await tabTo(page, '[data-testid="account-input"]', { max: 200 });
  await page.keyboard.type('Selin Arslan', { delay: 0 });
  await expect(page.locator('.bp6-popover .bp6-menu-item')).toHaveCount(1);
  await press(page, 'Enter', 'the customer picked');
  await expect(editor.getByTestId('account-input')).toHaveValue(/Selin Arslan/);
  // the warehouse: its select changes with the arrow keys
  await tabTo(page, 'select[name="warehouseId"]');
  await press(page, 'ArrowDown', 'a warehouse');
  await expect(editor.locator('select[name="warehouseId"]')).not.toHaveValue('');

  // two lines: the product by its code from the picker in the code cell, Enter to the quantity
  await tabTo(page, '[data-cell="0:code"]');
  await type(page, 'KRT0000001');
  await expect(cell(page, 0, 'quantity')).toBeFocused();
  await type(page, '3');
  for (let i = 0; i < 4; i++) await press(page, 'Enter', 'to the next line'); // price → multiplier → discount → VAT → next line
  await expect(cell(page, 1, 'code')).toBeFocused();
  await type(page, 'KRT0000002');
  await expect(cell(page, 1, 'quantity')).toBeFocused();
  await type(page, '2', 'Tab');
  await expect(editor.getByTestId('lines-grid')).toHaveAttribute('data-lines', '2');

  // the shortcut is announced on the button it stands for
  await expect(editor.getByTestId('save')).toHaveAttribute('aria-keyshortcuts', 'Control+S');
  await press(page, 'Control+s', 'Ctrl+S');
  await expect.poll(() => hashPath(page)).toMatch(/^\/fis\/fatura\/satis\/duzen\/\d+$/);
  const id = Number(hashPath(page).split('/').pop());
  const saved = page.locator(`[data-testid="receipt-editor"][data-doc-id="${id}"]`);
  await expect(saved.getByTestId('receipt-status')).toHaveText('Taslak');
  await expectFocusVisible(page, 'saved');

  // from wherever the saved page put the focus: through the side menu first when it wraps (a menu section other tests
  // opened stays open), as for the customer above
  await tabTo(page, `[data-doc-id="${id}"] [data-testid="event-START"]`, { max: 200 });
  await press(page, 'Enter', 'START');
  await expect(saved.getByTestId('receipt-status')).toHaveText('İşlemde');
  await tabTo(page, `[data-doc-id="${id}"] [data-testid="event-COMPLETE"]`);
  await press(page, 'Enter', 'COMPLETE');
  await expect(saved.getByTestId('receipt-status')).toHaveText('Tamamlandı');
  await expectFocusVisible(page, 'completed');
});

test('keyboard only at the library counter: a member’s card and a copy scanned, the loan confirmed, Next member back to the card', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  await putTeacherRules(page.request, token);
  const { member, copy } = await libraryMaker(page, token, 'member');
  const reader = await member('Klavyeli Okur');
  const book = await copy('Tutunamayanlar');

  await openPanel(page, '/kutuphane/odunc');
  await expect(page.getByTestId('lend-card')).toBeFocused();
  await expectFocusVisible(page, 'the counter opened');
  await type(page, reader.cardNumber);
  await expect(page.getByTestId('lend-member')).toContainText('Klavyeli Okur');
  await expect(page.getByTestId('lend-copy')).toBeFocused();
  await type(page, book.barcode);
  await expect(page.getByTestId('lend-line')).toContainText('Tutunamayanlar');
  await expect(page.getByTestId('counter-error')).toHaveCount(0);
  const loans = await apiCall(page, token, 'GET', `documents?type=loan&status=lent&limit=100&offset=0`);
  expect(loans.items.some((l: { memberId?: number; copyId?: number; snapshot?: { memberId: number } }) => JSON.stringify(l).includes(String(reader.id)))).toBe(
    true,
  );

  await tabTo(page, '[data-testid="lend-next"]');
  await press(page, 'Enter', 'Next member');
  await expect(page.getByTestId('lend-card')).toBeFocused();
});

test('keyboard only, the menu and the tabs: a section and a page from the side menu, a second tab, arrows between the tabs, Delete closes one', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openPanel(page, '/dashboard');
  const sidebar = page.getByTestId('sidebar');

  // a section of the side menu opened with Enter, then a page of it
  await tabTo(page, '[data-testid="sidebar"] [data-section]');
  const section = sidebar.locator('[data-section]').first();
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await press(page, 'Enter', 'the section opened');
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await press(page, 'Tab', 'into the section');
  const first = (await page.evaluate(() => document.activeElement?.getAttribute('href')))!;
  expect(first).toMatch(/^#\//);
  await press(page, 'Enter', 'the first page');
  await expect.poll(() => `#${hashPath(page)}`).toBe(first);
  await expectFocusVisible(page, 'the first page opened');

  // a second page from the same section
  await tabTo(page, `[data-testid="sidebar"] a[href="${first}"]`, { back: true, max: 200 });
  await press(page, 'Tab', 'the next link');
  const second = (await page.evaluate(() => document.activeElement?.getAttribute('href')))!;
  await press(page, 'Enter', 'the second page');
  await expect.poll(() => `#${hashPath(page)}`).toBe(second);
  const tabs = page.getByTestId('open-tabs');
  await expect(tabs.getByRole('tab')).toHaveCount(2);

  // the tab list: the arrows move between the tabs and open them, Delete closes the one with the focus
  await tabTo(page, `[data-testid="open-tabs"] [role="tab"][data-path="${second.slice(1)}"]`, { max: 200 });
  await press(page, 'ArrowLeft', 'the tab before');
  await expect(tabs.locator(`[role="tab"][data-path="${first.slice(1)}"]`)).toBeFocused();
  await expect.poll(() => `#${hashPath(page)}`).toBe(first);
  await press(page, 'ArrowRight', 'the tab after');
  await expect.poll(() => `#${hashPath(page)}`).toBe(second);
  await press(page, 'Delete', 'the tab closed');
  await expect(tabs.getByRole('tab')).toHaveCount(1);
  await expect.poll(() => `#${hashPath(page)}`).toBe(first);
  await expect(tabs.locator(`[role="tab"][data-path="${first.slice(1)}"]`)).toBeFocused();
});
