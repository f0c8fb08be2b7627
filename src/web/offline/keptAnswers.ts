import { currentPath } from '../routes/hashLocation';
import { findRoute } from '../routes/routeTable';

/**
 * The API answers the service worker keeps (src/web/offline/sw.js) so that the last screens open without a
 * connection. The names are the worker's: keep them equal.
 */
const KEPT_ANSWERS_CACHE = 'defter-api';
const LIVE_ONLY_HEADER = 'X-Defter-Live-Only';

/** Log-out and log-in: no later user may see this user's kept answers. */
export function forgetKeptAnswers(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(KEPT_ANSWERS_CACHE).catch(() => undefined);
}

/**
 * The till's pages (group `pos`) keep their own copies in IndexedDB and tell the cashier whether a value is live or
 * kept (offline/tillFacts.ts): their calls must see the network fail, never a kept answer.
 */
export function keptAnswerHeaders(): Record<string, string> {
  return findRoute(currentPath())?.group === 'pos' ? { [LIVE_ONLY_HEADER]: '1' } : {};
}
