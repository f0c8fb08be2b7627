/**
 * Whether this window is the desktop shell (spec §1), decided per window: the installed app's window (display mode
 * standalone), or a page opened with `?shell=desktop` (the manifest's start URL), remembered for the window's later
 * pages in session storage; `?shell=web` forgets it. Per window, because the installed app and the browser's tabs
 * share the origin's storage: a browser tab stays the web variant beside an installed window.
 */
const WINDOW_KEY = 'defter.shell';

export function isDesktopShell(): boolean {
  const asked = new URLSearchParams(window.location.search).get('shell');
  if (asked === 'desktop') sessionStorage.setItem(WINDOW_KEY, 'desktop');
  if (asked === 'web') sessionStorage.removeItem(WINDOW_KEY);
  if (sessionStorage.getItem(WINDOW_KEY) === 'desktop') return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}
