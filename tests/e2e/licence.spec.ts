import { expect, test } from './kept-page';
import { openPanel, signIn } from './helpers';

test.describe('licence gate', () => {
  test('a user who may not accept sees the request to ask an authorised user', async ({ page }) => {
    await signIn(page, 'kasa');
    await page.route('**/api/modules/frontappui', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.response.license.license_agreement_status = 0;
      await route.fulfill({ response: res, json: body });
    });
    await page.goto('/#/dashboard');
    await expect(page.getByTestId('licence-gate')).toBeVisible();
    await expect(page.getByTestId('licence-ask')).toBeVisible();
    await expect(page.getByTestId('licence-accept')).toHaveCount(0);
    await expect(page.getByTestId('app-layout')).toHaveCount(0);
  });

  test('admin@oteki.test sees the agreement instead of the panel, accepts it, then gets the panel', async ({ page }) => {
    await signIn(page, 'oteki');
    await page.goto('/#/dashboard');
    await expect(page.getByTestId('licence-gate')).toBeVisible();
    await expect(page.getByTestId('app-layout')).toHaveCount(0);
    await expect(page).toHaveTitle('Lisans Sözleşmesi - Defter');
    await page.getByTestId('licence-accept').click();
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.reload();
    await openPanel(page);
  });
});
