import {
  eventProduction,
  type BlockData,
  type EventData,
  type ProductionData,
  type SourceData,
} from "../../../src/blocks/types"
import { BLOCK_REGISTRY } from "../../../src/blocks/registry"
import type { SiteChrome } from "../../../src/frame/layout"
import type { TemplateParts } from "../../../src/templates/page-view"
import { ProductionView } from "../../../src/templates/production-view"

export const place = (order: number, row = 0) => ({ column: 0, row, order })

export const block = (
  id: string,
  component: BlockData["component"],
  props: object,
  order = 0,
  extra: Partial<BlockData> = {},
) => ({ id, component, props, hide: false, place: place(order), data: [], ...extra }) as BlockData

export const showtime = (
  id: string,
  start: string,
  status = "available",
  venue = "Oppdal kulturhus",
  hall = "Store sal",
) => ({
  id,
  start,
  venue,
  hall,
  ticketUrl: `https://billett.example.no/${id}`,
  status,
  price: 140,
})

export const film: ProductionData = {
  id: "p1",
  reference: "DXM1001",
  title: "Blodmåne",
  path: "/blodmane-dxm1001/",
  object: "movie",
  objectClass: "film",
  // No cinema number: the audience panel it would load is tested in __tests__/account.
  ediNumber: null,
  features: [{ name: "Regi", value: "Ingrid Saltnes" }],
  ageLimit: "15",
  durationMinutes: 97,
  contentNotes: ["blod-og-gorr", "dyr-som-skades"],
  contents: [{ summary: "En måne som blør.", body: "<p>Lang tekst.</p>" }],
  assets: [
    {
      type: "first_image",
      url: "/images/blodmane.svg",
      alt: "Blodrød måne",
      width: 1600,
      height: 900,
      focalPoint: { x: 0.5, y: 0.5 },
    },
  ],
  showtimes: [
    showtime("s2", "2025-10-16T21:30:00+02:00", "sold-out"),
    showtime("s1", "2025-10-15T19:00:00+02:00", "few-left"),
  ],
}

export const concert: ProductionData = {
  ...film,
  id: "p2",
  reference: "KONS25A",
  title: "Skrekkviser ved peisen",
  path: "/skrekkviser-ved-peisen-kons25a/",
  object: "culture",
  objectClass: "concert",
  ediNumber: null,
  assets: [],
  ageLimit: "A",
  contentNotes: [],
  showtimes: [showtime("c1", "2025-10-16T23:00:00+02:00", "available", "Quality Hotel Skifer", "Peisestua")],
}

export const eventsOfProduction = (production: ProductionData): EventData[] =>
  production.showtimes.map((time) => ({
    ...time,
    production: eventProduction(production),
  }))

export const sources: Record<string, SourceData> = {
  film: { name: "film", model: "production", items: [film] },
  programme: { name: "programme", model: "production", items: [film, concert] },
  events: { name: "events", model: "event", items: eventsOfProduction(film) },
  articles: {
    name: "articles",
    model: "article",
    items: [
      {
        id: "a1",
        title: "Programmet er sluppet",
        path: "/article/programmet-er-sluppet/",
        content: "<p>Her er programmet.</p>",
        image: "/images/articles/program.svg",
        thumbnail: "/images/articles/program-thumb.svg",
        createdAt: Date.parse("2025-09-01T10:00:00+02:00"),
      },
    ],
  },
}

/** What the full page template draws: every block, and a production's heading. */
export const EVERY_PART: TemplateParts = { blocks: BLOCK_REGISTRY, ProductionView }

/** A site with no menu, no footer and no language switch: the frame around what a test renders. */
export const bareSite = ({ search }: { search: boolean }): SiteChrome => ({
  title: "Ramaskrik",
  theme: {
    search: { enabled: search, path: "/search" },
    languageSwitch: { enabled: false, label: "English", url: "https://en.ramaskrik.no/" },
    footer: { sections: [] },
    menu: [],
  },
})
