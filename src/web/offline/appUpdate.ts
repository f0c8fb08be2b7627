import { useEffect, useSyncExternalStore } from 'react';

/**
 * A new build's service worker waits (src/web/offline/sw.js installs without skipWaiting) until the user applies it
 * from the app's "new version" toast (shell/UpdateReady.tsx), and never while a sale is under way: the till with
 * lines on its receipt keeps the old version until the sale ends.
 */
const UPDATE_CHECK_MS = 15 * 60_000;

let waiting: ServiceWorker | null = null;
let openSales = 0;
let applying = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Offers the registration's waiting worker once it is installed, and looks for a new build now and then. */
export function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const offer = () => {
    // the first worker of a browser has nothing to replace: it takes over by itself
    if (!registration.waiting || !navigator.serviceWorker.controller) return;
    waiting = registration.waiting;
    emit();
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const next = registration.installing;
    next?.addEventListener('statechange', () => next.state === 'installed' && offer());
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  // the new worker took over on this window's click: the page of the new build. Another window keeps its page (a
  // form being typed, a sale) until it is reloaded; a chunk it still lacks is fetched again (shell/errors/chunkReload.ts)
  navigator.serviceWorker.addEventListener('controllerchange', () => applying && window.location.reload());
}

export interface UpdateState {
  ready: boolean;
  saleOpen: boolean;
}

let snapshot: UpdateState = { ready: false, saleOpen: false };
const readState = (): UpdateState => {
  const ready = waiting !== null;
  const saleOpen = openSales > 0;
  if (snapshot.ready !== ready || snapshot.saleOpen !== saleOpen) snapshot = { ready, saleOpen };
  return snapshot;
};

export const useUpdateState = (): UpdateState => useSyncExternalStore(subscribe, readState);

/** The user's click: the waiting worker takes over and the page reloads (controllerchange). Refused during a sale. */
export function applyUpdate(): void {
  if (!waiting || openSales > 0) return;
  applying = true;
  waiting.postMessage({ type: 'skip-waiting' });
}

/** The till says a sale is under way (lines on the receipt) for as long as `open` is true. */
export function useSaleHoldsUpdate(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    openSales++;
    emit();
    return () => {
      openSales--;
      emit();
    };
  }, [open]);
}
