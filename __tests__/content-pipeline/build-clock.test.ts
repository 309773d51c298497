/**
 * A page drawn by the build says "Vist" for a screening begun by the build's
 * clock; the test suite pins that clock (GATSBY_TEST_NOW) to the moment its
 * browsers start at, so that no test depends on the day it runs.
 */
import { createElement } from "react"
import { renderToString } from "react-dom/server"

import { ShowtimeRow } from "../../src/blocks/showtime-row"
import { eventProduction } from "../../src/blocks/types"
import { buildNow } from "../../src/content-model/build-clock"
import { film } from "../ui/support/fixtures"

const START = "2027-10-14T19:00:00+02:00"

/** One row as the build draws it, in Node where there is no document. */
const drawnRow = () =>
  renderToString(
    createElement(ShowtimeRow, {
      event: {
        id: "st-dxm1001-1",
        start: START,
        status: "available",
        venue: "Oppdal kulturhus",
        hall: "Store sal",
        ticketUrl: "https://billett.example.no/st-dxm1001-1",
        production: eventProduction(film),
      },
      listName: "Program",
    }),
  )

describe("the build's clock", () => {
  const pinned = process.env.GATSBY_TEST_NOW

  beforeEach(() => jest.useFakeTimers({ now: Date.parse("2028-03-01T12:00:00+01:00") }))
  afterEach(() => {
    jest.useRealTimers()
    if (pinned === undefined) delete process.env.GATSBY_TEST_NOW
    else process.env.GATSBY_TEST_NOW = pinned
  })

  it("is the machine's clock when nothing pins it: a build after the festival draws the screening as shown", () => {
    delete process.env.GATSBY_TEST_NOW
    expect(buildNow()).toBe(Date.parse("2028-03-01T12:00:00+01:00"))
    expect(drawnRow()).toContain("Vist")
  })

  it("is the tests' moment when GATSBY_TEST_NOW pins it, whatever day the build runs", () => {
    process.env.GATSBY_TEST_NOW = "2026-10-01T12:00:00+02:00"
    expect(buildNow()).toBe(Date.parse("2026-10-01T12:00:00+02:00"))
    const html = drawnRow()
    expect(html).not.toContain("Vist")
    expect(html).toContain("Ledige plasser")
  })

  it("refuses a pin that is not an instant, naming the variable", () => {
    process.env.GATSBY_TEST_NOW = "1. oktober"
    expect(() => buildNow()).toThrow('GATSBY_TEST_NOW is not an ISO 8601 instant: "1. oktober"')
  })
})
