#!/usr/bin/env node
/**
 * `node scripts/observatory-score.mjs`: the HTTP Observatory score of the
 * built home page (dist/index.html, DIST_DIR elsewhere) with the headers of
 * deploy/host-rules.mjs, behind TLS and on plain HTTP (docs/deploy.md,
 * "Observatory score of the production headers").
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { SECURITY_HEADERS, headersFor } from "../deploy/host-rules.mjs"
import { observatoryScore } from "../deploy/observatory-score.mjs"

const dist = path.resolve(process.env.DIST_DIR ?? "dist")
const html = readFileSync(path.join(dist, "index.html"), "utf8")
const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i
  .exec(html)?.[1]
  ?.replaceAll("&#x27;", "'")
  .replaceAll("&#39;", "'")
  .replaceAll("&amp;", "&")
if (metaPolicy === undefined) console.log("dist/index.html has no meta policy: scored on the header alone")
if (/\bhttp:\/\//.test(metaPolicy ?? "")) {
  console.log("This build names http:// addresses (a sandbox build?): a production build has https only.")
}

const headers = { ...SECURITY_HEADERS, ...headersFor("/") }
for (const [where, host] of [
  ["behind TLS, http redirected to https on the same host", { https: true, redirectsToHttps: true }],
  ["on plain HTTP", { https: false, redirectsToHttps: false }],
]) {
  const { score, grade, tests } = observatoryScore(headers, { metaPolicy, ...host })
  console.log(`\n${where}: ${score}, ${grade}`)
  Object.entries(tests).forEach(([test, { result, points }]) =>
    console.log(`  ${test.padEnd(30)} ${String(points).padStart(4)}  ${result}`),
  )
}
