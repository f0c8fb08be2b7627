import { APP_ROUTES } from '../../machines/routes';
import { asArabicPhone, expectArabicPhonePages } from './arabic-phone';
import { apiCall, signIn } from './helpers';
import { test } from './kept-page';

/**
 * The recurring services and unit tracking pages in Arabic on a phone: each opens by its link, right to left, titled
 * in Arabic, without an error, and nothing runs off the side of a 390-pixel screen.
 */
const route = (path: string) => APP_ROUTES.find((r) => r.path === path)!;

test('the services and unit tracking pages open in Arabic on a phone: right to left, titled in Arabic, nothing wider than the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await asArabicPhone(page);
  const token = await signIn(page, 'admin');
  const account = (await apiCall(page, token, 'GET', 'accounts?limit=1')).items[0];
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  const service = await apiCall(page, token, 'POST', 'services', {
    accountId: account.id,
    productId: product.id,
    name: `E2E Arapça servis ${Date.now()}`,
    price: '80',
    vatRate: 20,
    period: 'yearly',
    startDate: '2030-01-01',
  });
  const doc = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: account.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '10', vatRate: 20 }],
  });
  await expectArabicPhonePages(page, [
    { path: '/cari/servisler', route: route('/cari/servisler') },
    { path: '/cari/servisler/yeni', route: route('/cari/servisler/yeni') },
    { path: `/cari/servisler/duzen/${service.id}`, route: route('/cari/servisler/duzen/{id}') },
    { path: '/fis/birimtakip', route: route('/fis/birimtakip') },
    { path: `/fis/birimtakip/${doc.id}`, route: route('/fis/birimtakip/{id}') },
  ]);
});
