import { render, screen } from "@testing-library/react"
import React from "react"
import { renderToString } from "react-dom/server"

import { BlockList } from "../../src/blocks/block-list"
import type { ProductionData, TrailerData } from "../../src/blocks/types"
import { block, film } from "./support/fixtures"

/**
 * The trailer's frame as the server writes it, which a visitor without
 * scripts keeps: a file of its own so that no render before it has told
 * the page that scripts run (src/components/use-enhanced.ts).
 */
const htmlOf = (trailer: TrailerData) => {
  const production: ProductionData = { ...film, trailer }
  const html = renderToString(
    <BlockList
      pageTitle={production.title}
      sources={{ production: { name: "production", model: "production", items: [production] } }}
      blocks={[block("cover", "cover", {}, 0, { data: ["production"] })]}
    />,
  )
  return render(<div dangerouslySetInnerHTML={{ __html: html }} />)
}

/**
 * The same HTML as a browser with scripts off reads it: a DOMParser's document runs none, so a
 * `<noscript>` holds elements (in jsdom's own document, where scripts run, it holds text).
 */
function withoutScripts(trailer: TrailerData) {
  htmlOf(trailer)
  const read = new DOMParser().parseFromString(document.body.innerHTML, "text/html")
  document.body.replaceChildren(...[...read.body.childNodes].map((node) => document.adoptNode(node)))
}

// What withoutScripts() put in place is not render()'s, so its cleanup would leave it.
afterEach(() => document.body.replaceChildren())

describe("a trailer without scripts", () => {
  it("is a link to YouTube, opening in a new window", () => {
    htmlOf({ provider: "youtube", id: "dQw4w9WgXcQ", durationSeconds: 92 })
    const link = screen.getByRole("link", { name: "Se traileren på YouTube (åpnes i et nytt vindu)" })
    expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ")
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
    expect(screen.getByText("1:32")).toBeInTheDocument()
  })

  it("is a link to Vimeo", () => {
    htmlOf({ provider: "vimeo", id: "76979871" })
    expect(screen.getByRole("link", { name: "Se traileren på Vimeo (åpnes i et nytt vindu)" })).toHaveAttribute(
      "href",
      "https://vimeo.com/76979871",
    )
  })

  it("is a file's <video> with its controls and captions, in a <noscript>", () => {
    withoutScripts({ provider: "file", file: "/trailers/blodmane.webm", captions: "/trailers/blodmane.nb.vtt" })
    const video = screen.getByLabelText("Trailer: Blodmåne")
    expect(document.body.innerHTML).toMatch(/<noscript><video [^>]*aria-label="Trailer: Blodmåne"/)
    expect(video).toHaveAttribute("controls")
    expect(video).toHaveAttribute("preload", "none")
    expect(video).toContainHTML('<source src="/trailers/blodmane.webm" type="video/webm">')
    expect(video).toContainHTML('src="/trailers/blodmane.nb.vtt"')
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
  })

  it("is, with scripts on but not yet run, a link that plays the file, and no <video>", () => {
    htmlOf({ provider: "file", file: "/trailers/blodmane.webm" })
    expect(screen.getByRole("link", { name: "Spill av traileren til Blodmåne" })).toHaveAttribute(
      "href",
      "/trailers/blodmane.webm",
    )
    expect(screen.queryByLabelText("Trailer: Blodmåne")).not.toBeInTheDocument()
  })
})
