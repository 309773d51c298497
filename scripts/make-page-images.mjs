#!/usr/bin/env node
/**
 * Draws the demo content's images as small SVG files, so the demo needs no
 * photographs and no outside hosts: dark skies, a moon, fog and mountain
 * ridges, with colours and shapes picked from a hash of the file name (the
 * same name always gives the same picture).
 *
 *   node scripts/make-page-images.mjs
 *
 * Writes
 *   static/images/pages/     slideshow, cover (1600x900) and card (600x400) images listed below
 *   static/images/articles/  the banner (1600x900) and thumbnail (600x400) that each
 *                            data/articles/*.json names in `image` and `thumbnail`
 *   static/favicon.svg
 *
 * No dependencies; every file stays under 4 KB.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

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

function hash(text) {
  let h = 0x811c9dc5
  for (const ch of text) {
    h ^= ch.codePointAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** mulberry32: a tiny seeded generator, so a name always draws the same picture. */
function random(seed) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const r0 = (n) => Math.round(n)

function ridge(rnd, w, h, base, rough, steps) {
  const points = []
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps
    const y = base - rnd() * rough - (i % 2 === 0 ? rough * 0.35 : 0)
    points.push(`${r0(x)} ${r0(y)}`)
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
      parts.push(`<ellipse cx="${r0(cx)}" cy="${r0(ground)}" rx="${r0(rx)}" ry="${r0(rx * 0.35)}" fill="#050507"/>`)
    }
    for (let i = 0; i < 3; i++) {
      const x = w * (0.2 + rnd() * 0.6)
      const sw = w * 0.012
      const sh = h * (0.07 + rnd() * 0.06)
      parts.push(
        `<rect x="${r0(x)}" y="${r0(ground - sh)}" width="${r0(sw)}" height="${r0(sh)}" rx="${r0(sw / 2)}" fill="#08080b"/>`,
      )
    }
  } else if (/basseng|svomm|pool/.test(name)) {
    // still water with ripples
    parts.push(`<rect y="${r0(h * 0.72)}" width="${w}" height="${r0(h * 0.28)}" fill="hsl(${hue},45%,9%)"/>`)
    for (let i = 0; i < 5; i++) {
      const y = h * (0.76 + i * 0.045)
      parts.push(
        `<ellipse cx="${r0(w * (0.3 + rnd() * 0.4))}" cy="${r0(y)}" rx="${r0(w * (0.08 + i * 0.05))}" ry="${r0(h * 0.01 + i)}" fill="none" stroke="hsl(${hue},60%,70%)" stroke-opacity=".18" stroke-width="2"/>`,
      )
    }
  } else if (/hotell|kickoff|35mm/.test(name)) {
    // a building with a few lit windows, and a film strip
    const bw = w * 0.3
    const bx = w * 0.58
    const by = h * 0.5
    parts.push(`<rect x="${r0(bx)}" y="${r0(by)}" width="${r0(bw)}" height="${r0(h - by)}" fill="#060608"/>`)
    for (let i = 0; i < 9; i++) {
      if (rnd() < 0.45) continue
      const col = i % 3
      const row = Math.floor(i / 3)
      parts.push(
        `<rect x="${r0(bx + bw * (0.12 + col * 0.3))}" y="${r0(by + h * (0.06 + row * 0.1))}" width="${r0(bw * 0.14)}" height="${r0(h * 0.05)}" fill="#e8b04a" fill-opacity=".7"/>`,
      )
    }
    parts.push(`<rect y="${r0(h * 0.08)}" width="${w}" height="${r0(h * 0.07)}" fill="#000" fill-opacity=".55"/>`)
    parts.push(
      `<path d="M0 ${r0(h * 0.095)}H${w}M0 ${r0(h * 0.135)}H${w}" stroke="#ddd" stroke-opacity=".25" stroke-width="${r0(h * 0.012)}" stroke-dasharray="${r0(w * 0.012)} ${r0(w * 0.02)}"/>`,
    )
  } else if (/sal|kino|tilgjeng/.test(name)) {
    // a projector beam over rows of seat backs
    parts.push(
      `<path d="M${r0(w * 0.92)} ${r0(h * 0.2)}L${r0(w * 0.05)} ${r0(h * 0.1)}V${r0(h * 0.55)}Z" fill="hsl(${hue},50%,85%)" fill-opacity=".07"/>`,
    )
    for (let row = 0; row < 3; row++) {
      const y = h * (0.74 + row * 0.09)
      const seat = w * (0.035 + row * 0.008)
      parts.push(
        `<path d="M${r0(-seat * rnd())} ${r0(y)}H${w}" stroke="#040405" stroke-width="${r0(h * 0.07)}" stroke-linecap="round" stroke-dasharray="${r0(seat)} ${r0(seat * 0.9)}"/>`,
      )
    }
  } else if (/reise|tog/.test(name)) {
    // a railway line with a distant lit train
    parts.push(`<path d="M0 ${r0(h * 0.84)}L${w} ${r0(h * 0.8)}" stroke="#1a1a20" stroke-width="${r0(h * 0.012)}"/>`)
    parts.push(
      `<path d="M${r0(w * 0.2)} ${r0(h * 0.815)}h${r0(w * 0.22)}" stroke="#e8b04a" stroke-opacity=".65" stroke-width="${r0(h * 0.012)}" stroke-dasharray="${r0(w * 0.012)} ${r0(w * 0.008)}"/>`,
    )
  } else {
    // a line of bare spruce along the ridge
    const count = 5 + Math.floor(rnd() * 5)
    for (let i = 0; i < count; i++) {
      const x = w * rnd()
      const th = h * (0.12 + rnd() * 0.14)
      const tw = th * 0.28
      parts.push(
        `<path d="M${r0(x)} ${r0(ground - th)}L${r0(x + tw)} ${r0(ground + 4)}H${r0(x - tw)}Z" fill="#040406"/>`,
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
  const blur = r0(Math.min(w, h) * 0.03)
  const fog = []
  for (let i = 0; i < 3; i++) {
    fog.push(
      `<ellipse cx="${r0(w * rnd())}" cy="${r0(h * (0.62 + rnd() * 0.2))}" rx="${r0(w * (0.25 + rnd() * 0.2))}" ry="${r0(h * 0.05)}" fill="#cfd6e6" fill-opacity=".${1 + Math.floor(rnd() * 2)}" filter="url(#f)"/>`,
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
    `<circle cx="${r0(moonX)}" cy="${r0(moonY)}" r="${r0(moonR * 2.4)}" fill="hsl(${accent},40%,70%)" fill-opacity=".08"/>` +
    `<circle cx="${r0(moonX)}" cy="${r0(moonY)}" r="${r0(moonR)}" fill="url(#m)"/>` +
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
