import { APP_ROUTES } from '../../machines/routes';
import { asArabicPhone, expectArabicPhonePages } from './arabic-phone';
import { apiCall, signIn } from './helpers';
import { expect, test } from './kept-page';

/**
 * Every screen of cash and bank, cheques and notes, and the instalments, in Arabic on a phone (issue #15's quality
 * bar): each page opens by its link, right to left, titled in Arabic, without an error, and nothing runs off the side
 * of a 390-pixel screen. A document's page is opened on a document made through the API.
 */
const GROUPS = ['kasa', 'ceksenet'];
const listed = APP_ROUTES.filter((r) => (GROUPS.includes(r.group) || r.path === '/cari/acik') && !r.path.includes('{id}'));

test('every cash, bank, cheque and instalment screen opens in Arabic on a phone: right to left, titled in Arabic, nothing wider than the screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await asArabicPhone(page);
  const token = await signIn(page, 'admin');
  const customer = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Arapça Ekran ${Date.now()}`, kind: 'customer' });
  const cheque = await apiCall(page, token, 'POST', 'documents', { type: 'receivedCheque', accountId: customer.id, amount: '75', dueDate: '2030-01-15' });
  const [box] = (await apiCall(page, token, 'GET', 'cash-accounts')).items as { id: number }[];
  const voucher = await apiCall(page, token, 'POST', 'documents', { type: 'collection', accountId: customer.id, cashAccountId: box!.id, amount: '40' });
  const pages = [
    ...listed.map((r) => ({ path: r.path, route: r })),
    { path: `/ceksenet/cekgiris/duzen/${cheque.id}`, route: APP_ROUTES.find((r) => r.path === '/ceksenet/cekgiris/duzen/{id}')! },
    { path: `/kasa/tahsilat/duzen/${voucher.id}`, route: APP_ROUTES.find((r) => r.path === '/kasa/tahsilat/duzen/{id}')! },
  ];
  expect(pages.length).toBeGreaterThan(20);

  await expectArabicPhonePages(page, pages);
});
