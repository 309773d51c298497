import { graphql } from "gatsby"

import { withTrailer } from "../blocks/production-cover"
import { SCHEDULE_BLOCK_REGISTRY } from "../blocks/schedule-blocks"
import { TEXT_BLOCK_REGISTRY } from "../blocks/text-blocks"
import { PageHead, pageTemplate } from "./page-template"
import { ProductionView } from "./production-view"

/** A page with showtimes: the programme, a film's and a stage show's pages (src/content-model/page-templates.ts). */
export default pageTemplate("page-schedule", {
  blocks: { ...TEXT_BLOCK_REGISTRY, ...SCHEDULE_BLOCK_REGISTRY, cover: withTrailer(TEXT_BLOCK_REGISTRY.cover) },
  ProductionView,
})

export const Head = PageHead

export const query = graphql`
  query PageScheduleTemplate(
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
