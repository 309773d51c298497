import { graphql } from "gatsby"

import { TEXT_BLOCK_REGISTRY } from "../blocks/text-blocks"
import { PageHead, pageTemplate } from "./page-template"

/** A page of text, pictures, cards and the newsletter form: home, news, articles, editorial pages (src/content-model/page-templates.ts). */
export default pageTemplate("page-text", { blocks: TEXT_BLOCK_REGISTRY })

export const Head = PageHead

export const query = graphql`
  query PageTextTemplate(
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
