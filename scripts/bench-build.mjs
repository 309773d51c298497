#!/usr/bin/env node
/**
 * `npm run bench:build [-- --productions 10000 --articles 2000 --showtimes 3 --keep]`
 *
 * Generates synthetic content outside data/ (the demo site, plus that many
 * films with their showtimes and that many articles: scripts/bench-content.ts,
 * which checks it as a build would first), builds it cold in a
 * copy of the project, edits one article, rebuilds with Gatsby's cache, and
 * prints: pages, cold seconds, pages per second, peak memory (resident, the
 * build's whole process tree, sampled from /proc as RSS and as PSS), rebuild seconds and how
 * many HTML files the rebuild rewrote. A benchmark, not a test: nothing
 * fails on the figures; the targets are printed beside them.
 */
import { execFileSync, spawn } from "node:child_process"
import { createHash } from "node:crypto"
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"

import { contentProblems, generateContent } from "./bench-content.ts"

const { values } = parseArgs({
  options: {
    productions: { type: "string", default: "10000" },
    articles: { type: "string", default: "2000" },
    showtimes: { type: "string", default: "3" },
    keep: { type: "boolean", default: false },
  },
})
const sizes = {
  productions: Number(values.productions),
  articles: Number(values.articles),
  showtimes: Number(values.showtimes),
}
const root = process.cwd()
/** What a build needs of the project (the build tests copy the same list). */
const PROJECT_FILES = JSON.parse(readFileSync(path.join(root, "scripts", "project-files.json"), "utf8"))

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"))
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)

/** A process and all its descendants, from /proc. */
function processTree(rootPid) {
  const children = new Map()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // The process has ended.
    }
  }
  const tree = []
  const pending = [rootPid]
  while (pending.length > 0) {
    const pid = pending.pop()
    tree.push(pid)
    pending.push(...(children.get(pid) ?? []))
  }
  return tree
}

/** Sums a figure over processes, skipping those that have ended meanwhile. */
const sum = (pids, figure) =>
  pids.reduce((total, pid) => {
    try {
      return total + figure(pid)
    } catch {
      return total
    }
  }, 0)
const PAGE_BYTES = 4096
/** Resident bytes from /proc/{pid}/statm: a counter, cheap to read. */
const rss = (pid) => Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE_BYTES
/**
 * Proportional set size, which counts a page shared by several processes
 * (Gatsby's LMDB store is mapped by the main process and its workers alike)
 * once, split between them. The kernel walks every mapped page to answer,
 * on CPU taken from the build.
 */
const pss = (pid) =>
  Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0) * 1024

/**
 * Peak memory of a process tree while it runs: summed RSS every 200 ms, and
 * summed PSS when the RSS is within 5 % of its peak so far, at most once a
 * second: reading PSS every 200 ms slowed the build it measured
 * (docs/performance.md says by how much).
 */
function watchMemory(rootPid) {
  const peak = { rss: 0, pss: 0 }
  let pssReadAt = 0
  const timer = setInterval(() => {
    const pids = processTree(rootPid)
    const now = sum(pids, rss)
    peak.rss = Math.max(peak.rss, now)
    if (now >= 0.95 * peak.rss && Date.now() - pssReadAt >= 1000) {
      pssReadAt = Date.now()
      peak.pss = Math.max(peak.pss, sum(pids, pss))
    }
  }, 200)
  return { peak, stop: () => clearInterval(timer) }
}

/** `node scripts/build.mjs` in the copy: its time, its peak memory, its log. */
function build(dir, contentDir) {
  // What the last build (or the content generator) wrote is still in memory:
  // the kernel writes it to disk later, in the middle of the next build, and
  // made the first rebuild slower than the same rebuild a minute on
  // (docs/performance.md). Write it out first, untimed.
  execFileSync("sync")
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    const child = spawn(process.execPath, ["scripts/build.mjs"], {
      cwd: dir,
      env: {
        ...process.env,
        CONTENT_DIR: contentDir,
        GATSBY_TELEMETRY_DISABLED: "1",
        NO_COLOR: "1",
        CI: "1",
        RAMASKRIK_SANDBOX: "1",
      },
    })
    let log = ""
    child.stdout.on("data", (chunk) => (log += chunk))
    child.stderr.on("data", (chunk) => (log += chunk))
    const { peak, stop } = watchMemory(child.pid)
    child.on("close", (status) => {
      stop()
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      if (status !== 0) {
        console.error(log.slice(-4000))
        console.error(`The build failed (status ${status}).`)
        process.exit(1)
      }
      resolve({ seconds, peak, log })
    })
  })
}

/** Every HTML file of public/ with a hash of its content and when it was written. */
function htmlFiles(dir) {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        const hash = createHash("sha1").update(readFileSync(file)).digest("hex")
        return [file, { hash, mtimeMs: statSync(file).mtimeMs }]
      }),
  )
}

const work = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-bench-"))
const project = path.join(work, "project")
const content = path.join(work, "content")
mkdirSync(project)
PROJECT_FILES.forEach((name) => cpSync(path.join(root, name), path.join(project, name), { recursive: true }))
symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"))
// gatsby-source-filesystem is configured on CONTENT_DIR; data/ itself stays out of the copy.
console.log(
  `Generating ${sizes.productions} films × ${sizes.showtimes} showtimes and ${sizes.articles} articles in ${content}`,
)
generateContent(path.join(root, "data"), content, sizes)
// A build would stop on the same problems, after a minute at the default size.
const problems = await contentProblems(content)
if (problems.length > 0) {
  console.error(`${problems.slice(0, 20).join("\n")}\n\nThe generated content has ${problems.length} problem(s).`)
  process.exit(1)
}

console.log("Cold build…")
const cold = await build(project, content)
writeFileSync(path.join(work, "cold.log"), cold.log)
const pages = Number(/(\d+) pages to build/.exec(cold.log)?.[1] ?? NaN)

/** Edits one synthetic article (none of the demo pages picks it by name) and rebuilds. */
async function editAndRebuild(n) {
  const edited = path.join(content, "articles", `benksak-${n}.json`)
  const article = readJson(edited)
  writeJson(edited, { ...article, title: `${article.title} (rettet)`, content: `${article.content}<p>Rettelse.</p>` })
  const before = htmlFiles(path.join(project, "public"))
  const since = Date.now()
  const result = await build(project, content)
  writeFileSync(path.join(work, `rebuild-${n}.log`), result.log)
  const after = [...htmlFiles(path.join(project, "public"))]
  const html = {
    written: after.filter(([, file]) => file.mtimeMs >= since).length,
    changed: after.filter(([name, file]) => before.get(name)?.hash !== file.hash).length,
  }
  return { ...result, html }
}
// The first rebuild is the one a webhook runs after a deploy's cold build;
// the second shows that the loop stays as small edit after edit.
console.log("Rebuild after editing one article…")
const first = await editAndRebuild(7)
console.log("Rebuild after editing another article…")
const second = await editAndRebuild(8)

const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`
const share = ({ seconds }) => `${seconds.toFixed(1)} s = ${((100 * seconds) / cold.seconds).toFixed(1)}% of cold`
const rewrote = ({ written, changed }) => `${written} written, ${changed} of them with new content`
const rows = [
  [
    "content",
    `${sizes.productions} films (+ demo), ${sizes.productions * sizes.showtimes} showtimes, ${sizes.articles} articles (+ demo)`,
  ],
  ["pages", String(pages)],
  ["cold build", `${cold.seconds.toFixed(1)} s`],
  ["pages per second", `${(pages / cold.seconds).toFixed(0)}   (target ≥ 200)`],
  ["peak memory, cold", `${mb(cold.peak.rss)} resident (RSS summed), ${mb(cold.peak.pss)} PSS   (target ≤ 1536 MB)`],
  ["rebuild, one article", `${share(first)}   (target ≤ 25%)`],
  ["HTML files rewritten", `${rewrote(first.html)}   (target ≤ 5)`],
  ["rebuild, another one", `${share(second)}; HTML files ${rewrote(second.html)}`],
  ["peak memory, rebuild", `${mb(first.peak.rss)} RSS, ${mb(first.peak.pss)} PSS`],
]
console.log(`\n${rows.map(([name, value]) => `${name.padEnd(22)} ${value}`).join("\n")}`)
console.log(`(CPUs: ${os.cpus().length}; node ${process.version}; times include publishing public/ to dist/)`)
if (values.keep) console.log(`Kept ${work}`)
else rmSync(work, { recursive: true, force: true })
