/**
 * Turns raw content documents (files of data/, or CMS replies) into a typed,
 * sanitized content set, or the list of everything wrong with them.
 */
import type { z } from "zod"

import {
  articleSchema,
  pageSchema,
  productionSchema,
  redirectsSchema,
  siteSchema,
  type Article,
  type Page,
  type Production,
  type Redirect,
  type Site,
} from "../content-model/schema"
import { formatFieldPath, quoted, type ContentProblem } from "./problems"
import { sanitizeContentHtml } from "./sanitize"

export type ContentKind = "site" | "page" | "article" | "production" | "redirects"

export interface RawDocument {
  /** Where it came from, as an editor would name it: `data/pages/program.json`. */
  file: string
  kind: ContentKind
  text: string
}

export interface ContentFile<T> {
  file: string
  value: T
}

export interface ContentSet {
  site: ContentFile<Site>
  pages: ContentFile<Page>[]
  articles: ContentFile<Article>[]
  productions: ContentFile<Production>[]
  redirects: ContentFile<Redirect[]>
}

export interface Loaded<T> {
  value?: T
  problems: ContentProblem[]
}

const schemas = {
  site: siteSchema,
  page: pageSchema,
  article: articleSchema,
  production: productionSchema,
  redirects: redirectsSchema,
} satisfies Record<ContentKind, z.ZodTypeAny>

function valueAt(data: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
    data,
  )
}

function issueMessage(issue: z.ZodIssue, data: unknown): string {
  if (issue.code === "invalid_type" && issue.received === "undefined") {
    return `is required (expected ${issue.expected})`
  }
  if (issue.code === "invalid_type") return `expected ${issue.expected}, found ${issue.received}`
  if (issue.code === "invalid_union_discriminator") {
    return `${quoted(valueAt(data, issue.path))} is not one of ${issue.options.map(String).join(", ")}`
  }
  if (issue.code === "invalid_enum_value") {
    return `${quoted(issue.received)} is not one of ${issue.options.map(String).join(", ")}`
  }
  if (issue.code === "invalid_literal") return `must be ${JSON.stringify(issue.expected)}`
  if (issue.code === "unrecognized_keys")
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`
  return issue.message
}

/** Parses one document's JSON and checks it against its schema. */
export function parseDocument<K extends ContentKind>(
  document: RawDocument & { kind: K },
): Loaded<z.infer<(typeof schemas)[K]>> {
  let data: unknown
  try {
    data = JSON.parse(document.text)
  } catch (error) {
    // One line per problem: the parser's message quotes the text around the error, line breaks and all.
    const reason = (error as Error).message.replace(/\s+/g, " ").trim()
    return { problems: [{ file: document.file, field: "", message: `is not valid JSON: ${reason}` }] }
  }
  const result = schemas[document.kind].safeParse(data)
  if (result.success) return { value: result.data, problems: [] }
  return {
    problems: result.error.issues.map((issue) => ({
      file: document.file,
      field: formatFieldPath(issue.path),
      message: issueMessage(issue, data),
    })),
  }
}

function sanitizeSite(site: Site): Site {
  const sections = site.theme.footer.sections.map((section) => ({
    ...section,
    items: section.items.map((item) =>
      item.type === "html" ? { ...item, value: sanitizeContentHtml(item.value) } : item,
    ),
  }))
  return { ...site, theme: { ...site.theme, footer: { sections } } }
}

function sanitizePage(page: Page): Page {
  const blocks = page.blocks.map((block) =>
    block.component === "content" && block.props.html !== undefined
      ? { ...block, props: { ...block.props, html: sanitizeContentHtml(block.props.html) } }
      : block,
  )
  return { ...page, blocks }
}

function sanitizeArticle(article: Article): Article {
  return { ...article, content: sanitizeContentHtml(article.content) }
}

function sanitizeProduction(production: Production): Production {
  const contents = production.contents.map((content) => ({ ...content, body: sanitizeContentHtml(content.body) }))
  return { ...production, contents }
}

/**
 * Parses every document. The content set holds the valid documents (it is
 * there whenever the site file is); the problems of all the others are
 * returned with it.
 */
export function loadContent(documents: RawDocument[]): Loaded<ContentSet> {
  const problems: ContentProblem[] = []
  const parsed = <K extends ContentKind>(kind: K) =>
    documents
      .filter((document): document is RawDocument & { kind: K } => document.kind === kind)
      .flatMap((document) => {
        const loaded = parseDocument(document)
        problems.push(...loaded.problems)
        return loaded.value === undefined ? [] : [{ file: document.file, value: loaded.value }]
      })

  const sites = parsed("site")
  const pages = parsed("page").map(({ file, value }) => ({ file, value: sanitizePage(value) }))
  const articles = parsed("article").map(({ file, value }) => ({ file, value: sanitizeArticle(value) }))
  const productions = parsed("production").map(({ file, value }) => ({ file, value: sanitizeProduction(value) }))
  const redirects = parsed("redirects")

  const siteDocuments = documents.filter((document) => document.kind === "site")
  if (siteDocuments.length === 0) {
    problems.push({ file: "site.json", field: "", message: "is missing: the site needs one site file" })
  } else if (siteDocuments.length > 1) {
    problems.push({
      file: siteDocuments[1]?.file ?? "site.json",
      field: "",
      message: `there is more than one site file (${siteDocuments.map((document) => document.file).join(", ")})`,
    })
  }

  const site = sites[0]
  if (site === undefined || siteDocuments.length > 1) return { problems }
  return {
    value: {
      site: { file: site.file, value: sanitizeSite(site.value) },
      pages,
      articles,
      productions,
      redirects: redirects[0] ?? { file: "redirects.json", value: [] },
    },
    problems,
  }
}
