/**
 * A built site as a build with GATSBY_TICKETING_EVENTS_PROXY would lay it
 * out for nginx, without building again: links to every file of dist/, and
 * an _nginx/ folder of its own with dist's redirects and the events call's
 * shared cache in front of `upstream` (deploy/host-rules.mjs writes the rule,
 * as the build does). For the host test and `npm run bench:release-day`,
 * whose clients are not browsers and call the path themselves.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"

import { NGINX_EVENTS_PROXY, NGINX_FOLDER, NGINX_REDIRECTS, nginxEventsProxy } from "../deploy/host-rules.mjs"

/** Lays the site out in `target` (emptied first); returns `target`. */
export function siteWithEventsProxy(dist, target, eventsProxy) {
  rmSync(target, { recursive: true, force: true })
  mkdirSync(path.join(target, NGINX_FOLDER), { recursive: true })
  readdirSync(dist)
    .filter((name) => name !== NGINX_FOLDER)
    .forEach((name) => symlinkSync(path.join(dist, name), path.join(target, name)))
  copyFileSync(path.join(dist, NGINX_REDIRECTS), path.join(target, NGINX_REDIRECTS))
  mkdirSync(path.dirname(path.join(target, NGINX_EVENTS_PROXY)), { recursive: true })
  writeFileSync(path.join(target, NGINX_EVENTS_PROXY), nginxEventsProxy(eventsProxy))
  return target
}
