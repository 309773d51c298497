import type { z } from "zod"

import type { RawDocument } from "../../src/content-pipeline/load-content"
import type { pageSchema } from "../../src/content-model/schema"

/** A small, valid content set: enough of every kind to build a site. Tests break one thing at a time. */
export function fixtureContent() {
  const track = { span: { xs: 12, md: 12, lg: 12 }, order: { xs: 0, md: 0, lg: 0 } }
  const layout = { rows: [track], columns: [track] }
  const meta = { nb: { title: "", description: "", keywords: [], image: "" } }
  const place = (order: number) => ({ column: 0, row: 0, order })
  const page = (
    id: string,
    path: string,
    extra: Partial<z.input<typeof pageSchema>> = {},
  ): z.input<typeof pageSchema> => ({
    id,
    title: id,
    path,
    pageType: "ordinary",
    layout,
    sources: [],
    blocks: [{ id: "title", component: "title", hide: false, place: place(0), data: [], props: {} }],
    meta,
    ...extra,
  })
  const showtime = (id: string, start: string) => ({
    id,
    start,
    venue: "Oppdal kulturhus",
    hall: "Store sal",
    ticketUrl: `https://billett.example.no/${id}`,
    status: "available",
    price: 140,
  })
  const asset = {
    type: "first_image",
    url: "/images/x.svg",
    alt: "",
    width: 1600,
    height: 900,
    focalPoint: { x: 0.5, y: 0.5 },
  }
  return {
    site: {
      id: "ramaskrik",
      title: "Ramaskrik",
      host: "https://ramaskrik.no",
      locale: { available: ["nb"], enabled: ["nb"], default: "nb" },
      partners: [118],
      published: true,
      stage: "production",
      components: [],
      analytics: { googleTagManagerId: "" },
      venues: [
        {
          name: "Oppdal kulturhus",
          address: { streetAddress: "Inge Krokanns veg 21", postalCode: "7340", addressLocality: "Oppdal" },
          halls: ["Store sal", "Lille sal"],
        },
        {
          name: "Gravhaugen",
          address: { streetAddress: "Gamle kongeveg", postalCode: "7340", addressLocality: "Oppdal" },
          halls: ["Utekino"],
        },
      ],
      travelMinutes: [{ from: "Oppdal kulturhus", to: "Gravhaugen", minutes: 35 }],
      theme: {
        favicon: "/favicon.svg",
        search: { enabled: true, path: "/search" },
        languageSwitch: { enabled: true, label: "English", url: "https://en.ramaskrik.no/" },
        footer: {
          sections: [
            {
              id: "contact",
              title: "Kontakt",
              locale: "nb",
              hidden: false,
              items: [{ type: "html", value: '<p onclick="x()">post@ramaskrik.no</p>' }],
            },
          ],
        },
        menu: [
          {
            id: "home",
            path: "/",
            parent: null,
            label: "Forside",
            place: "header",
            locale: "nb",
            order: 1,
            openInNewWindow: false,
          },
          {
            id: "program",
            path: "/program",
            parent: null,
            label: "Program",
            place: "header",
            locale: "nb",
            order: 2,
            openInNewWindow: false,
          },
          {
            id: "route",
            path: "https://rute.ramaskrik.no/",
            parent: "program",
            label: "Planlegg",
            place: "header",
            locale: "nb",
            order: 1,
            openInNewWindow: true,
          },
        ],
      },
    },
    pages: {
      home: page("home", "/"),
      about: page("about", "/om-ramaskrik"),
      program: page("program", "/program", {
        sources: [
          {
            name: "films",
            model: "production",
            filter: [{ property: "object", value: "movie", operator: "eq" }],
            collection: true,
          },
        ],
        blocks: [
          {
            id: "program",
            component: "program",
            hide: false,
            place: place(0),
            data: ["films"],
            props: { heading: "Program" },
          },
        ],
      }),
      article: page("article", "/article/:article", {
        sources: [
          {
            name: "article",
            model: "article",
            filter: [{ property: "slug", value: ":article", operator: "eq" }],
            collection: false,
          },
        ],
        blocks: [{ id: "article", component: "article", hide: false, place: place(0), data: ["article"], props: {} }],
      }),
      production: page("production", "/:production", {
        sources: [
          {
            name: "production",
            model: "production",
            filter: [
              { property: "parentSlug", value: ":production", operator: "eq" },
              { property: "object", value: "movie", operator: "eq" },
            ],
            collection: false,
          },
          {
            name: "events",
            model: "event",
            filter: [{ property: "parentSlug", value: ":production", operator: "eq" }],
            collection: true,
          },
        ],
        blocks: [
          {
            id: "info",
            component: "movie-info",
            hide: false,
            place: place(0),
            data: ["production"],
            props: { variant: "summary" },
          },
        ],
      }),
      culture: page("culture", "/:culture", {
        sources: [
          {
            name: "production",
            model: "production",
            filter: [
              { property: "pageReference", value: ":culture", operator: "eq" },
              { property: "object", value: "culture", operator: "eq" },
            ],
            collection: false,
          },
        ],
        blocks: [
          {
            id: "tickets",
            component: "ticket-list",
            hide: false,
            place: place(0),
            data: ["production"],
            props: { heading: "Billetter" },
          },
        ],
      }),
      notFound: page("not-found", "/404.html"),
    },
    articles: {
      first: {
        id: "6f1c2a7e-3b9d-4c1e-9a51-0d6f2b8c4e11",
        title: "Programmet er klart",
        slug: "programmet-er-klart",
        category: "article",
        content: '<p>Hei<script>alert(1)</script> <a href="javascript:alert(1)">lenke</a></p>',
        image: "",
        thumbnail: "/images/a.svg",
        author: "",
        node_locale: "nb",
        createdAt: 1_750_000_000_000,
        updatedAt: 1_750_000_000_000,
        order: 0,
        aliases: ["/nyheter/program"],
      },
    },
    productions: {
      film: {
        id: "prod-dxm1001",
        reference: "DXM1001",
        title: "Blodmåne",
        object: "movie",
        objectClass: "film",
        parentSlug: "blodmane-dxm1001",
        pageReference: null,
        ediNumber: "100001",
        features: [{ name: "Regi", value: "Ingrid Saltnes" }],
        contents: [{ summary: "Kort.", body: "<p>Lang.</p>" }],
        assets: [asset],
        showtimes: [showtime("st-1", "2025-10-16T19:30:00+02:00"), showtime("st-2", "2025-10-15T21:30:00+02:00")],
        ageLimit: "15",
        durationMinutes: 97,
        contentNotes: ["blod-og-gorr"],
      },
      show: {
        id: "prod-kons25a",
        reference: "KONS25A",
        title: "Orgel i mørket",
        object: "culture",
        objectClass: "concert",
        parentSlug: null,
        pageReference: "orgel-i-morket-kons25a",
        ediNumber: null,
        features: [],
        contents: [{ summary: "", body: "" }],
        assets: [],
        showtimes: [showtime("st-3", "2025-10-17T18:00:00+02:00")],
        ageLimit: "A",
        durationMinutes: null,
        contentNotes: [],
      },
    },
    redirects: [{ from: "/billetter", to: "/program" }],
  }
}

export type Fixture = ReturnType<typeof fixtureContent>

/** The fixture as the files a content folder would hold. */
export function documentsOf(content: Fixture): RawDocument[] {
  const json = (value: unknown) => JSON.stringify(value, null, 2)
  return [
    { file: "data/site.json", kind: "site", text: json(content.site) },
    ...Object.entries(content.pages).map(([name, value]): RawDocument => ({
      file: `data/pages/${name}.json`,
      kind: "page",
      text: json(value),
    })),
    ...Object.entries(content.articles).map(([name, value]): RawDocument => ({
      file: `data/articles/${name}.json`,
      kind: "article",
      text: json(value),
    })),
    ...Object.entries(content.productions).map(([name, value]): RawDocument => ({
      file: `data/productions/${name}.json`,
      kind: "production",
      text: json(value),
    })),
    { file: "data/redirects.json", kind: "redirects", text: json(content.redirects) },
  ]
}
