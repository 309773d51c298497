import { act, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import React from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"

import { BlockList } from "../../src/blocks/block-list"
import { Layout } from "../../src/frame/layout"
// The ticketing sandbox behind MSW, for the rows' live seat status.
import "../account/support"
import { bareSite, block, sources } from "./support/fixtures"

const site = bareSite({ search: false })

// One first page per file: whether the page has hydrated is the module's, as in a browser tab.
// The frame hydrates first and runs its effects; each block hydrates after it, in a boundary of its own.
const page = (
  <Layout site={site}>
    <BlockList
      pageTitle="Program"
      sources={sources}
      blocks={[
        block("news", "newsletter-subscribe", { heading: "Få nyhetene først", text: "Bare når det skjer noe." }, 0),
        block("program", "program", { heading: "Program" }, 1, { data: ["programme"] }),
      ]}
    />
  </Layout>
)

describe("a page whose blocks hydrate one after another", () => {
  it("switches on what needs scripts in every block, also the blocks that hydrate last", async () => {
    window.history.replaceState(null, "", "/program/")
    jest.mocked(useStaticQuery).mockReturnValue({ festivalSite: { partners: [118], title: "Ramaskrik" } })
    const container = document.createElement("div")
    container.innerHTML = renderToString(page)
    document.body.append(container)
    expect(screen.getByRole("group", { name: "Visning" })).toHaveAttribute("data-pending")

    const recoverable = jest.fn()
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable })
    })

    // The frame's menu has run its effects before the blocks hydrate: they must still start
    // as their server HTML did, or React keeps `data-pending`.
    expect(screen.getByRole("group", { name: "Visning" })).not.toHaveAttribute("data-pending")
    expect(screen.getByRole("button", { name: "Tidslinje" })).toBeVisible()
    expect(recoverable).not.toHaveBeenCalled()
  })
})
