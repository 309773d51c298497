#!/usr/bin/env node
/**
 * Writes the demo trailers: for every production in data/productions/ whose
 * `trailer` is a file of the site's own (`"provider": "file"`), a short clip
 * made from the production's own artwork (its cover, then its poster), and
 * the WebVTT captions its `captions` names (the title, then the festival).
 *
 * Debian's ffmpeg (with librsvg, which reads the SVG artwork) makes WebM with
 * VP9: Chromium plays it without the H.264 decoder Debian's build leaves out.
 * Five seconds at 640x360 and 24 frames a second, no sound: about 20-40 KB a
 * clip, small enough for git. The same artwork gives the same clip.
 *
 * Run it after giving a production a trailer file, or after its artwork
 * changed (`npm run images:demo`), and commit what it writes; the build
 * checks that every file the content names is in static/.
 *
 *   npm run trailers:demo   (needs ffmpeg: apt-get install ffmpeg)
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const dataDir = join(root, "data", "productions")
const staticDir = join(root, "static")

/** The clip's length in seconds: what the content's `durationSeconds` must say. */
export const CLIP_SECONDS = 5
const COVER_SECONDS = 3
const FPS = 24
const SIZE = { width: 640, height: 360 }

const ffmpeg = (args) => execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args])

/** One picture of the artwork as a PNG of the given height, through librsvg. */
function rasterize(svg, png, height) {
  ffmpeg(["-i", svg, "-vf", `scale=-2:${height},format=rgb24`, "-frames:v", "1", png])
}

/** Cover with a slow push in, then the poster on black, each fading in and out. */
function makeClip(cover, poster, out) {
  const posterSeconds = CLIP_SECONDS - COVER_SECONDS
  const { width, height } = SIZE
  const coverFrames = COVER_SECONDS * FPS
  const filter = [
    `[0:v]zoompan=z='1+0.12*on/${coverFrames}':x='iw/2-(iw/zoom/2)':y='ih/3-(ih/zoom/3)':d=1:s=${width}x${height}:fps=${FPS},` +
      `trim=duration=${COVER_SECONDS},fade=t=in:st=0:d=0.5,fade=t=out:st=${COVER_SECONDS - 0.4}:d=0.4,setsar=1[a]`,
    `[1:v]pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,fps=${FPS},trim=duration=${posterSeconds},` +
      `fade=t=in:st=0:d=0.4,fade=t=out:st=${posterSeconds - 0.5}:d=0.5,setsar=1[b]`,
    "[a][b]concat=n=2:v=1:a=0,format=yuv420p[v]",
  ].join(";")
  ffmpeg([
    ...["-loop", "1", "-framerate", String(FPS), "-i", cover],
    ...["-loop", "1", "-framerate", String(FPS), "-i", poster],
    ...["-filter_complex", filter, "-map", "[v]", "-t", String(CLIP_SECONDS)],
    ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-row-mt", "1", "-deadline", "good", "-cpu-used", "4"],
    ...["-an", "-metadata", "title=", "-fflags", "+bitexact", out],
  ])
}

const time = (seconds) => `00:${seconds.toFixed(3).padStart(6, "0")}`

/** Captions for a clip with no words spoken: what is on screen, said. */
function captionsFor(production) {
  return [
    "WEBVTT",
    "",
    `${time(0)} --> ${time(COVER_SECONDS)}`,
    `«${production.title}»`,
    "",
    `${time(COVER_SECONDS)} --> ${time(CLIP_SECONDS)}`,
    "På Ramaskrik i Oppdal i oktober",
    "",
  ].join("\n")
}

const assetFile = (production, type) => {
  const asset = production.assets.find((item) => item.type === type) ?? production.assets[0]
  if (!asset) throw new Error(`${production.id}: no artwork to make a trailer from`)
  return join(staticDir, asset.url)
}

const productions = readdirSync(dataDir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({ name, production: JSON.parse(readFileSync(join(dataDir, name), "utf8")) }))
  .filter(({ production }) => production.trailer?.provider === "file")

const work = mkdtempSync(join(tmpdir(), "trailers-"))
try {
  for (const { name, production } of productions) {
    const { file, captions, durationSeconds } = production.trailer
    const out = join(staticDir, file)
    mkdirSync(dirname(out), { recursive: true })
    const cover = join(work, "cover.png")
    const poster = join(work, "poster.png")
    rasterize(assetFile(production, "first_image"), cover, 720)
    rasterize(assetFile(production, "poster"), poster, SIZE.height)
    makeClip(cover, poster, out)
    if (captions) writeFileSync(join(staticDir, captions), captionsFor(production))
    const size = (statSync(out).size / 1024).toFixed(1)
    const warning =
      durationSeconds === CLIP_SECONDS ? "" : ` (data/productions/${name} says durationSeconds ${durationSeconds})`
    console.log(`${file}: ${CLIP_SECONDS} s, ${size} KB${captions ? `, ${captions}` : ""}${warning}`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
