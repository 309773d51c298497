import { jsonLdText, withJsonLd } from "../../src/content-pipeline/json-ld"
import { festivalEvent, productionEvents, type StructuredDataSite } from "../../src/content-pipeline/structured-data"
import { productionSchema, siteSchema, type Production } from "../../src/content-model/schema"
import { fixtureContent } from "./fixture"

const context: StructuredDataSite = {
  site: siteSchema.parse(fixtureContent().site),
  siteUrl: "https://ramaskrik.example",
  description: "Norges skrekkfilmfestival i Oppdal.",
  image: "/images/pages/festivaluka.svg",
}

const showtime = (id: string, start: string, extra: object = {}) => ({
  id,
  start,
  venue: "Oppdal kulturhus",
  hall: "Store sal",
  ticketUrl: `https://billett.example.no/${id}`,
  status: "available",
  price: 140,
  ...extra,
})

function film(extra: object = {}): Production {
  return productionSchema.parse({
    id: "prod-dxm1001",
    reference: "DXM1001",
    title: "Blodmåne",
    object: "movie",
    objectClass: "film",
    parentSlug: "blodmane-dxm1001",
    pageReference: null,
    ediNumber: "208338",
    features: [{ name: "Regi", value: "Ingrid Saltnes og Per Bogstad" }],
    ageLimit: "15",
    durationMinutes: 97,
    contentNotes: [],
    contents: [{ summary: "Sauene forsvinner når månen blir rød.", body: "" }],
    assets: [
      {
        type: "first_image",
        url: "/images/films/blodmane.svg",
        alt: "",
        width: 1600,
        height: 900,
        focalPoint: { x: 0.5, y: 0.5 },
      },
    ],
    showtimes: [
      showtime("st-1", "2025-10-15T19:00:00+02:00", { status: "few-left" }),
      showtime("st-2", "2025-10-17T23:30:00+02:00", { status: "cancelled" }),
    ],
    ...extra,
  })
}

function show(extra: object = {}): Production {
  return productionSchema.parse({
    ...film(),
    id: "prod-scene01",
    reference: "SCENE01",
    title: "Den som banker",
    object: "culture",
    objectClass: "stage-show",
    parentSlug: null,
    pageReference: "den-som-banker-scene01",
    ediNumber: null,
    features: [{ name: "Medvirkende", value: "Teatergruppa Skumring" }],
    ageLimit: "A",
    showtimes: [showtime("st-s1", "2025-10-16T18:30:00+02:00", { price: null })],
    ...extra,
  })
}

const eventsOf = (production: Production, path = "/blodmane-dxm1001/") =>
  productionEvents(production, path, context) as Record<string, unknown>[]

describe("the screenings of a film page", () => {
  it("are one ScreeningEvent per showtime, with start and end at the start's offset", () => {
    const [first, second] = eventsOf(film())
    expect(first).toMatchObject({
      "@type": "ScreeningEvent",
      name: "Blodmåne",
      url: "https://ramaskrik.example/blodmane-dxm1001/",
      startDate: "2025-10-15T19:00:00+02:00",
      endDate: "2025-10-15T20:37:00+02:00",
      eventStatus: "https://schema.org/EventScheduled",
      description: "Sauene forsvinner når månen blir rød.",
      image: ["https://ramaskrik.example/images/films/blodmane.svg"],
    })
    expect(second).toMatchObject({ startDate: "2025-10-17T23:30:00+02:00", endDate: "2025-10-18T01:07:00+02:00" })
  })

  it("are at the venue's hall, with the venue's postal address", () => {
    expect(eventsOf(film())[0]?.location).toEqual({
      "@type": "Place",
      name: "Oppdal kulturhus, Store sal",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Inge Krokanns veg 21",
        postalCode: "7340",
        addressLocality: "Oppdal",
        addressCountry: "NO",
      },
    })
  })

  it("offer the ticket at its price in kroner, and say how many are left", () => {
    expect(eventsOf(film())[0]?.offers).toEqual({
      "@type": "Offer",
      url: "https://billett.example.no/st-1",
      availability: "https://schema.org/LimitedAvailability",
      price: 140,
      priceCurrency: "NOK",
    })
  })

  it("present the film with its directors, running time and age limit", () => {
    expect(eventsOf(film())[0]?.workPresented).toEqual({
      "@type": "Movie",
      name: "Blodmåne",
      director: [
        { "@type": "Person", name: "Ingrid Saltnes" },
        { "@type": "Person", name: "Per Bogstad" },
      ],
      duration: "PT1H37M",
      contentRating: "Aldersgrense 15 år",
    })
    expect(eventsOf(film())[0]?.typicalAgeRange).toBe("15-")
  })

  it("belong to the festival, which organises them", () => {
    const [event] = eventsOf(film())
    expect(event?.superEvent).toEqual({
      "@type": "Festival",
      "@id": "https://ramaskrik.example/#festival",
      name: "Ramaskrik",
      url: "https://ramaskrik.example/",
    })
    expect(event?.organizer).toEqual({ "@type": "Organization", name: "Ramaskrik", url: "https://ramaskrik.example/" })
  })

  it("mark a cancelled showtime as cancelled, with nothing for sale", () => {
    const cancelled = eventsOf(film())[1]
    expect(cancelled?.eventStatus).toBe("https://schema.org/EventCancelled")
    expect(cancelled).not.toHaveProperty("offers")
  })

  it("have no end and no duration while the running time is unknown", () => {
    const [event] = eventsOf(film({ durationMinutes: null }))
    expect(event).not.toHaveProperty("endDate")
    expect(event?.workPresented).not.toHaveProperty("duration")
  })

  it("claim no rating for a film not yet rated", () => {
    const [event] = eventsOf(film({ ageLimit: "unrated" }))
    expect(event?.workPresented).not.toHaveProperty("contentRating")
    expect(event).not.toHaveProperty("typicalAgeRange")
  })

  it("present the film's trailer on YouTube as a VideoObject with what Google requires", () => {
    const trailer = { provider: "youtube", id: "dQw4w9WgXcQ", durationSeconds: 92, uploadDate: "2027-09-03" }
    expect((eventsOf(film({ trailer }))[0]?.workPresented as Record<string, unknown>).trailer).toEqual({
      "@type": "VideoObject",
      name: "Trailer: Blodmåne",
      description: "Sauene forsvinner når månen blir rød.",
      thumbnailUrl: ["https://ramaskrik.example/images/films/blodmane.svg"],
      uploadDate: "2027-09-03",
      duration: "PT1M32S",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    })
  })

  it("give a trailer of the site's own by its address, and a Vimeo trailer by its player", () => {
    const own = { provider: "file", file: "/trailers/blodmane.webm", uploadDate: "2027-08-20", durationSeconds: 5 }
    expect((eventsOf(film({ trailer: own }))[0]?.workPresented as Record<string, unknown>).trailer).toMatchObject({
      contentUrl: "https://ramaskrik.example/trailers/blodmane.webm",
      duration: "PT5S",
    })
    const vimeo = { provider: "vimeo", id: "76979871", uploadDate: "2027-09-05" }
    expect((eventsOf(film({ trailer: vimeo }))[0]?.workPresented as Record<string, unknown>).trailer).toMatchObject({
      embedUrl: "https://player.vimeo.com/video/76979871?dnt=1",
    })
  })

  it("leave out a trailer without an upload date, which a search engine would refuse", () => {
    const [event] = eventsOf(film({ trailer: { provider: "vimeo", id: "76979871" } }))
    expect(event?.workPresented).not.toHaveProperty("trailer")
  })

  it("give no price where the festival has set none", () => {
    const [event] = eventsOf(film({ showtimes: [showtime("st-1", "2025-10-15T19:00:00+02:00", { price: null })] }))
    expect(event?.offers).not.toHaveProperty("price")
    expect(event?.offers).not.toHaveProperty("priceCurrency")
  })
})

describe("the performances of a stage show or concert page", () => {
  it("are theatre or music events with their performers, and no film", () => {
    const [event] = eventsOf(show(), "/den-som-banker-scene01/")
    expect(event).toMatchObject({
      "@type": "TheaterEvent",
      performer: [{ "@type": "PerformingGroup", name: "Teatergruppa Skumring" }],
    })
    expect(event).not.toHaveProperty("workPresented")
    expect(eventsOf(show({ objectClass: "concert" }))[0]?.["@type"]).toBe("MusicEvent")
  })

  it("rate a show allowed for all without an age range", () => {
    const [event] = eventsOf(show())
    expect(event).not.toHaveProperty("typicalAgeRange")
  })
})

describe("the festival on the home page", () => {
  it("runs from the first showtime to the end of the last one on, at the main venue", () => {
    const festival = festivalEvent(
      [film({ showtimes: [showtime("a", "2025-10-15T19:00:00+02:00"), showtime("b", "2025-10-19T21:00:00+02:00")] })],
      context,
    )
    expect(festival).toMatchObject({
      "@type": "Festival",
      name: "Ramaskrik",
      url: "https://ramaskrik.example/",
      startDate: "2025-10-15T19:00:00+02:00",
      endDate: "2025-10-19T22:37:00+02:00",
      description: "Norges skrekkfilmfestival i Oppdal.",
      image: ["https://ramaskrik.example/images/pages/festivaluka.svg"],
      location: { "@type": "Place", name: "Oppdal kulturhus", address: { streetAddress: "Inge Krokanns veg 21" } },
    })
  })

  it("ends with its last showtime that is still on", () => {
    expect(festivalEvent([film()], context)?.endDate).toBe("2025-10-15T20:37:00+02:00")
  })

  it("is left out while no showtime is on", () => {
    expect(festivalEvent([film({ showtimes: [] })], context)).toBeUndefined()
  })
})

describe("JSON-LD in a page", () => {
  const hostile = "</script><script>alert(1)</script> & <!-- \u2028\u2029"

  it("cannot close its script element, whatever the content says", () => {
    const text = jsonLdText({ name: hostile })
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual({ name: hostile })
  })

  it("stands last in the head, once, however often the build runs", () => {
    const page = '<html><head><title>x</title></head><body><p>"a"</p></body></html>'
    const once = withJsonLd(page, jsonLdText({ name: hostile }))
    expect(withJsonLd(once, jsonLdText({ name: hostile }))).toBe(once)
    expect(once).toMatch(/<title>x<\/title><script type="application\/ld\+json">\{[^<]*\}<\/script><\/head>/)
    expect(withJsonLd(once, undefined)).toBe(page)
  })
})
