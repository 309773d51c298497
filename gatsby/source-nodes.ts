import { createHash } from "node:crypto"
import { existsSync, readFileSync, readdirSync } from "node:fs"
import path from "node:path"

import type { GatsbyNode, NodeInput, SourceNodesArgs } from "gatsby"

import { contentDir } from "../src/content-pipeline/content-dir"
import { openDocumentMemo, type DocumentMemo, type StoredDocumentMemo } from "../src/content-pipeline/document-memo"
import { DEPLOY_PROBLEM_FILE, deploySettings } from "../src/content-pipeline/deploy-settings"
import { securityContacts } from "../src/content-pipeline/security-txt"
import type { ContentSet } from "../src/content-pipeline/load-content"
import { prepareSite, type PreparedSite } from "../src/content-pipeline/prepare-site"
import { problemCount, writeProblems, type ContentProblem } from "../src/content-pipeline/problems"
import { readContent, type ReadContent } from "../src/content-pipeline/read-content"
import { rememberedSite, rememberSite } from "./site-store"
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
    // Of the JSON, not the object: the content is plain JSON, built the same
    // way each time, so its text changes when it does; and hashing a string
    // skips the key sorting that made digests 0.7 s of a rebuild.
    internal: { type, contentDigest: createContentDigest(JSON.stringify(content)) },
  }
}

/**
 * The nodes of the content. `siteUrl`, where the site is published, stands
 * in for site.json's host in canonical and sharing links.
 */
function contentNodes({ content, plan }: PreparedSite, siteUrl: string, helpers: Helpers): NodeInput[] {
  const pathOf = new Map(plan.pages.flatMap((page) => (page.item ? [[page.item.id, page.path] as const] : [])))
  const { site, pages, articles, productions }: ContentSet = content
  const { id: siteId, ...siteFields } = site.value
  return [
    node("FestivalSite", siteId, { ...siteFields, host: siteUrl }, helpers),
    ...pages.map(({ value: { id, ...fields } }) => node("ContentPage", id, fields, helpers)),
    ...articles.map(({ value: { id, ...fields } }) =>
      node("Article", id, { ...fields, path: pathOf.get(id) ?? "" }, helpers),
    ),
    ...productions.map(({ value: { id, ...fields } }) =>
      node("Production", id, { ...fields, path: pathOf.get(id) ?? "" }, helpers),
    ),
  ]
}

/**
 * Prepares what was read and creates its nodes, returning no problems; the
 * problems instead, when there are any: the content's, then the build
 * environment's (docs/deploy.md). A CMS call that failed is the only problem worth showing:
 * checking the other replies without it would only echo it.
 */
function createContentNodes(args: SourceNodesArgs, read: ReadContent, memo?: DocumentMemo): ContentProblem[] {
  if (read.kind === "cms" && read.problems.length > 0) return read.problems
  const { site, problems: prepareProblems } = prepareSite(read.documents, memo)
  const deploy = deploySettings(process.env, site?.content.site.value.partners)
  const security = securityContacts(process.env)
  const problems = [...read.problems, ...prepareProblems, ...deploy.problems, ...security.problems]
  if (site === undefined || deploy.settings === undefined || problems.length > 0) return problems
  // The build's SITE_URL, or on the sandbox without one, the address the content gives.
  const siteUrl = deploy.settings.siteUrl ?? site.content.site.value.host.replace(/\/+$/, "")
  rememberSite(site, siteUrl, security.contacts, deploy.settings.eventsProxy)
  const inputs = contentNodes(site, siteUrl, args)
  inputs.forEach((input) => {
    // A node Gatsby already holds unchanged (a rebuild with its cache, or develop
    // re-reading after an edit) is only touched: creating it again costs the
    // same validation as a new node, for every node of a big site.
    const existing = args.getNode(input.id)
    if (existing !== undefined && existing.internal.contentDigest === input.internal.contentDigest) {
      args.actions.touchNode(existing)
    } else {
      args.actions.createNode(input)
    }
  })
  args.reporter.info(
    `content: ${site.content.pages.length} page files, ${site.content.articles.length} articles, ` +
      `${site.content.productions.length} productions, ${site.plan.pages.length} pages to build`,
  )
  return []
}

/**
 * The memo of parsed documents (src/content-pipeline/document-memo.ts) in
 * Gatsby's cache, which `gatsby clean` empties. Its values are as good as the
 * code that made them: Gatsby bundles gatsby-node.ts with all of our code it
 * imports, so that bundle, the locked packages and our patches to them are
 * the code's version.
 * Without the bundle (Gatsby may keep it elsewhere one day), no memo.
 */
function contentMemo({ cache, store }: SourceNodesArgs): StoredDocumentMemo | undefined {
  const { directory } = (store.getState() as { program: { directory: string } }).program
  try {
    const version = createHash("sha1")
      .update(readFileSync(path.join(directory, ".cache", "compiled", "gatsby-node.js")))
      .update(readFileSync(path.join(directory, "package-lock.json")))
    const patches = path.join(directory, "patches")
    if (existsSync(patches)) {
      readdirSync(patches)
        .sort()
        .forEach((name) => version.update(`\0${name}\0`).update(readFileSync(path.join(patches, name))))
    }
    return openDocumentMemo(path.join(cache.directory, "documents.v8"), version.digest("base64"))
  } catch {
    return undefined
  }
}

/** The node types this site creates: their nodes are kept as they are while the content is broken. */
const CONTENT_TYPES = ["FestivalSite", "ContentPage", "Article", "Production"]

/**
 * `gatsby develop`: an edit in data/ asks Gatsby to source again, through its
 * refresh endpoint (what a CMS webhook would call). Gatsby then runs
 * sourceNodes, deletes the nodes no longer created or touched, runs
 * createPages and the queries of the pages that changed, in that order and
 * in its own state machine. (Creating nodes straight from the watcher left a
 * new article's page without its query run now and then.)
 */
function refreshOnChange({ store, reporter }: SourceNodesArgs): void {
  process.env.ENABLE_GATSBY_REFRESH_ENDPOINT = "true"
  const { host, port } = (store.getState() as { program: { host: string; port: number } }).program
  const address = ["0.0.0.0", "::"].includes(host) ? "localhost" : host
  const url = `http://${address.includes(":") ? `[${address}]` : address}:${port}/__refresh`
  const token = process.env.GATSBY_REFRESH_TOKEN
  watchContent(contentDir(), async () => {
    const response = await fetch(url, { method: "POST", headers: token ? { Authorization: token } : {} })
    if (!response.ok) reporter.error(`Could not ask Gatsby to re-read the content: ${url} answered ${response.status}`)
  })
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { reporter } = args
  // Read from disk (or the CMS) rather than from gatsby-source-filesystem's
  // File nodes: on a cold build those are still being created while this runs.
  const read = await readContent()
  const memo = contentMemo(args)
  const problems = createContentNodes(args, read, memo)
  memo?.save()
  const developing = process.env.gatsby_executing_command === "develop"
  if (developing && read.kind === "local") refreshOnChange(args)
  if (problems.length === 0) return
  writeProblems(problems)
  if (developing && rememberedSite() !== undefined) {
    // A refresh while a file is broken: keep every node of the last good content.
    CONTENT_TYPES.forEach((type) => args.getNodesByType(type).forEach((node) => args.actions.touchNode(node)))
    reporter.error(`The content has ${problemCount(problems)} (listed above); the site shows the last good content.`)
    return
  }
  reporter.panicOnBuild(stopMessage(read, problems))
}

function stopMessage(read: ReadContent, problems: ContentProblem[]): string {
  if (read.kind === "cms" && read.problems.length > 0) {
    return `The content could not be read from the CMS: ${problemCount(problems)} (listed above, one per line); nothing was built.`
  }
  const settings = problems.filter((problem) => problem.file === DEPLOY_PROBLEM_FILE)
  const content = problems.filter((problem) => problem.file !== DEPLOY_PROBLEM_FILE)
  const parts = [
    ...(content.length > 0 ? [`the content has ${problemCount(content)}`] : []),
    ...(settings.length > 0
      ? [
          `the build's settings have ${problemCount(settings)} (docs/deploy.md says what each is for; RAMASKRIK_SANDBOX=1 builds a demo on the local sandbox)`,
        ]
      : []),
  ]
  const sentence = parts.join(", and ")
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)} (listed above, one per line); nothing was built.`
}
