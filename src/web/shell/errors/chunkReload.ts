/**
 * Spec §8: a script error about an unexpected token, a failed chunk or a failed CSS chunk (a new deploy
 * replaced the files) reloads the page, at most once per hour so a real fault cannot loop.
 */
export const CHUNK_RELOAD_KEY = 'defter.chunkReloadAt';
export const CHUNK_RELOAD_INTERVAL_MS = 3_600_000;

const CHUNK_ERROR =
  /Unexpected token|Loading chunk|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkError(message: string | undefined | null): boolean {
  return !!message && CHUNK_ERROR.test(message);
}

/**
 * Reloads unless it already did within the hour; answers whether it reloads. Offline, a chunk cannot
 * load and a reload would only replace the panel with the browser's offline page: it waits instead.
 */
export function reloadOncePerHour(now = Date.now()): boolean {
  if (!navigator.onLine) return false;
  const last = Number(localStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  localStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

export function installChunkErrorReload(): void {
  window.addEventListener('error', (e) => {
    if (isChunkError(e.message) || isChunkError((e.error as Error | undefined)?.message)) reloadOncePerHour();
  });
  window.addEventListener('unhandledrejection', (e) => {
    const reason = e.reason as { message?: string } | string | undefined;
    if (isChunkError(typeof reason === 'string' ? reason : reason?.message)) reloadOncePerHour();
  });
  window.addEventListener('vite:preloadError', (e) => {
    e.preventDefault();
    reloadOncePerHour();
  });
}
