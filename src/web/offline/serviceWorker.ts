import { watchForUpdates } from './appUpdate';

/**
 * Registers the app's service worker (sw.js, written by the build from offline/sw.js) in a production build: it keeps
 * the whole app for reloads without a connection, and a new build's worker is offered to the user (appUpdate.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(watchForUpdates)
      .catch(() => {
        // without a worker the app works the same online; only a reload offline is lost
      });
  });
}
