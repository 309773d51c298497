import type { GatsbyNode } from "gatsby"

/**
 * Every content type, declared rather than inferred, so that an empty or odd
 * data set cannot change the schema the templates query.
 */
export const typeDefs = /* GraphQL */ `
  type FestivalSite implements Node @dontInfer {
    contentId: String!
    title: String!
    host: String!
    locale: FestivalSiteLocale!
    partners: [Int!]!
    published: Boolean!
    stage: String!
    components: [FestivalSiteComponent!]!
    analytics: FestivalSiteAnalytics!
    theme: FestivalSiteTheme!
    venues: [FestivalSiteVenue!]!
    travelMinutes: [FestivalSiteTravel!]!
  }
  type FestivalSiteVenue {
    name: String!
    address: FestivalSiteAddress!
    halls: [String!]!
  }
  type FestivalSiteAddress {
    streetAddress: String!
    postalCode: String!
    addressLocality: String!
  }
  type FestivalSiteTravel {
    from: String!
    to: String!
    minutes: Int!
  }
  type FestivalSiteLocale {
    available: [String!]!
    enabled: [String!]!
    default: String!
  }
  type FestivalSiteComponent {
    name: String!
    version: String!
    train: String!
  }
  type FestivalSiteAnalytics {
    googleTagManagerId: String!
  }
  type FestivalSiteTheme {
    favicon: String!
    search: FestivalSiteSearch!
    languageSwitch: FestivalSiteLanguageSwitch!
    footer: FestivalSiteFooter!
    menu: [MenuEntry!]!
  }
  type FestivalSiteSearch {
    enabled: Boolean!
    path: String!
  }
  type FestivalSiteLanguageSwitch {
    enabled: Boolean!
    label: String!
    url: String!
  }
  type FestivalSiteFooter {
    sections: [FooterSection!]!
  }
  type FooterSection {
    id: String!
    title: String!
    locale: String!
    hidden: Boolean!
    items: [FooterItem!]!
  }
  type FooterItem {
    type: String!
    value: String!
  }
  type MenuEntry {
    id: String!
    path: String!
    parent: String
    label: String!
    place: String!
    locale: String!
    order: Int!
    openInNewWindow: Boolean!
  }

  type ContentPage implements Node @dontInfer {
    contentId: String!
    title: String!
    path: String!
    pageType: String!
    layout: PageLayout!
    sources: [PageSource!]!
    blocks: [PageBlock!]!
    meta: PageMetaLocales!
  }
  type PageLayout {
    rows: [LayoutTrack!]!
    columns: [LayoutTrack!]!
  }
  type LayoutTrack {
    span: Breakpoints!
    order: Breakpoints!
  }
  type Breakpoints {
    xs: Int!
    md: Int!
    lg: Int!
  }
  type PageSource {
    name: String!
    model: String!
    collection: Boolean!
    filter: [SourceFilter!]!
  }
  type SourceFilter {
    property: String!
    value: String!
    operator: String!
  }
  type PageBlock {
    id: String!
    component: String!
    hide: Boolean!
    place: BlockPlace!
    data: [String!]!
    props: JSON!
  }
  type BlockPlace {
    column: Int!
    row: Int!
    order: Int!
  }
  type PageMetaLocales {
    nb: PageMeta!
  }
  type PageMeta {
    title: String!
    description: String!
    keywords: [String!]!
    image: String!
  }

  type Article implements Node @dontInfer {
    contentId: String!
    title: String!
    slug: String!
    path: String!
    category: String!
    content: String!
    image: String!
    thumbnail: String!
    author: String!
    node_locale: String!
    createdAt: Float!
    updatedAt: Float!
    order: Int!
    aliases: [String!]!
  }

  type Production implements Node @dontInfer {
    contentId: String!
    reference: String!
    title: String!
    path: String!
    object: String!
    objectClass: String!
    parentSlug: String
    pageReference: String
    ediNumber: String
    features: [ProductionFeature!]!
    contents: [ProductionContent!]!
    assets: [ProductionAsset!]!
    showtimes: [ProductionShowtime!]!
    ageLimit: String!
    durationMinutes: Int
    contentNotes: [String!]!
    trailer: ProductionTrailer
  }
  type ProductionTrailer {
    provider: String!
    id: String
    file: String
    captions: String
    durationSeconds: Int
    uploadDate: String
  }
  type ProductionFeature {
    name: String!
    value: String!
  }
  type ProductionContent {
    summary: String!
    body: String!
  }
  type ProductionAsset {
    type: String!
    url: String!
    alt: String!
    width: Int!
    height: Int!
    focalPoint: FocalPoint!
  }
  type FocalPoint {
    x: Float!
    y: Float!
  }

  type ProductionShowtime {
    id: String!
    start: String!
    venue: String!
    hall: String!
    ticketUrl: String!
    status: String!
    price: Int
  }

  # Gatsby declares SitePage @dontInfer itself, but only in its own schema, so
  # it still gathered inference data from every page node on every build.
  # Saying it here as well lets it skip that, which matters on a big site.
  type SitePage implements Node @dontInfer {
    path: String!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}
