import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiLogin, openPanel, signIn, USERS } from './helpers';
import { gs1CheckDigit } from '../../src/domain/identifiers/ean';

/** A demo product with an EAN-13 barcode: "Defter A4 Kareli", 42.90 with its 20 % VAT in it. */
export const BARCODE = '7501031311309';

export interface RealProduct {
  id: number;
  name: string;
  price: string;
  vatRate: number;
  priceIncludesVat: boolean;
}

/**
 * Sales need an open cash box: the admin opens one (with a 100.00 float) unless one is open already. Given a page,
 * the admin also signs in on it; given a request context, only the API is used.
 */
export async function ensureOpenCashBox(via: Page | APIRequestContext) {
  const request = 'request' in via ? via.request : via;
  const admin = 'request' in via ? await signIn(via, 'admin') : await apiLogin(via, USERS.admin.email);
  const open = await apiCall(request, admin, 'GET', 'documents?type=cashBoxSession&status=open&limit=1&offset=0');
  if (open.items.length > 0) return;
  const boxes = await apiCall(request, admin, 'GET', 'cash-boxes');
  const list = (Array.isArray(boxes) ? boxes : boxes.items) as { id: number }[];
  const res = await request.fetch('/api/documents', {
    method: 'POST',
    data: { type: 'cashBoxSession', cashBoxId: list[0]!.id, openingBalance: '100.00' },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect([201, 409], await res.text()).toContain(res.status());
}

export async function productByBarcode(via: Page | APIRequestContext, token: string, barcode = BARCODE): Promise<RealProduct> {
  const found = await apiCall(via, token, 'GET', `products?q=${barcode}&limit=1&offset=0`);
  return found.items[0];
}

/**
 * The till with its catalogue downloaded, as `who` (the cashier unless said). Each test's browser is a new device (its
 * storage is wiped): that user's device of an earlier test or spec is released, and the till's question whether to
 * send this device's identifier answered.
 */
export async function openPos(page: Page, who: keyof typeof USERS = 'kasa') {
  const admin = await apiLogin(page.request, USERS.admin.email);
  const user = (await apiCall(page, admin, 'GET', 'users')).items.find((u: { email: string }) => u.email === USERS[who].email);
  const authorised = (await apiCall(page, admin, 'GET', 'offline/devices')).items.find((d: { userId: number }) => d.userId === user.id);
  const mine = await page.evaluate(() => localStorage.getItem('defter-device-id')).catch(() => null);
  if (authorised && authorised.deviceId !== mine)
    await page.request.delete(`/api/offline/devices/${user.id}`, { headers: { authorization: `Bearer ${admin}` } });
  await openPanel(page, '/fis/pos');
  const ready = page.locator('[data-testid="pos-screen"][data-catalogue-ready="true"]');
  const ask = page.getByTestId('device-send');
  await expect(ready.or(ask)).toBeVisible({ timeout: 30_000 });
  if (await ask.isVisible()) await ask.click();
  await expect(ready).toBeVisible({ timeout: 30_000 });
  return ready;
}

/** What a scanner does: the whole code in a few milliseconds, then Enter. */
export async function scan(page: Page, barcode = BARCODE) {
  await page.getByTestId('pos-scan').focus();
  await page.keyboard.type(barcode, { delay: 0 });
  await page.keyboard.press('Enter');
}

/** F9 opens the payment step for cash; Enter on its first field takes the amount as typed and sells. */
export async function payInCashWithEnter(page: Page) {
  await page.keyboard.press('F9');
  await page.locator('[data-testid="pos-payment"] input, [data-testid="pos-payment"] button.pos-hidden-focus').first().press('Enter');
}

/** A product of the test's own (50.00, VAT in it) with a 10 % campaign on it, named by `stamp`. */
export async function productOnCampaign(page: Page, token: string, stamp: string) {
  const locations = (await apiCall(page, token, 'GET', 'locations')).items as { id: number }[];
  const body = `868${stamp.padStart(9, '0').slice(-9)}`;
  const barcode = `${body}${gs1CheckDigit(body)}`;
  const product = await apiCall(page, token, 'POST', 'products', {
    name: `E2E Kampanya Defteri ${stamp}`,
    barcode,
    unit: 'ADET',
    vatRate: 20,
    price: '50.00',
    locationId: locations[0]!.id,
  });
  const name = `E2E %10 ${stamp}`;
  await apiCall(page, token, 'POST', 'campaigns', { name, kind: 'percent', scope: 'product', productIds: [product.id], percent: '10' });
  return { barcode, key: String(product.id), name };
}
