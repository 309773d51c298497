/**
 * The build benchmark's content (scripts/bench-build.mjs): the demo site in
 * data/, and beside it that many films, each with its showtimes, and that
 * many articles. Each is a copy of a demo film, showtime or article (which
 * the build checks) with a new id, code, title and time, typed by the
 * content model's own types, so a field the schema comes to require comes
 * along with the copy. The content is checked as a build checks it before the
 * benchmark builds (`contentProblems`), and in `npm test` at a small size
 * (__tests__/scripts/bench-content.test.ts).
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import path from "node:path"

import type { Article, Production, Showtime, Site } from "../src/content-model/schema"
import { prepareSite } from "../src/content-pipeline/prepare-site"
import { formatProblem } from "../src/content-pipeline/problems"
import { listContentFiles, readLocalContent } from "../src/content-pipeline/read-local-content"

export interface BenchSizes {
  productions: number
  articles: number
  showtimes: number
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
const filesOf = <T>(dir: string): T[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => readJson<T>(path.join(dir, name)))

type Film = Extract<Production, { object: "movie" }>

/** Copies `dataDir` into `dir` and adds the synthetic films and articles. */
export function generateContent(dataDir: string, dir: string, sizes: BenchSizes): void {
  cpSync(dataDir, dir, { recursive: true })
  const productions = filesOf<Production>(path.join(dataDir, "productions"))
  const film = productions.find(
    (production): production is Film => production.object === "movie" && production.showtimes.length > 0,
  )
  const article = filesOf<Article>(path.join(dataDir, "articles"))[0]
  if (!film || !article) throw new Error(`${dataDir} needs a film with showtimes and an article to copy`)
  const [demoShowtime] = film.showtimes as [Showtime]
  // The festival's days and its halls, as the demo gives them.
  const days = [
    ...new Set(productions.flatMap((production) => production.showtimes.map(({ start }) => start.slice(0, 10)))),
  ].sort()
  const offset = demoShowtime.start.slice(19)
  const halls = readJson<Site>(path.join(dataDir, "site.json")).venues.flatMap((venue) =>
    venue.halls.map((hall) => ({ venue: venue.name, hall })),
  )
  const statuses: Showtime["status"][] = ["available", "few-left", "sold-out"]

  for (let i = 0; i < sizes.productions; i += 1) {
    const code = `DXM${900000 + i}`
    const slug = `benkfilm-${i}-${code.toLowerCase()}`
    const showtimes = Array.from({ length: sizes.showtimes }, (_, n): Showtime => {
      const id = `st-${code.toLowerCase()}-${n + 1}`
      const hour = 12 + ((i * 3 + n * 4) % 11)
      return {
        ...demoShowtime,
        ...halls[(i + n) % halls.length],
        id,
        start: `${days[(i + n) % days.length]}T${String(hour).padStart(2, "0")}:00:00${offset}`,
        ticketUrl: new URL(`/kjop/${code}/${id}`, demoShowtime.ticketUrl).href,
        status: statuses[(i + n) % statuses.length] ?? "available",
      }
    })
    const production: Film = {
      ...film,
      id: `prod-${code.toLowerCase()}`,
      reference: code,
      title: `Benkfilm ${i}`,
      parentSlug: slug,
      ediNumber: String(500000 + i),
      showtimes,
    }
    writeJson(path.join(dir, "productions", `${slug}.json`), production)
  }
  for (let i = 0; i < sizes.articles; i += 1) {
    const slug = `benksak-${i}`
    const copy: Article = {
      ...article,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      title: `Benksak ${i}`,
      slug,
      aliases: [],
      createdAt: article.createdAt + i * 60_000,
      updatedAt: article.updatedAt + i * 60_000,
      order: i % 15,
    }
    writeJson(path.join(dir, "articles", `${slug}.json`), copy)
  }
}

/** What a build would stop on in the content folder `dir`, one line per problem. */
export async function contentProblems(dir: string): Promise<string[]> {
  const read = await readLocalContent(await listContentFiles(dir))
  return [...read.problems, ...prepareSite(read.documents).problems].map(formatProblem)
}
