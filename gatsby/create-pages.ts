import path from "node:path"

import type { GatsbyNode, Node } from "gatsby"

import type { PageContext } from "../src/content-model/page-context"
import { templateFor } from "../src/content-model/page-templates"
import { missingAssetProblems } from "../src/content-pipeline/local-assets"
import { pageContext, type NodeIdOf } from "../src/content-pipeline/page-context"
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
  const { pageFiles } = site

  const nodeIdOf: NodeIdOf = (type, id) => createNodeId(`${type}:${id}`)
  site.plan.pages.forEach((page) => {
    const pageFile = pageFiles.get(page.pageId)
    if (pageFile === undefined) throw new Error(`No page file with the id ${page.pageId} for ${page.path}`)
    const context: PageContext = pageContext(page, pageFile, site.showtimeOwners, nodeIdOf)
    // The template that draws the page's blocks and no others, so the page loads no other block's code.
    const template = templateFor(context.kind, pageFile.blocks)
    actions.createPage({ path: page.path, component: path.resolve(`src/templates/${template}.tsx`), context })
  })

  site.plan.redirects.forEach(({ fromPath, toPath }) => {
    // In-browser navigation follows Gatsby's redirect table; a direct load
    // gets the file onPostBuild leaves at the old address.
    new Set([fromPath, gatsbyPath(fromPath)]).forEach((from) =>
      actions.createRedirect({ fromPath: from, toPath, redirectInBrowser: true, isPermanent: true }),
    )
  })
  reporter.info(`pages: ${site.plan.pages.length} content pages, ${site.plan.redirects.length} redirects`)
}
