/**
 * `npm run bench:share-link`: how long a "Del planen" link is for plans of
 * the demo programme, with the site's own address, against one text message
 * (160 characters). Random plans of each size, by a fixed seed, so that two
 * runs print the same figures.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import fc from "fast-check"

import { sharedPlanLink } from "../src/planner/share-link"

const folder = path.resolve("data", "productions")
const ids = readdirSync(folder).flatMap((file) =>
  (JSON.parse(readFileSync(path.join(folder, file), "utf8")) as { showtimes: { id: string }[] }).showtimes.map(
    ({ id }) => id,
  ),
)
const { host } = JSON.parse(readFileSync(path.resolve("data", "site.json"), "utf8")) as { host: string }

const rows = [5, 10, 20, 30, 45, Math.min(60, ids.length)].map((size) => {
  const lengths = fc
    .sample(fc.shuffledSubarray(ids, { minLength: size, maxLength: size }), { numRuns: 500, seed: 16 })
    .map((plan) => sharedPlanLink(plan, host).length)
    .sort((a, b) => a - b)
  const longest = lengths.at(-1) ?? 0
  return {
    screenings: size,
    shortest: lengths[0],
    median: lengths[Math.floor(lengths.length / 2)],
    longest,
    "one SMS": longest <= 160 ? "yes" : "no",
  }
})
console.log(`Links to ${host}, from ${ids.length} showtimes of the demo:`)
console.table(rows)
console.log(`Example, 30 screenings: ${sharedPlanLink(ids.slice(0, 30), host)}`)
