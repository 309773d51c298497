import { graphql } from "gatsby"

import { PROGRAMME_BLOCK_REGISTRY } from "../blocks/programme-blocks"
import { TEXT_BLOCK_REGISTRY } from "../blocks/text-blocks"
import { PageHead, pageTemplate } from "./page-template"

/** The programme and lists of showtimes (src/content-model/page-templates.ts). */
export default pageTemplate("page-programme", { blocks: { ...TEXT_BLOCK_REGISTRY, ...PROGRAMME_BLOCK_REGISTRY } })

export const Head = PageHead

export const query = graphql`
  query PageProgrammeTemplate(
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
