import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';

/** The reader area (/okuyucu, issue #18) on a phone: the catalogue without a staff log-in, a title, a member's sign-in and renewal; its settings in the panel. */

let seq = 0;
const code = (p: string) => `${p}${Date.now() % 1_000_000}${++seq}`;

test('on a phone a reader searches, opens a title, signs in with card and PIN and renews; in Arabic right to left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signIn(page, 'admin');
  const member = await apiCall(page, token, 'POST', 'library/members', { cardNumber: code('OKR'), name: 'Okur Deneme', category: 'member', pin: '4321' });
  const copies = await apiCall(page, token, 'GET', 'library/copies');
  const copy = copies.items.find((c: { title: string; status: string }) => c.title === 'Tutunamayanlar' && c.status === 'free');
  await apiCall(page, token, 'POST', 'library/lend', { cardNumber: member.cardNumber, barcode: copy.barcode });
  // the reader has no staff session
  await page.context().clearCookies();

  await page.goto('/#/okuyucu/urunarama');
  await expect(page.getByTestId('reader-library')).toHaveText('Demo Kitabevi');
  await expect(page.getByTestId('app-layout')).toHaveCount(0);
  await expect(page.getByTestId('reader-home')).toContainText('Hafta içi');
  await page.getByRole('searchbox').fill('OGUZ atay');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('reader-count')).toHaveText('1 eser bulundu');
  await page.getByRole('link', { name: 'Tutunamayanlar' }).click();
  await expect(page.getByTestId('reader-title')).toHaveText('Tutunamayanlar');
  await expect(page.getByTestId('reader-copies')).toContainText('Ödünçte · İade tarihi');
  await expect(page.getByTestId('reader-copies')).not.toContainText('Okur Deneme');
  // nothing of the page is wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('link', { name: 'Ayırtmak için kartınızla giriş yapın' }).click();
  await page.getByLabel('Kart numarası').fill(member.cardNumber);
  await page.getByLabel('PIN').fill('0000');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByTestId('reader-signin-error')).toHaveText('Kart numarası veya PIN hatalı.');
  await page.getByLabel('PIN').fill('4321');
  await page.getByLabel('PIN').press('Enter');
  await expect(page.getByTestId('reader-member')).toHaveText('Okur Deneme');
  const due = await page.getByTestId('reader-due').textContent();
  await page.getByRole('button', { name: 'Süre uzat' }).click();
  await expect(page.getByTestId('reader-renewal')).toContainText('Süre uzatıldı');
  await expect(page.getByTestId('reader-due')).not.toHaveText(due!);

  // Arabic: right to left, the reader's words, the session kept in this tab
  await setCookie(page, 'lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تمديد' })).toBeVisible();
  await page.getByRole('button', { name: 'تمديد' }).click();
  await expect(page.getByTestId('reader-renewal')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the library’s manager sets what the reader area shows: notices and fields, and the reader sees them', async ({ page }) => {
  await signIn(page, 'admin');
  await openPanel(page, '/okuyucu/ayarlar');
  const notice = `Kapalıyız ${code('')}`;
  await page.getByLabel('Duyurular').fill(notice);
  await page.getByRole('checkbox', { name: 'Raf' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Okuyucu sayfası ayarları kaydedildi.')).toBeVisible();

  // as the settings page's link does: the reader area in a page of its own
  await page.goto('about:blank');
  await page.goto('/#/okuyucu/urunarama?q=madonna');
  await expect(page.getByTestId('reader-home')).toContainText(notice);
  await page.getByRole('link', { name: 'Kürk Mantolu Madonna', exact: true }).click();
  await expect(page.getByTestId('reader-copies')).toContainText('Rafta');
  await expect(page.getByTestId('reader-copies')).not.toContainText('A-01');

  const token = await signIn(page, 'admin');
  const settings = await apiCall(page, token, 'GET', 'library/reader-settings');
  const back = await page.request.fetch('/api/library/reader-settings', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    data: { ...settings, notices: '', fields: ['author', 'isbn', 'subject', 'publisher', 'location', 'dueDate'] },
  });
  expect(back.status()).toBe(200);
});
