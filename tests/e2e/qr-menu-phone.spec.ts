import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';

/**
 * The QR menu (issue #33): a table's QR code printed from /qrmenu/ayar is read back (the PNG bwip-js drew, decoded),
 * it carries the menu's address with the table's code, and that address opened at a phone's size (390 px), with no
 * log-in, shows the menu; the guest's order waits on the till's table screen until the staff confirm it.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The text of the QR code in a PNG data URL. */
function decodeQr(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test('a table’s printed QR code opens the menu on a phone, and a guest’s order reaches the table screen for confirmation', async ({ page, browser }) => {
  const admin = await signIn(page, 'admin');
  const stamp = `${Date.now() % 1_000_000}`;
  const home = (await apiCall(page, admin, 'GET', 'locations')).items[0].id;
  const product = await apiCall(page, admin, 'POST', 'products', {
    name: `E2E Limonata ${stamp}`,
    unit: 'ADET',
    vatRate: 10,
    price: '40.00',
    priceIncludesVat: false,
    locationId: home,
  });
  const current = await apiCall(page, admin, 'GET', 'qr-menu/settings');
  const saved = await page.request.fetch('/api/qr-menu/settings', {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}` },
    data: {
      version: current.version,
      enabled: true,
      host: null,
      guestOrders: true,
      languages: ['tr', 'en', 'ar'],
      hours: Array.from({ length: 7 }, () => ({ open: '00:00', close: '24:00' })),
      groupIds: [],
      items: [{ productId: product.id, allergens: ['sülfit'], texts: {} }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // the settings page: a table added, its QR code printed
  await openPanel(page, '/qrmenu/ayar');
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  const settings = page.locator('[data-testid="qrmenu-settings"]:visible');
  await expect(settings.getByTestId('qrmenu-item')).toHaveCount(1);
  const tableName = `E2E Bahçe ${stamp}`;
  await settings.getByTestId('qrmenu-table-name').fill(tableName);
  await settings.getByTestId('qrmenu-table-add').click();
  const row = settings.locator(`[data-testid="qrmenu-table"][data-name="${tableName}"]`);
  await row.getByTestId('qrmenu-print').click();
  const qr = settings.getByTestId('qrmenu-qr');
  await expect(qr).toBeVisible();
  const code = ((await apiCall(page, admin, 'GET', 'qr-menu/tables')).items as { name: string; code: string }[]).find((t) => t.name === tableName)!.code;
  const url = decodeQr((await qr.getAttribute('src'))!);
  expect(url).toBe(new URL(`/menu/${code}`, page.url()).href);

  // the guest's phone: no cookie, no token
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await guest.newPage();
    await phone.goto(url!);
    const menu = phone.getByTestId('public-menu');
    await expect(menu.getByTestId('menu-table')).toContainText(tableName);
    await expect(menu.getByTestId('menu-open')).toHaveAttribute('data-open', 'true');
    const item = menu.locator(`[data-testid="menu-item"][data-product="${product.id}"]`);
    // 40.00 + 10 % VAT
    await expect(item.getByTestId('menu-price')).toContainText('44,00');
    await expect(item).toContainText('sülfit');
    await item.getByTestId('menu-add').click();
    await item.getByTestId('menu-add').click();
    await menu.getByTestId('menu-send').click();
    await expect(menu.getByTestId('menu-sent')).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await guest.close();
  }

  // the till's table screen: the order waits; confirmed, its lines join the bill
  const bill = ((await apiCall(page, admin, 'GET', 'tables')).items as { id: number; tableName: string }[]).find((t) => t.tableName === tableName)!;
  await openPanel(page, `/fis/posmasa/duzen/${bill.id}`);
  const screen = page.locator('[data-route^="/fis/posmasa/duzen/"]:visible');
  const waiting = screen.locator('[data-testid="guest-order"][data-state="waiting"]');
  await expect(waiting).toContainText(product.name);
  await waiting.getByTestId('guest-order-confirm').click();
  await expect(screen.locator('[data-testid="guest-order"][data-state="confirmed"]')).toBeVisible();
  await expect(screen.getByTestId(`tables-line-${product.id}`)).toHaveAttribute('data-quantity', '2');
});
