import { act, screen } from "@testing-library/react"
import React from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"

import { SubmitButton } from "../../src/account/screens/submit-button"
import { Layout } from "../../src/frame/layout"
import { bareSite } from "./support/fixtures"

const site = bareSite({ search: true })

// One first page per file: whether the page has hydrated is the module's, as in a browser tab.
// An account page: its form hydrates with the page and runs its effects before the header,
// which hydrates after it, in a boundary of its own.
const page = (
  <Layout site={site}>
    <h1>Logg inn</h1>
    <form>
      <SubmitButton busy={false} label="Logg inn" busyLabel="Logger inn …" />
    </form>
  </Layout>
)

describe("a page whose header hydrates after the page around it", () => {
  it("hydrates the header as the server drew it, then switches its menu button on", async () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(page)
    document.body.append(container)
    // Without scripts the menu toggle is a link to the menu.
    expect(screen.getByRole("link", { name: "Meny" })).toBeInTheDocument()

    const recoverable = jest.fn()
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable })
    })

    // Had the header started "enhanced", its first render (a button) would not match its
    // server HTML (a link), and React would throw that HTML away and draw the header again.
    expect(recoverable).not.toHaveBeenCalled()
    expect(screen.getByRole("button", { name: "Meny" })).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByRole("button", { name: "Logg inn" })).toBeEnabled()
  })
})
