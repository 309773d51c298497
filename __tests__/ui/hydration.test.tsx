import { act, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import React from "react"
import { hydrateRoot } from "react-dom/client"

import { BlockList } from "../../src/blocks/block-list"
import { Layout } from "../../src/frame/layout"
// The ticketing sandbox behind MSW, for the rows' live seat status.
import "../account/support"
import { bareSite, block, sources } from "./support/fixtures"
import { serverHtml } from "./support/server-html"

const site = bareSite({ search: false })

// One first page per file: whether the page has hydrated is the module's, as in a browser tab.
// The header, the footer and each block hydrate apart, each in a boundary of its own, after the
// page around them. (A part that hydrates after the page around it has run effects that switch
// scripts on: hydration-frame.test.tsx.)
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
    container.innerHTML = await serverHtml(page)
    document.body.append(container)
    expect(screen.getByRole("group", { name: "Visning" })).toHaveAttribute("data-pending")

    const recoverable = jest.fn()
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable })
    })

    // Every block hydrated apart has switched on, and started as its server HTML did: had it
    // started switched on, React would keep `data-pending`.
    expect(screen.getByRole("group", { name: "Visning" })).not.toHaveAttribute("data-pending")
    expect(screen.getByRole("button", { name: "Tidslinje" })).toBeVisible()
    expect(recoverable).not.toHaveBeenCalled()
  })
})
