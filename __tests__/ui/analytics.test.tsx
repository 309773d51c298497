import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Provider } from "jotai"
import React from "react"

import { CONSENT_STORAGE_KEY } from "../../src/analytics/consent"
import { BlockList } from "../../src/blocks/block-list"
import { PageView, type PageViewProps } from "../../src/templates/page-view"
import { block, concert, film, sources, EVERY_PART } from "./support/fixtures"
import { clockBeforeTheFixtures } from "../support/festival-clock"

const site: PageViewProps["site"] = {
  title: "Ramaskrik",
  analytics: { googleTagManagerId: "" },
  theme: {
    search: { enabled: true, path: "/search" },
    languageSwitch: { enabled: false, label: "English", url: "https://en.ramaskrik.no/" },
    footer: { sections: [] },
    menu: [],
  },
}

const item = (name: string, category: string, listName: string, id = "DXM1001") => ({
  id,
  name,
  brand: "Ramaskrik",
  listName,
  category,
})

// The buy links lead to another site; jsdom cannot follow them.
beforeAll(() => document.addEventListener("click", (event) => event.preventDefault()))
// The events themselves; what happens without the visitor's yes is in consent.test.tsx.
beforeEach(() => {
  window.dataLayer = []
  window.localStorage.setItem(CONSENT_STORAGE_KEY, "granted")
})

clockBeforeTheFixtures()

describe("analytics", () => {
  it("sends VIEW_ITEM once when a production page is viewed", () => {
    const { rerender } = render(
      <Provider>
        <PageView
          parts={EVERY_PART}
          site={site}
          path="/blodmane-dxm1001/"
          title="Blodmåne"
          blocks={[]}
          sources={{}}
          production={film}
        />
      </Provider>,
    )
    rerender(
      <Provider>
        <PageView
          parts={EVERY_PART}
          site={site}
          path="/blodmane-dxm1001/"
          title="Blodmåne"
          blocks={[]}
          sources={{}}
          production={film}
        />
      </Provider>,
    )
    expect(window.dataLayer).toEqual([
      { event: "VIEW_ITEM", ecommerce: { items: [item("Blodmåne", "Film", "Forestillingsside")] } },
    ])
  })

  it("sends nothing for a page that is not about a production", () => {
    render(
      <Provider>
        <PageView parts={EVERY_PART} site={site} path="/program/" title="Program" blocks={[]} sources={{}} />
      </Provider>,
    )
    expect(window.dataLayer).toEqual([])
  })

  it("sends a product selection and BUY_TICKET when a buy link is chosen", async () => {
    const user = userEvent.setup()
    render(
      <BlockList
        pageTitle="Program"
        sources={sources}
        blocks={[block("program", "program", { heading: "Program" }, 0, { data: ["programme"] })]}
      />,
    )
    const concertRow = screen
      .getAllByRole("listitem")
      .find((row) => within(row).queryByRole("link", { name: concert.title })) as HTMLElement
    await user.click(within(concertRow).getByRole("link", { name: /Kjøp billett/ }))
    const concertItem = item("Skrekkviser ved peisen", "Konsert", "Program", "KONS25A")
    expect(window.dataLayer).toEqual([
      { event: "SELECT_ITEM", ecommerce: { items: [concertItem] }, showtimeId: "c1" },
      { event: "BUY_TICKET", ecommerce: { items: [concertItem] }, showtimeId: "c1" },
    ])
  })
})
