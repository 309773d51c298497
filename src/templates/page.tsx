import { graphql } from "gatsby"

import { BLOCK_REGISTRY } from "../blocks/registry"
import { PageHead, pageTemplate } from "./page-template"
import { ProductionView } from "./production-view"

/** A page of every block: one that mixes the search and the showtimes (src/content-model/page-templates.ts). */
export default pageTemplate("page", { blocks: BLOCK_REGISTRY, ProductionView })

export const Head = PageHead

export const query = graphql`
  query PageTemplate(
    $pageId: String!
    $articleIds: [String!]!
    $productionIds: [String!]!
    $scheduleProductionIds: [String!]!
    $detailArticleIds: [String!]!
    $detailProductionIds: [String!]!
  ) {
    ...PageContent
  }
`
