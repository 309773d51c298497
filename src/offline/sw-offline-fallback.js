/* global workbox */
/**
 * Appended to gatsby-plugin-offline's service worker (gatsby-config.ts,
 * `appendScript`). The plugin answers a navigation it has no cached page for
 * by going to the network; offline that fails, and the visitor got the
 * browser's own error page. Workbox hands such a failure to the catch
 * handler, which answers with our page "Du er uten nett" instead: cached at
 * install, in Norwegian, pointing to what works offline.
 * Plain JavaScript: the worker is not bundled by webpack.
 */
const OFFLINE_PAGE = "/uten-nett/"
const OFFLINE_CACHE = "ramaskrik-uten-nett"
const OFFLINE_FILES = [OFFLINE_PAGE, "/uten-nett/uten-nett.js", "/uten-nett/uten-nett.css"]

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.addAll(OFFLINE_FILES)))
})

workbox.routing.setCatchHandler(async ({ event }) => {
  const request = event && event.request
  if (!request) return Response.error()
  // The page's own script and stylesheet: the runtime rules look in their own caches, not in ours.
  const own = await caches.match(request, { cacheName: OFFLINE_CACHE })
  if (own) return own
  if (request.mode === "navigate") {
    const page = await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE })
    if (page) return page
  }
  return Response.error()
})
