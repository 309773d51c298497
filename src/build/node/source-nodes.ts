import type { GatsbyNode, NodeInput, SourceNodesArgs } from "gatsby"

import { contentDir } from "../content-dir"
import type { ContentSet } from "../load-content"
import { prepareSite, type PreparedSite } from "../prepare-site"
import { formatProblem, type ContentProblem } from "../problems"
import { readContent, type ReadContent } from "../read-content"
import { rememberSite } from "./site-store"
import { watchContent } from "./watch-content"

type Helpers = Pick<SourceNodesArgs, "createNodeId" | "createContentDigest">

function node(
  type: string,
  contentId: string,
  fields: Record<string, unknown>,
  { createNodeId, createContentDigest }: Helpers,
): NodeInput {
  const content = { contentId, ...fields }
  return {
    ...content,
    id: createNodeId(`${type}:${contentId}`),
    internal: { type, contentDigest: createContentDigest(content) },
  }
}

function contentNodes({ content, plan }: PreparedSite, helpers: Helpers): NodeInput[] {
  const pathOf = new Map(plan.pages.flatMap((page) => (page.item ? [[page.item.id, page.path] as const] : [])))
  const { site, pages, articles, productions }: ContentSet = content
  const { id: siteId, ...siteFields } = site.value
  return [
    node("FestivalSite", siteId, siteFields, helpers),
    ...pages.map(({ value: { id, ...fields } }) => node("ContentPage", id, fields, helpers)),
    ...articles.map(({ value: { id, ...fields } }) =>
      node("Article", id, { ...fields, path: pathOf.get(id) ?? "" }, helpers),
    ),
    ...productions.flatMap(({ value: { id, showtimes, ...fields } }) => [
      node(
        "Production",
        id,
        {
          ...fields,
          path: pathOf.get(id) ?? "",
          showtimes: showtimes.map((showtime) => helpers.createNodeId(`Showtime:${showtime.id}`)),
        },
        helpers,
      ),
      ...showtimes.map(({ id: showtimeId, ...showtime }) =>
        node("Showtime", showtimeId, { ...showtime, production: helpers.createNodeId(`Production:${id}`) }, helpers),
      ),
    ]),
  ]
}

/**
 * Prepares what was read and creates its nodes; the problems instead, when
 * there are any. A CMS call that failed is the only problem worth showing:
 * checking the other replies without it would only echo it.
 */
function createContentNodes(
  args: SourceNodesArgs,
  read: ReadContent,
): { ids?: Set<string>; problems: ContentProblem[] } {
  if (read.kind === "cms" && read.problems.length > 0) return { problems: read.problems }
  const { site, problems: prepareProblems } = prepareSite(read.documents)
  const problems = [...read.problems, ...prepareProblems]
  if (site === undefined || problems.length > 0) return { problems }
  rememberSite(site)
  const inputs = contentNodes(site, args)
  inputs.forEach((input) => args.actions.createNode(input))
  args.reporter.info(
    `content: ${site.content.pages.length} page files, ${site.content.articles.length} articles, ` +
      `${site.content.productions.length} productions, ${site.plan.pages.length} pages to build`,
  )
  return { ids: new Set(inputs.map((input) => input.id)), problems: [] }
}

function problemCount(problems: ContentProblem[]): string {
  return `${problems.length} problem${problems.length === 1 ? "" : "s"}`
}

/** One line per problem, written as it is: Gatsby's reporter would wrap long lines, and an editor should be able to search for a file name. */
function writeProblems(problems: ContentProblem[]): void {
  process.stderr.write(`\n${problems.map(formatProblem).join("\n")}\n\n`)
}

/**
 * `gatsby develop` sources once; an edit in data/ re-reads the folder,
 * creates the nodes that changed and deletes the ones whose item is gone.
 * Gatsby then re-runs createPages and the queries of the pages it touched.
 * Broken content is reported and the last good nodes stay.
 */
function resourceOnChange(args: SourceNodesArgs, createdIds: Set<string>): void {
  let known = createdIds
  watchContent(contentDir(), async () => {
    const { ids, problems } = createContentNodes(args, await readContent())
    if (ids === undefined) {
      writeProblems(problems)
      args.reporter.error(
        `The content has ${problemCount(problems)} (listed above); the site shows the last good content.`,
      )
      return
    }
    known.forEach((id) => {
      const gone = ids.has(id) ? undefined : args.getNode(id)
      if (gone !== undefined) args.actions.deleteNode(gone)
    })
    known = ids
  })
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { reporter } = args
  // Read from disk (or the CMS) rather than from gatsby-source-filesystem's
  // File nodes: on a cold build those are still being created while this runs.
  const read = await readContent()
  const { ids, problems } = createContentNodes(args, read)
  if (read.kind === "local" && process.env.gatsby_executing_command === "develop") {
    resourceOnChange(args, ids ?? new Set())
  }
  if (ids === undefined) {
    writeProblems(problems)
    reporter.panicOnBuild(
      read.kind === "cms" && read.problems.length > 0
        ? `The content could not be read from the CMS: ${problemCount(problems)} (listed above, one per line); nothing was built.`
        : `The content has ${problemCount(problems)} (listed above, one per line); nothing was built.`,
    )
  }
}
