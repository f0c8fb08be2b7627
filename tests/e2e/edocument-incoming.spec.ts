import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * e-Belgeler → Gelen: the sandbox's supplier sends the demo company a commercial invoice as it starts; the accountant
 * rejects it with a reason. The sales invoice grid takes GİB's withholding and exemption codes, with the VAT withheld.
 */

test('an accountant rejects an incoming commercial invoice with a reason, which is recorded', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  let uuid: string | undefined;
  const unanswered = async () =>
    ((await apiCall(page, token, 'GET', 'edocuments?direction=incoming&kind=invoice')).items as { uuid: string; answer: string | null }[]).find(
      (i) => i.answer === null,
    )?.uuid;
  await expect.poll(async () => (uuid = await unanswered()), { timeout: 30_000, message: 'an unanswered commercial invoice from the sandbox' }).toBeTruthy();
  await openPanel(page, '/modul/uyumsoftefatura/gelen');
  await expect(page.getByTestId('sidebar').locator('a[href="#/modul/uyumsoftefatura/gelen"]')).toHaveCount(1);
  const row = shownScreen(page).locator(`[data-testid="incoming-row"][data-uuid="${uuid}"]`);
  await expect(row).toContainText('Anadolu Yayın Dağıtım A.Ş.');
  await expect(row).toContainText('Ticari fatura');
  await expect(row.getByTestId('incoming-days-left')).toHaveText('8 gün kaldı');

  await row.getByTestId('incoming-reject').click();
  const dialog = page.getByTestId('incoming-reject-dialog');
  await expect(page.getByTestId('incoming-reason')).toBeFocused();
  // no reason: the server's refusal is shown under the field, and nothing is answered
  await page.getByTestId('incoming-reason').press('Control+Enter');
  await expect(dialog).toContainText('Reddetmek için bir gerekçe yazın.');
  await page.getByTestId('incoming-reason').fill('Sipariş edilmeyen ürün');
  await dialog.getByTestId('incoming-reject-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('incoming-answer')).toHaveAttribute('data-answer', 'reject');
  await expect(row).toContainText('Reddedildi');
  await expect(row).toContainText('Sipariş edilmeyen ürün');
  // (its delivery to the integrator, on the incoming worker's next round, is tests/api/edocument-incoming.test.ts's)
  await expect(row.getByTestId('incoming-reject')).toHaveCount(0);
});

test('an incoming invoice is matched with the sender’s sales return, and each names the other', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  let invoice: { id: number; uuid: string; number: string } | undefined;
  await expect
    .poll(
      async () =>
        (invoice = (
          (await apiCall(page, token, 'GET', 'edocuments?direction=incoming&kind=invoice')).items as (typeof invoice & { matchedDocumentId: number | null })[]
        ).find((i) => i!.matchedDocumentId === null)),
      { timeout: 30_000, message: 'an incoming invoice from the sandbox, not matched yet' },
    )
    .toBeTruthy();
  // the sandbox's supplier is the customer who gave goods back
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  const account = await apiCall(page, token, 'POST', 'accounts', { kind: 'customer', name: 'Anadolu Yayın (iade)', taxNumber: '0010213576' });
  let back = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesReturn',
    accountId: account.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '50.00', vatRate: 20 }],
  });
  for (const type of ['START', 'COMPLETE'])
    back = await apiCall(page, token, 'POST', `documents/${back.id}/events`, { type, version: back.version, paymentType: 'credit' });

  await openPanel(page, '/modul/uyumsoftefatura/gelen');
  const row = shownScreen(page).locator(`[data-testid="incoming-row"][data-uuid="${invoice!.uuid}"]`);
  await row.getByTestId('incoming-match').click();
  const dialog = page.getByTestId('incoming-match-dialog');
  await dialog.getByTestId('incoming-match-return').selectOption(String(back.id));
  await dialog.getByTestId('incoming-match-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('incoming-matched-return')).toContainText(back.number);
  await expect(row.getByTestId('incoming-match')).toHaveCount(0);

  await row.getByTestId('incoming-matched-return').click();
  await expect(shownScreen(page).getByTestId('incoming-invoice-link')).toContainText(invoice!.number);
});

test('a sales invoice line takes a withholding code, the totals show the VAT withheld; in Arabic on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  const customer = ((await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!;
  const doc = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: customer.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '100.00', vatRate: 20, withholdingCode: '613', withholdingPercent: 90 }],
  });
  await openPanel(page, `/fis/fatura/satis/duzen/${doc.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const screen = shownScreen(page);
  await expect(screen.getByTestId('lines-grid')).toContainText('الاستقطاع / الإعفاء');
  const tax = screen.getByTestId('line-tax').first();
  await expect(tax).toHaveValue('W:613:90');
  // 100.00 + 20.00 VAT, 9/10 of it withheld: 102.00 payable
  await expect(screen.getByTestId('total-withholding')).toContainText('18,00');
  await expect(screen.getByTestId('total-payable')).toContainText('102,00');
  // an exemption takes the line to 0 % VAT, and nothing is withheld
  await tax.selectOption('E:301');
  await expect(screen.getByTestId('total-withholding')).toHaveCount(0);
  await expect(screen.getByTestId('total-grand')).toContainText('100,00');
});
