const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/**
 * Moves the focus to the field after `from` in the page's tab order. A Blueprint Suggest blurs its input when an
 * item is chosen, which leaves a keyboard user on the page itself; the choice made, the next field takes the keys.
 */
export function focusNextField(from: HTMLElement | null): void {
  if (!from || (document.activeElement && document.activeElement !== document.body)) return;
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((e) => e.tabIndex >= 0 && e.checkVisibility());
  const at = all.indexOf(from);
  (all[at + 1] ?? from).focus();
}

/** How to find the focused element again after a re-render or on the next page: its cell, id or test id. */
export function focusedSelector(): string | null {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const cell = el.getAttribute('data-cell');
  if (cell) return `[data-cell="${cell}"]`;
  if (el.id) return `#${CSS.escape(el.id)}`;
  const testId = el.getAttribute('data-testid');
  return testId ? `[data-testid="${testId}"]` : null;
}

/**
 * Puts the focus back on the element `selector` finds once it is shown (a saved new document opens on its own
 * page, so the element may appear a few frames later), unless something else took the focus meanwhile.
 */
export function restoreFocus(selector: string | null, withinMs = 3000): void {
  if (!selector) return;
  const until = performance.now() + withinMs;
  const attempt = () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const el = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => e.checkVisibility());
    if (el) el.focus();
    else if (performance.now() < until) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
