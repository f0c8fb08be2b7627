import { expect, test } from './kept-page';
import { apiCall, apiLogin, openPanel, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * The B2B shop's panel side of card payments (issue #31): a dealer's card order paid through the sandbox bank's 3-D
 * Secure page shows its payment on /b2b/islem, where a manager refunds it; /b2b/modul/caristokview chooses what the
 * dealer's own page shows. The shop's and the virtual POS's settings are put back afterwards.
 */
test("a manager opens a card order's payment on /b2b/islem and refunds it; the dealer's page shows what the company chooses", async ({ page }) => {
  const admin = await apiLogin(page.request, 'admin@demo.test');
  const run = Date.now().toString(36);
  const put = async (path: string, data: unknown, token = admin) => {
    const res = await page.request.put(`/api/${path}`, { data, headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).response;
  };
  const shopBefore = await apiCall(page, admin, 'GET', 'b2b/settings');
  const posBefore = await apiCall(page, admin, 'GET', 'virtual-pos-settings');
  try {
    const bank = await apiCall(page, admin, 'POST', 'cash-accounts', { kind: 'bank', name: `Bayi POS ${run}`, currency: 'TRY' });
    const { secretKeySet: _, ...pos } = posBefore;
    await put('virtual-pos-settings', { ...pos, provider: 'sandbox', bankAccountId: bank.id });
    await put('b2b/settings', { ...shopBefore, publishAll: true, minimumOrder: '0.00', cardOffered: true });
    const location = (await apiCall(page, admin, 'GET', 'locations')).items[0];
    const product = await apiCall(page, admin, 'POST', 'products', {
      name: `Kart Atlası ${run}`,
      unit: 'ADET',
      vatRate: 20,
      price: '100.00',
      priceIncludesVat: false,
      locationId: location.id,
    });
    const cargo = await apiCall(page, admin, 'POST', 'b2b/cargo-options', { name: `Kargo ${run}`, price: '10.00' });
    const account = await apiCall(page, admin, 'POST', 'accounts', { kind: 'customer', name: `Kart Bayi ${run}` });
    await put(`b2b/dealers/${account.id}`, { email: `kart-${run}@bayi.test`, password: 'bayi1234' });
    const dealer = await apiCall(page, '', 'POST', 'shop/login', { email: `kart-${run}@bayi.test`, password: 'bayi1234' });
    const placed = await page.request.post('/api/shop/orders', {
      data: { lines: [{ productId: product.id, quantity: '1' }], deliveryAddress: 'Kadıköy', cargoOptionId: cargo.id, paymentType: 'card' },
      headers: { authorization: `Bearer ${dealer.token}`, 'idempotency-key': `kart-${run}` },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()).response;
    const started = await apiCall(page, dealer.token, 'POST', `shop/orders/${order.documentId}/card`, {
      card: { holder: 'Ayşe Kaya', number: '5528790000000008', expireMonth: '12', expireYear: '2030', cvc: '123' },
    });

    // the card holder at the sandbox bank: its SMS page, the code, and the form it posts back to Defter
    const bankPage = /action="([^"]+)"/.exec(started.html)![1]!;
    const sms = await (await page.request.get(bankPage)).text();
    const smsAction = /<form method="post" action="([^"]+)"/.exec(sms)![1]!;
    const posted = await (await page.request.post(smsAction, { form: { code: '283126' } })).text();
    const back = /<form id="cb" method="post" action="([^"]+)"/.exec(posted)![1]!.replace(/&amp;/g, '&');
    const fields = Object.fromEntries([...posted.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
    const returned = await page.request.post(back, { form: fields, maxRedirects: 0 });
    expect(returned.status()).toBe(303);
    expect(returned.headers().location).toContain(`/magaza/siparis/${order.documentId}`);

    await signIn(page, 'muhasebe');
    await openPanel(page, '/b2b/islem');
    const orders = shownScreen(page).getByTestId('b2b-orders');
    const row = orders.locator('tr', { hasText: order.number });
    await expect(row).toContainText('Ödendi');
    await row.getByRole('button', { name: 'Kart ödemesi' }).click();
    const payments = orders.getByTestId(`b2b-card-payments-${order.documentId}`);
    await expect(payments.locator('tr[data-state="authorised"]')).toBeVisible();
    await payments.getByRole('button', { name: 'Kalanı iade et' }).click();
    await payments.getByRole('button', { name: 'İadeyi onayla' }).click();
    await expect(payments.locator('tr[data-state="refunded"]')).toBeVisible();
    const [payment] = (await apiCall(page, admin, 'GET', `card-payments?documentId=${order.documentId}`)).items;
    expect(payment).toMatchObject({ state: 'refunded', refunded: payment.amount });

    await openPanel(page, '/b2b/modul/caristokview');
    const view = shownScreen(page).locator('.b2b-settings');
    await view.getByText('Bayiye faturalarını göster').click();
    await view.getByRole('button', { name: 'Kaydet' }).click();
    await expect(view.getByText('Mağaza ayarları kaydedildi.')).toBeVisible();
    expect(await apiCall(page, dealer.token, 'GET', 'shop/me')).toMatchObject({ showStatement: true, showInvoices: false });
  } finally {
    const shopNow = await apiCall(page, admin, 'GET', 'b2b/settings');
    await put('b2b/settings', { ...shopBefore, version: shopNow.version });
    const posNow = await apiCall(page, admin, 'GET', 'virtual-pos-settings');
    const { secretKeySet: _, ...pos } = posBefore;
    await put('virtual-pos-settings', { ...pos, version: posNow.version });
  }
});
