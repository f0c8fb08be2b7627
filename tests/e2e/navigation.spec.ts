import { expect, test } from './kept-page';
import { expectedMenuLinks, hashPath, openPanel, sidebarLinks, signIn, USERS, type UserKey } from './helpers';

test.describe('menu and route guard by role', () => {
  for (const user of ['admin', 'kasa', 'muhasebe', 'denetci'] as UserKey[]) {
    test(`${user} sees exactly the menu navigation.ts allows`, async ({ page }) => {
      await signIn(page, user);
      await openPanel(page);
      expect(await sidebarLinks(page)).toEqual(expectedMenuLinks(USERS[user].roles));
      // every role's menu holds the notes list: the note button shows
      await expect(page.getByTestId('note-button')).toBeVisible();
    });
  }

  test('the note button shows only when the menu holds /not/list (spec §2)', async ({ page }) => {
    await signIn(page, 'kasa');
    type Item = { mn_link: string; mn_subs: Item[] };
    const withoutNotes = (items: Item[]): Item[] =>
      items.filter((i) => i.mn_link !== '/not/list').map((i) => ({ ...i, mn_subs: withoutNotes(i.mn_subs ?? []) }));
    await page.route('**/api/menu', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { response: withoutNotes(body.response) } });
    });
    await openPanel(page);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('note-button')).toHaveCount(0);
  });

  test('a route the roles do not allow goes to /401', async ({ page }) => {
    await signIn(page, 'kasa');
    await page.goto('/#/stok/list');
    await expect.poll(() => hashPath(page)).toBe('/401');
    await expect(page.getByTestId('unauthorized')).toBeVisible();
    await expect(page).toHaveTitle('Yetkisiz Erişim - Defter');
  });

  test('/ goes to /dashboard, an unknown path to /404, /redirect/<path> to <path>', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/');
    await expect.poll(() => hashPath(page)).toBe('/dashboard');
    await expect(page).toHaveTitle('Ana Sayfa - Defter');
    await page.goto('/#/no/such/page');
    await expect.poll(() => hashPath(page)).toBe('/404');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/#/redirect/kasa/list');
    await expect.poll(() => hashPath(page)).toBe('/kasa/list');
    await expect(page).toHaveTitle('Kasa Listesi - Defter');
  });

  test('pages are lazy chunks, a progress bar runs while navigating, links are real anchors', async ({ page, context }) => {
    await signIn(page, 'admin');
    await openPanel(page);
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/') && chunks.push(r.url()));
    await page.getByTestId('sidebar').locator('[data-section]').first().click();
    const link = page.getByTestId('sidebar').locator('a[href="#/stok/list"]');
    await expect(link).toHaveAttribute('href', '#/stok/list');
    await link.click();
    await expect(page.getByTestId('nav-progress')).toBeAttached();
    await expect(page.locator('[data-route="/stok/list"]')).toBeVisible();
    expect(chunks.some((u) => /StokPages-.*\.js$/.test(u))).toBe(true);

    // a middle-click opens the link's target in a new tab
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('sidebar').locator('a[href="#/stok/kategori"]').click({ button: 'middle' }),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).hash).toBe('#/stok/kategori');
    await popup.close();
  });
});

test('the built app: its scripts come Brotli-compressed, the same bytes as plain, kept a year; the page is asked for every time', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)">/.exec(await page.text())?.[1];
  expect(script).toBeTruthy();
  const br = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await br.body()).equals(await plain.body())).toBe(true);
  expect(Number(plain.headers()['content-length'])).toBeGreaterThan(10_000);
});
