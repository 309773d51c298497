/**
 * The content model: the one description of site, page, article, production
 * and redirect content that both the build (which validates it) and the
 * runtime (which renders it, through `import type`) agree on.
 *
 * Field names follow section 3 of the specification. Every file in data/
 * (and every CMS reply, once that source exists) is parsed with these schemas.
 */
import { z } from "zod"

import { AGE_LIMITS } from "./age-limits"
import { BLOCK_COMPONENTS, type BlockComponent } from "./blocks"
import { CONTENT_NOTE_KEYS } from "./content-notes"
import { SHOWTIME_ID, SHOWTIME_ID_RULE } from "./showtime-id"
import { SHOWTIME_STATUSES } from "./showtime-status"

const nonEmpty = z.string().trim().min(1, "must not be empty")
// Browsers read `\` as `/` in a URL, and `//host` (so `/\host` too) leads to another site.
const staysOnSite = (path: string) => !path.startsWith("//") && !path.includes("\\")
const STAYS_ON_SITE = "must stay on this site (no // at the start and no \\ anywhere)"
const sitePath = z
  .string()
  .regex(/^\/[^\s?#]*$/, "must be a site path starting with / (no spaces, query or #)")
  .refine((path) => !/(^|\/)\.\.?(\/|$)/.test(path), "must not contain . or .. segments")
  .refine(staysOnSite, STAYS_ON_SITE)
const externalUrl = z
  .string()
  .url("must be an absolute URL")
  .regex(/^https?:\/\//, "must start with http:// or https://")
const localAsset = z
  .string()
  .regex(/^\/[^\s]*$/, "must be a path to a file under static/, starting with /")
  // og:image and the JSON-LD make it absolute with the site's address.
  .refine(staysOnSite, STAYS_ON_SITE)
const isoDateTime = z
  .string()
  .datetime({ offset: true, message: "must be an ISO 8601 date and time with offset, e.g. 2025-10-15T18:00:00+02:00" })

export const MOVIE_CODE = /^DXM\d+$/
export const CULTURE_CODE = /^[A-Z0-9]{6,7}$/

const breakpoints = z.object({ xs: z.number().int(), md: z.number().int(), lg: z.number().int() })
const track = z.object({ span: breakpoints, order: breakpoints })

export const filterSchema = z.object({
  property: nonEmpty,
  value: z.string(),
  operator: z.enum(["eq", "regex"]),
})

export const sourceSchema = z.object({
  name: nonEmpty,
  model: z.enum(["article", "production", "event"]),
  filter: z.array(filterSchema),
  collection: z.boolean(),
})

const placeSchema = z.object({
  column: z.number().int().min(0),
  row: z.number().int().min(0),
  order: z.number().int().min(0),
})

const link = z.object({ label: nonEmpty, path: z.union([sitePath, externalUrl]) })
const image = z.object({
  url: localAsset,
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

/** What each block component takes besides its place and sources. */
export const blockPropsSchemas = {
  slideshow: z.object({
    slides: z.array(z.object({ title: nonEmpty, text: z.string(), image, link: link.optional() })).min(1),
  }),
  "article-card-list": z.object({ heading: z.string(), limit: z.number().int().positive().optional() }),
  "quick-links": z.object({ heading: z.string(), links: z.array(link).min(1) }),
  "manual-card-list": z.object({
    heading: z.string(),
    cards: z
      .array(z.object({ title: nonEmpty, text: z.string(), image: image.optional(), link: link.optional() }))
      .min(1),
  }),
  "newsletter-subscribe": z.object({ heading: nonEmpty, text: z.string() }),
  cover: z.object({ image: image.optional(), heading: z.string().optional() }),
  title: z.object({ text: z.string().optional(), lead: z.string().optional() }),
  content: z.object({ html: z.string().optional() }),
  "movie-info": z.object({ variant: z.enum(["summary", "details"]) }),
  "ticket-list": z.object({ heading: z.string() }),
  program: z.object({ heading: z.string() }),
  events: z.object({ heading: z.string() }),
  search: z.object({ heading: z.string() }),
  article: z.object({}),
} satisfies Record<(typeof BLOCK_COMPONENTS)[number], z.ZodTypeAny>

const blockBase = {
  id: nonEmpty,
  hide: z.boolean(),
  place: placeSchema,
  /** Names of the page's sources this block reads. */
  data: z.array(nonEmpty),
}

type BlockOf<C extends BlockComponent> = {
  id: string
  component: C
  hide: boolean
  place: z.infer<typeof placeSchema>
  data: string[]
  props: z.infer<(typeof blockPropsSchemas)[C]>
}
export type Block = { [C in BlockComponent]: BlockOf<C> }[BlockComponent]

// zod cannot infer a union built from a list, so its type is stated here, from the same parts.
export const blockSchema = z.discriminatedUnion(
  "component",
  BLOCK_COMPONENTS.map((component) =>
    z.object({ ...blockBase, component: z.literal(component), props: blockPropsSchemas[component] }),
  ) as unknown as [z.ZodDiscriminatedUnionOption<"component">, ...z.ZodDiscriminatedUnionOption<"component">[]],
) as unknown as z.ZodType<Block, z.ZodTypeDef, Block>

const metaSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  image: z.union([localAsset, z.literal("")]),
})

export const pageSchema = z.object({
  id: nonEmpty,
  title: nonEmpty,
  /** A fixed path, or a pattern with one `:param` that a source of the page binds (see src/content-pipeline/plan-site.ts). */
  path: sitePath,
  pageType: z.enum(["ordinary", "standard"]),
  layout: z.object({ rows: z.array(track).min(1), columns: z.array(track).min(1) }),
  sources: z.array(sourceSchema),
  blocks: z.array(blockSchema),
  meta: z.object({ nb: metaSchema }),
})

export const articleSchema = z.object({
  id: z.string().uuid("must be a UUID"),
  title: nonEmpty,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  category: z.literal("article"),
  content: z.string(),
  image: z.union([localAsset, z.literal("")]),
  thumbnail: localAsset,
  author: z.string(),
  node_locale: z.literal("nb"),
  createdAt: z.number().int().positive("must be a timestamp in milliseconds"),
  updatedAt: z.number().int().positive("must be a timestamp in milliseconds"),
  order: z.number().int().min(0),
  aliases: z.array(sitePath),
})

export const showtimeSchema = z.object({
  id: z.string().regex(SHOWTIME_ID, SHOWTIME_ID_RULE),
  start: isoDateTime,
  venue: nonEmpty,
  hall: nonEmpty,
  ticketUrl: externalUrl,
  status: z.enum(SHOWTIME_STATUSES),
  /** The full price in whole kroner, where the festival has set it. */
  price: z.number().int().min(0).nullable(),
})

/** Facts a production holds in fields of their own: as free text too they would say it twice, and could disagree. */
const FIELD_FACTS: Record<string, string> = {
  aldersgrense: `give the age limit in ageLimit (${AGE_LIMITS.join(", ").replace(/, (?=[^,]*$)/, " or ")}), which is shown beside every buy link`,
  lengde: "give the running time in durationMinutes (whole minutes)",
}

const featureName = nonEmpty.superRefine((name, context) => {
  const instead = FIELD_FACTS[name.toLowerCase()]
  if (instead)
    context.addIssue({ code: z.ZodIssueCode.custom, message: `${JSON.stringify(name)} is not a feature: ${instead}` })
})

/** A URL pasted where a video host's id belongs: the message says which part to keep. */
const looksLikeUrl = (value: string) => /^[a-z][a-z0-9+.-]*:|\/|\./i.test(value)

const videoId = (pattern: RegExp, expected: string) =>
  z.string().superRefine((id, context) => {
    if (pattern.test(id)) return
    context.addIssue({
      code: z.ZodIssueCode.custom,
      message: looksLikeUrl(id) ? `must be ${expected}, not a URL or path: give only the id` : `must be ${expected}`,
    })
  })

// A value that is no site path at all has its problem already: one line is enough.
const trailerFile = (extensions: RegExp, expected: string) =>
  localAsset.refine(
    (path) => !path.startsWith("/") || extensions.test(path.split(/[?#]/)[0] ?? path),
    `must be ${expected} under static/`,
  )

const trailerTiming = {
  /** The trailer's length, shown on its frame and given to search engines. */
  durationSeconds: z.number().int().positive().max(3600, "must be at most 3600 (an hour)").optional(),
  /** The day the trailer was first published, for search engines. */
  uploadDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "must be a real date")
    .optional(),
}

/**
 * A production's trailer: a video on YouTube or Vimeo by its id (the page
 * builds the player's address itself, so no editor's URL ever reaches a
 * frame), or a file of the site's own (docs/content.md).
 */
export const trailerSchema = z.discriminatedUnion("provider", [
  z
    .object({
      provider: z.literal("youtube"),
      id: videoId(/^[A-Za-z0-9_-]{11}$/, "a YouTube video id (11 characters of A-Z, a-z, 0-9, _ and -)"),
      ...trailerTiming,
    })
    .strict(),
  z
    .object({ provider: z.literal("vimeo"), id: videoId(/^\d{1,12}$/, "a Vimeo video id (digits)"), ...trailerTiming })
    .strict(),
  z
    .object({
      provider: z.literal("file"),
      file: trailerFile(/\.(mp4|webm)$/i, "an MP4 or WebM file"),
      captions: trailerFile(/\.vtt$/i, "a WebVTT file (.vtt)").optional(),
      ...trailerTiming,
    })
    .strict(),
])

export type Trailer = z.infer<typeof trailerSchema>

const productionBase = {
  id: nonEmpty,
  /** The ticketing code: DXM + digits for films, six or seven letters and digits for stage shows and concerts. */
  reference: nonEmpty,
  title: nonEmpty,
  objectClass: z.enum(["film", "short-film", "stage-show", "concert"]),
  features: z.array(z.object({ name: featureName, value: nonEmpty })),
  contents: z.array(z.object({ summary: z.string(), body: z.string() })).min(1),
  assets: z.array(
    z.object({
      type: z.enum(["first_image", "poster", "gallery"]),
      url: localAsset,
      alt: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      focalPoint: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }),
    }),
  ),
  showtimes: z.array(showtimeSchema),
  /** "unrated" while the limit is not set. */
  ageLimit: z.enum(AGE_LIMITS),
  /** Running time in whole minutes; null while it is not known. */
  durationMinutes: z.number().int().positive().nullable(),
  contentNotes: z
    .array(z.enum(CONTENT_NOTE_KEYS))
    .refine((notes) => new Set(notes).size === notes.length, "must not name a note twice"),
  /** A trailer shown on the production's page, behind a frame that fetches nothing until it is played. */
  trailer: trailerSchema.optional(),
}

export const productionSchema = z.discriminatedUnion("object", [
  z.object({
    ...productionBase,
    object: z.literal("movie"),
    /** `{title-slug}-{code}` in lower case: the film's path. */
    parentSlug: nonEmpty,
    /** The cinema's film number, the key of the ticketing service's movie info. */
    ediNumber: z.string().regex(/^\d+$/, "must be the cinema's film number (digits)"),
    pageReference: z.null(),
  }),
  z.object({
    ...productionBase,
    object: z.literal("culture"),
    parentSlug: z.null(),
    ediNumber: z.null(),
    /** `{title-slug}-{code}` in lower case: the show's path. */
    pageReference: nonEmpty,
  }),
])

const menuEntrySchema = z.object({
  id: nonEmpty,
  path: z.union([sitePath, externalUrl]),
  parent: z.string().nullable(),
  label: nonEmpty,
  place: z.enum(["header", "footer"]),
  locale: z.literal("nb"),
  order: z.number().int(),
  openInNewWindow: z.boolean(),
})

const venueSchema = z.object({
  /** The name showtimes give as their venue. */
  name: nonEmpty,
  address: z.object({ streetAddress: nonEmpty, postalCode: nonEmpty, addressLocality: nonEmpty }),
  halls: z.array(nonEmpty).min(1),
})

export const siteSchema = z.object({
  id: nonEmpty,
  title: nonEmpty,
  host: externalUrl,
  locale: z.object({ available: z.array(nonEmpty), enabled: z.array(nonEmpty), default: z.literal("nb") }),
  partners: z
    .array(z.number().int())
    .min(1)
    .refine((ids) => ids[0] === 118 || ids[0] === 178, "the first partner id must be 118 or 178"),
  published: z.boolean(),
  stage: z.enum(["production", "staging", "development"]),
  components: z.array(z.object({ name: nonEmpty, version: nonEmpty, train: nonEmpty })),
  analytics: z.object({ googleTagManagerId: z.string().regex(/^(GTM-[A-Z0-9]+)?$/, "must be empty or GTM-…") }),
  theme: z.object({
    favicon: localAsset,
    search: z.object({ enabled: z.boolean(), path: sitePath }),
    languageSwitch: z.object({ enabled: z.boolean(), label: nonEmpty, url: externalUrl }),
    footer: z.object({
      sections: z.array(
        z.object({
          id: nonEmpty,
          title: nonEmpty,
          locale: z.literal("nb"),
          /** A visually hidden section still reaches screen readers and search engines. */
          hidden: z.boolean(),
          items: z.array(z.object({ type: z.enum(["html", "text"]), value: z.string() })),
        }),
      ),
    }),
    menu: z.array(menuEntrySchema),
  }),
  venues: z.array(venueSchema).min(1),
  /** Minutes it takes to get from one venue to another (either way), for the planner's clash warnings. */
  travelMinutes: z.array(z.object({ from: nonEmpty, to: nonEmpty, minutes: z.number().int().min(0) })),
})

export const redirectsSchema = z.array(z.object({ from: sitePath, to: z.union([sitePath, externalUrl]) }))

export type Site = z.infer<typeof siteSchema>
export type Venue = z.infer<typeof venueSchema>
export type MenuEntry = z.infer<typeof menuEntrySchema>
export type Page = z.infer<typeof pageSchema>
export type Source = z.infer<typeof sourceSchema>
export type Filter = z.infer<typeof filterSchema>
export type Article = z.infer<typeof articleSchema>
export type Production = z.infer<typeof productionSchema>
export type Showtime = z.infer<typeof showtimeSchema>
export type Redirect = z.infer<typeof redirectsSchema>[number]
