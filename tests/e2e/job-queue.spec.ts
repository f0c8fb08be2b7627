import { expect, test } from './kept-page';
import { openPanel, signIn } from './helpers';

/**
 * /sistem/isler (issue #32): the background jobs of the one job queue, here the cargo follow-up the app runs every
 * second, listed with their state; filtered by kind and by state, and a state with none says so.
 */
test('the jobs page lists the background jobs that ran and filters them by kind and state', async ({ page }) => {
  await signIn(page, 'admin');
  await openPanel(page, '/sistem/isler');
  const rows = page.getByTestId('job-row');
  await expect(page.locator('[data-testid="job-row"][data-kind="cargo-follow-up"]').first()).toBeVisible();

  await page.getByTestId('job-kind-filter').selectOption('cargo-follow-up');
  await page.getByTestId('job-state-filter').selectOption('done');
  await expect(rows.first()).toHaveAttribute('data-state', 'done');
  for (const row of await rows.all()) {
    await expect(row).toHaveAttribute('data-kind', 'cargo-follow-up');
    await expect(row).toHaveAttribute('data-state', 'done');
  }

  await page.getByTestId('job-state-filter').selectOption('dead');
  await expect(page.getByTestId('job-queue')).toContainText('Bu süzgece uyan iş yok.');
  await expect(rows).toHaveCount(0);
});
