import { readFileSync } from 'node:fs';
import { expect, test } from './kept-page';
import { getCookie, hashPath, openPanel, signIn } from './helpers';

// the footer names the package's version (Playwright's loader takes no JSON import without an attribute)
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

const SIX = ['/stok/list', '/stok/yeni', '/cari/list', '/cari/yeni', '/kasa/list', '/siparis/list'];

test.describe('layout', () => {
  test('the sidebar collapses and the choice is kept in the sidebarStatus cookie', async ({ page }) => {
    await signIn(page, 'admin');
    await openPanel(page);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).not.toHaveClass(/is-collapsed/);
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toHaveClass(/is-collapsed/);
    expect(await getCookie(page, 'sidebarStatus')).toBe('0');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveClass(/is-collapsed/);
    await page.getByTestId('sidebar-toggle').click();
    expect(await getCookie(page, 'sidebarStatus')).toBe('1');
  });

  test('tabs: none on the dashboard, at most 5 kept, 4 shown on desktop, closing the active one goes to the last', async ({ page }) => {
    await signIn(page, 'admin');
    await openPanel(page);
    await expect(page.locator('.defter-tab')).toHaveCount(0);
    for (const p of SIX) {
      await page.goto(`/#${p}`);
      await expect(page.locator(`[data-route="${p}"]`)).toBeVisible();
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('defter.tabs') ?? '[]'));
    expect(stored).toEqual(SIX.slice(1)); // the oldest was dropped
    await expect(page.locator('.defter-tab')).toHaveCount(4);
    await expect(page.locator('.defter-tab.is-active')).toHaveAttribute('data-path', '/siparis/list');

    await page.locator('.defter-tab.is-active .defter-tab-close').click();
    await expect.poll(() => hashPath(page)).toBe('/kasa/list');
    await page.locator('.defter-tab.is-active .defter-tab-close').click();
    await expect.poll(() => hashPath(page)).toBe('/cari/yeni');

    // no tabs on the dashboard
    await page.goto('/#/dashboard');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.locator('.defter-tab')).toHaveCount(0);
  });

  test('closing the last tab goes home', async ({ page }) => {
    await signIn(page, 'admin');
    await openPanel(page, '/kasa/list');
    await expect(page.locator('.defter-tab')).toHaveCount(1);
    await page.locator('.defter-tab.is-active .defter-tab-close').click();
    await expect.poll(() => hashPath(page)).toBe('/dashboard');
  });

  test('tablet widths show 3 tabs', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await signIn(page, 'admin');
    await openPanel(page);
    for (const p of SIX.slice(0, 5)) {
      await page.goto(`/#${p}`);
      await expect(page.locator(`[data-route="${p}"]`)).toBeVisible();
    }
    await expect(page.locator('.defter-tab')).toHaveCount(3);
  });

  test('the page cache keeps a visited page mounted: its state survives going away and back', async ({ page }) => {
    await signIn(page, 'admin');
    await openPanel(page, '/stok/list');
    await page.locator('[data-route="/stok/list"] input[name="search"]').fill('kalem');
    await page.goto('/#/cari/list');
    await expect(page.locator('[data-route="/cari/list"]')).toBeVisible();
    await expect(page.locator('[data-route="/stok/list"]')).toBeHidden();
    await page.goBack();
    await expect(page.locator('[data-route="/stok/list"] input[name="search"]')).toHaveValue('kalem');
  });

  test('mobile (390×844): the sidebar is a drawer that closes on navigation; one tab', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'muhasebe');
    await openPanel(page, '/kasa/list');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('sidebar-toggle').click();
    const drawer = page.locator('.defter-drawer');
    await expect(drawer).toBeVisible();
    await drawer.locator('[data-section]').filter({ hasText: 'Stok' }).first().click();
    await drawer.locator('a[href="#/stok/list"]').click();
    await expect.poll(() => hashPath(page)).toBe('/stok/list');
    await expect(page.locator('.defter-drawer')).toHaveCount(0);
    await expect(page.locator('.defter-tab')).toHaveCount(1);
    await page.screenshot({ path: '.tmp/shots/mobile.png' });
  });

  test('the user dropdown shows licence owner, name, e-mail, client IP and licence expiry with days left', async ({ page }) => {
    await signIn(page, 'muhasebe');
    await openPanel(page);
    const settings = (
      await (
        await page.request.get('/api/modules/frontappui', {
          headers: { Authorization: `Bearer ${await getCookie(page, 'token')}` },
        })
      ).json()
    ).response;
    await page.getByTestId('user-menu-button').click();
    const info = page.getByTestId('user-info');
    await expect(info.locator('[data-field="licenceOwner"]')).toHaveText(settings.app.license_owner);
    await expect(info.locator('[data-field="name"]')).toHaveText(settings.authorizedUser.name);
    await expect(info.locator('[data-field="email"]')).toHaveText('muhasebe@demo.test');
    await expect(info.locator('[data-field="clientIp"]')).toHaveText(settings.authorizedUser.clientIp);
    await expect(info.locator('[data-field="licenceExpires"]')).toContainText(settings.license.expires.split('-').reverse().join('.'));
    await expect(info.locator('[data-field="licenceExpires"]')).toContainText(`${settings.license.days_left} gün kaldı`);
    const menu = page.getByTestId('user-menu');
    await expect(menu.getByText('Profil')).toBeVisible();
    await expect(menu.getByText('Tema')).toBeVisible();
    await expect(menu.getByText('Dil')).toBeVisible();
  });

  test('footer shows brand, the package version and contact; the title is "<route title> - <brand>"; favicon from the brand', async ({ page }) => {
    await signIn(page, 'admin');
    await openPanel(page, '/cari/ekstre');
    const footer = page.getByTestId('footer');
    await expect(footer).toContainText('Defter');
    await expect(footer).toContainText(pkg.version);
    await expect(footer).toContainText('destek@defter.app');
    await expect(page).toHaveTitle('Cari Ekstre - Defter');
    await expect(page.locator('link#favicon')).toHaveAttribute('href', '/brand/defter.svg');
  });
});
