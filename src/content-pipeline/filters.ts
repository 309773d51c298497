/**
 * Page sources: which articles, productions or showtimes a page shows,
 * chosen by filters of `eq` and `regex` on a few properties per model.
 */
import type { Article, Filter, Production, Showtime, Source } from "../content-model/schema"
import { quoted } from "./problems"

const PRODUCTION_PROPERTIES = ["reference", "object", "objectClass", "parentSlug", "pageReference"] as const

export const FILTER_PROPERTIES = {
  article: ["id", "slug", "category", "title", "author"],
  production: PRODUCTION_PROPERTIES,
  event: [...PRODUCTION_PROPERTIES, "venue", "hall", "status"],
} as const satisfies Record<Source["model"], readonly string[]>

type Fields = Record<string, string | null>

export interface SourceItem {
  id: string
  fields: Fields
}

export function articleItem(article: Article): SourceItem {
  const { id, slug, category, title, author } = article
  return { id, fields: { id, slug, category, title, author } }
}

function productionFields(production: Production): Fields {
  return Object.fromEntries(PRODUCTION_PROPERTIES.map((property) => [property, production[property]]))
}

export function productionItem(production: Production): SourceItem {
  return { id: production.id, fields: productionFields(production) }
}

export function showtimeItem(showtime: Showtime, production: Production): SourceItem {
  const { venue, hall, status } = showtime
  return { id: showtime.id, fields: { ...productionFields(production), venue, hall, status } }
}

const PARAM = /^:([A-Za-z][A-Za-z0-9]*)$/

/** The name of the path parameter a filter value stands for, if it is one (`:article`). */
export function filterParam(filter: Filter): string | undefined {
  return PARAM.exec(filter.value)?.[1]
}

/** Why a filter cannot be used, or undefined when it can. */
export function filterProblem(model: Source["model"], filter: Filter): { field: string; message: string } | undefined {
  const properties: readonly string[] = FILTER_PROPERTIES[model]
  if (!properties.includes(filter.property)) {
    return {
      field: "property",
      message: `${quoted(filter.property)} cannot be filtered on for model ${model} (expected one of ${properties.join(", ")})`,
    }
  }
  if (filter.operator === "regex" && !filterParam(filter)) {
    try {
      // V8 compiles a pattern when it first runs, and only then finds some too large: run it once here.
      new RegExp(filter.value).test("")
    } catch (error) {
      // The message quotes the whole pattern (`Invalid regular expression: /…/: reason`); keep the reason.
      const message = (error as Error).message
      const reason = message.slice(message.lastIndexOf(": ") + 2)
      return {
        field: "value",
        message: `is not a valid regular expression: ${
          /too large/i.test(reason) ? `it is too large (${filter.value.length} characters)` : reason
        }`,
      }
    }
  }
  return undefined
}

const compiled = new Map<string, RegExp>()

/** A filter's regular expression, compiled once: filters run for every item of every page. */
function regexOf(source: string): RegExp {
  let regex = compiled.get(source)
  if (regex === undefined) {
    regex = new RegExp(source)
    compiled.set(source, regex)
  }
  return regex
}

/**
 * Whether an item passes every filter. `params` fills `:param` values;
 * a filter whose parameter has no value is ignored (it is what enumerates a
 * pattern page's items).
 */
export function matchesFilters(item: SourceItem, filters: Filter[], params: Record<string, string> = {}): boolean {
  return filters.every((filter) => {
    const param = filterParam(filter)
    if (param !== undefined && params[param] === undefined) return true
    const expected = param !== undefined ? (params[param] ?? "") : filter.value
    const actual = item.fields[filter.property]
    if (actual === null || actual === undefined) return false
    return filter.operator === "eq" ? actual === expected : regexOf(expected).test(actual)
  })
}
