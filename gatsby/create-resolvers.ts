import type { GatsbyNode } from "gatsby"

const BY_IDS = { Article: "articlesById", Production: "productionsById" } as const

interface NodeModel {
  getNodesByIds(args: { ids: readonly string[]; type: string }): unknown[]
}

/** Norwegian alphabetical order, by the build's ICU: one collator for every comparison. */
const byNorwegian = new Intl.Collator("nb").compare

/**
 * `articlesById(ids: …)` and its kin: the nodes a page's sources found, in
 * that order, each looked up by id. The page then depends on those nodes
 * only. `allArticle(filter: { id: { in: … } })` would make every page that
 * lists articles depend on the whole Article type, so editing one article
 * would run the query of every such page again (all film pages included).
 *
 * `venueOrder`: the site's venues by name in Norwegian order (Æ, Ø, Å after
 * Z), sorted here so that the browser sorts nothing: the programme's "Sted"
 * filter lists its venues in this order. A collator made in the browser
 * would start its ICU while the page hydrates (60–120 ms of a phone's main
 * thread), and an order written by hand to avoid that weighed on every
 * programme page's first load (docs/performance.md).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: Object.fromEntries(
      Object.entries(BY_IDS).map(([type, field]) => [
        field,
        {
          type: `[${type}!]!`,
          args: { ids: "[String!]!" },
          resolve: (_source: unknown, { ids }: { ids: string[] }, context: { nodeModel: NodeModel }) =>
            context.nodeModel.getNodesByIds({ ids, type }),
        },
      ]),
    ),
    FestivalSite: {
      venueOrder: {
        type: "[String!]!",
        resolve: ({ venues }: { venues: readonly { name: string }[] }) =>
          venues.map(({ name }) => name).sort(byNorwegian),
      },
    },
  })
}
