/* eslint-disable testing-library/no-node-access -- the document head has no roles or text to query */
import { render, waitFor } from "@testing-library/react"
import React from "react"

import { followNavigation } from "../../src/components/document-head"
import { Seo } from "../../src/components/seo"

const seo = (title: string, path: string) => (
  <Seo siteTitle="Ramaskrik" siteHost="https://ramaskrik.no" title={title} path={path} description={`Om ${title}`} />
)

describe("the document head", () => {
  it("leaves the server's head alone on the page the browser loaded, and follows the page after a navigation", async () => {
    // The document the server sent for this address, as Gatsby marks it.
    window.pagePath = window.location.pathname
    document.title = "Ramaskrik | Program"
    const { rerender } = render(seo("Program", "/program/"))
    expect(document.title).toBe("Ramaskrik | Program")
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()

    followNavigation()
    rerender(seo("Blodmåne", "/blodmane-dxm1001/"))
    await waitFor(() => expect(document.title).toBe("Ramaskrik | Blodmåne"))
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://ramaskrik.no/blodmane-dxm1001/",
    )
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "Om Blodmåne")
  })
})
