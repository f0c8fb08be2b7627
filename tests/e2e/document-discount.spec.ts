import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';

/** Issue #26, item 8: the receipt editor gives a sales invoice a discount on the whole document, as the server computes it. */
test.describe('a document discount in the receipt editor', () => {
  test.setTimeout(120_000);
  test('a sales invoice takes a percent off the whole document: the totals show it at once and the saved invoice keeps it', async ({ page }) => {
    const token = await signIn(page, 'muhasebe');
    const products = (await apiCall(page, token, 'GET', 'products?q=KRT')).items as { id: number }[];
    const accounts = (await apiCall(page, token, 'GET', 'accounts?limit=1')).items as { id: number }[];
    const draft = await apiCall(page, token, 'POST', 'documents', {
      type: 'salesInvoice',
      accountId: accounts[0]!.id,
      lines: [
        { productId: products[0]!.id, quantity: '2', unitPrice: '100.00', vatRate: 20, discountRate: '5' },
        { productId: products[1]!.id, quantity: '1', unitPrice: '110.00', vatRate: 10 },
      ],
    });
    await openPanel(page, `/fis/fatura/satis/duzen/${draft.id}`);
    const editor = page.getByTestId('receipt-editor');
    await expect(editor.getByTestId('total-grand')).toContainText('349,00', { timeout: 30_000 });
    // 10 % of the nets 190 + 110: 171 at 20 % and 99 at 10 %
    await editor.getByTestId('document-discount').fill('10');
    await expect(editor.getByTestId('total-discount')).toContainText('40,00');
    await expect(editor.getByTestId('total-tax')).toContainText('44,10');
    await expect(editor.getByTestId('total-grand')).toContainText('314,10');
    await editor.getByTestId('save').click();
    await expect(editor.getByTestId('unsaved')).toHaveCount(0);
    const saved = await apiCall(page, token, 'GET', `documents/${draft.id}`);
    expect([saved.documentDiscount, saved.totals.grand]).toEqual([{ rate: '10' }, '314.10']);
    // an amount instead
    await editor.getByTestId('document-discount-kind').selectOption('amount');
    await editor.getByTestId('document-discount').fill('30,00');
    await expect(editor.getByTestId('total-grand')).toContainText('314,10');
  });
});
