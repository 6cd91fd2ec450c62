/* global self, caches, importScripts */
// SPEC §7 service worker (docs/decisions/0019). The precache list of this build (app shell + offline page)
// comes from sw-precache.js, written by the build; a new build changes it, which makes the browser install
// this worker again.
importScripts('/sw-precache.js')

const { buildId, urls } = self.PRECACHE
const SHELL_CACHE = `tuneshop-shell-${buildId}`
const ASSET_CACHE = 'tuneshop-assets'
const OFFLINE_URL = '/offline.html'

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(urls)))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name.startsWith('tuneshop-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      )
      // Chunks of earlier builds would pile up: a new build starts the runtime asset cache afresh.
      await caches.delete(ASSET_CACHE)
      await self.clients.claim()
    })(),
  )
})

// The update banner's Refresh button asks a waiting worker to take over before the page reloads.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting()
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  // Never the API, and pages are never stored: they carry the visitor's account, cart and prices
  // (/profile, /admin, /login, …). A page only falls back to the offline page when the network is gone.
  if (url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL, { ignoreSearch: true })))
    return
  }
  // Hashed build files never change under their name: cache first, kept after first use.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const cached = await caches.match(request)
        if (cached) return cached
        const response = await fetch(request)
        if (response.ok) {
          const copy = response.clone()
          event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy)))
        }
        return response
      })(),
    )
    return
  }
  if (urls.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((cached) => cached || fetch(request)))
  }
})
