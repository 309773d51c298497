import type { GatsbyNode, NodeInput, SourceNodesArgs } from "gatsby"

import type { ContentSet } from "../load-content"
import { formatProblem } from "../problems"
import { prepareSite, type PreparedSite } from "../prepare-site"
import { contentDir } from "../content-dir"
import { listContentFiles, readLocalContent } from "../read-local-content"
import { rememberSite } from "./site-store"

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

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { actions, reporter } = args
  // Read from disk rather than from gatsby-source-filesystem's File nodes:
  // on a cold build those are still being created while this runs.
  const read = await readLocalContent(await listContentFiles(contentDir()))
  const { site, problems } = prepareSite(read.documents)
  const allProblems = [...read.problems, ...problems]
  if (site === undefined || allProblems.length > 0) {
    // One line per problem, written as it is: Gatsby's reporter would wrap
    // long lines, and an editor should be able to search for a file name.
    process.stderr.write(`\n${allProblems.map(formatProblem).join("\n")}\n\n`)
    reporter.panicOnBuild(
      `The content has ${allProblems.length} problem${allProblems.length === 1 ? "" : "s"} (listed above, one per line); nothing was built.`,
    )
    return
  }
  rememberSite(site)
  contentNodes(site, args).forEach((input) => actions.createNode(input))
  reporter.info(
    `content: ${site.content.pages.length} page files, ${site.content.articles.length} articles, ` +
      `${site.content.productions.length} productions, ${site.plan.pages.length} pages to build`,
  )
}
