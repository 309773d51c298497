/**
 * The search index, written at build time to public/search-index.json and
 * fetched only by the search page. It holds what the search page's own
 * sources find (section 2 names articles and culture events; the demo adds
 * the films, which are what visitors look for), so an editor decides what is
 * searchable by editing data/pages/search.json.
 */
import { contentNoteLabel } from "../content-model/content-notes"
import { ARTICLE_KIND, productionHitKind, type SearchDocument } from "../content-model/search-document"
import type { Production } from "../content-model/schema"
import type { PreparedSite } from "./prepare-site"

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  aelig: "æ",
  AElig: "Æ",
  oslash: "ø",
  Oslash: "Ø",
  aring: "å",
  Aring: "Å",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
}

/** Sanitized HTML to plain text: tags become spaces, common entities their letters. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#")
        ? String.fromCodePoint(
            Number(name.startsWith("#x") || name.startsWith("#X") ? `0${name.slice(1)}` : name.slice(1)),
          )
        : (ENTITIES[name] ?? whole),
    )
    .replace(/\s+/g, " ")
    .trim()
}

function summaryOf(text: string, length = 180): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : length)} …`
}

/** The facts a visitor searches a production by, beside its title; the rest of its facts are in its text. */
const SEARCHED_FACTS = new Set(["Originaltittel", "Regi", "Medvirkende", "Land", "År", "Sjanger"])

function productionDocument(production: Production, path: string): SearchDocument {
  const content = production.contents[0]
  const body = plainText(content?.body ?? "")
  const searched = production.features.filter(({ name }) => SEARCHED_FACTS.has(name))
  const other = production.features.filter(({ name }) => !SEARCHED_FACTS.has(name))
  return {
    id: production.id,
    kind: productionHitKind(production.objectClass),
    title: production.title,
    path,
    summary: content?.summary || summaryOf(body),
    facts: [...searched.map(({ value }) => value), ...production.contentNotes.map(contentNoteLabel)].join(" "),
    text: [body, ...other.map(({ value }) => value)].join(" "),
    showtimes: production.showtimes
      .filter(({ status }) => status !== "cancelled")
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
      .map(({ start, venue, hall }) => ({ start, place: `${venue}, ${hall}` })),
    ...(production.trailer && { trailer: true }),
    reference: production.reference,
    ...(production.ediNumber && { watchList: true }),
  }
}

export function searchDocuments({ content, plan }: PreparedSite): SearchDocument[] {
  const pathOf = new Map(plan.pages.flatMap((page) => (page.item ? [[page.item.id, page.path] as const] : [])))
  const articles = new Map(content.articles.map(({ value }) => [value.id, value]))
  const productions = new Map(content.productions.map(({ value }) => [value.id, value]))
  const showtimeOwner = new Map(
    content.productions.flatMap(({ value }) => value.showtimes.map((showtime) => [showtime.id, value.id] as const)),
  )

  const documents = new Map<string, SearchDocument>()
  plan.pages.forEach((planned) => {
    const page = content.pages.find(({ value }) => value.id === planned.pageId)?.value
    const searchBlocks = page?.blocks.filter((block) => block.component === "search") ?? []
    const names = new Set(searchBlocks.flatMap((block) => block.data))
    planned.sources
      .filter((source) => names.has(source.name))
      .forEach((source) => {
        source.ids.forEach((id) => {
          if (source.model === "article") {
            const article = articles.get(id)
            const path = pathOf.get(id)
            if (!article || !path || documents.has(id)) return
            const text = plainText(article.content)
            documents.set(id, {
              id,
              kind: ARTICLE_KIND,
              title: article.title,
              path,
              summary: summaryOf(text),
              facts: "",
              text,
              showtimes: [],
            })
            return
          }
          const productionId = source.model === "event" ? showtimeOwner.get(id) : id
          const production = productionId === undefined ? undefined : productions.get(productionId)
          const path = productionId === undefined ? undefined : pathOf.get(productionId)
          if (!production || !path || documents.has(production.id)) return
          documents.set(production.id, productionDocument(production, path))
        })
      })
  })
  return [...documents.values()]
}
