import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate, useStaticQuery } from "gatsby"
import React from "react"
import { hydrateRoot } from "react-dom/client"

import { BlockList } from "../../src/blocks/block-list"
import { articlesOf } from "../../src/blocks/types"
import { Layout } from "../../src/frame/layout"
// The ticketing sandbox behind MSW, for the header's and rows' calls.
import "../account/support"
import { bareSite, block, sources } from "./support/fixtures"
import { serverHtml } from "./support/server-html"

const site = bareSite({ search: false })

/** The articles' source with the first article's title changed: what a client render would draw differently. */
function retitled(title: string): typeof sources {
  const items = articlesOf(Object.values(sources))
  return {
    ...sources,
    articles: {
      name: "articles",
      model: "article",
      items: items.map((item, at) => (at === 0 ? { ...item, title } : item)),
    },
  }
}

// One first page per file: whether the page has hydrated is the module's, as in a browser tab.
const page = (pageSources: typeof sources) => (
  <Layout site={site}>
    <BlockList
      pageTitle="Nyheter"
      sources={pageSources}
      blocks={[
        block("text", "content", { html: "<p>Velkommen til <a href='/program/'>programmet</a>.</p>" }, 0),
        block("news", "article-card-list", { heading: "Siste nytt", limit: 1 }, 1, { data: ["articles"] }),
        block("mail", "newsletter-subscribe", { heading: "Få nyhetene først", text: "Bare når det skjer noe." }, 2),
      ]}
    />
  </Layout>
)

describe("a first page's blocks with nothing to do in the browser", () => {
  it("are kept as the server drew them, node for node, and their links still go through the router", async () => {
    window.history.replaceState(null, "", "/nyheter/")
    jest.mocked(useStaticQuery).mockReturnValue({ festivalSite: { partners: [118], title: "Ramaskrik" } })
    const container = document.createElement("div")
    container.innerHTML = await serverHtml(page(sources))
    document.body.append(container)
    const text = screen.getByText(/Velkommen til/)
    const card = screen.getByRole("link", { name: /Programmet er sluppet/ })

    // Hydrated with another title for the card: a block React hydrated would mismatch and be drawn
    // again; a kept one is not rendered in the browser at all.
    const recoverable = jest.fn()
    await act(async () => {
      hydrateRoot(container, page(retitled("Endret i nettleseren")), { onRecoverableError: recoverable })
    })

    expect(recoverable).not.toHaveBeenCalled()
    expect(screen.queryByText("Endret i nettleseren")).not.toBeInTheDocument()
    // The very nodes the server drew: React neither replaced nor redrew them.
    expect(screen.getByText(/Velkommen til/)).toBe(text)
    expect(screen.getByRole("link", { name: /Programmet er sluppet/ })).toBe(card)
    // A block with work to do hydrated as before: its form is React's again.
    expect(screen.getByRole("button", { name: /Meld meg på/ })).toBeEnabled()

    await userEvent.click(screen.getByRole("link", { name: "programmet" }))
    expect(navigate).toHaveBeenCalledWith("/program/")
    await userEvent.click(card)
    expect(navigate).toHaveBeenLastCalledWith("/article/programmet-er-sluppet/")
  })
})
