import { gs1CheckDigit } from '../../src/domain/identifiers';
import { SANDBOX_MARKET_API_KEY } from '../../src/sandbox-market/credentials';
import { startSandboxMarket } from '../support/sandbox-market';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * The marketplace (issue #32): a manager sets up /kibopazaryeri/ayar (here the marketplace's own service, played by a
 * sandbox marketplace of this test's own at the address typed), a customer orders at the marketplace, "pull now" on
 * /kibopazaryeri/siparisler brings the order in, and it shows made, with the link to its sales order.
 */
test('a manager pulls a marketplace order and sees it made into a sales order', async ({ page }) => {
  const sandbox = await startSandboxMarket();
  try {
    const token = await signIn(page, 'muhasebe');
    const run = Date.now().toString(36);
    const body = `869${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
    const barcode = body + gs1CheckDigit(body);
    const location = (await apiCall(page, token, 'GET', 'locations')).items[0].id;
    await apiCall(page, token, 'POST', 'products', { name: `Pazar kitabı ${run}`, unit: 'ADET', vatRate: 20, price: '40.00', locationId: location, barcode });

    await openPanel(page, '/kibopazaryeri/ayar');
    const form = shownScreen(page).getByTestId('market-settings-form');
    if (!(await form.getByTestId('market-settings-active').isChecked())) await form.locator('label.bp6-switch').click();
    await form.locator('select[name="connection"]').selectOption('live');
    await form.locator('input[name="sellerId"]').fill(`E2E${run}`);
    await form.locator('input[name="apiKey"]').fill(SANDBOX_MARKET_API_KEY);
    await form.locator('input[name="url"]').fill(`${sandbox.url}/integration`);
    await form.getByTestId('market-settings-save').click();
    await expect(page.getByText('Pazaryeri ayarları kaydedildi.')).toBeVisible();

    const placed = await sandbox.placeOrder({
      sellerId: `E2E${run}`,
      customer: { firstName: 'Elif', lastName: `Pazar${run}` },
      lines: [{ barcode, quantity: 2, price: 48 }],
    });
    await openPanel(page, '/kibopazaryeri/siparisler');
    await expect(page.getByTestId('sidebar').locator('a[href="#/kibopazaryeri/siparisler"]')).toHaveCount(1);
    const screen = shownScreen(page).getByTestId('market-orders');
    await screen.getByTestId('market-pull').click();
    await expect(screen.getByTestId('market-pull-result')).toContainText('satış siparişi oluştu');
    const row = screen.locator(`[data-testid="market-order"][data-number="${placed.orderNumber}"]`);
    await expect(row).toHaveAttribute('data-state', 'made');
    await expect(row).toContainText(`Elif Pazar${run}`);
    const link = row.getByTestId('market-sales-order');
    await expect(link).toHaveText(/\S/);
    const number = (await link.innerText()).trim();
    await link.click();
    await expect(shownScreen(page)).toContainText(number);
  } finally {
    await sandbox.stop();
  }
});
