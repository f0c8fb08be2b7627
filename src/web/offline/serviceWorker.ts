/**
 * Registers public/sw.js (the app shell kept for reloads without a connection) in a production build, and
 * hands it the assets this page loaded before the worker took control.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((u) => u.startsWith(`${location.origin}/assets/`));
        registration.active?.postMessage({ type: 'cache-assets', urls });
      })
      .catch(() => {
        // without a worker the app works the same online; only a reload offline is lost
      });
  });
}
