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
import type { DocumentMemo } from "./document-memo"
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

const sanitizers: { [K in ContentKind]: (value: z.infer<(typeof schemas)[K]>) => z.infer<(typeof schemas)[K]> } = {
  site: sanitizeSite,
  page: sanitizePage,
  article: sanitizeArticle,
  production: sanitizeProduction,
  redirects: (redirects) => redirects,
}

/**
 * Parses every document. The content set holds the valid documents (it is
 * there whenever the site file is); the problems of all the others are
 * returned with it. With a memo, a document whose text it holds is taken as
 * it was parsed and sanitized then; a document with problems never is.
 */
export function loadContent(documents: RawDocument[], memo?: DocumentMemo): Loaded<ContentSet> {
  const problems: ContentProblem[] = []
  const parsed = <K extends ContentKind>(kind: K) =>
    documents
      .filter((document): document is RawDocument & { kind: K } => document.kind === kind)
      .flatMap((document) => {
        const key = memo?.keyOf(kind, document.text)
        const remembered = key === undefined ? undefined : memo?.get(key)
        if (remembered !== undefined) {
          return [{ file: document.file, value: remembered as z.infer<(typeof schemas)[K]> }]
        }
        const loaded = parseDocument(document)
        problems.push(...loaded.problems)
        if (loaded.value === undefined || loaded.problems.length > 0) return []
        const value = sanitizers[kind](loaded.value)
        if (key !== undefined) memo?.set(key, value)
        return [{ file: document.file, value }]
      })

  const sites = parsed("site")
  const pages = parsed("page")
  const articles = parsed("article")
  const productions = parsed("production")
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
      site,
      pages,
      articles,
      productions,
      redirects: redirects[0] ?? { file: "redirects.json", value: [] },
    },
    problems,
  }
}
