import type { Locator } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, setCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

/** Sistem → Kullanıcılar: the list, a new user, an edit and a copy; and the form in Arabic on a phone. */
/** A Blueprint checkbox is ticked through its label, as a user clicks it (its painted box covers the input). */
const tick = (scope: Locator, label: string) => scope.locator('label.bp6-checkbox', { hasText: label }).click();
const unique = (label: string) => `${label}-${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}@demo.test`;

test('an admin creates a user (checked field by field), edits it and copies it; the copy keeps its roles and permissions', async ({ page }) => {
  const token = await signIn(page, 'admin');
  await openPanel(page, '/sistem/kullanici');
  const screen = shownScreen(page);
  await expect(screen.locator('[data-testid="user-row"][data-email="admin@demo.test"]')).toBeVisible();
  await expect(page.getByTestId('sidebar').locator('a[href="#/sistem/kullanici"]')).toHaveCount(1);

  await screen.getByTestId('user-new').click();
  const form = shownScreen(page).getByTestId('user-form');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByTestId('required-callout')).toBeVisible();
  await expect(form.getByTestId('error-name')).toHaveText('Bu alan boş olamaz.');
  await expect(form.getByTestId('error-roles')).toHaveText('En az bir rol seçin.');

  const email = unique('kasiyer');
  await form.locator('#f-name').fill('Deniz Kasiyer');
  await form.locator('#f-email').fill(email);
  await form.locator('#f-password').fill('abcdefgh');
  await tick(form, 'Operatör');
  await tick(form, 'Hızlı satış');
  await form.locator('#f-password').press('Enter');
  await expect(form.getByTestId('error-password')).toHaveText('Şifre en az bir harf ve bir rakam içermelidir.');
  await form.locator('#f-password').fill('gizli2026');
  await form.locator('#f-password').press('Enter');
  await expect.poll(() => hashPath(page)).toBe('/sistem/kullanici');
  const row = shownScreen(page).locator(`[data-testid="user-row"][data-email="${email}"]`);
  await expect(row).toContainText('Deniz Kasiyer');
  await expect(row).toContainText('Operatör');

  await row.getByTestId('user-edit').click();
  const edit = shownScreen(page).getByTestId('user-form');
  await expect(edit.locator('#f-name')).toHaveValue('Deniz Kasiyer');
  await edit.locator('#f-name').fill('Deniz Yılmaz');
  await tick(edit, 'Veritabanı yedeği');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect.poll(() => hashPath(page)).toBe('/sistem/kullanici');
  const edited = shownScreen(page).locator(`[data-testid="user-row"][data-email="${email}"]`);
  await expect(edited).toContainText('Deniz Yılmaz');

  await edited.getByTestId('user-copy').click();
  const copy = shownScreen(page).getByTestId('user-form');
  await expect(copy.getByLabel('Operatör')).toBeChecked();
  await expect(copy.getByLabel('Operatör')).toBeDisabled();
  const copyEmail = unique('kopya');
  await copy.locator('#f-name').fill('Ece Kopya');
  await copy.locator('#f-email').fill(copyEmail);
  await copy.locator('#f-password').fill('kopya2026');
  await copy.getByRole('button', { name: 'Kaydet' }).click();
  await expect.poll(() => hashPath(page)).toBe('/sistem/kullanici');
  await expect(shownScreen(page).locator(`[data-testid="user-row"][data-email="${copyEmail}"]`)).toContainText('Ece Kopya');
  const users = (await apiCall(page, token, 'GET', 'users')).items as { email: string; roles: string[]; permissions: string[] }[];
  expect(users.find((u) => u.email === copyEmail)).toMatchObject({ roles: ['operator'], permissions: ['fastSale', 'backup'] });
});

test('in Arabic on a phone the user list and form read right to left and fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  await signIn(page, 'admin');
  await openPanel(page, '/sistem/kullanici');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(shownScreen(page).locator('[data-testid="user-row"][data-email="admin@demo.test"]')).toContainText('مسؤول');
  await page.goto('/#/sistem/kullanici/yeni');
  const form = shownScreen(page).getByTestId('user-form');
  await expect(form.getByText('الأدوار')).toBeVisible();
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form.getByTestId('error-roles')).toHaveText('اختر دورًا واحدًا على الأقل.');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
