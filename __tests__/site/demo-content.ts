import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"

/** The demo content as the build read it, to check what the build made of it. */
function readAll<T>(folder: string): T[] {
  const dir = path.resolve("data", folder)
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as T)
}

export const demoArticles = () => readAll<{ slug: string; title: string; aliases: string[] }>("articles")
export const demoProductions = () =>
  readAll<{ title: string; object: string; parentSlug: string | null; pageReference: string | null }>("productions")
export const demoRedirects = () =>
  JSON.parse(readFileSync(path.resolve("data/redirects.json"), "utf8")) as { from: string; to: string }[]
