import { graphql } from "gatsby"

import { PRODUCTION_BLOCK_REGISTRY } from "../blocks/production-blocks"
import { withTrailer } from "../blocks/production-cover"
import { TEXT_BLOCK_REGISTRY } from "../blocks/text-blocks"
import { PageHead, pageTemplate } from "./page-template"
import { ProductionView } from "./production-view"

/** A film's or a stage show's page: its heading, facts and showtimes (src/content-model/page-templates.ts). */
export default pageTemplate("page-production", {
  blocks: { ...TEXT_BLOCK_REGISTRY, ...PRODUCTION_BLOCK_REGISTRY, cover: withTrailer(TEXT_BLOCK_REGISTRY.cover) },
  ProductionView,
})

export const Head = PageHead

export const query = graphql`
  query PageProductionTemplate(
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
