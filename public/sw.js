/*
 * Sightline service worker: keeps the app shell (index.html and the built assets the pages have used) so a
 * reload works offline. API, GraphQL and brand requests always go to the network. A new worker waits until the
 * page asks it to take over (message 'SKIP_WAITING'), so an open tab is never switched mid-session.
 *
 * Where the browser has static routes (Chromium), those requests never wake this worker: hashed assets are read
 * from the cache (the network on a miss) and API calls go straight to the network. Running a fetch handler for
 * each of a dashboard's 40 scripts and 20 data calls cost about 50 ms of its first paint. The page then tells the
 * worker which assets it used ('CACHE_ASSETS'), since the worker no longer sees them fetched.
 */
const CACHE = 'sightline-shell-v1';
const SHELL = ['/', '/index.html'];
const NETWORK_ONLY = ['/api', '/graph', '/brand', '/export'];

/** The static routes; a browser without them sends every request through the fetch handler below. */
function staticRoutes(event) {
  if (typeof event.addRoutes !== 'function') return Promise.resolve();
  try {
    return event
      .addRoutes([
        { condition: { urlPattern: '/assets/*' }, source: 'cache' },
        ...NETWORK_ONLY.map((prefix) => ({ condition: { urlPattern: `${prefix}*` }, source: 'network' })),
      ])
      .catch(() => undefined);
  } catch {
    // Routes the browser refuses leave every request to the fetch handler, as without static routes.
    return Promise.resolve();
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([staticRoutes(event), caches.open(CACHE).then((cache) => cache.addAll(SHELL))]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // The navigation's request starts while the worker boots, instead of after it.
      self.registration.navigationPreload?.enable(),
      caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))),
    ]).then(() => self.clients.claim()),
  );
});

/** Adds the same-origin hashed assets the page names that the cache does not hold yet. */
async function cacheAssets(urls) {
  const cache = await caches.open(CACHE);
  const wanted = urls.filter((url) => {
    try {
      const parsed = new URL(url, self.location.origin);
      return parsed.origin === self.location.origin && parsed.pathname.startsWith('/assets/');
    } catch {
      return false;
    }
  });
  const missing = [];
  for (const url of wanted) if (!(await cache.match(url))) missing.push(url);
  // One by one: an asset of an older build that is gone must not stop the others.
  await Promise.all(missing.map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
  else if (event.data?.type === 'CACHE_ASSETS' && Array.isArray(event.data.urls))
    event.waitUntil(cacheAssets(event.data.urls));
});

function isNetworkOnly(url) {
  return url.origin !== self.location.origin || NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix));
}

/** Navigations: network first (the preloaded response when there is one), the cached shell when offline. */
async function navigate(event) {
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      // Stored after the page has its answer, not before.
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put('/index.html', copy)));
    }
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
  if (request.mode === 'navigate') event.respondWith(navigate(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
