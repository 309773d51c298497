/**
 * A plan in a link: the showtime ids, packed into the address's fragment
 * (`/min-festival/delt/#1k3q.dxm1001-2…`). A fragment never leaves the
 * browser, so no server, host log or analytics tool learns whose plan it is,
 * and every link serves the same static page.
 *
 * The content's ids are mostly `st-` + a production code + `-` + a showing
 * number (`st-dxm1013-1`), and a festival's codes count up (DXM1001, DXM1002…).
 * Ids of one family (the same letters, the same number of digits) become one
 * bitmap over the codes and showings, five bits a character; any other id is
 * written out in full, so every id the content allows still travels. The link
 * starts with a version and a checksum of the ids, so that a link cut short
 * in a text message is told apart from a smaller plan. A link is read as
 * untrusted text: only ids of the content's format (SHOWTIME_ID, at most 64
 * characters) are taken from it, and a link with anything else is refused.
 */
import { SHOWTIME_ID } from "../content-model/showtime-id"
import { wellFormed } from "./well-formed"

export const SHARED_PLAN_PATH = "/min-festival/delt/"
/** More screenings than a five-day festival can hold for one person: beyond it a link is not a plan. */
export const MAX_SHARED_SCREENINGS = 150
const MAX_FRAGMENT_LENGTH = 6000
const VERSION = "1"

const DIGITS = "0123456789abcdefghijklmnopqrstuv"
const FAMILY_ID = /^st-([a-z]{1,12})(\d{1,6})-([1-9])$/
const FAMILY_GROUP = /^([a-z]{1,12})(\d{1,6})-([1-9])([0-9a-v]+)$/
/** A gap in a family's codes wider than this many bits costs more than starting a new group. */
const MAX_GAP_BITS = 60

/** FNV-1a over the sorted ids, three base-32 characters of it. */
function checksum(ids: readonly string[]): string {
  let hash = 0x811c9dc5
  for (const character of JSON.stringify(ids)) {
    hash ^= character.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return [10, 5, 0].map((shift) => DIGITS[(hash >>> shift) & 31]).join("")
}

/**
 * Percent-escapes an id, and also the characters a link in a message may lose
 * or our format reads: a link detector leaves a trailing `-` outside the link.
 */
const escapeId = (id: string) =>
  encodeURIComponent(id).replace(
    /[.!'()*~]|-$/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )

interface Member {
  number: number
  showing: number
}

function familyGroup(letters: string, width: number, members: readonly Member[]): string {
  const base = members[0]?.number ?? 0
  const slots = Math.max(...members.map(({ showing }) => showing))
  const bits: number[] = []
  members.forEach(({ number, showing }) => {
    const bit = (number - base) * slots + showing - 1
    bits[Math.floor(bit / 5)] = (bits[Math.floor(bit / 5)] ?? 0) | (1 << (bit % 5))
  })
  const packed = Array.from(bits, (value = 0) => DIGITS[value]).join("")
  return `${letters}${String(base).padStart(width, "0")}-${slots}${packed}`
}

/** The ids, sorted and without repeats: the plan a link carries, whatever order it was saved in. */
const canonical = (ids: readonly string[]) => [...new Set(ids.map(wellFormed))].sort()

/** The fragment (without `#`) that carries these showtime ids. */
export function encodePlan(ids: readonly string[]): string {
  const unique = canonical(ids)
  const families = new Map<string, { letters: string; width: number; members: Member[] }>()
  const loose: string[] = []
  unique.forEach((id) => {
    const match = FAMILY_ID.exec(id)
    if (!match) {
      loose.push(id.startsWith("st-") ? `_${escapeId(id.slice(3))}` : `~${escapeId(id)}`)
      return
    }
    const [, letters = "", digits = "", showing = ""] = match
    const key = `${letters}/${digits.length}`
    const family = families.get(key) ?? { letters, width: digits.length, members: [] }
    family.members.push({ number: Number(digits), showing: Number(showing) })
    families.set(key, family)
  })
  const groups = [...families.values()].flatMap(({ letters, width, members }) => {
    members.sort((a, b) => a.number - b.number || a.showing - b.showing)
    const slots = Math.max(...members.map(({ showing }) => showing))
    const runs: Member[][] = []
    members.forEach((member) => {
      const run = runs.at(-1)
      const last = run?.at(-1)
      if (run && last && (member.number - last.number) * slots <= MAX_GAP_BITS) run.push(member)
      else runs.push([member])
    })
    return runs.map((run) => familyGroup(letters, width, run))
  })
  return [`${VERSION}${checksum(unique)}`, ...groups, ...loose].join(".")
}

/** The whole address to send: this site, the shared view, the plan in its fragment. */
export function sharedPlanLink(ids: readonly string[], origin: string): string {
  return `${new URL(SHARED_PLAN_PATH, origin).href}#${encodePlan(ids)}`
}

export type SharedPlanProblem = "empty" | "damaged" | "cut-short" | "too-many" | "foreign"

export type DecodedPlan = { ok: true; ids: string[] } | { ok: false; problem: SharedPlanProblem }

/** What to tell the visitor about a link that carries no plan we can show. */
export const SHARED_PLAN_PROBLEMS: Record<SharedPlanProblem, string> = {
  empty: "Lenken har ingen plan i seg. Be den som delte den om å sende hele lenken på nytt.",
  damaged: "Denne lenken er skadet, så vi kan ikke lese planen i den. Be den som delte den om å sende den på nytt.",
  "cut-short":
    "Lenken ser ut til å ha blitt kuttet av underveis, så deler av planen mangler. Be om hele lenken, gjerne kopiert på nytt.",
  foreign:
    "Lenken har noe i seg som ikke er forestillinger fra dette nettstedet, så vi viser den ikke. Be den som delte den om å lage en ny lenke fra Min festival.",
  "too-many": `Lenken har flere enn ${MAX_SHARED_SCREENINGS} forestillinger. Så mange kan ikke én plan ha, så vi viser den ikke.`,
}

class Unreadable extends Error {
  constructor(readonly problem: SharedPlanProblem) {
    super(problem)
  }
}

function readFamily(group: string, ids: string[]): void {
  const match = FAMILY_GROUP.exec(group)
  if (!match) throw new Unreadable("damaged")
  const [, letters = "", digits = "", slotsText = "", packed = ""] = match
  const base = Number(digits)
  const slots = Number(slotsText)
  for (let index = 0; index < packed.length; index += 1) {
    const value = DIGITS.indexOf(packed[index] ?? "")
    for (let bit = 0; bit < 5; bit += 1) {
      if ((value & (1 << bit)) === 0) continue
      const position = index * 5 + bit
      const number = String(base + Math.floor(position / slots)).padStart(digits.length, "0")
      if (number.length > digits.length) throw new Unreadable("damaged")
      ids.push(`st-${letters}${number}-${(position % slots) + 1}`)
      if (ids.length > MAX_SHARED_SCREENINGS) throw new Unreadable("too-many")
    }
  }
}

function readLoose(group: string): string {
  let id: string
  try {
    id = decodeURIComponent(group.slice(1))
  } catch {
    throw new Unreadable("damaged")
  }
  const full = group.startsWith("_") ? `st-${id}` : id
  if (!SHOWTIME_ID.test(full)) throw new Unreadable("foreign")
  return full
}

/**
 * The showtime ids in a link's fragment (with or without its `#`), or what is
 * wrong with it. Never throws: the fragment is whatever someone typed or pasted.
 */
export function decodePlan(fragment: string): DecodedPlan {
  const text = fragment.replace(/^#/, "").trim()
  if (text === "") return { ok: false, problem: "empty" }
  if (text.length > MAX_FRAGMENT_LENGTH) return { ok: false, problem: "too-many" }
  const [header = "", ...groups] = text.split(".")
  if (header.length !== 4 || !header.startsWith(VERSION)) return { ok: false, problem: "damaged" }
  const ids: string[] = []
  for (const [index, group] of groups.entries()) {
    try {
      if (group.startsWith("_") || group.startsWith("~")) ids.push(readLoose(group))
      else readFamily(group, ids)
      if (ids.length > MAX_SHARED_SCREENINGS) throw new Unreadable("too-many")
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error
      // A link cut off in a message ends in half a group.
      const cutShort = error.problem === "damaged" && index === groups.length - 1
      return { ok: false, problem: cutShort ? "cut-short" : error.problem }
    }
  }
  const unique = canonical(ids)
  if (checksum(unique) !== header.slice(1)) return { ok: false, problem: "cut-short" }
  if (unique.length === 0) return { ok: false, problem: "empty" }
  return { ok: true, ids: unique }
}
