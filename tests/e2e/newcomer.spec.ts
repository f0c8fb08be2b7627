import { expect, test } from './kept-page';
import { openPanel, signIn } from './helpers';

/** What a newcomer's walk of the panel tripped over (issue #27, item 17), each as that person sees it. */

test('the profile names the roles in the user’s language, never their keys', async ({ page }) => {
  await signIn(page, 'muhasebe');
  await openPanel(page, '/profile/index');
  await expect(page.getByTestId('profile-roles')).toHaveText('Müdür');
});

test('the auditor reads the library’s members but is offered no new member', async ({ page }) => {
  await signIn(page, 'denetci');
  await openPanel(page, '/kutuphane/list');
  const shown = page.locator('.defter-page-slot:not([hidden])');
  await expect(shown.getByTestId('library-members')).toBeVisible();
  await expect(shown.getByTestId('member-new')).toHaveCount(0);
});

test('a librarian is offered a new member', async ({ page }) => {
  await signIn(page, 'muhasebe');
  await openPanel(page, '/kutuphane/list');
  await expect(page.locator('.defter-page-slot:not([hidden])').getByTestId('member-new')).toBeVisible();
});
