import { useSyncExternalStore } from 'react';

/**
 * Hash routing with the query inside the hash: `#/login?redirect=%2Fstok%2Flist`.
 * wouter's own `useHashLocation` puts a query into location.search (before the #), and the contract wants it
 * after the path, so this hook reads and writes both parts of the hash and is given to wouter's <Router>.
 */
function readHash(): { path: string; search: string } {
  const raw = window.location.hash.replace(/^#/, '');
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  return { path: '/' + path.replace(/^\/+/, ''), search: q < 0 ? '' : raw.slice(q + 1) };
}

const subscribe = (cb: () => void) => {
  window.addEventListener('hashchange', cb);
  window.addEventListener('popstate', cb);
  return () => {
    window.removeEventListener('hashchange', cb);
    window.removeEventListener('popstate', cb);
  };
};

/**
 * An address whose path is the dealers' shop's (the bank sends the dealer back to `/magaza/siparis/<id>?payment=…`)
 * or the QR menu's (a table's QR code carries `/menu/<code>`) becomes the hash route it names, query included, before
 * anything reads the hash.
 */
export function adoptShopPathIntoHash(): void {
  const { pathname, search, hash } = window.location;
  if (hash.length > 1 || !/^\/(magaza(\/|$)|menu\/)/.test(pathname)) return;
  history.replaceState(null, '', `/#${pathname}${search}`);
}

export function currentPath(): string {
  return readHash().path;
}

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  const target = '#' + (to.startsWith('/') ? to : '/' + to);
  if (target === window.location.hash) return;
  const oldURL = window.location.href;
  const url = new URL(oldURL);
  url.hash = target;
  history[opts.replace ? 'replaceState' : 'pushState'](null, '', url.href);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

export const usePath = (): string => useSyncExternalStore(subscribe, () => readHash().path);
export const useHashSearch = (): string => useSyncExternalStore(subscribe, () => readHash().search);

/** The hook handed to wouter's <Router hook>, with its `hrefs` and `searchHook` companions. */
export function useHashRouterLocation(): [string, (to: string, opts?: { replace?: boolean }) => void] {
  return [usePath(), navigate];
}
export const hashHrefs = (href: string): string => '#' + href;
export const useHashRouterSearch = (): string => useHashSearch();

/** `?redirect=` of the current hash, decoded; only in-app paths are accepted. */
export function redirectParam(search: string): string | null {
  const r = new URLSearchParams(search).get('redirect');
  return r && r.startsWith('/') && !r.startsWith('//') ? r : null;
}
