import type { Page } from "@playwright/test"

/** Waits until the offline worker controls the page. */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 })
}

/** Waits until every QR code on the page has loaded its image. */
export async function qrImagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>("img[alt^='QR-kode']")].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  )
}
