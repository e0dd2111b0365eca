/*
 * Sightline service worker: keeps the app shell (index.html and the built assets it has fetched) so a reload
 * works offline. API, GraphQL and brand requests always go to the network. A new worker waits until the page
 * asks it to take over (message 'SKIP_WAITING'), so an open tab is never switched mid-session.
 */
const CACHE = 'sightline-shell-v1';
const SHELL = ['/', '/index.html'];
const NETWORK_ONLY = ['/api', '/graph', '/brand', '/export'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
});

function isNetworkOnly(url) {
  return url.origin !== self.location.origin || NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix));
}

/** Navigations: network first, the cached shell when offline. */
async function navigate(request) {
  try {
    const response = await fetch(request);
    const cache = await caches.open(CACHE);
    await cache.put('/index.html', response.clone());
    return response;
  } catch {
    const cached = await caches.match('/index.html');
    return cached ?? Response.error();
  }
}

/** Hashed assets never change under the same name: cache first, filled on first use. */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isNetworkOnly(url)) return;
  if (request.mode === 'navigate') event.respondWith(navigate(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
