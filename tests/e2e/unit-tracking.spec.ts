import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';

/**
 * /fis/birimtakip: a manager hands an invoice's line to a unit on the document's page and moves it on, then finds it
 * among the open lines of that unit and moves it on again from there.
 */
test('a line handed to a unit moves through its steps on the document’s page and on the open lines', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const units = await apiCall(page, token, 'POST', 'unit-tracking/units', { name: `E2E Ciltleme ${stamp}` });
  const unit = (units.items as { id: number; name: string }[]).find((u) => u.name === `E2E Ciltleme ${stamp}`)!;
  const account = (await apiCall(page, token, 'GET', 'accounts?limit=1')).items[0];
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  const doc = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: account.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '40', vatRate: 20 }],
  });

  await openPanel(page, `/fis/birimtakip/${doc.id}`);
  const line = page.locator('[data-testid="document-tracking"]:visible [data-testid="tracked-line"]').first();
  await line.getByTestId('tracked-line-unit').selectOption(String(unit.id));
  await expect(line.getByTestId('tracking-step')).toHaveAttribute('data-step', 'received');
  await line.getByTestId('tracked-line-next').click();
  await expect(line.getByTestId('tracking-step')).toHaveAttribute('data-step', 'inProgress');

  await openPanel(page, '/fis/birimtakip');
  const list = page.locator('[data-testid="unit-tracking"]:visible');
  await list.getByTestId('tracking-unit-filter').selectOption(String(unit.id));
  const open = list.getByTestId('open-line').filter({ hasText: doc.number });
  await expect(open.getByTestId('tracking-step')).toHaveAttribute('data-step', 'inProgress');
  await open.getByTestId('open-line-next').click();
  await expect(open.getByTestId('tracking-step')).toHaveAttribute('data-step', 'ready');
});
