import { graphql } from "gatsby"

import { Search } from "../blocks/search"
import { TEXT_BLOCK_REGISTRY } from "../blocks/text-blocks"
import { PageHead, pageTemplate } from "./page-template"

/** The search page, and any page of text with the search on it (src/content-model/page-templates.ts). */
export default pageTemplate("page-search", { blocks: { ...TEXT_BLOCK_REGISTRY, search: Search } })

export const Head = PageHead

export const query = graphql`
  query PageSearchTemplate(
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
