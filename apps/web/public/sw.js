/*
 * The app's shell for a return visit without the network (ADR 0032): pages network-first with the last copy
 * as the fallback, the build's hashed files (/assets/, never changed under one name) from the cache once
 * fetched. Nothing else is touched: the API (/pass-api, /be/api, /dev), the manifest and the logos always go
 * to the network, and no answer of the API is ever stored. No vault is readable offline.
 */
const SHELL_CACHE = 'guru-shell-v1';
const SERVER_PREFIXES = ['/pass-api/', '/be/api/', '/dev/'];
/** Pages kept at install: the shell (any route) and the sign-in pages of both apps, as the build prerendered them. */
const SHELL_PAGES = ['/', '/password-management/login', '/documents-guru/login'];

const isServerPath = (path) => SERVER_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The hashed files a page loads (its scripts, preloads and stylesheet). */
function assetsOf(html) {
  return [...new Set(html.match(/\/assets\/[^"'\s)]+/g) ?? [])];
}

async function keepShell() {
  const cache = await caches.open(SHELL_CACHE);
  for (const page of SHELL_PAGES) {
    const response = await fetch(page, { credentials: 'same-origin' });
    if (!response.ok) continue;
    const html = await response.clone().text();
    await cache.put(page, response);
    await cache.addAll(assetsOf(html).filter((asset) => !asset.endsWith('.map')));
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

/** A page from the network (its copy kept for later), else the last copy of it, else the shell. */
async function page(request) {
  const cache = await caches.open(SHELL_CACHE);
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(path, response.clone());
    return response;
  } catch (offline) {
    const kept = (await cache.match(path)) ?? (await cache.match('/'));
    if (kept) return kept;
    throw offline;
  }
}

/** A hashed file: the same bytes forever, so the cached copy when there is one. */
async function asset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isServerPath(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
