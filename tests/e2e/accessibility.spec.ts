import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { ensureOpenCashBox, openPos, scan } from './pos-helpers';
import { libraryMaker } from './library-setup';

/**
 * Issue #34: no serious or critical axe-core violation (WCAG 2.0/2.1 A and AA) on the main screens, in Turkish and
 * in Arabic right to left. axe-core's script is injected into the page as it is and run on the whole document once
 * the screen has its data; a failure names each rule, the elements (CSS selectors) and what to do about it.
 */

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGS = ['tr', 'ar'] as const;
type Lang = (typeof LANGS)[number];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The serious and critical violations on the page as it is now, one line per rule with its elements. */
async function violations(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const found = await page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return result.violations;
  }, WCAG_A_AA);
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: [${v.impact}] ${v.id} — ${v.help} (${v.helpUrl})\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
}

/**
 * Waits until the screen has settled: its own element is shown, no spinner or skeleton is left and nothing new was
 * fetched for a moment (the list's rows, the editor's lookups).
 */
async function settled(page: Page, ready: string): Promise<void> {
  await expect(page.locator(ready).filter({ visible: true }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __quiet?: { n: number; at: number } };
      const busy = [...document.querySelectorAll('.bp6-spinner, .bp6-skeleton')].some((el) => (el as HTMLElement).offsetParent !== null);
      const n = performance.getEntriesByType('resource').length;
      const now = performance.now();
      if (busy || !w.__quiet || w.__quiet.n !== n) {
        w.__quiet = { n, at: now };
        return false;
      }
      return now - w.__quiet.at > 200;
    },
    undefined,
    { polling: 50, timeout: 20_000 },
  );
}

const inPage = (path: string) => `[data-route="${path}"]`;

/** The panel's main screens an administrator opens, each with the element that says it is there. */
const PANEL_SCREENS: { path: string; ready: string }[] = [
  { path: '/dashboard', ready: '[data-testid="dashboard"]' },
  { path: '/stok/list', ready: '[data-testid="stock-list"] tbody tr' },
  { path: '/cari/list', ready: '[data-testid="account-list"] tbody tr' },
  { path: '/stok/yeni', ready: inPage('/stok/yeni') },
  { path: '/fis/takip', ready: `${inPage('/fis/takip')} [data-testid="list-total"]` },
  { path: '/fis/fatura/satis/yeni', ready: `${inPage('/fis/fatura/satis/yeni')} [data-testid="lines-grid"]` },
  { path: '/kasa/list', ready: '[data-testid="cash-box-list"]' },
  { path: '/kasa/islem', ready: inPage('/kasa/islem') },
  { path: '/ceksenet/list', ready: '[data-testid="cheque-portfolio"]' },
  { path: '/ceksenet/cekgiris/yeni', ready: '[data-testid="cheque-entry"]' },
  { path: '/rapor/caribakiye', ready: '[data-report] table' },
  { path: '/fis/ayar', ready: '[data-testid="receipt-settings"]' },
  { path: '/hesap_ayar', ready: '[data-testid="account-settings"]' },
  { path: '/qrmenu/ayar', ready: '[data-testid="qrmenu-day"] input[type="time"]' },
];

async function useLanguage(page: Page, lang: Lang) {
  await setCookie(page, 'lang', lang);
}

function expectNone(found: string[]) {
  expect(found, `serious or critical axe-core violations:\n${found.join('\n')}`).toEqual([]);
}

for (const lang of LANGS) {
  test.describe(`in ${lang === 'tr' ? 'Turkish' : 'Arabic, right to left'}`, () => {
    test('the log-in page has no serious or critical accessibility violation', async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/#/login');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await settled(page, '[data-testid="login-screen"] input');
      expectNone(await violations(page, '/login'));
    });

    test('the panel’s shell, the dashboard, lists, a form, the invoice editor, cash, cheques, a report and settings have no serious or critical accessibility violation', async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await useLanguage(page, lang);
      const found: string[] = [];
      for (const screen of PANEL_SCREENS) {
        await openPanel(page, screen.path);
        await settled(page, screen.ready);
        found.push(...(await violations(page, screen.path)));
      }
      expectNone(found);
    });

    test('an invoice with its lines and the library counter lending to a member have no serious or critical accessibility violation', async ({ page }) => {
      const token = await signIn(page, 'admin');
      await useLanguage(page, lang);
      const products = (await apiCall(page, token, 'GET', 'products?q=KRT')).items as { id: number }[];
      const accounts = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string }[];
      const lines = products.slice(0, 3).map((p) => ({ productId: p.id, quantity: '2', unitPrice: '10', vatRate: 20 }));
      const invoice = await apiCall(page, token, 'POST', 'documents', {
        type: 'salesInvoice',
        accountId: accounts.find((a) => a.kind === 'customer')!.id,
        lines,
      });
      const member = await apiCall(page, token, 'POST', 'library/members', {
        cardNumber: `AXL${Date.now() % 1_000_000}${lang}`,
        name: 'Sayacın Okuru',
        category: 'member',
      });
      const found: string[] = [];

      const editor = `/fis/fatura/satis/duzen/${invoice.id}`;
      await openPanel(page, editor);
      await settled(page, `${inPage(editor)} [data-testid="lines-grid"][data-lines="${lines.length}"]`);
      found.push(...(await violations(page, '/fis/fatura/satis/duzen/{id}')));

      await openPanel(page, '/kutuphane/odunc');
      await settled(page, '[data-testid="lend-card"]');
      found.push(...(await violations(page, '/kutuphane/odunc')));
      await page.getByTestId('lend-card').fill(member.cardNumber);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('lend-copy')).toBeFocused();
      await settled(page, '[data-testid="lend-member"]');
      found.push(...(await violations(page, '/kutuphane/odunc (a member)')));
      expectNone(found);
    });

    test('the till and the tables’ till have no serious or critical accessibility violation', async ({ page }) => {
      await ensureOpenCashBox(page);
      await signIn(page, 'kasa');
      await useLanguage(page, lang);
      const found: string[] = [];
      await openPos(page);
      await scan(page);
      await settled(page, '[data-testid="pos-lines"] tbody tr');
      found.push(...(await violations(page, '/fis/pos')));

      await openPanel(page, '/fis/posmasa');
      await settled(page, '[data-testid="tables-list"]');
      found.push(...(await violations(page, '/fis/posmasa')));
      await page.keyboard.press('n');
      await expect(page.getByTestId('tables-new-name')).toBeFocused();
      await page.keyboard.type(`Axe ${lang} ${Date.now() % 10000}`);
      await page.keyboard.press('Enter');
      await settled(page, '[data-route^="/fis/posmasa/duzen/"]:visible [data-testid="tables-bill"][data-step="ordering"]');
      found.push(...(await violations(page, '/fis/posmasa/duzen')));
      expectNone(found);
    });

    test('the reader area (search, a title, a member’s page) has no serious or critical accessibility violation', async ({ page }) => {
      const token = await signIn(page, 'admin');
      const member = await apiCall(page, token, 'POST', 'library/members', {
        cardNumber: `AXE${Date.now() % 1_000_000}${lang}`,
        name: 'Erişilebilir Okur',
        category: 'member',
        pin: '4321',
      });
      // a copy of its own on loan (the demo's copies are other specs' to lend and see on the shelf)
      const copy = await (await libraryMaker(page, token, 'member')).copy('Erişilebilir Kitap');
      await apiCall(page, token, 'POST', 'library/lend', { cardNumber: member.cardNumber, barcode: copy.barcode });
      await page.context().clearCookies();
      await useLanguage(page, lang);
      const found: string[] = [];

      await page.goto('/#/okuyucu/urunarama?q=madonna');
      await settled(page, '[data-testid="reader-count"]');
      found.push(...(await violations(page, '/okuyucu/urunarama')));
      await page.getByRole('link', { name: 'Kürk Mantolu Madonna', exact: true }).click();
      await settled(page, '[data-testid="reader-copies"]');
      found.push(...(await violations(page, '/okuyucu/urungor')));

      await page.goto('/#/okuyucu/hesap');
      await settled(page, 'input[type="password"]');
      found.push(...(await violations(page, '/okuyucu/hesap (sign-in)')));
      await page.locator('input').first().fill(member.cardNumber);
      await page.locator('input[type="password"]').fill('4321');
      await page.locator('input[type="password"]').press('Enter');
      await settled(page, '[data-testid="reader-due"]');
      found.push(...(await violations(page, '/okuyucu/hesap')));
      expectNone(found);
    });
  });
}

test('a tab and its close button are siblings: Delete on the focused tab closes it and the focus moves to the tab shown now', async ({ page }) => {
  await signIn(page, 'admin');
  await openPanel(page, '/stok/list');
  await openPanel(page, '/cari/list');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await expect(page.locator('.defter-tab [role="tab"] button, .defter-tab [role="tab"] a')).toHaveCount(0);
  await tabs.nth(1).focus();
  await page.keyboard.press('Delete');
  await expect(tabs).toHaveCount(1);
  await expect(page.getByRole('tab', { selected: true })).toBeFocused();
  await expect(page.getByTestId('stock-list')).toBeVisible();
});
