/**
 * The host rules of the published site, in one place: which files browsers
 * may keep for a year, the security headers every response carries, what of
 * Gatsby's output is never published, and the redirect table rendered for
 * each host (`_headers` and `_redirects` for Netlify and Cloudflare Pages,
 * location blocks for nginx). scripts/serve.mjs answers by the same rules, so
 * `npm start` behaves as production does.
 *
 * Plain ESM with types beside it (host-rules.d.mts), because the build
 * scripts (.mjs), gatsby-node (TypeScript) and the tests all read it.
 */
import os from "node:os"
import path from "node:path"

/** HTML, page data, app-data.json, sw.js and everything not named by its content: ask every time. */
export const REVALIDATE = "public, max-age=0, must-revalidate"
/** Files whose name changes whenever their bytes do. */
export const IMMUTABLE = "public, max-age=31536000, immutable"

/**
 * Sent with every response: pages, files, redirects and the 404 page. The
 * Content-Security-Policy here holds what a page's own meta policy cannot
 * say (frame-ancestors) or what must hold for every file, not only pages;
 * browsers enforce it together with each page's meta policy. It leaves
 * form-action to the pages' meta policy, which knows the newsletter's
 * origin: without JavaScript the newsletter form posts there, and a
 * `form-action 'self'` here would block it. Permissions-Policy names only
 * features Chromium knows, since it warns in the console about any other.
 */
export const SECURITY_HEADERS = Object.freeze({
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), " +
    "magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
})

/**
 * URL paths whose name holds a hash of their content: webpack's chunks and
 * styles (`app-<hash>.js`, `styles.<hash>.css`, with their maps and licence
 * notes) and Gatsby's own `/static/` folder (`/static/<hash>/file`). Files
 * named by a version rather than their bytes (`workbox-v4.3.1/`,
 * `idb-keyval-3.2.0-iife.min.js`), our own static/ folder copied to the root,
 * and the offline app shell are not, so they revalidate.
 */
export const CONTENT_HASHED =
  /^\/(?:static\/.+|[^/]+-[0-9a-f]{20}\.(?:js|css)|styles\.[0-9a-f]{20}\.css)(?:\.map|\.LICENSE\.txt)?$/

/** The Cache-Control header for a URL path. */
export const cacheControl = (urlPath) => (CONTENT_HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE)

const withCaching = (cache) => ({ ...SECURITY_HEADERS, "Cache-Control": cache })

/** Every header the host adds to the response for a URL path. */
export const headersFor = (urlPath) => withCaching(cacheControl(urlPath))

/** The folder, under dist/, of the nginx rules the build writes (deploy/nginx.conf includes them). */
export const NGINX_FOLDER = "_nginx"
/** The nginx rules for the redirect table, under dist/. */
export const NGINX_REDIRECTS = `${NGINX_FOLDER}/redirects.conf`
/** The nginx rule for the live seat status's shared cache, under dist/: empty unless the build turned it on. */
export const NGINX_EVENTS_PROXY = `${NGINX_FOLDER}/events-proxy.conf`
/** Where deploy/nginx.conf keeps the shared cache's answers; nginx creates the folder (its parent must exist). */
export const NGINX_EVENTS_CACHE = "/var/cache/ramaskrik-events"
/** How long the shared cache gives one answer to every visitor of a page before asking the service again. */
export const EVENTS_CACHE_SECONDS = 15

/**
 * URL paths that are in dist/ but not part of the site: the hosts' rule files
 * and hidden files, except what is in the `/.well-known/` folder at the top
 * (RFC 8615), which holds security.txt.
 */
export const NOT_SERVED = /^\/(?:_headers|_redirects|_nginx\/)|.\/\.|^\/\.(?!well-known\/[^/.])/

/**
 * Whether a file of public/ (path relative to it, `/` separated) is a build
 * internal that is never published: Gatsby's bookkeeping, which its runtime
 * never fetches (the chunk map is inlined into every page; the slices' HTML
 * is already stitched into every page), and source maps
 * unless PUBLISH_SOURCE_MAPS=1 asks for them.
 */
export function isBuildInternal(relativePath, env = process.env) {
  if (relativePath === "webpack.stats.json" || relativePath === "chunk-map.json") return true
  // The HTML of Gatsby's slices, which the build stitches into the pages; a
  // browser only ever fetches /slice-data/ (gatsby/cache-dir/loader.js).
  if (relativePath.startsWith("_gatsby/")) return true
  return relativePath.endsWith(".map") && env.PUBLISH_SOURCE_MAPS !== "1"
}

/** The spellings of an old address a visitor may type: with and without the trailing slash. */
function spellings(fromPath) {
  const bare = fromPath.length > 1 ? fromPath.replace(/\/+$/, "") : fromPath
  return bare === "/" ? ["/"] : [bare, `${bare}/`]
}

/**
 * A path or URL as it may stand in a Location header and in the hosts' rule
 * files: anything outside URL syntax percent-encoded (UTF-8), and `$` too, so
 * nginx never reads it as a variable. Existing %XX escapes stay as they are.
 */
export function encodeTarget(target) {
  return target.replace(/[^A-Za-z0-9\-._~:/?#[\]@!&'()*+,;=%]/gu, (char) =>
    [...Buffer.from(char, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  )
}

/**
 * Refuses a redirect whose old address no host rule file can carry, naming
 * it (the new address is percent-encoded, so any will do; nginx matches the
 * old one as the visitor's browser decoded it).
 */
function checkRedirect({ fromPath, toPath }) {
  if (!fromPath.startsWith("/") || /[\s"\\]/.test(fromPath) || toPath === "") {
    throw new Error(
      `deploy/host-rules.mjs: the redirect ${JSON.stringify(fromPath)} → ${JSON.stringify(toPath)} ` +
        "cannot be written as a host rule: the old address must be a path without spaces, quotes or backslashes",
    )
  }
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: every redirect a 301, from
 * both spellings of the old address. A meta-refresh page stays at each old
 * address for hosts without rules; Cloudflare follows a redirect before any
 * file, but Netlify serves an existing file unless the rule is forced
 * (`301!`), a mark Cloudflare rejects; so `force` is for Netlify builds only.
 */
export function redirectsFile(redirects, { force = false } = {}) {
  const status = force ? "301!" : "301"
  const lines = redirects.flatMap((redirect) => {
    checkRedirect(redirect)
    return spellings(redirect.fromPath).map(
      (from) => `${encodeTarget(from)} ${encodeTarget(redirect.toPath)} ${status}`,
    )
  })
  return `# Written by the build from the site's redirect table (deploy/host-rules.mjs).\n${lines.join("\n")}\n`
}

/**
 * The `_redirects` rule that forwards the events call (a 200 to another
 * origin is a proxy on Netlify, which passes the query on); none without
 * the shared cache. Netlify caches it only as far as the service's own
 * Netlify-CDN-Cache-Control says (docs/deploy.md).
 */
export function eventsProxyRedirect(eventsProxy) {
  if (!eventsProxy) return ""
  return `# The live seat status's events call, forwarded (docs/deploy.md).\n${encodeTarget(eventsProxy.path)} ${encodeTarget(eventsProxy.upstream)} 200\n`
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both add up the headers of
 * every rule a path matches, and Cloudflare joins two values of one header
 * with a comma, so Cache-Control is given once per path: the security headers
 * for `/*`, a year for Gatsby's `/static/*` and for each content-hashed file
 * at the root (named one by one: neither host has a pattern for "ends in a
 * hash"), and revalidation, which both hosts also send by default, for page
 * data and the service worker. `urlPaths` are the published files (those at the top of the
 * folder are all it names).
 */
export function headersFile(urlPaths) {
  const block = (pattern, headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  const hashedAtRoot = urlPaths.filter((file) => CONTENT_HASHED.test(file) && !file.startsWith("/static/")).sort()
  return `${[
    "# Written by the build (deploy/host-rules.mjs).",
    block("/*", SECURITY_HEADERS),
    block("/static/*", { "Cache-Control": IMMUTABLE }),
    ...hashedAtRoot.map((file) => block(encodeTarget(file), { "Cache-Control": IMMUTABLE })),
    block("/page-data/*", { "Cache-Control": REVALIDATE }),
    block("/sw.js", { "Cache-Control": REVALIDATE }),
  ].join("\n\n")}\n`
}

/** A string nginx reads literally inside double quotes (redirects are checked for quotes and backslashes). */
const quoted = (text) => `"${text}"`

/** `add_header` lines for nginx; `always`, so redirects, 404s and 304s carry them too. */
export function nginxHeaders(headers, indent = "    ") {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`)
    .join("\n")
}

/**
 * nginx location blocks for the redirect table: an exact match for both
 * spellings of each old address, answered with a 301 that keeps the query
 * string. They add no headers of their own, so they carry the server's.
 */
export function nginxRedirects(redirects) {
  const lines = redirects.flatMap((redirect) => {
    checkRedirect(redirect)
    const target = encodeTarget(redirect.toPath)
    return spellings(redirect.fromPath).map(
      (from) => `location = ${quoted(from)} { return 301 ${quoted(`${target}$is_args$args`)}; }`,
    )
  })
  return `# Written by the build from the site's redirect table (deploy/host-rules.mjs).\n${lines.join("\n")}\n`
}

/**
 * The nginx location that forwards the site's events path to the ticketing
 * service through a shared cache (`NGINX_EVENTS_PROXY`, which the build
 * writes; empty without GATSBY_TICKETING_EVENTS_PROXY). Every visitor of a
 * page asks with the same ids, so one answer per page and 15 s reaches the
 * service: the cache is keyed by the whole path and query, one request per
 * key goes upstream at a time (the others wait for its answer), and while
 * it is out, or the service fails or says 429/503, the last answer is
 * served. The call is anonymous: no cookie or authorization goes upstream,
 * none of the service's cookies comes back, and the service's own caching
 * headers do not shorten the 15 s; its Retry-After is passed on. GET only.
 */
export function nginxEventsProxy(eventsProxy) {
  if (!eventsProxy) {
    return "# Written by the build: the live seat status calls the ticketing service directly (no GATSBY_TICKETING_EVENTS_PROXY).\n"
  }
  const { path: from, upstream } = eventsProxy
  if (!/^(\/[A-Za-z0-9][A-Za-z0-9._~-]*)+$/.test(from) || !/^https?:\/\/[^\s"'\\;{}$]+$/.test(upstream)) {
    throw new Error(
      `deploy/host-rules.mjs: the events proxy ${JSON.stringify(from)} → ${JSON.stringify(upstream)} cannot be written as an nginx rule`,
    )
  }
  return `# Written by the build (deploy/host-rules.mjs): the live seat status's events call, through a
# shared cache of ${EVENTS_CACHE_SECONDS} s in front of the ticketing service (docs/deploy.md).
location = ${quoted(from)} {
    limit_except GET { deny all; }
    proxy_pass ${upstream};
    proxy_http_version 1.1;
    proxy_ssl_server_name on;
    proxy_connect_timeout 5s;
    proxy_read_timeout 5s;
    proxy_set_header Cookie "";
    proxy_set_header Authorization "";
    proxy_hide_header Set-Cookie;
    proxy_hide_header Cache-Control;
    proxy_hide_header Expires;
    proxy_ignore_headers Cache-Control Expires Set-Cookie Vary X-Accel-Expires;
    proxy_cache ${NGINX_EVENTS_CACHE_ZONE};
    proxy_cache_key "$request_uri";
    proxy_cache_valid 200 ${EVENTS_CACHE_SECONDS}s;
    proxy_cache_lock on;
    proxy_cache_lock_timeout 5s;
    proxy_cache_lock_age 5s;
    proxy_cache_use_stale updating error timeout http_429 http_503;
    proxy_cache_background_update on;
${nginxHeaders({ ...withCaching(REVALIDATE), "X-Cache-Status": "$upstream_cache_status" })}
}
`
}

/** The shared cache's zone in deploy/nginx.conf. */
const NGINX_EVENTS_CACHE_ZONE = "ramaskrik_events"

/**
 * The module brotli_static needs (Debian: libnginx-mod-http-brotli-static,
 * which enables itself in /etc/nginx/modules-enabled/); a configuration of
 * our own, as `npm run serve:nginx` writes, loads it by this path.
 */
export const NGINX_BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"

/** Where deploy/nginx.conf expects the site; the one path an administrator changes. */
export const NGINX_EXAMPLE_ROOT = "/srv/ramaskrik/dist"

/**
 * The server block committed as deploy/nginx.conf (a test keeps the two
 * the same). nginx cannot `include` a path built from a variable, so the
 * site's folder is written twice, on two lines side by side: the root, and
 * the rules the build writes into it (the redirects, and the events call's
 * shared cache where the build turned it on). The cache's folder is
 * declared before the server block, at the http level nginx requires.
 */
export function nginxServerBlock(root = NGINX_EXAMPLE_ROOT) {
  return `# Ramaskrik's site on nginx: caching, security headers, redirects and the 404 page.
# Generated from deploy/host-rules.mjs (\`node deploy/write-nginx-conf.mjs\`); see docs/deploy.md.
# Include it in the http block (e.g. /etc/nginx/sites-enabled/) and change the site's folder
# on the two lines marked below; \`nginx -s reload\` after a build that changed the redirects.

# The live seat status's shared cache, used where the build turned it on (GATSBY_TICKETING_EVENTS_PROXY).
proxy_cache_path ${NGINX_EVENTS_CACHE} levels=1 keys_zone=${NGINX_EVENTS_CACHE_ZONE}:1m max_size=16m inactive=10m use_temp_path=off;

server {
    listen 80;
    listen [::]:80;
    server_name _;

    # The site's folder (dist/ of the build): change both lines.
    root ${root};
    include ${root}/${NGINX_FOLDER}/*.conf;

    index index.html;
    error_page 404 /404.html;
    log_not_found off;
    # Relative Location headers: right behind a proxy or TLS terminator too.
    absolute_redirect off;
    server_tokens off;
    charset utf-8;
    gzip on;
    gzip_types text/css application/javascript application/json image/svg+xml text/plain text/xml application/manifest+json;
    # Caches keep the compressed and the plain answer apart.
    gzip_vary on;
    # The .gz and .br files the publish writes beside each text file (scripts/publish.mjs),
    # compressed once, harder than on the fly; brotli_static needs Debian's
    # libnginx-mod-http-brotli-static (docs/deploy.md).
    gzip_static on;
    brotli_static on;

    # Every response, including redirects and the 404 page.
${nginxHeaders(withCaching(REVALIDATE))}

    # Named by their content: a year.
    location ~ ${quoted(CONTENT_HASHED.source)} {
${nginxHeaders(withCaching(IMMUTABLE), "        ")}
    }

    # The hosts' own rule files and anything hidden (but /.well-known/) are not part of the site.
    location ~ ${quoted(NOT_SERVED.source)} {
        return 404;
    }

    # The web app manifest: Debian's mime.types does not know it, and would send it as bytes.
    location ~ "\\.webmanifest$" {
        default_type application/manifest+json;
    }
}
`
}

/**
 * deploy/nginx.conf as an administrator adapts it: the site's folder
 * changed, and (for `npm run serve:nginx` and the tests) one local port
 * instead of port 80, and the shared cache in a folder of its own.
 */
export function localNginxConf(conf, { root, port, cache = path.join(os.tmpdir(), `ramaskrik-events-${port}`) }) {
  return conf
    .replaceAll(NGINX_EXAMPLE_ROOT, root)
    .replace(NGINX_EVENTS_CACHE, cache)
    .replace(/^\s*listen \[::\]:80;\n/m, "")
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
}
