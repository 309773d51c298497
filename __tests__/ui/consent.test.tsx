import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Provider } from "jotai"
import React from "react"

import { CONSENT_STORAGE_KEY } from "../../src/analytics/consent"
import { BlockList } from "../../src/blocks/block-list"
import { PageView, type PageViewProps } from "../../src/templates/page-view"
import { block, film, sources, EVERY_PART } from "./support/fixtures"
import { clockBeforeTheFixtures } from "../support/festival-clock"

/** Each test its own container, so that a tag manager one test loaded says nothing about the next. */
let containers = 0
const nextContainer = () => `GTM-TEST${++containers}`

const siteWith = (googleTagManagerId: string): PageViewProps["site"] => ({
  title: "Ramaskrik",
  analytics: { googleTagManagerId },
  theme: {
    search: { enabled: false, path: "/search" },
    languageSwitch: { enabled: false, label: "English", url: "https://en.ramaskrik.no/" },
    footer: { sections: [] },
    menu: [],
  },
})

/** A film's page, which sends VIEW_ITEM, with a programme of buy links below. */
function FilmPage({ container }: { container: string }) {
  return (
    <Provider>
      <PageView
        parts={EVERY_PART}
        site={siteWith(container)}
        path="/blodmane-dxm1001/"
        title="Blodmåne"
        blocks={[]}
        sources={{}}
        production={film}
      />
      <BlockList
        pageTitle="Program"
        sources={sources}
        blocks={[block("program", "program", { heading: "Program" }, 0, { data: ["programme"] })]}
      />
    </Provider>
  )
}

const TAG_MANAGER = "https://www.googletagmanager.com/gtm.js"
const tagManagerRequested = (container: string) =>
  // What the browser would fetch: a script element has no role for Testing Library to find it by.
  // eslint-disable-next-line testing-library/no-node-access
  [...document.scripts].some((script) => script.src === `${TAG_MANAGER}?id=${container}`)
const analyticsEvents = () =>
  (window.dataLayer ?? []).filter((entry) => typeof entry === "object" && entry !== null && !("gtm.start" in entry))

// The first import of a lazy part compiles it, which on a busy machine takes longer than Testing Library's second.
const consentRegion = () => screen.findByRole("region", { name: "Informasjonskapsler" })
/** The header's account link arrives after mount like the consent question: once it is there, so would the question be. */
const afterLazyParts = () => screen.findByRole("link", { name: "Logg inn" })

// The buy links lead to another site; jsdom cannot follow them.
beforeAll(() => document.addEventListener("click", (event) => event.preventDefault()))
beforeEach(() => {
  window.localStorage.clear()
  window.dataLayer = []
})

clockBeforeTheFixtures()

describe("consent before analytics", () => {
  it("asks first: Avvis and Godta alike, nothing ticked, a link to the cookie page, and nothing loaded or sent", async () => {
    const container = nextContainer()
    render(<FilmPage container={container} />)
    const question = await consentRegion()
    const choices = within(question).getAllByRole("button")
    expect(choices.map((button) => button.textContent)).toEqual(["Avvis", "Godta"])
    expect(choices[0]?.className).toBe(choices[1]?.className)
    expect(within(question).queryByRole("checkbox")).not.toBeInTheDocument()
    expect(within(question).getByRole("link", { name: /informasjonskapsler/i })).toHaveAttribute(
      "href",
      "/article/info-om-cookies/",
    )
    expect(tagManagerRequested(container)).toBe(false)
    expect(window.dataLayer).toEqual([])
  })

  it("drops the events sent before the answer, and does not send them after a yes", async () => {
    const user = userEvent.setup()
    const container = nextContainer()
    render(<FilmPage container={container} />)
    const question = await consentRegion()
    await user.click(within(question).getByRole("button", { name: "Godta" }))
    expect(tagManagerRequested(container)).toBe(true)
    expect(analyticsEvents()).toEqual([])
    await user.click(screen.getAllByRole("link", { name: /Kjøp billett/ })[0] as HTMLElement)
    expect(analyticsEvents().map((entry) => (entry as { event: string }).event)).toEqual(["SELECT_ITEM", "BUY_TICKET"])
  })

  it("after Avvis loads no tag manager and sends no event, on this page and the next, without asking again", async () => {
    const user = userEvent.setup()
    const container = nextContainer()
    const { unmount } = render(<FilmPage container={container} />)
    await user.click(within(await consentRegion()).getByRole("button", { name: "Avvis" }))
    expect(screen.queryByRole("region", { name: "Informasjonskapsler" })).not.toBeInTheDocument()
    // A click leaves focus alone: the skip link would show itself over the page.
    expect(screen.getByRole("link", { name: "Hopp til innhold" })).not.toHaveFocus()
    await user.click(screen.getAllByRole("link", { name: /Kjøp billett/ })[0] as HTMLElement)
    unmount()
    render(<FilmPage container={container} />)
    await afterLazyParts()
    expect(screen.queryByRole("region", { name: "Informasjonskapsler" })).not.toBeInTheDocument()
    expect(tagManagerRequested(container)).toBe(false)
    expect(window.dataLayer).toEqual([])
  })

  it("answered by keyboard, moves focus on to what follows the question", async () => {
    const user = userEvent.setup()
    render(<FilmPage container={nextContainer()} />)
    const question = await consentRegion()
    await user.tab()
    expect(within(question).getByRole("link", { name: "Les mer om informasjonskapsler" })).toHaveFocus()
    await user.tab()
    expect(within(question).getByRole("button", { name: "Avvis" })).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(screen.queryByRole("region", { name: "Informasjonskapsler" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Hopp til innhold" })).toHaveFocus()
  })

  it("after Godta loads the tag manager, and on the next page sends its events without asking again", async () => {
    const user = userEvent.setup()
    const container = nextContainer()
    const { unmount } = render(<FilmPage container={container} />)
    await user.click(within(await consentRegion()).getByRole("button", { name: "Godta" }))
    expect(tagManagerRequested(container)).toBe(true)
    unmount()
    render(<FilmPage container={container} />)
    await afterLazyParts()
    expect(screen.queryByRole("region", { name: "Informasjonskapsler" })).not.toBeInTheDocument()
    expect(analyticsEvents()).toEqual([expect.objectContaining({ event: "VIEW_ITEM" })])
  })

  it("reopens from the footer link, with focus on the question, and a changed answer holds", async () => {
    const user = userEvent.setup()
    const container = nextContainer()
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "denied")
    const { unmount } = render(<FilmPage container={container} />)
    await afterLazyParts()
    expect(screen.queryByRole("region", { name: "Informasjonskapsler" })).not.toBeInTheDocument()
    const settings = screen.getByRole("link", { name: "Innstillinger for informasjonskapsler" })
    expect(settings).toHaveAttribute("href", "/article/info-om-cookies/")
    await user.click(settings)
    const question = await consentRegion()
    expect(within(question).getByRole("heading", { name: "Informasjonskapsler" })).toHaveFocus()
    expect(question).toHaveTextContent("Nå har du avvist.")
    await user.click(within(question).getByRole("button", { name: "Godta" }))
    expect(tagManagerRequested(container)).toBe(true)
    expect(settings).toHaveFocus()
    unmount()
    render(<FilmPage container={container} />)
    await afterLazyParts()
    expect(screen.queryByRole("region", { name: "Informasjonskapsler" })).not.toBeInTheDocument()
    expect(analyticsEvents()).toEqual([expect.objectContaining({ event: "VIEW_ITEM" })])
  })

  it("closes a reopened question with Escape and keeps the answer", async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "denied")
    render(<FilmPage container={nextContainer()} />)
    await afterLazyParts()
    const settings = screen.getByRole("link", { name: "Innstillinger for informasjonskapsler" })
    await user.click(settings)
    await consentRegion()
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("region", { name: "Informasjonskapsler" })).not.toBeInTheDocument()
    expect(settings).toHaveFocus()
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied")
  })

  it("asks again when the stored answer is not one it wrote", async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"granted":true}')
    const container = nextContainer()
    render(<FilmPage container={container} />)
    await consentRegion()
    expect(tagManagerRequested(container)).toBe(false)
    expect(window.dataLayer).toEqual([])
  })

  it("works for the page it is on when the browser keeps no storage", async () => {
    const user = userEvent.setup()
    const shut = () => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    }
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(shut)
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(shut)
    const container = nextContainer()
    render(<FilmPage container={container} />)
    await user.click(within(await consentRegion()).getByRole("button", { name: "Godta" }))
    expect(tagManagerRequested(container)).toBe(true)
    await user.click(screen.getAllByRole("link", { name: /Kjøp billett/ })[0] as HTMLElement)
    expect(analyticsEvents()).toHaveLength(2)
    jest.restoreAllMocks()
  })

  it("without a container asks nothing and offers no settings link", async () => {
    render(<FilmPage container="" />)
    await afterLazyParts()
    expect(screen.queryByRole("region", { name: "Informasjonskapsler" })).not.toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Innstillinger for informasjonskapsler" })).not.toBeInTheDocument()
    expect(window.dataLayer).toEqual([])
  })
})
