import { graphql } from "gatsby"

import { ProductionHeading } from "../blocks/production-heading"
import { BLOCK_REGISTRY } from "../blocks/registry"
import { PageHead, pageTemplate } from "./page-template"

/** A page of every block: one that mixes the search and the showtimes (src/content-model/page-templates.ts). */
export default pageTemplate("page", { blocks: BLOCK_REGISTRY, ProductionHeading })

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
