/**
 * Cache Storage outlives signing out and is open to anyone who uses the
 * browser next. The worker's rules keep the ticketing service and its image
 * origins out of it (runtime-caching.ts), but a worker of an earlier release,
 * or one whose settings named an image origin late, may have stored a QR code
 * there: signing out deletes every entry from those origins, in every cache.
 */
export async function forgetCachedFiles(origins: readonly string[]): Promise<void> {
  if (origins.length === 0 || typeof caches === "undefined") return
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      const requests = await cache.keys()
      await Promise.all(
        requests
          .filter((request) => origins.includes(new URL(request.url).origin))
          .map((request) => cache.delete(request)),
      )
    }
  } catch {
    // Cache Storage refused (a private window, storage turned off): then it holds nothing of ours either.
  }
}
