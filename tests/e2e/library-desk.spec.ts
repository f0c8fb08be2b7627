import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';

/** The library's desk beyond the counter (issue #18): a title's holds queue on its copies page, and the overdue notices. */

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const code = (p: string) => `${p}${Date.now() % 1_000_000}${++seq}`;

async function library(page: Page, token: string) {
  const member = (name: string) => apiCall(page, token, 'POST', 'library/members', { cardNumber: code('DSK'), name, category: 'member' });
  const locations = await apiCall(page, token, 'GET', 'locations');
  const copy = async (title: string) => {
    const product = await apiCall(page, token, 'POST', 'products', {
      name: `${title} ${code('')}`,
      unit: 'ADET',
      vatRate: 0,
      price: '10.00',
      locationId: locations.items[0].id,
    });
    return apiCall(page, token, 'POST', 'library/copies', { productId: product.id, barcode: code('D'), itemType: 'book' });
  };
  return { member, copy };
}

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
