import type { GatsbyNode } from "gatsby"

const BY_IDS = { Article: "articlesById", Production: "productionsById" } as const

interface NodeModel {
  getNodesByIds(args: { ids: readonly string[]; type: string }): unknown[]
}

/**
 * `articlesById(ids: …)` and its kin: the nodes a page's sources found, in
 * that order, each looked up by id. The page then depends on those nodes
 * only. `allArticle(filter: { id: { in: … } })` would make every page that
 * lists articles depend on the whole Article type, so editing one article
 * would run the query of every such page again (all film pages included).
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
  })
}
