#!/usr/bin/env node
/**
 * `node deploy/keep-previous-assets.mjs <dist> <store>`: the last two deploys'
 * scripts and styles into this one, for the tabs still open on them
 * (deploy/previous-assets.mjs; the publishing workflow runs it before deploying).
 */
import path from "node:path"

import { keepPreviousAssets } from "./previous-assets.mjs"

const [dist, store] = process.argv.slice(2)
if (dist === undefined || store === undefined) {
  console.error("usage: node deploy/keep-previous-assets.mjs <dist> <store>")
  process.exit(2)
}
const { kept, own } = keepPreviousAssets(path.resolve(dist), path.resolve(store))
console.log(`Kept ${kept} scripts and styles of the last two deploys beside this deploy's ${own}`)
