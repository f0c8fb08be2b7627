import { devices, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiCall, apiLogin, openPanel, setCookie, setTokenCookie } from './helpers';
import { expect, test } from './kept-page';

/**
 * The dealers' shop (/magaza, issue #31) on a phone: a dealer signs in, finds a product, orders it with a campaign and
 * pays by card through the sandbox bank's 3-D Secure page; a declined card leaves the order unpaid and no collection,
 * the approved one pays it and the collection lands on the dealer's account, both seen in the panel. Everything the
 * test needs (virtual POS, delivery option, products, campaign, dealer) is its own, on the demo company.
 */
const phone = devices['Pixel 7'];
test.use({ viewport: { width: 360, height: 780 }, userAgent: phone.userAgent, deviceScaleFactor: phone.deviceScaleFactor, isMobile: true, hasTouch: true });

const run = Date.now().toString(36);
const PASSWORD = 'bayi-e2e-1234';
const ar = JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as { storefront: Record<string, unknown> };
const arabic = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ar.storefront) as string;

async function put(page: Page, token: string, path: string, data: unknown) {
  const res = await page.request.put(`/api/${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).response;
}

/** The shop open for card payments through the sandbox bank, a product with a 10 % campaign, and a dealer of its own. */
async function shopWithDealer(page: Page, name: string) {
  const admin = await apiLogin(page.request, 'admin@demo.test');
  const bank = await apiCall(page, admin, 'POST', 'cash-accounts', { kind: 'bank', name: `Mağaza POS ${name}`, currency: 'TRY' });
  const { secretKeySet: _, ...pos } = await apiCall(page, admin, 'GET', 'virtual-pos-settings');
  await put(page, admin, 'virtual-pos-settings', { ...pos, provider: 'sandbox', mode: 'test', bankAccountId: bank.id });
  const settings = await apiCall(page, admin, 'GET', 'b2b/settings');
  await put(page, admin, 'b2b/settings', { ...settings, cardOffered: true, onAccountOffered: true, minimumOrder: '0.00', pricesWithVat: false });
  const cargo = await apiCall(page, admin, 'POST', 'b2b/cargo-options', { name: `Kargo ${name}`, price: '30.00' });
  const location = (await apiCall(page, admin, 'GET', 'locations')).items[0].id as number;
  const product = await apiCall(page, admin, 'POST', 'products', {
    name: `Bayi Atlas ${name}`,
    unit: 'ADET',
    vatRate: 20,
    price: '150.00',
    priceIncludesVat: true,
    locationId: location,
  });
  await apiCall(page, admin, 'POST', 'campaigns', {
    name: `Bayi %10 ${name}`,
    kind: 'percent',
    scope: 'product',
    productIds: [product.id],
    percent: '10',
    channel: 'shop',
  });
  const account = await apiCall(page, admin, 'POST', 'accounts', { kind: 'customer', name: `Bayi Kitabevi ${name}` });
  const email = `bayi-${name}@e2e.test`;
  await put(page, admin, `b2b/dealers/${account.id}`, { email, password: PASSWORD });
  const contentPage = await apiCall(page, admin, 'POST', 'b2b/content-pages', {
    title: `Satış sözleşmesi ${name}`,
    slug: `sozlesme-${name}`,
    language: 'tr',
    body: '<p>Teslimat <strong>üç iş günü</strong> içindedir.</p><script>alert(1)</script>',
    published: true,
  });
  return { admin, cargo, product, account, email, contentPage };
}

async function signInAsDealer(page: Page, email: string) {
  await page.goto('/#/magaza');
  await page.locator('#shop-email').fill(email);
  await page.locator('#shop-password').fill(PASSWORD);
  await page.locator('#shop-password').press('Enter');
  await expect(page.getByTestId('shop-dealer')).toBeVisible();
}

const noWiderThanPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** The card's fields, then the sandbox bank's 3-D Secure page with its SMS code. */
async function payAtBank(page: Page, number: string) {
  await page.getByLabel('Kart üzerindeki ad').fill('Bayi Kitabevi');
  await page.getByLabel('Kart numarası').fill(number);
  await page.getByLabel('Ay (AA)').fill('12');
  await page.getByLabel('Yıl (YYYY)').fill('2030');
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
}
async function confirmSms(page: Page) {
  await page.locator('input[name="code"]').fill('283126');
  await page.getByRole('button', { name: 'Onayla' }).click();
}

test('on a phone a dealer orders with a campaign and pays by card through 3-D Secure: declined leaves it unpaid, approved pays it, and the panel shows both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shop = await shopWithDealer(page, run);
  await signInAsDealer(page, shop.email);
  await expect(page.getByTestId('app-layout')).toHaveCount(0);
  // the shop's content pages, cleaned by the server
  await page.getByRole('link', { name: `Satış sözleşmesi ${run}` }).click();
  await expect(page.getByTestId('shop-page-title')).toHaveText(`Satış sözleşmesi ${run}`);
  await expect(page.locator('.shop-content strong')).toHaveText('üç iş günü');
  await expect(page.locator('.shop-content script')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ürünler' }).click();

  // the server's Turkish-aware search: "atlas" lower case, the price without VAT the Turkish way
  await page.getByRole('searchbox').fill(`bayi atlas ${run}`);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('shop-count')).toHaveText('1 ürün bulundu');
  await expect(page.getByTestId('shop-price')).toHaveText('125,00 TL + KDV (%20)');
  await noWiderThanPhone(page);
  await page
    .getByRole('link', { name: `Bayi Atlas ${run}` })
    .first()
    .click();
  await expect(page.getByTestId('shop-product-name')).toHaveText(`Bayi Atlas ${run}`);
  await page.locator('#shop-quantity').fill('2');
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  await page.getByRole('link', { name: 'Sepete git' }).click();

  // the campaign as it will be charged: 2 × 150,00 with VAT in it, 10 % off
  await expect(page.getByTestId('shop-campaign')).toContainText(`Bayi %10 ${run}`);
  await expect(page.getByTestId('shop-campaign')).toContainText('30,00 TL');
  await expect(page.getByTestId('shop-grand')).toHaveText('270,00 TL');
  await page.locator('#shop-address').fill('Kızılay, Ankara');
  // its own delivery option (other specs add theirs to the demo's shop)
  await page.getByLabel(`Kargo ${run}`, { exact: false }).check({ force: true });
  await expect(page.getByTestId('shop-cargo-price')).toHaveText('30,00 TL');
  await page.getByLabel('Kredi kartı').check({ force: true });
  await payAtBank(page, '4111 1111 1111 1129');
  await noWiderThanPhone(page);
  // a double click places one order
  await page.getByRole('button', { name: 'Siparişi ver' }).dblclick();

  // the sandbox bank declines the card
  await confirmSms(page);
  await expect(page.getByTestId('shop-payment-outcome')).toHaveText('Kart ödemesi gerçekleşmedi; sipariş ödenmedi. Başka bir kartla yeniden deneyebilirsiniz.');
  await expect(page.getByTestId('shop-payment-state')).toHaveText('Kart ödemesi bekleniyor');
  await expect(page.getByTestId('shop-amount-due')).toHaveText('300,00 TL');
  const documentId = Number(/\/magaza\/siparis\/(\d+)/.exec(page.url())![1]);
  const number = (await page.getByTestId('shop-order-number').textContent())!.replace('Sipariş ', '');
  const moves = async () =>
    (await apiCall(page, shop.admin, 'GET', `accounts/${shop.account.id}/statement`)).rows as { documentType: string | null; credit: string }[];
  expect((await moves()).filter((r) => r.documentType === 'collection')).toEqual([]);
  const orders = (await apiCall(page, shop.admin, 'GET', 'b2b/orders')).items.filter((o: { accountId: number }) => o.accountId === shop.account.id);
  expect(orders).toMatchObject([{ documentId, paymentState: 'awaitingCard' }]);

  // tried again with the approved card: paid
  await payAtBank(page, '5528790000000008');
  await page.getByRole('button', { name: 'Kartla öde' }).click();
  await confirmSms(page);
  await expect(page.getByTestId('shop-payment-outcome')).toHaveText('Ödemeniz alındı; sipariş ödendi.');
  await expect(page.getByTestId('shop-payment-state')).toHaveText('Ödendi');
  await page.getByRole('link', { name: 'Siparişlerim' }).click();
  await expect(page.getByTestId('shop-orders')).toContainText(`Sipariş ${number}`);
  await expect(page.getByTestId('shop-orders')).toContainText('Ödendi');

  // the panel: the order paid on /b2b/islem, the collection of 300,00 on the dealer's account
  await setTokenCookie(page.context(), shop.admin, page);
  await openPanel(page, '/b2b/islem');
  const row = page.getByTestId('b2b-orders').locator('tr', { hasText: number });
  await expect(row).toContainText(`Bayi Kitabevi ${run}`);
  await expect(row).toContainText('Ödendi');
  await openPanel(page, '/cari/ekstre');
  await page.getByTestId('statement-account').click();
  await page.getByTestId('statement-account').fill(`Bayi Kitabevi ${run}`);
  await page
    .getByTestId('statement-account-option')
    .filter({ hasText: `Bayi Kitabevi ${run}` })
    .click();
  await expect(page.getByTestId('statement-row').filter({ hasText: 'Tahsilat' })).toHaveCount(1);
  await expect(page.getByTestId('statement-closing-balance')).toHaveText(/300,00$/);
});

test('in Arabic the shop is right to left, every text is translated, and nothing is wider than the phone', async ({ page }) => {
  const shop = await shopWithDealer(page, `${run}ar`);
  await setCookie(page, 'lang', 'ar');
  await signInAsDealer(page, shop.email);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const untranslated = /\b(storefront|b2b|cardPayments|documentTypes|errors|validation)\.[a-zA-Z]/;
  const pages: [string, string][] = [
    ['/magaza', arabic('title.catalogue')],
    [`/magaza/urun/${shop.product.id}`, arabic('title.product')],
    ['/magaza/sepet', arabic('title.basket')],
    ['/magaza/siparisler', arabic('title.orders')],
    ['/magaza/hesap', arabic('title.account')],
    [`/magaza/sayfa/${shop.contentPage.slug}`, arabic('title.page')],
  ];
  await page.goto(`/#/magaza/urun/${shop.product.id}`);
  await page.getByRole('button', { name: arabic('addToBasket') }).click();
  for (const [path, title] of pages) {
    await page.evaluate((p) => (location.hash = p), path);
    await expect(page).toHaveTitle(new RegExp(`^${title} - `));
    await expect(page.locator('.shop-main .bp6-spinner')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.locator('body').innerText(), path).not.toMatch(untranslated);
    await noWiderThanPhone(page);
  }
  await page.evaluate(() => (location.hash = '/magaza/hesap'));
  await expect(page.getByTestId('shop-account-figures')).toContainText(arabic('balance'));
});
