import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CounterMode } from '../../../flows/library-counter';
import { BACK_COPY, CARD, counterFlowPaths, LEND_COPY, OVERDUE_RETURN, type CounterPathEvent, type CounterStateView } from '../library-counter-flow-paths';
import { apiCall, apiLogin, openPanel, setCookie, signIn, USERS } from '../../e2e/helpers';
import { putTeacherRules } from '../../e2e/library-setup';
import { test as warmTest } from '../../e2e/warm-page';
import { addDays, businessDay } from '../../../src/domain/clock/clock';

/**
 * Model-based: every path generated from flows/library-counter.ts runs in the browser against the real server. Each
 * path makes its own members and copies through the API, in the state the model's sample names (a member at the
 * limit, a copy on the holds shelf for this member or for another, a loan five days late whose title another member
 * waits for, loans whose renewal is refused), and every state the model reaches is checked on the screen.
 */

type Nested = { [k: string]: string | Nested };
const tr = JSON.parse(readFileSync(new URL('../../../locales/tr.json', import.meta.url), 'utf8')) as Nested;
const lookup = (key: string): string => {
  let node: string | Nested = tr;
  for (let i = 0, parts = key.split('.'); i < parts.length; i++) {
    const rest = parts.slice(i).join('.');
    if (typeof node === 'object' && typeof node[rest] === 'string') return node[rest];
    node = (node as Nested)[parts[i]!]!;
  }
  return node as string;
};
/** The Turkish message of a refusal's reason: a loan rule's, or the library's own. */
const message = (reason: string) => lookup(reason.startsWith('loan.') ? `rules.${reason}` : reason);

const inDays = (n: number) => addDays(businessDay(new Date()), n);
const shown = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
let seq = 0;
const unique = (p: string) => `${p}${Date.now() % 1_000_000}${++seq}`;

interface Real {
  code: string;
  name: string;
  /** a member's id */
  id?: number;
}

/**
 * The sample world of the model made real for one path: each card and barcode the path scans becomes a member or a
 * copy in the state the sample says, made when first needed.
 */
function world(request: APIRequestContext, token: string) {
  const call = (method: 'GET' | 'POST', path: string, data?: unknown) => apiCall(request, token, method, path, data);
  const made = new Map<string, Promise<Real>>();
  const member = async (name: string, category: 'student' | 'teacher' = 'student') => {
    const m = await call('POST', 'library/members', { cardNumber: unique('E2E'), name: `${name} ${unique('')}`, category });
    return m as { id: number; cardNumber: string; name: string };
  };
  let location: Promise<number> | null = null;
  const copy = async (title: string) => {
    location ??= call('GET', 'locations').then((l) => l.items[0].id as number);
    const product = await call('POST', 'products', { name: `${title} ${unique('')}`, unit: 'ADET', vatRate: 0, price: '10.00', locationId: await location });
    return (await call('POST', 'library/copies', { productId: product.id, barcode: unique('C'), itemType: 'book' })) as {
      id: number;
      barcode: string;
      productId: number;
    };
  };
  const lend = (cardNumber: string, barcode: string) => call('POST', 'library/lend', { cardNumber, barcode });
  const asCopy = (c: { barcode: string }) => ({ code: c.barcode, name: c.barcode });
  /** a copy on the holds shelf for `holder`: lent to someone, held, returned */
  const onHoldsShelf = async (title: string, holder: { id: number }) => {
    const [c, lender] = await Promise.all([copy(title), member('Okur')]);
    await lend(lender.cardNumber, c.barcode);
    await call('POST', 'library/holds', { memberId: holder.id, productId: c.productId });
    await call('POST', 'library/return', { barcode: c.barcode });
    return c;
  };
  const reader = () => real(CARD.reader);
  const makers: Record<string, () => Promise<Real>> = {
    [CARD.reader]: async () => {
      const m = await member('Öğrenci Okur');
      return { code: m.cardNumber, name: m.name, id: m.id };
    },
    [CARD.full]: async () => {
      const [m, c] = await Promise.all([member('Sınırda Öğretmen', 'teacher'), copy('Nutuk')]);
      await lend(m.cardNumber, c.barcode);
      return { code: m.cardNumber, name: m.name };
    },
    [CARD.unknown]: async () => ({ code: unique('YOK'), name: '' }),
    [LEND_COPY.free]: async () => asCopy(await copy('Çalıkuşu')),
    [LEND_COPY.heldMine]: async () => asCopy(await onHoldsShelf('Sinekli Bakkal', { id: (await reader()).id! })),
    [LEND_COPY.heldOther]: async () => asCopy(await onHoldsShelf('Yaban', await member('Başka Okur'))),
    [BACK_COPY.onTime]: async () => {
      const [m, c] = await Promise.all([member('Zamanında'), copy('Kiralık Konak')]);
      await lend(m.cardNumber, c.barcode);
      return asCopy(c);
    },
    [BACK_COPY.overdue]: async () => {
      const [late, holder, c] = await Promise.all([member('Geciken Öğretmen', 'teacher'), member('Bekleyen Okur'), copy('Kuyucaklı Yusuf')]);
      await call('POST', 'documents', {
        type: 'loan',
        event: 'LEND',
        memberId: late.id,
        copyId: c.id,
        date: inDays(-20),
        dueDate: inDays(-OVERDUE_RETURN.overdueDays),
      });
      await call('POST', 'library/holds', { memberId: holder.id, productId: c.productId });
      return { code: c.barcode, name: holder.name };
    },
    [BACK_COPY.notLent]: async () => asCopy(await copy('Aylak Adam')),
    [BACK_COPY.held]: async () => {
      const [m, other, c] = await Promise.all([member('Uzatan'), member('Ayırtan'), copy('Saatleri Ayarlama Enstitüsü')]);
      await lend(m.cardNumber, c.barcode);
      await call('POST', 'library/holds', { memberId: other.id, productId: c.productId });
      return asCopy(c);
    },
    [BACK_COPY.maxed]: async () => {
      const [m, c] = await Promise.all([member('Çok Uzatan'), copy('İnce Memed')]);
      await lend(m.cardNumber, c.barcode);
      for (let i = 0; i < 3; i++) await call('POST', 'library/renew', { barcode: c.barcode });
      return asCopy(c);
    },
  };
  function real(sample: string): Promise<Real> {
    if (!made.has(sample)) made.set(sample, makers[sample]!());
    return made.get(sample)!;
  }
  return real;
}

const ROUTE: Record<CounterMode, string> = { lend: '/kutuphane/odunc', return: '/kutuphane/iade' };
const screenOf = (page: Page, mode: CounterMode) => page.getByTestId(mode === 'lend' ? 'library-lend' : 'library-return');
const prints = (page: Page) => page.evaluate(() => (window as unknown as { prints?: number }).prints ?? 0);

/** Scans as a scanner does: the whole code typed into the field that has the focus, then Enter (or a button). */
async function scanInto(page: Page, field: string, code: string, first: boolean, button?: string) {
  const input = page.getByTestId(field);
  // the first scan of a path on a kept page: the librarian puts the cursor in the field; after that it stays there
  if (first) await input.click();
  else await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await page.keyboard.type(code);
  if (button) await page.getByTestId(button).click();
  else await page.keyboard.press('Enter');
}

async function perform(page: Page, e: CounterPathEvent, real: (s: string) => Promise<Real>, first: boolean) {
  switch (e.type) {
    case 'SCAN_CARD':
      return scanInto(page, 'lend-card', (await real(e.cardNumber)).code, first);
    case 'SCAN_COPY':
      return scanInto(page, 'lend-copy', (await real(e.barcode)).code, first);
    case 'RETURN_COPY':
      return scanInto(page, 'return-copy', (await real(e.barcode)).code, first);
    case 'RENEW':
      return scanInto(page, 'return-copy', (await real(e.barcode)).code, first, 'return-renew');
    case 'PRINT':
      return page.getByTestId('lend-print').click();
    case 'NEXT_MEMBER':
      return page.getByTestId('lend-next').click();
    default:
      // the server's answer: the screen shows it, as the next state's check sees
      return;
  }
}

async function expectState(page: Page, mode: CounterMode, s: CounterStateView, real: (s: string) => Promise<Real>, printsBefore: number) {
  if (['findingMember', 'asking', 'returningCopy', 'renewing'].includes(s.step)) return;
  const screen = screenOf(page, mode);
  if (s.scanned) await expect(screen).toHaveAttribute('data-scanned', (await real(s.scanned)).code);
  await expect(screen).toHaveAttribute('data-step', s.step);
  const error = screen.getByTestId('counter-error');
  if (s.refusal) await expect(error).toHaveText(message(s.refusal));
  else await expect(error).toHaveCount(0);
  if (mode === 'lend') {
    if (s.member) await expect(screen.getByTestId('lend-member')).toContainText((await real(s.member)).name);
    else await expect(screen.getByTestId('lend-member')).toHaveCount(0);
    const lines = screen.getByTestId('lend-line');
    await expect(lines).toHaveCount(s.lent.length);
    for (let i = 0; i < s.lent.length; i++) {
      await expect(lines.nth(i)).toHaveAttribute('data-barcode', (await real(s.lent[i]!)).code);
      // the due date is the matrix's: 14 days for a student's book
      await expect(lines.nth(i)).toContainText(shown(inDays(14)));
    }
    if (s.step === 'slip') {
      await expect.poll(() => prints(page)).toBe(printsBefore + 1);
      // printed again, the slip stays as it is
      await screen.getByTestId('lend-print').click();
      await expect.poll(() => prints(page)).toBe(printsBefore + 2);
      await expect(screen).toHaveAttribute('data-step', 'slip');
    }
    return;
  }
  const result = screen.getByTestId('return-result');
  if (!s.returned) await expect(result).toHaveCount(0);
  else {
    await expect(result).toHaveAttribute('data-barcode', (await real(s.returned.barcode)).code);
    const fine = screen.getByTestId('return-fine');
    if (s.returned.overdueDays === 0) await expect(fine).toHaveCount(0);
    else {
      await expect(fine).toContainText(`${s.returned.overdueDays} gün gecikme`);
      await expect(fine).toContainText(s.returned.fine.replace('.', ','));
    }
    const hold = screen.getByTestId('return-hold');
    if (s.returned.holdsShelf) await expect(hold).toContainText(`Ayırtma rafına koyun: ${(await real(s.returned.barcode)).name}`);
    else await expect(hold).toHaveCount(0);
  }
  const renewed = screen.getByTestId('renewed');
  if (!s.renewed) await expect(renewed).toHaveCount(0);
  else {
    await expect(renewed).toHaveAttribute('data-barcode', (await real(s.renewed)).code);
    // a loan due in 14 days renewed by the matrix's 14 more
    await expect(renewed).toContainText(shown(inDays(28)));
  }
}

/**
 * Brings a kept counter back to what a freshly opened one shows, as the librarian would: the lending desk is finished
 * with its member ("next member"). The returns desk keeps its last answer until the next scan, which clears it: each of
 * its paths starts with a scan, checked by the code the screen says it asked about. False when it does not get there.
 */
async function startAnew(page: Page): Promise<boolean> {
  try {
    const lend = page.getByTestId('library-lend');
    if ((await lend.count()) === 0 || !(await lend.isVisible())) return true;
    if ((await lend.getAttribute('data-step')) !== 'awaitingCard' || (await lend.getByTestId('counter-error').count()) > 0)
      await page.getByTestId('lend-next').click({ timeout: 2_000 });
    await expect(lend).toHaveAttribute('data-step', 'awaitingCard', { timeout: 2_000 });
    await expect(page.getByTestId('counter-error')).toHaveCount(0, { timeout: 2_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * The counter of a page kept per worker across the paths (tests/e2e/warm-page.ts says why). Its two routes are fixed,
 * kept mounted by the shell, so instead of a route of its own each path starts from the counter the previous one left
 * (`startAnew`). A path that fails, or a counter that cannot be brought back, is loaded afresh.
 */
const test = warmTest.extend<{ warmCounter: (mode: CounterMode) => Promise<Page> }>({
  warmCounter: async ({ warmPages }, use, testInfo) => {
    let used: Page | null = null;
    await use(async (mode) => {
      const { page, fresh } = await warmPages.get('muhasebe');
      used = page;
      if (fresh) await openPanel(page, ROUTE[mode]);
      else await page.goto(`/#${ROUTE[mode]}`);
      await expect(screenOf(page, mode)).toBeVisible();
      // the print dialog is the browser's: the test counts the calls instead
      await page.evaluate(() => {
        window.print = () => {
          const w = window as unknown as { prints?: number };
          w.prints = (w.prints ?? 0) + 1;
        };
      });
      return page;
    });
    const page = used as Page | null;
    if (!page) return;
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed) await testInfo.attach('counter.png', { body: await page.screenshot(), contentType: 'image/png' });
    if (failed || !(await startAnew(page))) await warmPages.drop('muhasebe');
  },
});

test.describe('library counter /kutuphane/odunc and /iade (model-based)', () => {
  // every path makes its own members and copies: the paths spread over the workers, each keeping its counter
  test.describe.configure({ mode: 'parallel' });
  for (const path of [...counterFlowPaths('lend'), ...counterFlowPaths('return')]) {
    test(path.title, async ({ warmCounter, request }) => {
      const token = await apiLogin(request, USERS.muhasebe.email);
      await putTeacherRules(request, token);
      const real = world(request, token);
      // the fixtures first, so that the scans are timed by the screen only
      const codes = path.events.flatMap((e) => ('cardNumber' in e ? [e.cardNumber] : 'barcode' in e ? [e.barcode] : []));
      for (const c of new Set(codes)) await real(c);
      const page = await warmCounter(path.mode);
      await expect(screenOf(page, path.mode)).toHaveAttribute('data-step', path.mode === 'lend' ? 'awaitingCard' : /./);
      let scans = 0;
      for (let i = 0; i < path.events.length; i++) {
        const e = path.events[i]!;
        const before = await prints(page);
        await perform(page, e, real, scans === 0);
        if (['SCAN_CARD', 'SCAN_COPY', 'RETURN_COPY', 'RENEW'].includes(e.type)) scans++;
        await expectState(page, path.mode, path.states[i]!, real, before);
      }
    });
  }

  test('in Arabic on a phone: a copy lent and returned at the counter, right to left and within the width', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await signIn(page, 'muhasebe');
    await setCookie(page, 'lang', 'ar');
    await putTeacherRules(request, token);
    const real = world(request, token);
    const [card, book] = [await real(CARD.reader), await real(LEND_COPY.free)];
    await openPanel(page, ROUTE.lend);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('lend-card')).toBeFocused();
    await page.keyboard.type(card.code);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lend-copy')).toBeFocused();
    await page.keyboard.type(book.code);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lend-line')).toHaveAttribute('data-barcode', book.code);
    await expect(page.getByTestId('lend-copy')).toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`/#${ROUTE.return}`);
    await expect(page.getByTestId('return-copy')).toBeFocused();
    await page.keyboard.type(book.code);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('return-result')).toHaveAttribute('data-barcode', book.code);
    await expect(page.getByTestId('return-copy')).toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
