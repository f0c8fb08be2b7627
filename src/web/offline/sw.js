// The installable app's service worker (issues #6 and #33). The build (vite.config.ts, `appServiceWorker`) writes it
// to dist/web/sw.js with two lines in front: `VERSION`, a hash of the build, and `PRECACHE`, every file of the build
// (the page, each route's chunk, styles, fonts, icons). Then:
// - the whole app is kept at install, so a reload without a connection opens any page, the till included;
// - the page itself is served from the kept build: a new build's worker waits (no skipWaiting at install) until the
//   user applies it from the app's "new version" button, never in the middle of a sale (offline/appUpdate.ts);
// - the API's GET answers are kept as they pass, and given back only when the server cannot be reached (network
//   first: a kept answer shown while online would hide what was just saved). Writes are never kept. Each kept
//   answer is tied to the hash of the token that asked; log-out and log-in delete them all (offline/keptAnswers.ts).
/* global VERSION, PRECACHE */
const APP_CACHE = `defter-app-${VERSION}`;
const API_CACHE = 'defter-api';
// the till decides offline from its own IndexedDB copies and must see the network fail (offline/keptAnswers.ts)
const LIVE_ONLY = 'x-defter-live-only';
const KEPT_FOR = 'x-defter-kept-for';
// calls whose answers are never kept: the session itself and the till's downloads (kept in IndexedDB); files are
// not JSON and never kept either
const NOT_KEPT = /^\/api\/(auth|health|offline)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(APP_CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== APP_CACHE && k !== API_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (!NOT_KEPT.test(url.pathname) && request.headers.has('authorization')) event.respondWith(networkThenKept(request));
    return;
  }
  if (request.mode !== 'navigate') return event.respondWith(keptOrNetwork(request, request));
  // the panel's one page (hash routes): the kept build's. Another address (a page the server draws, the shop's
  // paths) is the network's while there is one, and the kept page without a connection
  if (url.pathname === '/' || url.pathname === '/index.html') event.respondWith(keptOrNetwork('/', request));
  else
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(APP_CACHE)
          .then((cache) => cache.match('/'))
          .then((kept) => kept || Response.error()),
      ),
    );
});

// a file of the build: the kept one; else the network's, kept from then on if it is a hashed asset (the fonts)
async function keptOrNetwork(key, request) {
  const cache = await caches.open(APP_CACHE);
  const kept = await cache.match(key);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
}

async function networkThenKept(request) {
  const owner = await tokenHash(request);
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    if (response.status === 200 && type.includes('application/json')) {
      const headers = new Headers(response.headers);
      headers.set(KEPT_FOR, owner);
      const copy = new Response(await response.clone().blob(), { status: 200, headers });
      await (await caches.open(API_CACHE)).put(request, copy);
    }
    return response;
  } catch (error) {
    const kept = request.headers.has(LIVE_ONLY) ? null : await (await caches.open(API_CACHE)).match(request);
    // another user's answer is never given, even if a log-out's clearing was missed
    if (kept && kept.headers.get(KEPT_FOR) === owner) return kept;
    throw error;
  }
}

async function tokenHash(request) {
  const token = request.headers.get('authorization') || '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
