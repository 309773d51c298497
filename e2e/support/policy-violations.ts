import type { Page } from "@playwright/test"

/** Records every Content-Security-Policy violation the page reports, from its first byte on. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __policyViolations: seen })
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI || "inline"} ${event.sample}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations)
}
