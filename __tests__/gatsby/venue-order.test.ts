import { createResolvers } from "../../gatsby/create-resolvers"

type Resolvers = Record<string, Record<string, { resolve: (source: unknown) => unknown }>>

/** The resolvers the build adds to the schema, as Gatsby would be given them. */
function resolvers(): Resolvers {
  let given: Resolvers = {}
  const run = createResolvers as unknown as (args: { createResolvers: (config: Resolvers) => void }) => void
  run({
    createResolvers: (config) => {
      given = config
    },
  })
  return given
}

const venueOrder = (names: string[]) =>
  resolvers().FestivalSite?.venueOrder?.resolve({ venues: names.map((name) => ({ name, halls: [] })) })

describe("the site's venues in Norwegian order, sorted by the build", () => {
  it("puts Æ, Ø and Å after Z, and AA with Å", () => {
    expect(venueOrder(["Åsen", "Zebra", "Ørnereiret", "Aasen", "Ærfugl", "Amfi"])).toEqual([
      "Amfi",
      "Zebra",
      "Ærfugl",
      "Ørnereiret",
      "Åsen",
      "Aasen",
    ])
  })

  it("orders the demo's venues as the programme's filter lists them", () => {
    expect(venueOrder(["Quality Hotel Skifer", "Oppdal kulturhus", "Ødegården"])).toEqual([
      "Oppdal kulturhus",
      "Quality Hotel Skifer",
      "Ødegården",
    ])
  })
})
