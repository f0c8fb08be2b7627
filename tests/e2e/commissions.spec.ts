import { expect } from '@playwright/test';
import { APP_ROUTES } from '../../machines/routes';
import { Dec } from '../../src/domain/money/decimal';
import { asArabicPhone, expectArabicPhonePages } from './arabic-phone';
import { apiCall, apiLogin, openPanel, signIn, USERS } from './helpers';
import { ensureOpenCashBox, payInCashWithEnter, scan } from './pos-helpers';
import { shownScreen, test } from './warm-page';

/** Issue #29, /komisyon: a salesperson and their rule defined on the screen, and the report read on the screen. */
test.describe('commissions (issue #29)', () => {
  test.setTimeout(120_000);

  test('an outside representative with a rule and a monthly target is defined on the screen, a sales invoice is credited to them in its editor, and the report shows the commission and premium it earned', async ({
    warmPage,
    request,
  }) => {
    const token = await apiLogin(request, USERS.muhasebe.email);
    const name = `E2E Temsilci ${Date.now()}`;
    const page = await warmPage('muhasebe', '/komisyon/tanimlar');
    const screen = shownScreen(page).getByTestId('commission-rules-page');
    await expect(screen).toBeVisible({ timeout: 30_000 });
    await screen.getByTestId('salesperson-new').click();
    const editor = screen.getByTestId('salesperson-editor');
    await editor.locator('#f-name').fill(name);
    const newRule = editor.getByTestId('commission-rule-new');
    await newRule.locator('select[name="basis"]').selectOption('sales');
    await newRule.locator('#f-rate').fill('10');
    await editor.getByTestId('add-rule').click();
    await expect(editor.getByTestId('commission-rule')).toHaveCount(1);
    await editor.getByTestId('add-target').click();
    await editor.locator('[id="f-targets.0.amount"]').fill('50');
    await editor.locator('[id="f-targets.0.premium"]').fill('5');
    await editor.getByTestId('salesperson-save').click();
    const row = screen.locator(`[data-testid="salesperson-row"][data-name="${name}"]`);
    await expect(row).toContainText('%10');

    // a sale of 2 × 50.00 written through the API, credited to them in the invoice editor, then completed there
    const people = (await apiCall(request, token, 'GET', 'commissions/salespeople')).items as { id: number; name: string }[];
    const rep = people.find((p) => p.name === name)!;
    const [accounts, products, warehouses] = await Promise.all(['accounts', 'products', 'warehouses'].map((p) => apiCall(request, token, 'GET', p)));
    const draft = await apiCall(request, token, 'POST', 'documents', {
      type: 'salesInvoice',
      accountId: accounts.items.find((a: { kind: string }) => a.kind === 'customer').id,
      warehouseId: warehouses.items[0].id,
      lines: [{ productId: products.items[0].id, quantity: '2', unitPrice: '50.00', vatRate: 20 }],
    });
    await page.goto(`/#/fis/fatura/satis/duzen/${draft.id}`);
    const invoice = shownScreen(page).locator(`[data-testid="receipt-editor"][data-doc-id="${draft.id}"]`);
    await expect(invoice).toBeVisible({ timeout: 30_000 });
    await invoice.locator('#f-salespersonId').selectOption({ label: name });
    await page.keyboard.press('Control+s');
    await expect(invoice.getByTestId('unsaved')).toHaveCount(0);
    await invoice.getByTestId('event-START').click();
    await expect(invoice.getByTestId('receipt-status')).toHaveText('İşlemde');
    await invoice.getByTestId('event-COMPLETE').click();
    await expect(invoice.getByTestId('receipt-status')).toHaveText('Tamamlandı');
    expect((await apiCall(request, token, 'GET', `documents/${draft.id}`)).salespersonId).toBe(String(rep.id));

    await page.goto('/#/komisyon/raporlar');
    const report = shownScreen(page).getByTestId('commission-report');
    await expect(report).toBeVisible({ timeout: 30_000 });
    const line = report.locator(`[data-testid="commission-line"][data-name="${name}"]`);
    await expect(line.locator('[data-col="net"]')).toHaveText('100,00');
    await expect(line.locator('[data-col="commission"]')).toHaveText('10,00');
    await expect(line.locator('[data-col="premium"]')).toHaveText('5,00');
    await expect(line.locator('[data-col="earned"]')).toHaveText('15,00');
    await expect(line.locator('[data-col="progress"]')).toContainText('Hedef tuttu');
  });
});

test('both commission pages open in Arabic on a phone: right to left, titled in Arabic, nothing wider than the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await asArabicPhone(page);
  await signIn(page, 'admin');
  const pages = APP_ROUTES.filter((r) => r.path.startsWith('/komisyon/')).map((r) => ({ path: r.path, route: r }));
  expect(pages.map((p) => p.path)).toEqual(['/komisyon/tanimlar', '/komisyon/raporlar']);
  await expectArabicPhonePages(page, pages);
});

test('at the till the cashier chooses the salesperson with the keyboard (F7); the sale and the commission report credit the one chosen', async ({ page }) => {
  test.setTimeout(120_000);
  await ensureOpenCashBox(page);
  const admin = await signIn(page, 'admin');
  const name = `E2E Kasa Temsilcisi ${Date.now()}`;
  const rep = await apiCall(page, admin, 'POST', 'commissions/salespeople', { name, rules: [{ scope: 'all', basis: 'sales', rate: '10' }], targets: [] });

  await signIn(page, 'kasa');
  await openPanel(page, '/fis/pos');
  await scan(page);
  await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(1);
  const choice = page.getByTestId('pos-salesperson');
  // the cashier's by default
  await expect(choice).toHaveValue('');
  await page.keyboard.press('F7');
  await expect(choice).toBeFocused();
  await choice.selectOption({ label: name });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pos-scan')).toBeFocused();
  await payInCashWithEnter(page);
  await expect(page.getByTestId('pos-done')).toBeVisible();
  const number = (await page.getByTestId('pos-slip-number').textContent())!.trim();

  const sold = (await apiCall(page, admin, 'GET', `documents?type=posSale&q=${encodeURIComponent(number)}&limit=1&offset=0`)).items[0];
  const sale = await apiCall(page, admin, 'GET', `documents/${sold.id}`);
  expect(sale.salespersonId).toBe(String(rep.id));
  const net = new Dec(sale.totals.sub).minus(sale.totals.discount ?? 0).toFixed(2);
  const report = await apiCall(page, admin, 'GET', `commissions/report?period=month&date=${sale.date}`);
  expect(report.items.find((i: { salespersonId: number }) => i.salespersonId === rep.id)).toMatchObject({
    net,
    commission: new Dec(net).times('0.1').toFixed(2),
  });
  // the next sale is the cashier's again
  await page.getByTestId('pos-new-sale').click();
  await expect(page.getByTestId('pos-salesperson')).toHaveValue('');
});
