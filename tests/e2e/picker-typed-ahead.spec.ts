import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';

/**
 * A picker offers only what the server found for the text typed now. Typing on and pressing Enter before the new
 * answer arrives chose a row of the previous answer: at the till, the wrong customer.
 */
test('Enter typed before the answer for the new text arrives chooses nothing of the old answer, then the row the new text names', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const prefix = `E2E Yarış ${stamp}`;
  for (const name of [`${prefix} Ahmet`, `${prefix} Banu`]) {
    await apiCall(page, token, 'POST', 'accounts', { name, kind: 'customer' });
  }
  // the answer for the longer text comes late, as on a slow line
  await page.route(
    (url) => url.pathname === '/api/accounts' && (url.searchParams.get('q') ?? '').endsWith('Banu'),
    async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    },
  );

  await openPanel(page, '/cari/alacak/yeni');
  const input = page.locator('[data-testid="picker-accountId"]:visible');
  await input.click();
  await input.fill(prefix);
  await expect(page.getByTestId('accountId-option')).toHaveCount(2);
  await input.pressSequentially(' Banu');
  await input.press('Enter');
  await expect(input).not.toHaveValue(/Ahmet/);

  await expect(page.getByTestId('accountId-option')).toHaveCount(1);
  await expect(page.getByTestId('accountId-option')).toContainText('Banu');
  await input.press('Enter');
  await expect(input).toHaveValue(new RegExp(`^${prefix} Banu \\(`));
});
