import { useEffect } from 'react';
import { currentPath } from '../routes/hashLocation';
import { isReceiptPath } from '../routes/routeTable';

/** Spec §9: 300000 ms. Tests shorten it with `window.__DEFTER_IDLE_MS__` or localStorage `defter.idleMs`. */
export const IDLE_RELOAD_MS = 300_000;

declare global {
  interface Window {
    __DEFTER_IDLE_MS__?: number;
  }
}

export function idleTimeoutMs(): number {
  const fromWindow = Number(window.__DEFTER_IDLE_MS__);
  if (fromWindow > 0) return fromWindow;
  const fromStorage = Number(localStorage.getItem('defter.idleMs'));
  return fromStorage > 0 ? fromStorage : IDLE_RELOAD_MS;
}

/** After the idle time without mouse movement the page reloads, except on /fis pages (spec §2 Inactivity). */
export function useInactivityReload(): void {
  useEffect(() => {
    const ms = idleTimeoutMs();
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timer);
      // offline, a reload would show the browser's offline page instead of the panel
      timer = setTimeout(() => (isReceiptPath(currentPath()) || !navigator.onLine ? arm() : window.location.reload()), ms);
    };
    arm();
    window.addEventListener('mousemove', arm, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', arm);
    };
  }, []);
}
