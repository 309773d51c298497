#!/usr/bin/env node
/**
 * Writes the demo artwork for every production in data/productions/:
 * a cover `{slug}-cover.svg` (1600x900) and a poster `{slug}-poster.svg`
 * (600x900, with the title), in static/images/films/ for films and
 * static/images/shows/ for stage shows and concerts.
 *
 * The pictures are abstract and dark: a sky gradient, a moon, mountain ridges,
 * spruce silhouettes and fog. Colours and shapes come from a hash of the slug,
 * so a run gives the same files every time. No npm packages.
 *
 * Run it after adding a production to data/productions/ or changing its slug
 * or title (the slug names the files, the title is on the poster), and commit
 * what it writes: the build only reads static/, and checks that every
 * picture the content names is there.
 *
 *   npm run images:demo   (this and scripts/make-page-images.mjs)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

import { hash, random, round } from "./demo-images/seeded-random.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const dataDir = join(root, "data", "productions")

export const COVER = { width: 1600, height: 900 }
export const POSTER = { width: 600, height: 900 }

/** What a slug's picture looks like; also used to describe it (alt text, focal point). */
export function sceneParams(slug) {
  const r = random(hash(slug))
  const hue = Math.floor(r() * 360)
  const redMoon = r() < 0.22 || /blod|blood|bleed/.test(slug)
  return {
    seed: hash(slug + "#shapes"),
    hue,
    redMoon,
    moonX: 0.18 + r() * 0.64,
    moonY: 0.14 + r() * 0.18,
    moonR: 0.07 + r() * 0.05,
    trees: r() < 0.75,
    fog: 0.12 + r() * 0.16,
  }
}

function ridge(r, w, h, base, amp, steps) {
  let d = `M0 ${h}L0 ${round(base)}`
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps
    d += `L${round(x - (r() * w) / steps / 2)} ${round(base - r() * amp)}`
  }
  return d + `L${w} ${round(base)}L${w} ${h}Z`
}

function spruces(r, w, h, base) {
  let d = ""
  const n = 5 + Math.floor(r() * 8)
  for (let i = 0; i < n; i++) {
    const x = r() * w
    const t = h * (0.1 + r() * 0.16)
    const s = t * 0.24
    const top = base + r() * h * 0.04 - t
    // a spruce: three tiers, each wider than the one above
    const left = [
      [0, 0],
      [-0.5, 0.35],
      [-0.25, 0.35],
      [-0.8, 0.7],
      [-0.45, 0.7],
      [-1.1, 1],
    ]
    const right = left
      .slice(1)
      .reverse()
      .map(([dx, dy]) => [-dx, dy])
    d += "M" + [...left, ...right].map(([dx, dy]) => `${round(x + dx * s)} ${round(top + dy * t)}`).join("L") + "Z"
  }
  return d
}

function escapeXml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}

/** Splits a title into at most four lines of roughly even length. */
function titleLines(title) {
  const words = title.toUpperCase().split(/\s+/)
  const lines = []
  for (const word of words) {
    const last = lines[lines.length - 1]
    if (last && (last + " " + word).length <= 11) lines[lines.length - 1] = last + " " + word
    else lines.push(word)
  }
  return lines
}

function scene(slug, { width: w, height: h }, title) {
  const p = sceneParams(slug)
  const r = random(p.seed)
  const hue = p.hue
  const sky = [`hsl(${hue},45%,5%)`, `hsl(${(hue + 25) % 360},40%,16%)`, `hsl(${(hue + 40) % 360},35%,28%)`]
  const moon = p.redMoon ? "hsl(4,70%,52%)" : `hsl(${40 + Math.floor(r() * 20)},55%,86%)`
  const mx = round(p.moonX * w)
  const my = round(p.moonY * h)
  const mr = round(p.moonR * Math.min(w, h) * 1.6)
  const far = ridge(r, w, h, h * 0.66, h * 0.22, 9)
  const near = ridge(r, w, h, h * 0.8, h * 0.14, 7)
  const trees = p.trees ? spruces(r, w, h, h * 0.8) : ""
  let text = ""
  if (title) {
    const lines = titleLines(title)
    const longest = Math.max(...lines.map((l) => l.length))
    const size = round(Math.min(112, (w * 0.86) / (longest * 0.66)))
    // the title sits low, over the dark ridges, clear of the moon
    const top = round(h * 0.86 - (lines.length - 1) * size * 1.02)
    text =
      `<text x="${w / 2}" y="${top}" font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="${size}" text-anchor="middle" fill="hsl(${hue},30%,92%)" stroke="#000" stroke-opacity=".5" stroke-width="2" letter-spacing="2">` +
      lines
        .map((l, i) => `<tspan x="${w / 2}" dy="${i === 0 ? 0 : round(size * 1.02)}">${escapeXml(l)}</tspan>`)
        .join("") +
      `</text><text x="${w / 2}" y="${h - 30}" font-family="Helvetica,Arial,sans-serif" font-size="22" letter-spacing="6" text-anchor="middle" fill="#fff" fill-opacity=".7">RAMASKRIK · OPPDAL 2025</text>`
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset=".6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="${moon}" stop-opacity=".45"/><stop offset=".35" stop-color="${moon}" stop-opacity=".16"/><stop offset="1" stop-color="${moon}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#dde" stop-opacity="${p.fog.toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<filter id="b"><feGaussianBlur stdDeviation="${round(h / 60)}"/></filter></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `<circle cx="${mx}" cy="${my}" r="${mr * 4}" fill="url(#g)"/>` +
    `<circle cx="${mx}" cy="${my}" r="${mr}" fill="${moon}"/>` +
    `<circle cx="${round(mx + mr * 0.3)}" cy="${round(my - mr * 0.2)}" r="${round(mr * 0.25)}" fill="#000" fill-opacity=".08"/>` +
    `<path d="${far}" fill="hsl(${hue},30%,9%)"/>` +
    `<rect y="${round(h * 0.52)}" width="${w}" height="${round(h * 0.2)}" fill="url(#m)" filter="url(#b)"/>` +
    `<path d="${near}" fill="hsl(${hue},25%,4%)"/>` +
    (trees ? `<path d="${trees}" fill="hsl(${hue},25%,4%)"/>` : "") +
    `<rect y="${round(h * 0.76)}" width="${w}" height="${round(h * 0.16)}" fill="url(#m)" filter="url(#b)"/>` +
    text +
    `</svg>\n`
  )
}

/** The production's slug: `parentSlug` for films, `pageReference` for shows. */
export function slugOf(production) {
  return production.object === "movie" ? production.parentSlug : production.pageReference
}

export function folderOf(production) {
  return production.object === "movie" ? "films" : "shows"
}

function main() {
  const files = readdirSync(dataDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
  let count = 0
  for (const name of files) {
    const production = JSON.parse(readFileSync(join(dataDir, name), "utf8"))
    const slug = slugOf(production)
    const dir = join(root, "static", "images", folderOf(production))
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, `${slug}-cover.svg`), scene(slug, COVER))
    writeFileSync(join(dir, `${slug}-poster.svg`), scene(slug, POSTER, production.title))
    count += 2
  }
  console.log(`wrote ${count} images for ${files.length} productions`)
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main()
