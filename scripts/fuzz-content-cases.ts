/**
 * Generated mutations of the demo content (data/) and the property every
 * one of them must keep: the content loader (parse, check, sanitize, plan)
 * ends in a site plan whose HTML is clean, or in problems an editor can act
 * on; never in an exception. Shared by `npm run fuzz:content` (many cases,
 * with figures) and the build tests (a few hundred, in CI).
 */
import fc from "fast-check"

import type { ContentSet, RawDocument } from "../src/content-pipeline/load-content"
import { prepareSite } from "../src/content-pipeline/prepare-site"
import { formatProblem } from "../src/content-pipeline/problems"
import { HOSTILE_FRAGMENTS, leakIn } from "./fuzz-sanitize-cases"

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Key = string | number

/** Strings an editor or a broken export could produce, beside random ones. */
const oddText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u2028javascript:alert(1)",
    "\ud800",
    "\u202eevil",
    "\ufeff",
    "../../etc/passwd",
    "//evil.example",
    "/\\evil.example",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "__proto__",
    "constructor",
    "NaN",
    "1e309",
    "2025-02-30T25:61:00+02:00",
    "DXM",
    ":production",
    "/404.html",
  ),
)

/** A value of another type than the field expects (or the right type with a wrong value). */
const anyValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, weight: 3 },
  { arbitrary: oddText, weight: 3 },
  { arbitrary: fc.constantFrom<Json>(null, true, false, 0, -1, 1.5, 2 ** 53, -0, [], {}), weight: 2 },
)

const at = fc.nat({ max: 5000 })
const doc = fc.nat({ max: 200 })

export type Mutation =
  | { kind: "replace"; doc: number; at: number; value: Json }
  | { kind: "delete"; doc: number; at: number }
  | { kind: "extra"; doc: number; at: number; key: string; value: Json }
  | { kind: "huge"; doc: number; at: number; length: number }
  | { kind: "deep"; doc: number; at: number; depth: number }
  | { kind: "copy"; doc: number; at: number; from: number }
  /** Mixes an attack into the HTML at one place that holds some. */
  | { kind: "inject"; doc: number; at: number; fragment: string; offset: number }
  | { kind: "break-json"; doc: number; cut: number; insert: string }
  | { kind: "drop-file"; doc: number }
  | { kind: "duplicate-file"; doc: number; rename: boolean }

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("replace"), doc, at, value: anyValue }),
  fc.record({ kind: fc.constant("delete"), doc, at }),
  fc.record({ kind: fc.constant("extra"), doc, at, key: oddText, value: anyValue }),
  fc.record({ kind: fc.constant("huge"), doc, at, length: fc.integer({ min: 10_000, max: 200_000 }) }),
  fc.record({ kind: fc.constant("deep"), doc, at, depth: fc.integer({ min: 50, max: 20_000 }) }),
  fc.record({ kind: fc.constant("copy"), doc, at, from: at }),
  fc.record({
    kind: fc.constant("inject"),
    doc,
    at,
    fragment: fc.constantFrom(...HOSTILE_FRAGMENTS),
    offset: fc.nat({ max: 2000 }),
  }),
  fc.record({
    kind: fc.constant("break-json"),
    doc,
    cut: fc.nat({ max: 20_000 }),
    insert: fc.string({ maxLength: 5 }),
  }),
  fc.record({ kind: fc.constant("drop-file"), doc }),
  fc.record({ kind: fc.constant("duplicate-file"), doc, rename: fc.boolean() }),
) as fc.Arbitrary<Mutation>

export const mutations = fc.array(mutation, { minLength: 1, maxLength: 4 })

/** Every place in a JSON tree, root first, in document order (not below a deep nest another change made). */
function places(value: Json, path: Key[] = []): Key[][] {
  const children: [Key, Json][] =
    value === null || typeof value !== "object" || path.length > 100
      ? []
      : Array.isArray(value)
        ? value.map((item, index) => [index, item])
        : Object.entries(value)
  return [path, ...children.flatMap(([key, child]) => places(child, [...path, key]))]
}

function get(root: Json, path: readonly Key[]): Json {
  return path.reduce<Json>((node, key) => (node as Record<Key, Json>)[key] as Json, root)
}

/** Sets (or with `undefined`, removes) the value at a path; returns the new root. */
function set(root: Json, path: readonly Key[], value: Json | undefined): Json | undefined {
  if (path.length === 0) return value
  const parent = get(root, path.slice(0, -1)) as Record<Key, Json> | Json[]
  const key = path[path.length - 1] as Key
  if (Array.isArray(parent) && typeof key === "number") {
    if (value === undefined) parent.splice(key, 1)
    else parent[key] = value
  } else if (value === undefined) Reflect.deleteProperty(parent, key)
  else define(parent as Record<Key, Json>, key, value)
  return root
}

/** Written as text: JSON.stringify itself would overflow the stack on a deep nest. */
function nested(depth: number, inner: string): string {
  const levels = Array.from({ length: depth }, (_, level) => level % 2 === 0)
  return `${levels.map((array) => (array ? "[" : '{"nested":')).join("")}${inner}${levels
    .reverse()
    .map((array) => (array ? "]" : "}"))
    .join("")}`
}

const DEEP = "\u0000deep-nest\u0000"

/** An own property even for `__proto__`, as JSON.parse makes it. */
function define(node: Record<Key, Json>, key: Key, value: Json): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true })
}

type TreeMutation = Exclude<Mutation, { kind: "break-json" | "drop-file" | "duplicate-file" }>

/** One change to a parsed file; a deep nest comes back as text to put in place of the DEEP marker. */
function apply(
  change: TreeMutation,
  root: Json,
  path: readonly Key[],
  all: readonly Key[][],
): { root: Json | undefined; deep?: string } {
  switch (change.kind) {
    case "replace":
      return { root: set(root, path, change.value) }
    case "delete":
      return { root: set(root, path, undefined) }
    case "extra": {
      const node = get(root, path)
      if (node === null || typeof node !== "object" || Array.isArray(node))
        return { root: set(root, path, change.value) }
      define(node, change.key, change.value)
      return { root }
    }
    case "huge":
      return { root: set(root, path, "ø".repeat(change.length)) }
    case "deep":
      return { root: set(root, path, DEEP), deep: nested(change.depth, JSON.stringify(get(root, path))) }
    case "copy":
      return { root: set(root, path, structuredClone(get(root, all[change.from % all.length] as Key[]))) }
    case "inject": {
      const html = all.filter((place) => {
        const value = get(root, place)
        return typeof value === "string" && value.includes("<")
      })
      const place = html[change.at % Math.max(html.length, 1)]
      if (place === undefined) return { root }
      const value = get(root, place) as string
      const offset = change.offset % (value.length + 1)
      return { root: set(root, place, value.slice(0, offset) + change.fragment + value.slice(offset)) }
    }
  }
}

/** By name: under jest, structuredClone's RangeError comes from another realm than the test's. */
function isRangeError(error: unknown): boolean {
  return error !== null && typeof error === "object" && "name" in error && error.name === "RangeError"
}

/** The documents after the mutations, in order. Pure: `documents` is left as it was. */
export function mutate(documents: readonly RawDocument[], changes: readonly Mutation[]): RawDocument[] {
  const result = documents.map((document) => ({ ...document }))
  for (const change of changes) {
    if (result.length === 0) break
    const index = change.doc % result.length
    const target = result[index] as RawDocument
    if (change.kind === "drop-file") {
      result.splice(index, 1)
      continue
    }
    if (change.kind === "duplicate-file") {
      result.push({ ...target, file: change.rename ? target.file.replace(/\.json$/, "-kopi.json") : target.file })
      continue
    }
    if (change.kind === "break-json") {
      const cut = change.cut % (target.text.length + 1)
      target.text = target.text.slice(0, cut) + change.insert + target.text.slice(cut + 1)
      continue
    }
    let root: Json
    try {
      root = JSON.parse(target.text) as Json
    } catch {
      continue // broken by an earlier change
    }
    const all = places(root)
    const path = all[change.at % all.length] as Key[]
    try {
      const next = apply(change, root, path, all)
      const text = next.root === undefined ? "" : JSON.stringify(next.root, null, 2)
      target.text = next.deep === undefined ? text : text.replace(JSON.stringify(DEEP), () => next.deep ?? "")
    } catch (error) {
      // The harness, not the loader, overflowed on a deep nest an earlier change made: leave this file as it was.
      if (!isRangeError(error)) throw error
    }
  }
  return result
}

/** Every HTML field of a content set, where it came from, as pages will render it. */
function htmlOf(content: ContentSet): { file: string; html: string }[] {
  return [
    ...content.site.value.theme.footer.sections.flatMap((section) =>
      section.items.flatMap((item) => (item.type === "html" ? [{ file: content.site.file, html: item.value }] : [])),
    ),
    ...content.pages.flatMap(({ file, value }) =>
      value.blocks.flatMap((block) =>
        block.component === "content" && block.props.html !== undefined ? [{ file, html: block.props.html }] : [],
      ),
    ),
    ...content.articles.map(({ file, value }) => ({ file, html: value.content })),
    ...content.productions.flatMap(({ file, value }) => value.contents.map((entry) => ({ file, html: entry.body }))),
  ]
}

export type Outcome = "accepted" | "rejected"

const STACK_LINE = /\n\s+at |\bat .+\.(ts|js|mjs):\d+:\d+/

/**
 * The property: the loader returns a site plan with no problems, or one or
 * more problems that each name a file and say what was expected, on one
 * line, with no stack trace. Throws, saying why, otherwise.
 */
export function checkLoader(documents: RawDocument[]): Outcome {
  const { site, problems } = prepareSite(documents)
  if (site !== undefined) {
    if (problems.length > 0) throw new Error(`a site plan came with ${problems.length} problems`)
    // The plan goes to Gatsby as JSON; it must survive that.
    JSON.stringify(site.plan)
    for (const { file, html } of htmlOf(site.content)) {
      const leak = leakIn(html)
      if (leak !== undefined) throw new Error(`${file}: the sanitized HTML still has ${leak}`)
    }
    return "accepted"
  }
  if (problems.length === 0) throw new Error("no site plan and no problems")
  for (const problem of problems) {
    const line = formatProblem(problem)
    if (typeof problem.file !== "string" || problem.file.trim() === "")
      throw new Error(`a problem without a file: ${line}`)
    if (typeof problem.message !== "string" || problem.message.trim() === "")
      throw new Error(`a problem without a message: ${line}`)
    if (/[\r\n]/.test(line)) throw new Error(`a problem over more than one line: ${JSON.stringify(line.slice(0, 300))}`)
    if (STACK_LINE.test(line)) throw new Error(`a problem with a stack trace: ${line.slice(0, 300)}`)
  }
  return "rejected"
}

/** A case as a person can read it: long strings and deep nests summarised. */
export function describeCase(changes: readonly Mutation[], documents: readonly RawDocument[]): string {
  return changes
    .map((change) => {
      const file = documents.length > 0 ? documents[change.doc % documents.length]?.file : "(no file)"
      const summary = JSON.stringify(change, (key, value: unknown) =>
        typeof value === "string" && value.length > 80 ? `${value.slice(0, 40)}… (${value.length} characters)` : value,
      )
      return `  ${file}: ${summary}`
    })
    .join("\n")
}
