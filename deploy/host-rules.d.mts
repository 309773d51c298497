/** Types of deploy/host-rules.mjs, for gatsby-node and the tests. */
export type Redirect = { fromPath: string; toPath: string }
export type Headers = Readonly<Record<string, string>>

export declare const REVALIDATE: string
export declare const IMMUTABLE: string
export declare const SECURITY_HEADERS: Headers
export declare const CONTENT_HASHED: RegExp
export declare const NGINX_FOLDER: string
export declare const NGINX_REDIRECTS: string
export declare const NGINX_EVENTS_PROXY: string
export declare const NGINX_EVENTS_CACHE: string
export declare const EVENTS_CACHE_SECONDS: number
/** The events call's shared cache: the site's path, and the service's events call it forwards to. */
export type EventsProxy = { path: string; upstream: string }
export declare const NGINX_EXAMPLE_ROOT: string
export declare const NGINX_BROTLI_MODULE: string
export declare const NOT_SERVED: RegExp
export declare function cacheControl(urlPath: string): string
export declare function headersFor(urlPath: string): Headers
export declare function isBuildInternal(relativePath: string, env?: Record<string, string | undefined>): boolean
export declare function encodeTarget(target: string): string
export declare function redirectsFile(redirects: readonly Redirect[], options?: { force?: boolean }): string
export declare function headersFile(urlPaths: readonly string[]): string
export declare function nginxHeaders(headers: Headers, indent?: string): string
export declare function nginxRedirects(redirects: readonly Redirect[]): string
export declare function nginxServerBlock(root?: string): string
export declare function eventsProxyRedirect(eventsProxy?: EventsProxy): string
export declare function nginxEventsProxy(eventsProxy?: EventsProxy): string
export declare function localNginxConf(conf: string, where: { root: string; port: number; cache?: string }): string
