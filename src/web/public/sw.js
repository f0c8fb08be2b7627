// The app shell for selling offline (issue #6): the page and its hashed assets are kept in a cache, so that
// a reload without a connection still opens the till, whose catalogue and queue live in IndexedDB.
// The API is never cached: it either answers or the till queues.
const CACHE = 'defter-shell-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add('/'))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// the page names the assets it loaded before this worker controlled it
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache-assets' ? event.data.urls : null;
  if (Array.isArray(urls)) event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(urls.filter(isAsset))));
});

function isAsset(url) {
  const u = new URL(url, self.location.origin);
  return u.origin === self.location.origin && (u.pathname.startsWith('/assets/') || u.pathname.startsWith('/brand/'));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // the newest page when online; the kept one without a connection
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((kept) => kept || Response.error())),
    );
    return;
  }
  if (isAsset(request.url)) {
    // hashed names never change content: the cache first, the network once
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
