import { useEffect, useRef, type KeyboardEvent } from 'react';
import { navigate } from '../../routes/hashLocation';

/**
 * The tab list by keyboard (WAI-ARIA tabs): the arrows (mirrored right to left), Home and End move the focus to a
 * tab and open its page; Delete closes the tab with the focus, and the focus goes to the tab shown next, never lost.
 */
export function useTabListKeys(active: string | undefined, tabs: readonly string[], close: (path: string) => void) {
  const listRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const list = listRef.current;
    (list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? list?.querySelector<HTMLElement>('[role="tab"]'))?.focus();
  }, [active, tabs]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tab = (e.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
    const path = tab?.dataset.path;
    if (!tab || !path) return;
    const all = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = all.indexOf(tab);
    const forward = getComputedStyle(e.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const to =
      e.key === forward
        ? all[(at + 1) % all.length]
        : e.key === backward
          ? all[(at - 1 + all.length) % all.length]
          : e.key === 'Home'
            ? all[0]
            : e.key === 'End'
              ? all.at(-1)
              : undefined;
    if (to?.dataset.path) {
      e.preventDefault();
      to.focus();
      navigate(to.dataset.path);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      refocus.current = true;
      close(path);
    }
  };

  return { listRef, onKeyDown };
}
