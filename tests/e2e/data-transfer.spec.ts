import { expect, test } from './kept-page';
import { openPanel, signIn } from './helpers';

/**
 * /sistem/aktarimservis (issue #32): a CSV of stock cards uploaded, its bad row named in the preview and nothing
 * written, the file fixed and uploaded again, confirmed, and the cards found in the stock list.
 */
test('a CSV of stock cards is previewed with its error, fixed, imported and listed', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const locations = await page.request.get('/api/locations', { headers: { authorization: `Bearer ${token}` } });
  const location = ((await locations.json()) as { response: { items: { name: string }[] } }).response.items[0]!.name;
  const run = Date.now().toString(36).toUpperCase();
  const header = 'Stok kodu;Ürün adı;Birim;KDV oranı;Fiyat;Raf konumu';
  const file = (price: string) => ({
    name: 'urunler.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `\uFEFF${header}\r\nE2E-${run}-1;Aktarılan kalem ${run};ADET;20;12,50;${location}\r\nE2E-${run}-2;Aktarılan defter ${run};ADET;20;${price};${location}\r\n`,
    ),
  });

  await openPanel(page, '/sistem/aktarimservis');
  await expect(page.getByTestId('data-transfer')).toBeVisible();
  await page.locator('#transfer-file').setInputFiles(file('7,5.0'));
  const job = page.getByTestId('transfer-job');
  await expect(job).toHaveAttribute('data-status', 'refused');
  await expect(page.getByTestId('transfer-errors')).toContainText('Satır 3, Fiyat:');
  await expect(page.getByTestId('transfer-confirm')).toHaveCount(0);

  await page.locator('#transfer-file').setInputFiles(file('7,50'));
  await expect(job).toHaveAttribute('data-status', 'checked');
  await expect(page.getByTestId('transfer-new')).toHaveText('Yeni: 2');
  await expect(page.getByTestId('transfer-preview')).toContainText(`Aktarılan defter ${run}`);
  await expect(page.getByTestId('transfer-preview')).toContainText('7.5');
  await page.getByTestId('transfer-confirm').click();
  await expect(job).toHaveAttribute('data-status', 'done');

  await openPanel(page, `/stok/list?q=${encodeURIComponent(`E2E-${run}`)}`);
  // the stock list's own cells (the transfer page stays open, hidden, in its tab)
  await expect(page.locator('td[data-col="name"]', { hasText: `Aktarılan kalem ${run}` })).toBeVisible();
  await expect(page.locator('td[data-col="name"]', { hasText: `Aktarılan defter ${run}` })).toBeVisible();
});
