#!/usr/bin/env node
/**
 * Draws the demo content's images as small SVG files, so the demo needs no
 * photographs and no outside hosts: dark skies, a moon, fog and mountain
 * ridges, with colours and shapes picked from a hash of the file name (the
 * same name always gives the same picture).
 *
 * Run it after adding a picture name to PAGE_IMAGES below (for a page in
 * data/pages/) or an article to data/articles/ that names a new image or
 * thumbnail, and commit what it writes: the build only reads static/, and
 * checks that every picture the content names is there.
 *
 *   npm run images:demo   (this and scripts/make-demo-images.mjs)
 *
 * Writes
 *   static/images/pages/     slideshow, cover (1600x900) and card (600x400) images listed below
 *   static/images/articles/  the banner (1600x900) and thumbnail (600x400) that each
 *                            data/articles/*.json names in `image` and `thumbnail`
 *   static/favicon.svg
 *
 * No npm packages; every file stays under 4 KB (MAX_BYTES).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

import { hash, random, round } from "./demo-images/seeded-random.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const MAX_BYTES = 4096
const BANNER = { width: 1600, height: 900 }
const CARD = { width: 600, height: 400 }

/** Images the pages in data/pages/ use; the motif words in a name choose extra shapes. */
const PAGE_IMAGES = [
  ["slide-festivaluka", BANNER],
  ["slide-gravhaugen", BANNER],
  ["slide-basseng", BANNER],
  ["cover-vare-saler", BANNER],
  ["cover-festivalhotell", BANNER],
  ["cover-reisen-hit", BANNER],
  ["cover-kickoff-35mm", BANNER],
  ["cover-frivillig", BANNER],
  ["cover-not-found", BANNER],
  ["card-gravhaugen", CARD],
  ["card-basseng", CARD],
  ["card-festivalhotell", CARD],
  ["card-store-sal", CARD],
  ["card-lille-sal", CARD],
  ["card-tilgjengelighet", CARD],
]

function ridge(rnd, w, h, base, rough, steps) {
  const points = []
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps
    const y = base - rnd() * rough - (i % 2 === 0 ? rough * 0.35 : 0)
    points.push(`${round(x)} ${round(y)}`)
  }
  return `M0 ${h}L${points.join("L")}L${w} ${h}Z`
}

function motif(name, rnd, w, h, hue) {
  const ground = h * 0.86
  const parts = []
  if (/gravhaug|frivillig|not-found|gravh/.test(name)) {
    // burial mounds and standing stones
    for (let i = 0; i < 4; i++) {
      const cx = w * (0.12 + i * 0.24 + rnd() * 0.06)
      const rx = w * (0.06 + rnd() * 0.05)
      parts.push(
        `<ellipse cx="${round(cx)}" cy="${round(ground)}" rx="${round(rx)}" ry="${round(rx * 0.35)}" fill="#050507"/>`,
      )
    }
    for (let i = 0; i < 3; i++) {
      const x = w * (0.2 + rnd() * 0.6)
      const sw = w * 0.012
      const sh = h * (0.07 + rnd() * 0.06)
      parts.push(
        `<rect x="${round(x)}" y="${round(ground - sh)}" width="${round(sw)}" height="${round(sh)}" rx="${round(sw / 2)}" fill="#08080b"/>`,
      )
    }
  } else if (/basseng|svomm|pool/.test(name)) {
    // still water with ripples
    parts.push(`<rect y="${round(h * 0.72)}" width="${w}" height="${round(h * 0.28)}" fill="hsl(${hue},45%,9%)"/>`)
    for (let i = 0; i < 5; i++) {
      const y = h * (0.76 + i * 0.045)
      parts.push(
        `<ellipse cx="${round(w * (0.3 + rnd() * 0.4))}" cy="${round(y)}" rx="${round(w * (0.08 + i * 0.05))}" ry="${round(h * 0.01 + i)}" fill="none" stroke="hsl(${hue},60%,70%)" stroke-opacity=".18" stroke-width="2"/>`,
      )
    }
  } else if (/hotell|kickoff|35mm/.test(name)) {
    // a building with a few lit windows, and a film strip
    const bw = w * 0.3
    const bx = w * 0.58
    const by = h * 0.5
    parts.push(
      `<rect x="${round(bx)}" y="${round(by)}" width="${round(bw)}" height="${round(h - by)}" fill="#060608"/>`,
    )
    for (let i = 0; i < 9; i++) {
      if (rnd() < 0.45) continue
      const col = i % 3
      const row = Math.floor(i / 3)
      parts.push(
        `<rect x="${round(bx + bw * (0.12 + col * 0.3))}" y="${round(by + h * (0.06 + row * 0.1))}" width="${round(bw * 0.14)}" height="${round(h * 0.05)}" fill="#e8b04a" fill-opacity=".7"/>`,
      )
    }
    parts.push(`<rect y="${round(h * 0.08)}" width="${w}" height="${round(h * 0.07)}" fill="#000" fill-opacity=".55"/>`)
    parts.push(
      `<path d="M0 ${round(h * 0.095)}H${w}M0 ${round(h * 0.135)}H${w}" stroke="#ddd" stroke-opacity=".25" stroke-width="${round(h * 0.012)}" stroke-dasharray="${round(w * 0.012)} ${round(w * 0.02)}"/>`,
    )
  } else if (/sal|kino|tilgjeng/.test(name)) {
    // a projector beam over rows of seat backs
    parts.push(
      `<path d="M${round(w * 0.92)} ${round(h * 0.2)}L${round(w * 0.05)} ${round(h * 0.1)}V${round(h * 0.55)}Z" fill="hsl(${hue},50%,85%)" fill-opacity=".07"/>`,
    )
    for (let row = 0; row < 3; row++) {
      const y = h * (0.74 + row * 0.09)
      const seat = w * (0.035 + row * 0.008)
      parts.push(
        `<path d="M${round(-seat * rnd())} ${round(y)}H${w}" stroke="#040405" stroke-width="${round(h * 0.07)}" stroke-linecap="round" stroke-dasharray="${round(seat)} ${round(seat * 0.9)}"/>`,
      )
    }
  } else if (/reise|tog/.test(name)) {
    // a railway line with a distant lit train
    parts.push(
      `<path d="M0 ${round(h * 0.84)}L${w} ${round(h * 0.8)}" stroke="#1a1a20" stroke-width="${round(h * 0.012)}"/>`,
    )
    parts.push(
      `<path d="M${round(w * 0.2)} ${round(h * 0.815)}h${round(w * 0.22)}" stroke="#e8b04a" stroke-opacity=".65" stroke-width="${round(h * 0.012)}" stroke-dasharray="${round(w * 0.012)} ${round(w * 0.008)}"/>`,
    )
  } else {
    // a line of bare spruce along the ridge
    const count = 5 + Math.floor(rnd() * 5)
    for (let i = 0; i < count; i++) {
      const x = w * rnd()
      const th = h * (0.12 + rnd() * 0.14)
      const tw = th * 0.28
      parts.push(
        `<path d="M${round(x)} ${round(ground - th)}L${round(x + tw)} ${round(ground + 4)}H${round(x - tw)}Z" fill="#040406"/>`,
      )
    }
  }
  return parts.join("")
}

function scene(name, { width: w, height: h }) {
  const seed = hash(name)
  const rnd = random(seed)
  const hue = seed % 360
  const accent = (hue + 150 + Math.floor(rnd() * 60)) % 360
  const moonX = w * (0.15 + rnd() * 0.7)
  const moonY = h * (0.16 + rnd() * 0.18)
  const moonR = Math.min(w, h) * (0.07 + rnd() * 0.05)
  const blur = round(Math.min(w, h) * 0.03)
  const fog = []
  for (let i = 0; i < 3; i++) {
    fog.push(
      `<ellipse cx="${round(w * rnd())}" cy="${round(h * (0.62 + rnd() * 0.2))}" rx="${round(w * (0.25 + rnd() * 0.2))}" ry="${round(h * 0.05)}" fill="#cfd6e6" fill-opacity=".${1 + Math.floor(rnd() * 2)}" filter="url(#f)"/>`,
    )
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},45%,5%)"/>` +
    `<stop offset=".65" stop-color="hsl(${hue},40%,16%)"/>` +
    `<stop offset="1" stop-color="hsl(${accent},35%,22%)"/></linearGradient>` +
    `<radialGradient id="m"><stop offset=".55" stop-color="#f4efe0"/><stop offset="1" stop-color="hsl(${accent},30%,75%)" stop-opacity="0"/></radialGradient>` +
    `<filter id="f"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `<circle cx="${round(moonX)}" cy="${round(moonY)}" r="${round(moonR * 2.4)}" fill="hsl(${accent},40%,70%)" fill-opacity=".08"/>` +
    `<circle cx="${round(moonX)}" cy="${round(moonY)}" r="${round(moonR)}" fill="url(#m)"/>` +
    `<path d="${ridge(rnd, w, h, h * 0.62, h * 0.25, 7)}" fill="hsl(${hue},30%,10%)"/>` +
    fog[0] +
    `<path d="${ridge(rnd, w, h, h * 0.78, h * 0.2, 9)}" fill="hsl(${hue},30%,6%)"/>` +
    fog[1] +
    motif(name, rnd, w, h, hue) +
    `<path d="${ridge(rnd, w, h, h * 0.95, h * 0.08, 12)}" fill="#030304"/>` +
    fog[2] +
    `</svg>\n`
  return svg
}

function favicon() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<defs><radialGradient id="m"><stop offset=".6" stop-color="#f4efe0"/><stop offset="1" stop-color="#c9b98f"/></radialGradient></defs>` +
    `<rect width="64" height="64" rx="12" fill="#0b0a12"/>` +
    `<circle cx="40" cy="22" r="12" fill="url(#m)"/>` +
    `<path d="M0 64V46l12-10 9 7 11-14 12 12 8-6 12 11v18Z" fill="#1c1a2b"/>` +
    `<path d="M0 64V54l10-4 10 3 12-6 12 5 10-3 10 4v11Z" fill="#050408"/>` +
    `<path d="M44 30c0 4-3 7-3 9a3 3 0 0 0 6 0c0-2-3-5-3-9Z" fill="#b3121f"/>` +
    `</svg>\n`
  )
}

function write(relPath, svg) {
  const bytes = Buffer.byteLength(svg)
  if (bytes > MAX_BYTES) throw new Error(`${relPath}: ${bytes} bytes, over the ${MAX_BYTES} byte limit`)
  const file = join(root, relPath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg)
  return bytes
}

function articleImages() {
  const dir = join(root, "data", "articles")
  const wanted = []
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const article = JSON.parse(readFileSync(join(dir, file), "utf8"))
    if (article.image) wanted.push([article.image, BANNER])
    if (article.thumbnail) wanted.push([article.thumbnail, CARD])
  }
  return wanted
}

let count = 0
let largest = 0
const note = (bytes) => {
  count++
  largest = Math.max(largest, bytes)
}

for (const [name, size] of PAGE_IMAGES) {
  note(write(`static/images/pages/${name}.svg`, scene(name, size)))
}
for (const [url, size] of articleImages()) {
  if (!url.startsWith("/images/articles/") || !url.endsWith(".svg")) continue
  const name = url.slice("/images/articles/".length, -".svg".length)
  note(write(`static${url}`, scene(name, size)))
}
note(write("static/favicon.svg", favicon()))

console.log(`wrote ${count} SVG files, the largest ${largest} bytes`)
