import { render, waitFor } from "@testing-library/react"
import React from "react"

import { Seo } from "../../src/components/seo"

// Its own file: which document the browser loaded is decided once per page load.
describe("the document head in the offline worker's app shell", () => {
  it("is rendered, since the shell's HTML was made for another address", async () => {
    window.pagePath = "/offline-plugin-app-shell-fallback/"
    document.title = ""
    render(<Seo siteTitle="Ramaskrik" siteHost="https://ramaskrik.no" title="Program" path="/program/" />)
    await waitFor(() => expect(document.title).toBe("Ramaskrik | Program"))
  })
})
