/**
 * Where the ticketing service lives and how to talk to it, per partner
 * section. The site's first partner id (site.json) picks the section.
 * Base URLs are set at build time (GATSBY_ variables are inlined by Gatsby);
 * the build refuses to run without the one the site uses, and the demo
 * commands name the local sandbox's (src/content-pipeline/deploy-settings.ts). Basic
 * authentication is for tests and proxies: the build never inlines a password.
 */
import { EVENTS_PATHS } from "../../content-model/events-path"

export type AuthMethod = { kind: "none" } | { kind: "basic"; user: string; password: string } | { kind: "bearer" }

export type Endpoint =
  | "login"
  | "createUser"
  | "forgotPassword"
  | "refreshToken"
  | "movieInfo"
  | "reviews"
  | "tickets"
  | "switchTokensDx"
  | "watchlist"
  | "addMovieToWatchList"
  | "removeMovieFromWatchList"
  | "events"

export interface PartnerSection {
  partnerId: PartnerId
  baseUrl: string
  auth: AuthMethod
  /** Milliseconds before a request is given up; 0 waits as long as the browser does. */
  timeoutMs: number
  /** Paths below baseUrl; `:name` parts are filled from the request's parameters. */
  paths: Record<Endpoint, string>
}

/**
 * How long a visitor waits on a form (log in, new user, forgotten password)
 * before being told that the service does not answer. The specification's
 * default is no timeout, and other calls keep it; a form is different, as
 * a visitor is looking at a locked button.
 */
export const FORM_TIMEOUT_MS = 15_000

export const PARTNER_IDS = [118, 178] as const
export type PartnerId = (typeof PARTNER_IDS)[number]

function authFromEnv(value: string | undefined, fallback: AuthMethod): AuthMethod {
  if (value === "none") return { kind: "none" }
  if (value === "bearer") return { kind: "bearer" }
  return fallback
}

const timeout = Number(process.env.GATSBY_TICKETING_TIMEOUT_MS ?? 0)

/**
 * A path of the site's own that the host forwards to the ticketing service's
 * events call with a shared cache (deploy/, docs/deploy.md), or "" for the
 * direct call. The build checks it (deploy-settings.ts).
 */
export const EVENTS_PROXY = process.env.GATSBY_TICKETING_EVENTS_PROXY ?? ""

export const PARTNER_SECTIONS: Record<PartnerId, PartnerSection> = {
  118: {
    partnerId: 118,
    baseUrl: process.env.GATSBY_TICKETING_118_URL ?? "",
    auth: authFromEnv(process.env.GATSBY_TICKETING_118_AUTH, { kind: "bearer" }),
    timeoutMs: Number.isFinite(timeout) ? timeout : 0,
    paths: {
      login: "/api/account/login",
      createUser: "/api/profile",
      forgotPassword: "/api/account/forgotpassword",
      refreshToken: "/api/account/refresh",
      movieInfo: "/api/movie/info",
      reviews: "/api/movie/reviews",
      tickets: "/api/profile/tickets",
      switchTokensDx: "/api/account/switchtokens",
      watchlist: "/api/watchlist",
      addMovieToWatchList: "/api/watchlist",
      removeMovieFromWatchList: "/api/watchlist/remove",
      events: EVENTS_PATHS[118],
    },
  },
  178: {
    partnerId: 178,
    baseUrl: process.env.GATSBY_TICKETING_178_URL ?? "",
    auth: authFromEnv(process.env.GATSBY_TICKETING_178_AUTH, { kind: "none" }),
    timeoutMs: Number.isFinite(timeout) ? timeout : 0,
    paths: {
      login: "/v2/auth/login",
      createUser: "/v2/profile/create",
      forgotPassword: "/v2/auth/forgot",
      refreshToken: "/v2/auth/refresh",
      movieInfo: "/v2/movies/info",
      reviews: "/v2/movies/reviews",
      tickets: "/v2/profile/tickets",
      switchTokensDx: "/v2/auth/switch",
      watchlist: "/v2/profile/watchlist",
      addMovieToWatchList: "/v2/profile/watchlist/add",
      removeMovieFromWatchList: "/v2/profile/watchlist/remove",
      events: EVENTS_PATHS[178],
    },
  },
}

/** The section for the site's partners: the first id decides. */
export function partnerSection(partners: readonly number[]): PartnerSection {
  const first = partners[0]
  const section = PARTNER_IDS.find((id) => id === first)
  if (section === undefined) {
    throw new Error(
      `The site's first partner id is ${String(first)}; the ticketing service knows ${PARTNER_IDS.join(" and ")}`,
    )
  }
  if (PARTNER_SECTIONS[section].baseUrl === "") {
    throw new Error(`No ticketing address for partner ${section}: the build sets GATSBY_TICKETING_${section}_URL`)
  }
  return PARTNER_SECTIONS[section]
}

/** The site identifier the events call sends, built from the first partner id. */
export function siteIdentifier(section: PartnerSection): string {
  return `ramaskrik-${section.partnerId}`
}

/**
 * Where the account's replies and ticket images come from: the partner
 * sections' services and the image origins. Signing out deletes what any
 * cache holds from them.
 */
export const ACCOUNT_ORIGINS: readonly string[] = [
  ...Object.values(PARTNER_SECTIONS).map(({ baseUrl }) => baseUrl),
  ...(process.env.GATSBY_TICKETING_IMAGE_ORIGINS ?? "").split(","),
].flatMap((url) => {
  // Not URL.canParse: browsers before 2023 lack it.
  try {
    return [new URL(url.trim()).origin]
  } catch {
    return []
  }
})
