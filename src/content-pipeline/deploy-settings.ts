/**
 * The addresses a built site calls from the browser, and its own public
 * address, read from the environment. A build names every one of them, or
 * says `RAMASKRIK_SANDBOX=1` to use the local sandbox (what `npm start`,
 * `npm test` and `npm run develop` do): a site published with the sandbox's
 * addresses would post each visitor's e-mail and password to their own
 * machine. See docs/deploy.md.
 */
import { EVENTS_PATHS, EVENTS_PROXY_PATTERN } from "../content-model/events-path"
import type { ContentProblem } from "./problems"

type Env = Record<string, string | undefined>

/** Says that the build is a demo on the local sandbox; the only way to get its addresses. */
export const SANDBOX_SWITCH = "RAMASKRIK_SANDBOX"

export interface DeployVariable {
  name: string
  /** What the address is for, as the message for a missing one says it. */
  purpose: string
  example: string
  sandbox: string
}

const ticketing = (partnerId: number): DeployVariable => ({
  name: `GATSBY_TICKETING_${partnerId}_URL`,
  purpose: `the ticketing service's partner section ${partnerId}, which the browser calls to sign in and to fetch tickets, the watch list and reviews`,
  example: `https://billett.example.no/ticketing/${partnerId}`,
  sandbox: `http://localhost:9100/ticketing/${partnerId}`,
})

export const TICKETING_VARIABLES: Record<number, DeployVariable> = { 118: ticketing(118), 178: ticketing(178) }

export const NEWSLETTER_VARIABLE: DeployVariable = {
  name: "GATSBY_NEWSLETTER_URL",
  purpose: "where the newsletter form posts the visitor's e-mail address",
  example: "https://nyhetsbrev.example.no/subscribe",
  sandbox: "http://localhost:9100/newsletter/subscribe",
}

export const SITE_URL_VARIABLE: DeployVariable = {
  name: "SITE_URL",
  purpose: "the site's public address, for canonical links and sharing tags",
  example: "https://ramaskrik.no",
  // The demo keeps the address its content gives (site.json's host).
  sandbox: "",
}

/**
 * A path of the site's own that the host forwards to the ticketing service's
 * events call through a shared cache (deploy/host-rules.mjs); none, the direct call.
 */
export const EVENTS_PROXY_VARIABLE = "GATSBY_TICKETING_EVENTS_PROXY"

/** The host's rule for the events call: the site's path, and the service's address it forwards to. */
export interface EventsProxy {
  /** The path the browser calls, e.g. /billettstatus/api/events. */
  path: string
  /** The ticketing service's events call, e.g. https://billett.example.no/ticketing/118/api/events. */
  upstream: string
}

/** Origins of ticket QR codes and posters when they are not on the ticketing service's own origin. */
export const IMAGE_ORIGINS_VARIABLE = "GATSBY_TICKETING_IMAGE_ORIGINS"

export interface DeploySettings {
  sandbox: boolean
  /** The site's public address without a trailing slash; undefined on the sandbox without SITE_URL. */
  siteUrl?: string
  newsletterUrl: string
  /** By partner id; only the partner sections that were given (or the sandbox's). */
  ticketingUrls: Partial<Record<number, string>>
  imageOrigins: string[]
  /** The events call's shared cache on the host, where the build turned it on. */
  eventsProxy?: EventsProxy
}

const isSandbox = (env: Env) => env[SANDBOX_SWITCH] === "1"

/**
 * On the sandbox, every address not given is the sandbox's. Called where
 * Gatsby reads its configuration, before webpack inlines the `GATSBY_`
 * variables into the browser's code.
 */
export function applySandboxAddresses(env: Env): void {
  if (!isSandbox(env)) return
  ;[...Object.values(TICKETING_VARIABLES), NEWSLETTER_VARIABLE].forEach(({ name, sandbox }) => {
    if (!env[name]) env[name] = sandbox
  })
}

/**
 * The services the browser calls, and the origins their ticket images come
 * from, as far as the environment names them (well-formed addresses only:
 * sourceNodes reports the rest). Nothing from them may reach Cache Storage.
 */
export function browserServiceUrls(env: Env): string[] {
  const services = [...Object.values(TICKETING_VARIABLES), NEWSLETTER_VARIABLE].map(({ name }) => env[name] ?? "")
  const images = (env[IMAGE_ORIGINS_VARIABLE] ?? "").split(",").map((value) => value.trim())
  return [...services, ...images].filter((value) => value !== "" && URL.canParse(value))
}

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i

/** What is wrong with an address the browser will call, or undefined. */
function addressProblem(value: string, sandbox: boolean): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `"${value}" is not an absolute address`
  }
  if (sandbox) return url.protocol === "https:" || url.protocol === "http:" ? undefined : "must be http or https"
  if (url.protocol !== "https:") return `must be https in a production build (it was ${url.protocol.replace(":", "")})`
  if (LOOPBACK.test(url.hostname)) {
    return `${url.hostname} is each visitor's own machine; give the public address (or set ${SANDBOX_SWITCH}=1 for a demo on the local sandbox)`
  }
  if (url.username || url.password) return "must not carry a user name or password: the browser would publish them"
  return undefined
}

/** Where a problem of the settings says it is, in place of a content file. */
export const DEPLOY_PROBLEM_FILE = "environment"

const problem = (field: string, message: string): ContentProblem => ({ file: DEPLOY_PROBLEM_FILE, field, message })

function required(env: Env, variable: DeployVariable, sandbox: boolean): ContentProblem[] {
  const value = env[variable.name]
  if (!value) {
    return [problem(variable.name, `missing: ${variable.purpose}, e.g. ${variable.name}=${variable.example}`)]
  }
  const wrong = addressProblem(value, sandbox)
  return wrong ? [problem(variable.name, wrong)] : []
}

/** `GATSBY_` variables are inlined into the public JavaScript: no secret may be one. */
function secrets(env: Env): ContentProblem[] {
  const named = Object.keys(env)
    .filter((name) => name.startsWith("GATSBY_") && /PASSWORD|SECRET|API_KEY|PRIVATE/i.test(name) && env[name])
    .map((name) =>
      problem(
        name,
        "refused: every GATSBY_ variable ends up in the site's public JavaScript, where anyone can read it. " +
          "Put a server-side proxy in front of the service that adds the credentials, and point the site at the proxy",
      ),
    )
  const auth = Object.keys(TICKETING_VARIABLES).flatMap((id) => {
    const name = `GATSBY_TICKETING_${id}_AUTH`
    const value = env[name]
    if (value === "basic") {
      return [
        problem(
          name,
          "basic authentication needs a password in the browser, which would publish it; use none or bearer, " +
            "with a server-side proxy that adds the credentials if the service needs them",
        ),
      ]
    }
    return value && value !== "none" && value !== "bearer"
      ? [problem(name, `must be none or bearer (it was "${value}")`)]
      : []
  })
  return [...named, ...auth]
}

function timeout(env: Env): ContentProblem[] {
  const value = env.GATSBY_TICKETING_TIMEOUT_MS
  if (value === undefined || value === "" || /^\d+$/.test(value)) return []
  return [
    problem("GATSBY_TICKETING_TIMEOUT_MS", `must be a whole number of milliseconds, 0 for none (it was "${value}")`),
  ]
}

function imageOrigins(env: Env, sandbox: boolean): { origins: string[]; problems: ContentProblem[] } {
  const values = (env[IMAGE_ORIGINS_VARIABLE] ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
  const problems = values.flatMap((value) => {
    const wrong = addressProblem(value, sandbox)
    return wrong ? [problem(IMAGE_ORIGINS_VARIABLE, wrong)] : []
  })
  return { origins: problems.length > 0 ? [] : values.map((value) => new URL(value).origin), problems }
}

function eventsProxyProblems(env: Env): ContentProblem[] {
  const value = env[EVENTS_PROXY_VARIABLE]
  if (!value) return []
  if (!EVENTS_PROXY_PATTERN.test(value)) {
    return [
      problem(
        EVENTS_PROXY_VARIABLE,
        `must be a path of the site's own, such as /billettstatus: letters, digits, "-", "_", "." and "~" between slashes (it was "${value}")`,
      ),
    ]
  }
  // Cloudflare Pages sets CF_PAGES=1 in its builds; its _redirects cannot forward to another origin.
  if (env.CF_PAGES === "1") {
    return [
      problem(
        EVENTS_PROXY_VARIABLE,
        "Cloudflare Pages cannot forward a path to another origin (its _redirects proxies only within the site): build without it there, or put a Worker in front (docs/deploy.md)",
      ),
    ]
  }
  return []
}

/** The events call's rule for the host: the site's path and the section's own events call. */
function eventsProxy(env: Env, partner: number | undefined, ticketingUrl: string | undefined): EventsProxy | undefined {
  const proxy = env[EVENTS_PROXY_VARIABLE]
  const events = partner === 118 || partner === 178 ? EVENTS_PATHS[partner] : undefined
  if (!proxy || events === undefined || ticketingUrl === undefined) return undefined
  return { path: proxy.replace(/\/+$/, "") + events, upstream: ticketingUrl.replace(/\/+$/, "") + events }
}

/**
 * The settings of a build for a site whose partner ids are `partners` (the
 * first decides the ticketing section), or one problem per missing or
 * unsafe variable. Without `partners` (content that could not be read) the
 * ticketing address is not asked for.
 */
export function deploySettings(
  env: Env,
  partners?: readonly number[],
): { settings?: DeploySettings; problems: ContentProblem[] } {
  const sandbox = isSandbox(env)
  const section = partners === undefined ? undefined : TICKETING_VARIABLES[partners[0] ?? -1]
  const images = imageOrigins(env, sandbox)
  const problems = [
    ...(section ? required(env, section, sandbox) : []),
    ...required(env, NEWSLETTER_VARIABLE, sandbox),
    ...(sandbox && !env[SITE_URL_VARIABLE.name] ? [] : required(env, SITE_URL_VARIABLE, sandbox)),
    ...secrets(env),
    ...timeout(env),
    ...images.problems,
    ...eventsProxyProblems(env),
  ]
  if (problems.length > 0) return { problems }
  const ticketingUrls = Object.fromEntries(
    Object.entries(TICKETING_VARIABLES).flatMap(([id, { name }]) => {
      const value = env[name]
      return value && !addressProblem(value, sandbox) ? [[Number(id), value]] : []
    }),
  )
  const siteUrl = env[SITE_URL_VARIABLE.name]?.replace(/\/+$/, "")
  return {
    settings: {
      sandbox,
      siteUrl,
      newsletterUrl: env[NEWSLETTER_VARIABLE.name] ?? "",
      ticketingUrls,
      imageOrigins: images.origins,
      eventsProxy: eventsProxy(env, partners?.[0], partners ? ticketingUrls[partners[0] ?? -1] : undefined),
    },
    problems: [],
  }
}
