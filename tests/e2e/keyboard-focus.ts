import { expect, type Page } from '@playwright/test';

/** What the focused element looks like to a keyboard user, read in the page (see `expectFocusVisible`). */
export interface FocusState {
  /** a short name of the focused element (tag, test id, text), for the failure message */
  what: string;
  onBody: boolean;
  visible: boolean;
  /** :focus-visible matches and the outline, box-shadow, border or background differ from the element unfocused */
  indicated: boolean;
  /** an open dialog exists and the focus is outside it */
  behindDialog: boolean;
}

/**
 * Reads the focus in the page. The unfocused look is that of a shallow copy of the element put beside it for the
 * moment of the reading (same classes, same place in the tree), so nothing is blurred and no handler runs.
 */
export function readFocus(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement)
      return { what: String(el?.tagName ?? 'none'), onBody: true, visible: false, indicated: false, behindDialog: false };
    const testId = el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
    const what = `${el.tagName.toLowerCase()}[${testId}] "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const rect = el.getBoundingClientRect();
    const visible = rect.width > 0 && rect.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const look = (e: Element) => {
      const s = getComputedStyle(e);
      const outline = s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0 ? 'none' : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
      return [outline, s.boxShadow, s.borderColor, s.backgroundColor].join(' | ');
    };
    const twin = el.cloneNode(false) as HTMLElement;
    twin.removeAttribute('id');
    twin.removeAttribute('autofocus');
    twin.setAttribute('tabindex', '-1');
    el.after(twin);
    const unfocused = look(twin);
    twin.remove();
    const indicated = el.matches(':focus-visible') && look(el) !== unfocused;
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog[open]')].filter((d) =>
      d.checkVisibility({ visibilityProperty: true }),
    );
    const behindDialog = dialogs.length > 0 && !dialogs.some((d) => d.contains(el));
    return { what, onBody: false, visible, indicated, behindDialog };
  });
}

/** After a keyboard step: the focus is on an element (not the page), shown, visibly marked, and not behind a dialog. */
export async function expectFocusVisible(page: Page, step: string): Promise<void> {
  await expect
    .poll(() => readFocus(page), { message: `focus after: ${step}`, timeout: 5_000 })
    .toMatchObject({ onBody: false, visible: true, indicated: true, behindDialog: false });
}

/** Presses a key, then checks the focus as above. */
export async function press(page: Page, key: string, step = key): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusVisible(page, step);
}

/** Tabs forward (or back with Shift) until the focused element matches the selector; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, { max = 40, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return expectFocusVisible(page, `tab to ${selector}`);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${selector} not reached with ${max} presses of Tab`);
}
