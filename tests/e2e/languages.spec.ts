import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';

/**
 * Every language of the interface, switched the way a user does it (user menu, reload): the main screens show
 * no Turkish word but in the names of things (the demo's products, accounts, warehouses, …). The Turkish words
 * are those of tr.json's messages that the language says otherwise (and never uses itself).
 */

type Nested = { [k: string]: string | Nested };
const LANGS = ['tr', 'en', 'de', 'fr', 'ar'] as const;
type Lang = (typeof LANGS)[number];

const messages = (lang: Lang): string[] => {
  const data = JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as Nested;
  const flat = (o: Nested, p = ''): [string, string][] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[p + k, v]] : flat(v, `${p}${k}.`)));
  return flat(data).map(([k, v]) => `${k}\u0000${v}`);
};
/** Words of two letters or more, lower case the Turkish way (placeholders and ICU syntax left out). */
const words = (text: string): string[] => (text.replace(/\{[\w]+(, \w+,)?|[{}]/g, ' ').match(/\p{L}{2,}/gu) ?? []).map((w) => w.toLocaleLowerCase('tr'));

function turkishWords(lang: Lang): Set<string> {
  const tr = new Map(messages('tr').map((m) => m.split('\u0000') as [string, string]));
  const own = new Map(messages(lang).map((m) => m.split('\u0000') as [string, string]));
  const ownWords = new Set([...own.values()].flatMap(words));
  return new Set([...tr].filter(([k, v]) => own.get(k) !== v).flatMap(([, v]) => words(v).filter((w) => !ownWords.has(w))));
}

/** The main screens: each path with the element that says it has loaded. */
const SCREENS: { path: string; ready: string }[] = [
  { path: '/dashboard', ready: '[data-testid="dashboard"]' },
  { path: '/stok/list', ready: '[data-testid="stock-list"] [data-testid="list-table"], [data-testid="stock-list"] tbody tr' },
  { path: '/cari/list', ready: '[data-testid="account-list"] tbody tr' },
  { path: '/fis/takip', ready: '[data-route="/fis/takip"] [data-testid="list-total"]' },
  { path: '/fis/fatura/satis/yeni', ready: '[data-route="/fis/fatura/satis/yeni"] [data-testid="lines-grid"]' },
  { path: '/siparis/list', ready: '[data-route="/siparis/list"] [data-testid="list-total"]' },
  { path: '/kasa/list', ready: '[data-testid="cash-box-list"]' },
];

/** What a person sees: the page's text, the placeholders of its visible fields and the tab's title. */
const shownText = (page: Page) =>
  page.evaluate(() => {
    const hints = [...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')].filter((el) => el.offsetParent !== null);
    return [document.title, document.body.innerText, ...hints.map((el) => el.placeholder)].join('\n');
  });

/** The names of things the screens show: data, not words of the interface. */
async function namesOfThings(page: Page, token: string): Promise<string[]> {
  const items = async (path: string): Promise<Record<string, unknown>[]> => {
    const r = (await apiCall(page, token, 'GET', path)) as Record<string, unknown>[] | { items: Record<string, unknown>[] };
    return Array.isArray(r) ? r : r.items;
  };
  const products = await items('products?limit=500');
  const accounts = await items('accounts?limit=500');
  const settings = await apiCall(page, token, 'GET', 'modules/frontappui');
  const lists = [
    ...products.flatMap((p) => [p.name, p.unit, p.author, p.publisher, p.categoryName, p.manufacturerName]),
    ...accounts.flatMap((a) => [a.name, a.taxOffice, a.city]),
    ...(await items('warehouses')).map((w) => w.name),
    ...(await items('locations')).map((l) => l.name),
    ...(await items('cash-boxes')).flatMap((b) => [b.name, b.bank]),
    settings.company?.name,
    settings.license?.owner,
    settings.authorizedUser?.name,
  ];
  return [...new Set(lists.filter((n): n is string => typeof n === 'string' && n.trim() !== ''))].sort((a, b) => b.length - a.length);
}

async function switchLanguage(page: Page, lang: Lang) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').locator('.bp6-menu-item:has(.bp6-icon-translate)').hover();
  await Promise.all([page.waitForEvent('load'), page.locator(`[data-lang-option="${lang}"]`).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

// an English browser: the app's language is the user's choice, whatever the browser's
test.use({ locale: 'en-US' });

test('every language: the main screens show no Turkish word outside the names of things', async ({ page }) => {
  test.setTimeout(300_000);
  const token = await signIn(page, 'admin');
  // an account owed 2,00 (a receivable voucher): its balance is negative
  const account = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Eksi Bakiye ${Date.now()}`, kind: 'customer' });
  const voucher = await apiCall(page, token, 'POST', 'documents', { type: 'receivableVoucher', accountId: account.id, amount: '2' });
  await apiCall(page, token, 'POST', `documents/${voucher.id}/events`, { type: 'COMPLETE', version: voucher.version });
  const names = await namesOfThings(page, token);

  // Turkish first, so that the UI settings (the dashboard's quick links) are kept in Turkish
  await openPanel(page);
  await expect(page.getByTestId('dashboard')).toContainText('Stok Listesi');

  for (const lang of LANGS.filter((l) => l !== 'tr')) {
    await switchLanguage(page, lang);
    const turkish = turkishWords(lang);
    for (const screen of SCREENS) {
      await page.goto(`/#${screen.path}`);
      await expect(page.locator(screen.ready).first()).toBeVisible();
      await expect(page.locator('.defter-page-slot:not([hidden]) .bp6-spinner')).toHaveCount(0);
      let text = await shownText(page);
      for (const name of names) text = text.split(name).join(' ');
      // a document's number is its series' letters and digits (SS2026000001), never a word
      text = text.replace(/\p{L}+\d+/gu, ' ');
      const found = [...new Set(words(text).filter((w) => turkish.has(w)))];
      expect.soft(found, `Turkish words on ${screen.path} in ${lang}`).toEqual([]);
    }
  }

  // the last language is Arabic: a negative balance keeps its minus in front, where a bare "-2,00" would show as "2,00-"
  await page.goto(`/#/cari/list?q=${account.code}`);
  const balance = page.locator(`[data-testid="account-list"] tr[data-id="${account.id}"] td[data-col="balance"]`);
  await expect(balance).toHaveText('\u200e-2,00');
  const [minusX, digitX] = await balance.evaluate((td) => {
    const text = document.createTreeWalker(td, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const left = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    return [left(text.data.indexOf('-')), left(text.data.search(/\d/))];
  });
  expect(minusX).toBeLessThan(digitX);
});
