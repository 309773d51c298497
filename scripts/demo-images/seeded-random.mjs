/**
 * What makes the demo pictures repeatable: a picture's name is hashed to a
 * seed, and the seed drives a small random generator, so the same name draws
 * the same picture on every run and on every machine. Shared by
 * scripts/make-demo-images.mjs and scripts/make-page-images.mjs.
 */

/** FNV-1a, 32 bits, of a name. */
export function hash(text) {
  let h = 0x811c9dc5
  for (const ch of text) {
    h ^= ch.codePointAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** mulberry32: numbers in [0, 1) from a seed, the same sequence for the same seed. */
export function random(seed) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Whole pixels keep the SVG text short. */
export const round = (n) => Math.round(n)
