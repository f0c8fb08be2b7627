import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { libraryMaker, uniqueCode } from './library-setup';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/** The library's desk beyond the counter (issue #18): a title's holds queue on its copies page, and the overdue notices. */

const inDays = (n: number) => addDays(businessDay(new Date()), n);

const library = (page: Page, token: string) => libraryMaker(page, token, 'member');

test('a title’s copies page shows its holds queue with each place: the staff place a hold by card number and cancel one', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const { member, copy } = await library(page, token);
  const lent = await copy('Aşk-ı Memnu');
  const [borrower, first, second] = [await member('Ödünç Alan Üye'), await member('Birinci Sıra'), await member('İkinci Sıra')];
  await apiCall(page, token, 'POST', 'library/lend', { cardNumber: borrower.cardNumber, barcode: lent.barcode });
  await apiCall(page, token, 'POST', 'library/holds', { memberId: first.id, productId: lent.productId });

  await openPanel(page, `/kutuphane/kopya/${lent.productId}`);
  const holds = page.getByTestId('title-holds');
  await expect(holds.getByTestId('title-hold-row')).toHaveCount(1);
  await holds.getByTestId('title-hold-card').fill(second.cardNumber.toLowerCase());
  await holds.getByTestId('title-hold-place').click();
  const rows = holds.getByTestId('title-hold-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Birinci Sıra');
  await expect(rows.nth(0).locator('td').first()).toHaveText('1');
  await expect(rows.nth(1)).toContainText('İkinci Sıra');
  await expect(rows.nth(1).locator('td').first()).toHaveText('2');

  // a second hold of the same member is refused by the server, in the user's language
  await holds.getByTestId('title-hold-card').fill(second.cardNumber);
  await holds.getByTestId('title-hold-place').click();
  await expect(holds.getByTestId('title-hold-error')).toHaveText('Üyenin bu eser için zaten bir ayırtması var.');
  await expect(rows).toHaveCount(2);

  // cancelling the first moves the second up to the first place
  await rows.nth(0).getByTestId('title-hold-cancel').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('İkinci Sıra');
  await expect(rows.nth(0).locator('td').first()).toHaveText('1');
  await expect(holds.getByTestId('title-hold-error')).toHaveCount(0);

  // an unknown card is named as such
  await holds.getByTestId('title-hold-card').fill('YOK-BOYLE-KART');
  await holds.getByTestId('title-hold-place').click();
  await expect(holds.getByTestId('title-hold-error')).toHaveText('Bu kart numarasıyla üye bulunamadı.');
});

test('overdue notices: one per member with their overdue titles, due dates, days late and fine so far, each on a page of its own in print', async ({
  page,
}) => {
  const token = await signIn(page, 'muhasebe');
  const { member, copy } = await library(page, token);
  const late = await member('Geciken Okur');
  const other = await member('Öteki Geciken');
  const [a, b, c] = [await copy('Tutunamayanlar'), await copy('Saatleri Ayarlama Enstitüsü'), await copy('İnce Memed')];
  const lendLate = (memberId: number, copyId: number, days: number) =>
    apiCall(page, token, 'POST', 'documents', { type: 'loan', event: 'LEND', memberId, copyId, date: inDays(-days - 14), dueDate: inDays(-days) });
  await lendLate(late.id, a.id, 10);
  await lendLate(late.id, b.id, 2);
  await lendLate(other.id, c.id, 4);

  await openPanel(page, '/kutuphane/odunc/list');
  await page.getByTestId('overdue-notices-open').click();
  const notice = page.locator(`[data-testid="overdue-notice"][data-member="${late.cardNumber}"]`);
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('overdue-notice-loan')).toHaveCount(2);
  await expect(notice).toContainText('Tutunamayanlar');
  await expect(notice).toContainText('Saatleri Ayarlama Enstitüsü');
  await expect(notice).not.toContainText('İnce Memed');
  await expect(notice.getByTestId('overdue-notice-loan').filter({ hasText: 'Tutunamayanlar' }).locator('td').nth(3)).toHaveText('10');

  await page.emulateMedia({ media: 'print' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Tutunamayanlar');
  await expect(page.getByTestId('overdue-notices-print')).toBeHidden();
  await expect(page.getByTestId('loans-status')).toBeHidden();
  await expect(page.locator('.defter-sidebar')).toBeHidden();
  expect(await notice.evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
  await page.emulateMedia({ media: 'screen' });
});

test('a library receipt takes a member’s fines and a fee into a cash account; the member’s page shows what is paid and still owed, and more is refused', async ({
  page,
}) => {
  const token = await signIn(page, 'muhasebe');
  const rules = async (finePerDay: string) => {
    const put = await page.request.fetch('/api/library/rules', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      data: {
        defaultRule: { loanDays: 14, graceDays: 0, maxLoans: 5, maxRenewals: 3, holdsAllowed: true, finePerDay, fineCap: '50.00' },
        cells: [],
        holdExpiryDays: 7,
      },
    });
    expect(put.status(), await put.text()).toBe(200);
  };
  await rules('1.00');
  const { copy } = await library(page, token);
  const account = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Okur ${Date.now()}`, kind: 'customer' });
  const member = await apiCall(page, token, 'POST', 'library/members', {
    cardNumber: uniqueCode('FIS'),
    name: 'Cezalı Okur',
    category: 'member',
    accountId: account.id,
  });
  const late = await copy('Yaban');
  await apiCall(page, token, 'POST', 'documents', {
    type: 'loan',
    event: 'LEND',
    memberId: member.id,
    copyId: late.id,
    date: inDays(-19),
    dueDate: inDays(-5),
  });
  await apiCall(page, token, 'POST', 'library/return', { barcode: late.barcode });
  await rules('0.00');

  await openPanel(page, '/kutuphane/fisler');
  await page.getByTestId('new-library-receipt').click();
  const form = page.locator('.defter-page-slot:not([hidden])').getByTestId('library-receipt-form');
  await form.getByTestId('library-receipt-card').fill(member.cardNumber);
  await form.getByTestId('library-receipt-find').click();
  await expect(form.getByTestId('library-receipt-owed')).toContainText('5,00');
  await form.locator('input[name="fines"]').fill('3');
  await form.locator('input[name="fees"]').fill('2,50');
  await form.locator('select[name="cashAccountId"]').selectOption({ index: 1 });
  await expect(form.getByTestId('library-receipt-total')).toContainText('5,50');
  await form.getByTestId('library-receipt-save').click();
  await expect(page).toHaveURL(/#\/kutuphane\/fisler\/duzen\/\d+$/);
  const saved = page.locator('.defter-page-slot:not([hidden])').getByTestId('library-receipt-form');
  await saved.getByTestId('library-receipt-complete').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');

  await openPanel(page, `/kutuphane/duzen/${member.id}`);
  await expect(page.getByTestId('member-fines-paid')).toContainText('3,00');
  await expect(page.getByTestId('member-fines-owed')).toContainText('2,00');
  await expect(page.getByTestId('member-fees-paid')).toContainText('2,50');

  // a second receipt for more than is owed: refused by the rule
  await openPanel(page, '/kutuphane/fisler/yeni');
  const again = page.locator('.defter-page-slot:not([hidden])').getByTestId('library-receipt-form');
  await again.getByTestId('library-receipt-card').fill(member.cardNumber);
  await again.getByTestId('library-receipt-find').click();
  await expect(again.getByTestId('library-receipt-owed')).toContainText('2,00');
  await again.locator('input[name="fines"]').fill('2,01');
  await again.locator('select[name="cashAccountId"]').selectOption({ index: 1 });
  await again.getByTestId('library-receipt-save').click();
  await expect(again.getByTestId('library-receipt-error')).toContainText('Üyenin ödenmemiş cezasından fazlası alınamaz.');
});

test('the institutions page lists a school with its members and overdue loans, and opens it', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const { member, copy } = await library(page, token);
  const school = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Kurum Lisesi ${Date.now()}`, kind: 'customer' });
  const link = (name: string) =>
    apiCall(page, token, 'POST', 'library/members', { cardNumber: uniqueCode('KUR'), name, category: 'student', institutionAccountId: school.id });
  const [pupil] = [await link('Kurumlu Öğrenci'), await link('Kurumlu Öğrenci İki'), await member('Kurumsuz Okur')];
  const late = await copy('Kuyucaklı Yusuf');
  await apiCall(page, token, 'POST', 'documents', { type: 'loan', event: 'LEND', memberId: pupil.id, copyId: late.id, date: inDays(-20), dueDate: inDays(-3) });

  await openPanel(page, '/kurum/takip');
  const row = page.locator(`[data-testid="institution-row"][data-account="${school.id}"]`);
  await expect(row).toContainText(school.name);
  await expect(row.locator('td').nth(1)).toHaveText('2');
  await expect(row.locator('td').nth(3)).toHaveText('1');
  await row.getByRole('link', { name: school.name }).click();
  const one = page.locator('.defter-page-slot:not([hidden])').getByTestId('institution');
  await expect(one.getByTestId('institution-members')).toContainText('Kurumlu Öğrenci İki');
  await expect(one.getByTestId('institution-members')).not.toContainText('Kurumsuz Okur');
  await expect(one.locator('[data-testid="institution-loan"][data-status="overdue"]')).toContainText('Kuyucaklı Yusuf');
  await expect(one.getByTestId('institution-balance')).toBeVisible();
});
