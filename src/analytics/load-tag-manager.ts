import { CONSENT_STORAGE_KEY, consentAnswer, tagManagerScript } from "./consent"
import { setNavigationGuard } from "./navigation-guard"
import { guardPrivateLinks, isPrivatePage } from "./private-pages"

interface TagManagerStart {
  "gtm.start": number
  event: "gtm.js"
}

const isStart = (entry: unknown): entry is TagManagerStart =>
  typeof entry === "object" && entry !== null && "gtm.start" in entry

/** Whether this document has loaded the tag manager (its start mark is in the data layer). */
export const tagManagerLoaded = (): boolean => (window.dataLayer ?? []).some(isStart)

/**
 * What Google's own snippet does, from our code rather than an inline
 * script (the security policy allows no inline script it has not hashed):
 * the start mark, then the script. Once per document, however often the
 * page that asks is mounted. From then on this document keeps it off the
 * private pages and follows a no given in another tab.
 */
export function loadTagManager(id: string): void {
  if (tagManagerLoaded()) return
  guardPrivateLinks()
  setNavigationGuard(leaveTagManagerBehind)
  window.addEventListener("storage", followConsentElsewhere)
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" } satisfies TagManagerStart)
  const script = document.createElement("script")
  script.async = true
  script.src = tagManagerScript(id)
  document.head.append(script)
}

/** Google Analytics' cookies: `_ga`, `_ga_<stream>`, `_gid`, `_gat…`, and the ads linker's `_gcl_…`. */
const ANALYTICS_COOKIE = /^_(ga|gid|gat|gcl)/

/**
 * Deletes the analytics cookies after a yes is taken back. They are set on
 * the site's widest domain, so each name is expired on the host and on every
 * parent domain of it.
 */
export function forgetAnalyticsCookies(): void {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => ANALYTICS_COOKIE.test(name))
  const labels = window.location.hostname.split(".")
  const domains = ["", ...labels.slice(0, -1).map((_, index) => `; domain=${labels.slice(index).join(".")}`)]
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain}`
  }
}

/**
 * Any other way into a private page (a `navigate()`, back and forward): the
 * page is loaded again in full, without the tag manager. Called by Gatsby's
 * onPreRouteUpdate (gatsby-browser.tsx) for every in-site navigation, once
 * loadTagManager has set it as the navigation guard.
 */
export function leaveTagManagerBehind(pathname: string): void {
  if (tagManagerLoaded() && isPrivatePage(pathname)) window.location.reload()
}

/**
 * The answer changed in another tab (the storage event fires only in the
 * others): a no there is a no here. Events already stop, as they read the
 * answer as they go; the cookies go, and the page starts again without the
 * script. A cleared storage (key null) has taken the yes back as well.
 */
function followConsentElsewhere(event: StorageEvent): void {
  if (event.key !== null && event.key !== CONSENT_STORAGE_KEY) return
  if (consentAnswer() === "granted") return
  forgetAnalyticsCookies()
  window.location.reload()
}
