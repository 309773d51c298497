import path from "node:path"

import type { GatsbyNode, Node } from "gatsby"

import type { PageContext } from "../src/content-model/page-context"
import { missingAssetProblems } from "../src/content-pipeline/local-assets"
import { pageContext, type NodeIdOf } from "../src/content-pipeline/page-context"
import type { PlannedPage } from "../src/content-pipeline/plan-site"
import { problemCount, writeProblems } from "../src/content-pipeline/problems"
import { gatsbyPath } from "../src/content-pipeline/routes"
import { rememberedSite } from "./site-store"
import { STATIC_SOURCE } from "./static-source"

/** The files of static/, as gatsby-source-filesystem found them: `/images/x.svg`. */
function staticFiles(getNodesByType: (type: string) => Node[]): Set<string> {
  return new Set(
    getNodesByType("File").flatMap((node) =>
      node.sourceInstanceName === STATIC_SOURCE && typeof node.relativePath === "string"
        ? [`/${node.relativePath.split(path.sep).join("/")}`]
        : [],
    ),
  )
}

export const createPages: GatsbyNode["createPages"] = ({ actions, createNodeId, reporter, getNodesByType }) => {
  const site = rememberedSite()
  if (site === undefined) return
  // Every source has run by now, gatsby-source-filesystem's included.
  const missing = missingAssetProblems(site.assets, staticFiles(getNodesByType))
  if (missing.length > 0) {
    writeProblems(missing)
    reporter.panicOnBuild(
      `The content has ${problemCount(missing)} (listed above, one per line): pictures that are not in static/.`,
    )
  }
  const pageTemplate = path.resolve("src/templates/page.tsx")
  const { pageFiles } = site

  const nodeIdOf: NodeIdOf = (type, id) => createNodeId(`${type}:${id}`)
  const context = (page: PlannedPage): PageContext => {
    const pageFile = pageFiles.get(page.pageId)
    if (pageFile === undefined) throw new Error(`No page file with the id ${page.pageId} for ${page.path}`)
    return pageContext(page, pageFile, site.showtimeOwners, nodeIdOf)
  }

  site.plan.pages.forEach((page) =>
    actions.createPage({ path: page.path, component: pageTemplate, context: context(page) }),
  )

  site.plan.redirects.forEach(({ fromPath, toPath }) => {
    // In-browser navigation follows Gatsby's redirect table; a direct load
    // gets the file onPostBuild leaves at the old address.
    new Set([fromPath, gatsbyPath(fromPath)]).forEach((from) =>
      actions.createRedirect({ fromPath: from, toPath, redirectInBrowser: true, isPermanent: true }),
    )
  })
  reporter.info(`pages: ${site.plan.pages.length} content pages, ${site.plan.redirects.length} redirects`)
}
