import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { libraryMaker, putTeacherRules } from './library-setup';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/** The library's counter (issue #18): the data through the API, the screens as the librarian uses them, by the keyboard. */

const inDays = (n: number) => addDays(businessDay(new Date()), n);

async function setUp(page: Page, token: string) {
  await putTeacherRules(page.request, token);
  return libraryMaker(page, token, 'teacher');
}

test('the counter: a member at the limit is refused, a held copy goes to its holder, an overdue return shows its fine and the holds shelf', async ({
  page,
}) => {
  const token = await signIn(page, 'muhasebe');
  const { member, copy } = await setUp(page, token);
  const atLimit = await member('Sınırda Öğretmen');
  const holder = await member('Ayırtan Öğretmen');
  const late = await member('Geciken Öğretmen');
  const [first, second, held, overdue] = [await copy('Nutuk'), await copy('Çalıkuşu'), await copy('Sinekli Bakkal'), await copy('Kuyucaklı Yusuf')];
  await apiCall(page, token, 'POST', 'library/lend', { cardNumber: atLimit.cardNumber, barcode: first.barcode });
  // the held copy: lent, the holder waits, then it comes back onto the holds shelf for them
  await apiCall(page, token, 'POST', 'library/lend', { cardNumber: late.cardNumber, barcode: held.barcode });
  await apiCall(page, token, 'POST', 'library/holds', { memberId: holder.id, productId: held.productId });
  await apiCall(page, token, 'POST', 'library/return', { barcode: held.barcode });
  // an overdue loan of five days, two beyond the grace days: 5 × 1,25
  await apiCall(page, token, 'POST', 'documents', {
    type: 'loan',
    event: 'LEND',
    memberId: late.id,
    copyId: overdue.id,
    date: inDays(-20),
    dueDate: inDays(-5),
  });
  await apiCall(page, token, 'POST', 'library/holds', { memberId: atLimit.id, productId: overdue.productId });

  await openPanel(page, '/kutuphane/odunc');
  const screen = page.getByTestId('library-lend');
  await page.getByTestId('lend-card').fill(atLimit.cardNumber);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lend-member')).toContainText('Sınırda Öğretmen');
  await expect(page.getByTestId('lend-copy')).toBeFocused();
  await page.keyboard.type(second.barcode);
  await page.keyboard.press('Enter');
  await expect(screen.getByTestId('counter-error')).toHaveText('Üye ödünç alma sınırına ulaştı.');

  await page.getByTestId('lend-next').click();
  await expect(page.getByTestId('lend-card')).toBeFocused();
  await page.keyboard.type(holder.cardNumber);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lend-copy')).toBeFocused();
  await page.keyboard.type(held.barcode);
  await page.keyboard.press('Enter');
  const due = inDays(14);
  await expect(page.getByTestId('lend-line')).toContainText(`${due.slice(8, 10)}.${due.slice(5, 7)}.${due.slice(0, 4)}`);
  await expect(screen.getByTestId('counter-error')).toHaveCount(0);

  await page.goto('/#/kutuphane/iade');
  await expect(page.getByTestId('return-copy')).toBeFocused();
  await page.keyboard.type(overdue.barcode);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('return-fine')).toContainText('5 gün gecikme');
  await expect(page.getByTestId('return-fine')).toContainText('6,25');
  await expect(page.getByTestId('return-hold')).toContainText('Ayırtma rafına koyun: Sınırda Öğretmen');
  await page.keyboard.type(overdue.barcode);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('counter-error')).toHaveText('Bu kopya ödünçte değil.');

  await page.goto(`/#/kutuphane/duzen/${late.id}`);
  await expect(page.getByTestId('member-fines-total')).toContainText('6,25');
});

test('in Arabic on a phone: the loans list reads right to left and filters overdue loans', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signIn(page, 'muhasebe');
  await setCookie(page, 'lang', 'ar');
  const { member, copy } = await setUp(page, token);
  const reader = await member('قارئ');
  const book = await copy('Tutunamayanlar');
  await apiCall(page, token, 'POST', 'documents', {
    type: 'loan',
    event: 'LEND',
    memberId: reader.id,
    copyId: book.id,
    date: inDays(-30),
    dueDate: inDays(-2),
  });
  await openPanel(page, '/kutuphane/odunc/list');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('loans-status').selectOption('overdue');
  await page.getByTestId('loans-search').fill(book.barcode);
  const row = page.getByTestId('loan-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'overdue');
  await expect(row).toContainText('متأخر');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('the loan rules matrix saves a cell, and the member form names a card number already taken', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const { member } = await setUp(page, token);
  const taken = await member('İlk Üye');
  await openPanel(page, '/kutuphane/ayar');
  const rows = page.getByTestId('rule-row');
  await expect(rows).toHaveCount(2);
  await page.getByTestId('rules-add').click();
  await expect(rows).toHaveCount(3);
  await rows.nth(2).getByLabel('Ödünç günü').fill('21');
  await page.getByTestId('rules-save').click();
  await expect(page.getByTestId('rules-saved')).toBeVisible();
  const rules = await apiCall(page, token, 'GET', 'library/rules');
  expect(rules.cells).toEqual(expect.arrayContaining([expect.objectContaining({ memberCategory: 'student', itemType: 'book', loanDays: 21 })]));

  await page.goto('/#/kutuphane/yeni');
  await page.locator('input[name="cardNumber"]').fill(taken.cardNumber);
  await page.locator('input[name="name"]').fill('İkinci Üye');
  await page.getByTestId('member-form').locator('button[type="submit"]').click();
  await expect(page.getByTestId('member-form')).toContainText('Bu kart numarası başka bir üyede.');
});
