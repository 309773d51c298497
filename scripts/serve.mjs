#!/usr/bin/env node
/**
 * Serves the published site (dist/) as a plain static host would: files as
 * they are, compressed (brotli or gzip, as the browser accepts) as every
 * host and CDN does, `/path` and `/path/` from `/path/index.html`, and the
 * 404 page with status 404 for anything else. Without compression a phone
 * would download every script three times over, and Lighthouse would
 * measure that rather than the site.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"

import compression from "compression"
import sirv from "sirv"

const dir = path.resolve(process.env.DIST_DIR ?? "dist")
const port = Number(process.env.PORT ?? 9000)
const host = process.env.HOST ?? "127.0.0.1"

const files = sirv(dir, { extensions: ["html"], dev: false, etag: true })
const notFound = () => readFileSync(path.join(dir, "404.html"))
const compress = compression()

export const server = createServer((req, res) =>
  compress(req, res, () =>
    files(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" })
      res.end(notFound())
    }),
  ),
)

server.listen(port, host, () =>
  console.log(`Ramaskrik is served at http://localhost:${port}/ (from ${path.relative(process.cwd(), dir)}/)`),
)
