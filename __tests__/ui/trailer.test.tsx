import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"

import { BlockList } from "../../src/blocks/block-list"
import type { ProductionData, TrailerData } from "../../src/blocks/types"
import { block, film } from "./support/fixtures"

const withTrailer = (trailer: TrailerData): ProductionData => ({ ...film, trailer })
const YOUTUBE: TrailerData = { provider: "youtube", id: "dQw4w9WgXcQ", durationSeconds: 92 }
const VIMEO: TrailerData = { provider: "vimeo", id: "76979871" }
const FILE: TrailerData = {
  provider: "file",
  file: "/trailers/blodmane.webm",
  captions: "/trailers/blodmane.nb.vtt",
  durationSeconds: 5,
}

const coverOf = (production: ProductionData) => (
  <BlockList
    pageTitle={production.title}
    sources={{ production: { name: "production", model: "production", items: [production] } }}
    blocks={[block("cover", "cover", {}, 0, { data: ["production"] })]}
  />
)

/** A video host's address anywhere in the page: a thumbnail, a script, a player. */
const VIDEO_HOST = /youtube(-nocookie)?\.com|ytimg\.com|vimeo(cdn)?\.com/

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online })
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"))
  })
}

afterEach(() => {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => true })
})

describe("a trailer on a production's page", () => {
  it("shows the production's own picture and a play button, fetching nothing from the host", () => {
    render(coverOf(withTrailer(YOUTUBE)))
    const button = screen.getByRole("button", { name: "Spill av traileren til Blodmåne" })
    expect(document.body.innerHTML).not.toMatch(VIDEO_HOST)
    expect(button).toContainHTML('src="/images/blodmane.svg"')
    expect(screen.queryByTitle("Trailer: Blodmåne")).not.toBeInTheDocument()
    expect(screen.getByText(/hentes videoen fra YouTube/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Om informasjonskapsler" })).toHaveAttribute(
      "href",
      "/article/info-om-cookies/",
    )
  })

  it("puts the privacy-enhanced YouTube player in place on a click, playing, with focus in it", async () => {
    render(coverOf(withTrailer(YOUTUBE)))
    await userEvent.click(screen.getByRole("button", { name: "Spill av traileren til Blodmåne" }))
    const player = screen.getByTitle("Trailer: Blodmåne")
    expect(player.tagName).toBe("IFRAME")
    expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1")
    expect(player).toHaveAttribute("allow", expect.stringContaining("autoplay"))
    expect(player).toHaveFocus()
    expect(screen.queryByRole("button", { name: /Spill av/ })).not.toBeInTheDocument()
  })

  it.each([["{Enter}"], [" "]])("plays from the keyboard (%s)", async (key) => {
    render(coverOf(withTrailer(VIMEO)))
    await userEvent.tab()
    expect(screen.getByRole("button", { name: "Spill av traileren til Blodmåne" })).toHaveFocus()
    await userEvent.keyboard(key)
    const player = screen.getByTitle("Trailer: Blodmåne")
    expect(player).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1")
    expect(player).toHaveFocus()
  })

  it("says in Norwegian that it needs a connection when the browser is offline", () => {
    render(coverOf(withTrailer(YOUTUBE)))
    setOnline(false)
    expect(screen.getByRole("status")).toHaveTextContent("Traileren trenger nettforbindelse")
    expect(screen.queryByRole("button", { name: /Spill av/ })).not.toBeInTheDocument()
    setOnline(true)
    expect(screen.getByRole("button", { name: "Spill av traileren til Blodmåne" })).toBeInTheDocument()
  })

  it("plays a file of the site's own in a <video> drawn on the press, with captions", async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
    render(coverOf(withTrailer(FILE)))
    // No <video> before the press: the browser's controls would cost the page's first paint their style.
    expect(screen.queryByLabelText("Trailer: Blodmåne")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Spill av traileren til Blodmåne" })).toContainHTML(
      'src="/images/blodmane.svg"',
    )
    expect(screen.getByText("0:05")).toBeInTheDocument()
    expect(screen.queryByText(/hentes videoen fra/)).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole("button", { name: "Spill av traileren til Blodmåne" }))
    const video = screen.getByLabelText("Trailer: Blodmåne")
    expect(video.tagName).toBe("VIDEO")
    expect(video).toHaveAttribute("poster", "/images/blodmane.svg")
    expect(video).toHaveAttribute("controls")
    expect(video).toContainHTML('<source src="/trailers/blodmane.webm" type="video/webm">')
    expect(video).toContainHTML('kind="captions"')
    expect(video).toContainHTML('src="/trailers/blodmane.nb.vtt"')
    // Called on the <video> now in the page, within the press.
    expect(play).toHaveBeenCalledTimes(1)
    expect(play.mock.contexts[0]).toBe(video)
    expect(screen.queryByRole("button", { name: /Spill av/ })).not.toBeInTheDocument()
    play.mockRestore()
  })

  it("is the plain cover picture for a production without a trailer", () => {
    render(coverOf(film))
    expect(within(screen.getByRole("figure")).getByRole("img", { name: "Blodrød måne" })).toBeInTheDocument()
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
  })
})
