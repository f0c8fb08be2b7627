import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { APP_ROUTES as ROUTES } from '../../machines/routes';
import { pageInCompanyMenu, type IntegratorKey } from '../../src/domain/edocuments/integrators';
import { allowedByRoles } from '../../src/domain/roles';

export const PASSWORD = 'demo1234';
export const USERS = {
  admin: { email: 'admin@demo.test', roles: ['admin'] },
  kasa: { email: 'kasa@demo.test', roles: ['operator'] },
  muhasebe: { email: 'muhasebe@demo.test', roles: ['manager'] },
  denetci: { email: 'denetci@demo.test', roles: ['auditor'] },
  eski: { email: 'eski@demo.test', roles: ['employee'] },
  oteki: { email: 'admin@oteki.test', roles: ['admin'] },
  saglayici: { email: 'saglayici@defter.test', roles: ['admin'], provider: true },
} as const;
export type UserKey = keyof typeof USERS;

/**
 * The menu links a user must see: the routes with menu metadata their roles allow (src/domain/navigation.ts), of the
 * e-document integrator the company uses (the demo's: the sandbox); the provider's pages for the provider only.
 */
export function expectedMenuLinks(roles: readonly string[], integrator: IntegratorKey = 'sandbox', provider = false): string[] {
  return ROUTES.filter((r) => r.menu && !r.hidden && allowedByRoles(r.roles, roles) && pageInCompanyMenu(r.path, integrator) && (!r.providerOnly || provider))
    .map((r) => r.path)
    .sort();
}

export async function apiLogin(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).response.authorization.access_token as string;
}

/** Signs in without the form: the token cookie is what the web app reads. */
export async function signIn(page: Page, user: UserKey): Promise<string> {
  const token = await apiLogin(page.request, USERS[user].email);
  await setTokenCookie(page.context(), token, page);
  return token;
}

export async function setTokenCookie(context: BrowserContext, token: string, page: Page): Promise<void> {
  const base = new URL(pageBase(page));
  await context.addCookies([{ name: 'token', value: token, domain: base.hostname, path: '/' }]);
}

function pageBase(_page: Page): string {
  return test.info().project.use.baseURL ?? 'http://127.0.0.1:18080';
}

export async function setCookie(page: Page, name: string, value: string): Promise<void> {
  const base = new URL(pageBase(page));
  await page.context().addCookies([{ name, value, domain: base.hostname, path: '/' }]);
}

export async function getCookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

export async function openPanel(page: Page, path = '/dashboard'): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

export async function sidebarLinks(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  // open every section so all links are in the DOM
  const closed = sidebar.locator('[data-section][aria-expanded="false"]');
  for (let guard = 0; guard < 30 && (await closed.count()) > 0; guard++) await closed.first().click();
  const links = await sidebar.locator('a[href^="#/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
  return [...new Set(links)].sort();
}

export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/** An API call as the given user (through a page's or a test's request context); fails the test on anything but a 2xx, and gives the envelope's response. */
export async function apiCall(via: Page | APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const request = 'request' in via ? via.request : via;
  const res = await request.fetch(`/api/${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  expect(res.status(), text).toBeLessThan(300);
  return JSON.parse(text).response;
}
