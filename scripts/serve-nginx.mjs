#!/usr/bin/env node
/**
 * `npm run serve:nginx`: serves dist/ through Debian's nginx with
 * deploy/nginx.conf, changed only as an administrator changes it (the site's
 * folder, and the port to listen on), so the production set-up runs locally.
 * nginx stays in the foreground with its pid, logs and temporary files under
 * .nginx/<port>/, so it needs no root paths; Ctrl-C stops it.
 *
 * PORT (default 9000), DIST_DIR (default dist), NGINX (default /usr/sbin/nginx).
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { NGINX_BROTLI_MODULE, NGINX_REDIRECTS, localNginxConf } from "../deploy/host-rules.mjs"

const root = process.cwd()
const dist = path.resolve(process.env.DIST_DIR ?? "dist")
const port = Number(process.env.PORT ?? 9000)
const nginx = process.env.NGINX ?? "/usr/sbin/nginx"

if (!existsSync(nginx)) {
  console.error(`No nginx at ${nginx}: install Debian's (apt-get install nginx) or set NGINX to its path`)
  process.exit(1)
}
if (!existsSync(NGINX_BROTLI_MODULE)) {
  console.error(
    `No brotli module for nginx at ${NGINX_BROTLI_MODULE}: install Debian's (apt-get install libnginx-mod-http-brotli-static)`,
  )
  process.exit(1)
}
if (!existsSync(path.join(dist, NGINX_REDIRECTS))) {
  console.error(`${path.relative(root, dist)}/ has no ${NGINX_REDIRECTS}: run \`npm run build\` first`)
  process.exit(1)
}

const prefix = path.join(root, ".nginx", String(port))
mkdirSync(path.join(prefix, "temp"), { recursive: true })
// The events call's shared cache starts empty, as a host's does after a restart.
rmSync(path.join(prefix, "events-cache"), { recursive: true, force: true })

const conf = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8")
writeFileSync(
  path.join(prefix, "site.conf"),
  localNginxConf(conf, { root: dist, port, cache: path.join(prefix, "events-cache") }),
)

const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
  .map((kind) => `    ${kind}_temp_path ${path.join(prefix, "temp", kind)};`)
  .join("\n")
writeFileSync(
  path.join(prefix, "nginx.conf"),
  `daemon off;
# One per core, as Debian's own nginx.conf has it.
worker_processes auto;
worker_rlimit_nofile 8192;
load_module ${NGINX_BROTLI_MODULE};
pid ${path.join(prefix, "nginx.pid")};
error_log stderr warn;
events {
    # Enough for npm run bench:release-day's 2,000 visitors, each with a connection of its own.
    worker_connections 4096;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    # The combined format and nginx's own time for the request (seconds, to the millisecond):
    # npm run bench:release-day tells nginx's share of a latency from the load generator's.
    log_format timed '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent '
                     '"$http_referer" "$http_user_agent" $request_time';
    access_log ${path.join(prefix, "access.log")} timed;
${temp}
    include ${path.join(prefix, "site.conf")};
}
`,
)

const child = spawn(nginx, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", "stderr"], {
  stdio: "inherit",
})
console.log(`Ramaskrik is served by nginx at http://localhost:${port}/ (from ${path.relative(root, dist)}/)`)

// nginx stops at once on SIGINT/SIGTERM; pass them on, and end as it ends.
const stop = (signal) => child.kill(signal)
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
child.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal === "SIGINT" || signal === "SIGTERM" ? 0 : 1)
})
