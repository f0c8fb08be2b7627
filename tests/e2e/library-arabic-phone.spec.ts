import { APP_ROUTES } from '../../machines/routes';
import { asArabicPhone, expectArabicPhonePages } from './arabic-phone';
import { apiCall, signIn } from './helpers';
import { expect, test } from './kept-page';

/**
 * Every screen of the library, the institutions, the second-hand books and the set products, in Arabic on a phone
 * (issue #18's quality bar): each page without {id} opens by its link, right to left, titled in Arabic, without an
 * error, and nothing runs off the side of a 390-pixel screen; a member's, a title's and an institution's page too.
 */
const PREFIXES = ['/kutuphane', '/kurum', '/sahaf', '/kbsets', '/okuyucu/ayarlar'];
const listed = APP_ROUTES.filter((r) => PREFIXES.some((p) => r.path.startsWith(p)) && !r.path.includes('{id}'));

test('every library, institution, second-hand and set screen opens in Arabic on a phone: right to left, titled in Arabic, nothing wider than the screen', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await asArabicPhone(page);
  const token = await signIn(page, 'admin');
  const school = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Arapça Okul ${Date.now()}`, kind: 'customer' });
  const member = await apiCall(page, token, 'POST', 'library/members', {
    cardNumber: `AR${Date.now() % 1_000_000}`,
    name: 'عضو تجريبي',
    category: 'student',
    institutionAccountId: school.id,
  });
  const [title] = (await apiCall(page, token, 'GET', 'products?limit=1')).items as { id: number }[];
  const route = (pattern: string) => APP_ROUTES.find((r) => r.path === pattern)!;
  const pages = [
    ...listed.map((r) => ({ path: r.path, route: r })),
    { path: `/kutuphane/duzen/${member.id}`, route: route('/kutuphane/duzen/{id}') },
    { path: `/kutuphane/kopya/${title!.id}`, route: route('/kutuphane/kopya/{id}') },
    { path: `/kurum/takip/${school.id}`, route: route('/kurum/takip/{id}') },
  ];
  expect(listed.map((r) => r.path)).toEqual(expect.arrayContaining(['/kutuphane/fisler', '/kutuphane/fisler/yeni', '/kurum/takip', '/kbsets/dagitim/yeni']));

  await expectArabicPhonePages(page, pages);
});
