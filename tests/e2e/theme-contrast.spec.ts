import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';

/**
 * Issue #34: the three themes (src/web/theme) meet WCAG AA, read from the computed styles of real pages: 4.5:1 for
 * text, 3:1 for large text (24 px, or 18.66 px bold). The till's total and the status tags say what they are in
 * words, not by colour alone.
 */

interface Sample {
  name: string;
  ratio: number;
  large: boolean;
  text: string;
}

/**
 * The contrast of the first visible element each selector finds (every one, for `all`) against what is painted
 * behind it: the backgrounds of the element and its ancestors laid over each other with their alpha, on white.
 */
async function measure(page: Page, targets: { name: string; selector: string; all?: boolean }[]): Promise<Sample[]> {
  let samples: (Sample | { name: string; missing: true })[] = [];
  // the page may still be drawing: measured again until every target is there
  await expect
    .poll(async () => {
      samples = await read(page, targets);
      return samples.filter((s) => 'missing' in s).map((s) => s.name);
    })
    .toEqual([]);
  return samples as Sample[];
}

function read(page: Page, targets: { name: string; selector: string; all?: boolean }[]): Promise<(Sample | { name: string; missing: true })[]> {
  return page.evaluate((targets) => {
    // any CSS colour the browser computes (rgb, color(srgb …), oklch …), as the canvas paints it
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (c: string): number[] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = c;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], below: number[]) => [0, 1, 2].map((i) => top[i]! * top[3]! + below[i]! * (1 - top[3]!)).concat(1);
    const luminance = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const behind = (el: Element) => {
      const layers: number[][] = [];
      for (let e: Element | null = el; e; e = e.parentElement) {
        const bg = rgba(getComputedStyle(e).backgroundColor);
        if (bg[3]! > 0) layers.push(bg);
        if (bg[3] === 1) break;
      }
      return layers.reverse().reduce((acc, layer) => over(layer, acc), [255, 255, 255, 1]);
    };
    const sample = (name: string, el: Element) => {
      const style = getComputedStyle(el);
      const bg = behind(el);
      const fg = over(rgba(style.color), bg);
      const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return { name, ratio: Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100, large, text: (el.textContent ?? '').trim().slice(0, 30) };
    };
    return targets.flatMap(({ name, selector, all }): ({ name: string; ratio: number; large: boolean; text: string } | { name: string; missing: true })[] => {
      const found = [...document.querySelectorAll(selector)].filter((e) => e.checkVisibility() && (e.textContent ?? '').trim() !== '');
      if (found.length === 0) return [{ name, missing: true as const }];
      return (all ? found : found.slice(0, 1)).map((el, i) => sample(all ? `${name} ${i}` : name, el));
    });
  }, targets);
}

const PANEL = [
  { name: 'main text', selector: '.defter-content .bp6-html-table tbody td' },
  { name: 'heading', selector: '.defter-content h3, .defter-content .bp6-heading' },
  { name: 'muted text (footer)', selector: '.defter-footer > span' },
  { name: 'link', selector: '.defter-footer a[href]' },
  { name: 'side menu link', selector: '.defter-sidebar a.bp6-menu-item:not(.bp6-active) .bp6-text-overflow-ellipsis' },
  { name: 'side menu, the page shown', selector: '.defter-sidebar a.bp6-menu-item.bp6-active .bp6-text-overflow-ellipsis' },
  { name: 'tab', selector: '.defter-tab .defter-tab-title' },
  { name: 'status tag', selector: '[data-testid="status-tag"]', all: true },
];
const LOGIN = [
  { name: 'log-in text', selector: '.defter-login-card label' },
  { name: 'primary button', selector: '.bp6-button.bp6-intent-primary:not(:disabled)' },
];
const TILL = [
  { name: 'button', selector: '.defter-content .bp6-button:not([class*="bp6-intent"]):not(:disabled)' },
  { name: 'till total', selector: '[data-testid="pos-total"]' },
  { name: 'till total label', selector: '.pos-total-label' },
];

/** Sales invoices in each status of the receipt family (each status its own colour): the newest on the list. */
async function invoicesInEveryStatus(page: Page, token: string) {
  const product = (await apiCall(page, token, 'GET', 'products?limit=1&offset=0')).items[0] as { id: number };
  const warehouse = (await apiCall(page, token, 'GET', 'warehouses')).items[0] as { id: number };
  const account = (await apiCall(page, token, 'GET', 'accounts?q=Selin&limit=1&offset=0')).items[0] as { id: number };
  for (const events of [[], ['START'], ['START', 'COMPLETE'], ['START', 'COMPLETE', 'CLOSE'], ['CANCEL']]) {
    let doc = await apiCall(page, token, 'POST', 'documents', {
      type: 'salesInvoice',
      accountId: account.id,
      warehouseId: warehouse.id,
      lines: [{ productId: product.id, quantity: '1', unitPrice: '10.00', vatRate: 0 }],
    });
    for (const type of events) doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
  }
}

for (const theme of ['light', 'dark', 'kum'] as const) {
  test(`the ${theme} theme meets AA: text, muted text, links, buttons, status tags and the till's total; tags and the total say what they are in words`, async ({
    page,
  }) => {
    await setCookie(page, 'theme', theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const login = await measure(page, LOGIN);
    const token = await signIn(page, 'admin');
    await invoicesInEveryStatus(page, token);
    await openPanel(page, '/fis/takip');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const tags = page.getByTestId('status-tag');
    for (const status of ['draft', 'inProcess', 'completed', 'closed', 'cancelled'])
      await expect(tags.and(page.locator(`[data-status="${status}"]`)).first()).toBeVisible();
    // not colour alone: every status tag carries its status in words
    for (const text of await tags.allTextContents()) expect(text.trim()).not.toBe('');
    const panel = await measure(page, PANEL);

    await page.goto('/#/fis/pos');
    await expect(page.getByTestId('pos-total')).toBeVisible();
    // the total has its label beside it, in words
    await expect(page.locator('.pos-total-box .pos-total-label')).toHaveText('Toplam');
    const till = await measure(page, TILL);

    const samples = [...login, ...panel, ...till];
    const failing = samples.filter((s) => s.ratio < (s.large ? 3 : 4.5));
    expect(failing, JSON.stringify(samples)).toEqual([]);
  });
}
