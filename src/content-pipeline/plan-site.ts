/**
 * Decides every page the site has: fixed pages at their paths, pattern pages
 * once per item their binding source finds, the not-found page, and the
 * redirects; and checks what only the whole plan can show (clashing paths,
 * redirect loops, menu entries that lead nowhere).
 */
import type { PageKind } from "../content-model/page-context"
import type { Page, Source } from "../content-model/schema"
import { PATTERN_PARAMS } from "./check-content"
import { articleItem, filterParam, matchesFilters, productionItem, showtimeItem, type SourceItem } from "./filters"
import type { ContentFile, ContentSet } from "./load-content"
import { quoted, type ContentProblem } from "./problems"
import { NOT_FOUND_PATH, fillPath, gatsbyPath, isExternalUrl, normalizePath, pathParams } from "./routes"

export type { PageKind }

export interface PlannedSource {
  name: string
  model: Source["model"]
  collection: boolean
  /** Content ids of what the source found, in display order. */
  ids: string[]
}

export interface PlannedPage {
  /** The path as Gatsby builds it, with a trailing slash. */
  path: string
  kind: PageKind
  /** The page file's `id`. */
  pageId: string
  /** The file that decided this path: the page file, or the article or production a pattern page was made for. */
  file: string
  sources: PlannedSource[]
  /** The item a pattern page was made for. */
  item: { model: Source["model"]; id: string } | null
}

export interface PlannedRedirect {
  fromPath: string
  toPath: string
}

export interface SitePlan {
  pages: PlannedPage[]
  redirects: PlannedRedirect[]
}

interface ModelItems {
  items: SourceItem[]
  fileOf: Map<string, string>
  /** Items by the value of one property, in `items` order; made when first asked for. */
  byProperty: Map<string, Map<string, SourceItem[]>>
}

function newModelItems(items: SourceItem[], fileOf: Map<string, string>): ModelItems {
  return { items, fileOf, byProperty: new Map() }
}

/** The items whose `property` is `value`, found in an index rather than by a scan of every item. */
function itemsWhere(model: ModelItems, property: string, value: string): SourceItem[] {
  let index = model.byProperty.get(property)
  if (index === undefined) {
    index = new Map()
    for (const item of model.items) {
      const key = item.fields[property]
      if (key === null || key === undefined) continue
      const list = index.get(key)
      if (list) list.push(item)
      else index.set(key, [item])
    }
    model.byProperty.set(property, index)
  }
  return index.get(value) ?? []
}

/** Norwegian alphabetical order; one collator, since `localeCompare(…, "nb")` looks one up for every comparison. */
const byNorwegian = new Intl.Collator("nb").compare

function modelItems(content: ContentSet): Record<Source["model"], ModelItems> {
  const byOrder = [...content.articles].sort(
    (a, b) => a.value.order - b.value.order || b.value.createdAt - a.value.createdAt,
  )
  const byTitle = [...content.productions].sort((a, b) => byNorwegian(a.value.title, b.value.title))
  // Each start parsed once, not at every comparison (30,000 showtimes at the benchmark's size).
  const showtimes = content.productions
    .flatMap(({ file, value }) =>
      value.showtimes.map((showtime) => ({ file, showtime, production: value, start: Date.parse(showtime.start) })),
    )
    .sort((a, b) => a.start - b.start)
  return {
    article: newModelItems(
      byOrder.map(({ value }) => articleItem(value)),
      new Map(byOrder.map(({ file, value }) => [value.id, file])),
    ),
    production: newModelItems(
      byTitle.map(({ value }) => productionItem(value)),
      new Map(byTitle.map(({ file, value }) => [value.id, file])),
    ),
    event: newModelItems(
      showtimes.map(({ showtime, production }) => showtimeItem(showtime, production)),
      new Map(showtimes.map(({ file, showtime }) => [showtime.id, file])),
    ),
  }
}

/**
 * What each source of a page finds. A pattern page's sources are resolved
 * once per item, so scanning every item each time would cost pages × items:
 * an `eq` filter with a known value picks its candidates from an index, and
 * only those go through every filter.
 */
function resolveSources(
  page: Page,
  params: Record<string, string>,
  items: Record<Source["model"], ModelItems>,
): PlannedSource[] {
  return page.sources.map(({ name, model, collection, filter }) => {
    const indexed = filter.flatMap((each) => {
      if (each.operator !== "eq") return []
      const param = filterParam(each)
      const value = param === undefined ? each.value : params[param]
      return value === undefined ? [] : [{ property: each.property, value }]
    })[0]
    const candidates = indexed ? itemsWhere(items[model], indexed.property, indexed.value) : items[model].items
    return {
      name,
      model,
      collection,
      ids: candidates.filter((item) => matchesFilters(item, filter, params)).map((item) => item.id),
    }
  })
}

function pageKind(page: Page): PageKind {
  if (normalizePath(page.path) === NOT_FOUND_PATH) return "not-found"
  const param = pathParams(page.path)[0]
  return PATTERN_PARAMS.find((name) => name === param) ?? "page"
}

function planPage({ file, value: page }: ContentFile<Page>, items: Record<Source["model"], ModelItems>): PlannedPage[] {
  const kind = pageKind(page)
  const param = pathParams(page.path)[0]
  if (param === undefined) {
    return [
      {
        path: gatsbyPath(page.path),
        kind,
        pageId: page.id,
        file,
        sources: resolveSources(page, {}, items),
        item: null,
      },
    ]
  }
  const binding = page.sources.find((source) => source.filter.some((filter) => filterParam(filter) === param))
  const bindingFilter = binding?.filter.find((filter) => filterParam(filter) === param)
  if (binding === undefined || bindingFilter === undefined) return []
  const { items: candidates, fileOf } = items[binding.model]
  return candidates
    .filter((item) => matchesFilters(item, binding.filter))
    .flatMap((item) => {
      const value = item.fields[bindingFilter.property]
      if (value === null || value === undefined) return []
      const params = { [param]: value }
      return [
        {
          path: gatsbyPath(fillPath(page.path, params)),
          kind,
          pageId: page.id,
          file: fileOf.get(item.id) ?? file,
          sources: resolveSources(page, params, items),
          item: { model: binding.model, id: item.id },
        },
      ]
    })
}

function singleItemProblems(planned: PlannedPage, pages: ContentSet["pages"]): ContentProblem[] {
  const pageFile = pages.find(({ value }) => value.id === planned.pageId)?.file ?? planned.file
  return planned.sources.flatMap((source, index) =>
    !source.collection && source.ids.length !== 1
      ? [
          {
            file: pageFile,
            field: `sources[${index}]`,
            message: `${quoted(source.name)} finds ${source.ids.length} items${planned.item ? ` for ${planned.path}` : ""}; a source with collection false must find exactly one`,
            mayFollowFromOthers: source.ids.length === 0,
          },
        ]
      : [],
  )
}

/** The field of a page's file that its path comes from. */
const PATH_FIELDS: Record<PageKind, string> = {
  page: "path",
  "not-found": "path",
  article: "slug",
  production: "parentSlug",
  culture: "pageReference",
}

function pathClashes(pages: PlannedPage[]): ContentProblem[] {
  const owners = new Map<string, PlannedPage>()
  return pages.flatMap((page) => {
    const key = normalizePath(page.path)
    const owner = owners.get(key)
    if (owner === undefined) {
      owners.set(key, page)
      return []
    }
    return [
      { file: page.file, field: PATH_FIELDS[page.kind], message: `the path ${key} is already used by ${owner.file}` },
    ]
  })
}

const toField = (fromField: string) => fromField.replace(/\.from$/, ".to")

function planRedirects(
  content: ContentSet,
  pagePaths: Map<string, PlannedPage>,
): { redirects: PlannedRedirect[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = []
  const entries = [
    ...content.redirects.value.map((redirect, index) => ({
      ...redirect,
      file: content.redirects.file,
      field: `[${index}].from`,
    })),
    ...content.articles.flatMap(({ file, value }) =>
      value.aliases.map((alias, index) => ({
        from: alias,
        to: `/article/${value.slug}`,
        file,
        field: `aliases[${index}]`,
      })),
    ),
  ]
  const targets = new Map<string, string>()
  entries.forEach(({ from, to, file, field }) => {
    const key = normalizePath(from)
    const page = pagePaths.get(key)
    if (page) {
      problems.push({
        file,
        field,
        message: `${from} is also a page (${page.file}); a path is either a page or a redirect`,
      })
    } else if (targets.has(key)) {
      problems.push({ file, field, message: `${from} is redirected more than once` })
    } else {
      targets.set(key, isExternalUrl(to) ? to : normalizePath(to))
    }
  })

  const redirects: PlannedRedirect[] = []
  entries.forEach(({ from, file, field }) => {
    const start = normalizePath(from)
    if (pagePaths.has(start)) return
    const chain = [start]
    let target = targets.get(start) ?? start
    while (targets.has(target) && !chain.includes(target)) {
      chain.push(target)
      target = targets.get(target) ?? target
    }
    if (chain.includes(target)) {
      const cycle = chain.slice(chain.indexOf(target))
      // Report a loop once, at its alphabetically first path.
      if (start === [...cycle].sort()[0]) {
        problems.push({
          file,
          field: toField(field),
          message: `redirects go round in a loop: ${[...cycle, target].join(" → ")}`,
        })
      }
      return
    }
    if (!isExternalUrl(target) && !pagePaths.has(target)) {
      problems.push({
        file,
        field: toField(field),
        message: `${target} is not a page of the site`,
        mayFollowFromOthers: true,
      })
      return
    }
    redirects.push({ fromPath: start, toPath: pagePaths.get(target)?.path ?? target })
  })
  return { redirects, problems }
}

function menuProblems(content: ContentSet, pagePaths: Map<string, PlannedPage>): ContentProblem[] {
  const { file, value: site } = content.site
  const ids = new Set(site.theme.menu.map((entry) => entry.id))
  return site.theme.menu.flatMap((entry, index) => {
    const problems: ContentProblem[] = []
    if (!isExternalUrl(entry.path) && !pagePaths.has(normalizePath(entry.path))) {
      problems.push({
        file,
        field: `theme.menu[${index}].path`,
        message: `${quoted(entry.label)} points to ${entry.path}, which is not a page of the site`,
        mayFollowFromOthers: true,
      })
    }
    if (entry.parent !== null && (!ids.has(entry.parent) || entry.parent === entry.id)) {
      problems.push({
        file,
        field: `theme.menu[${index}].parent`,
        message: `${quoted(entry.parent)} is not the id of another menu entry`,
      })
    }
    return problems
  })
}

export function planSite(content: ContentSet): { plan?: SitePlan; problems: ContentProblem[] } {
  const items = modelItems(content)
  const pages = content.pages.flatMap((page) => planPage(page, items))
  const pagePaths = new Map(pages.map((page) => [normalizePath(page.path), page]))
  const { redirects, problems: redirectProblems } = planRedirects(content, pagePaths)
  const problems = [
    ...pathClashes(pages),
    ...pages.flatMap((page) => singleItemProblems(page, content.pages)),
    ...redirectProblems,
    ...menuProblems(content, pagePaths),
  ]
  if (!pages.some((page) => page.kind === "not-found")) {
    problems.push({
      file: "pages",
      field: "",
      message: `no page has the path ${NOT_FOUND_PATH}; the site needs a not-found page`,
      mayFollowFromOthers: true,
    })
  }
  return problems.length > 0 ? { problems } : { plan: { pages, redirects }, problems }
}
