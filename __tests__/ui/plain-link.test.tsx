import { fireEvent, render, screen } from "@testing-library/react"
import { navigate } from "gatsby"
import React from "react"

import { PlainLink } from "../../src/components/plain-link"
import { intersections } from "../support/intersections"

/** The browser's IntersectionObserver, driven by the test: one for the file, as the module makes one observer for all its links. */
const observer = intersections()

/** Gatsby's loader as its Link calls it (`window.___loader`). */
const loader = { enqueue: jest.fn() }

beforeAll(() => {
  observer.install()
  Object.assign(window, { ___loader: loader })
})
afterAll(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  delete (window as { ___loader?: unknown }).___loader
})
beforeEach(() => {
  jest.clearAllMocks()
})

function rows() {
  return render(
    <ul>
      <li>
        <PlainLink to="/blodmane-dxm1001/">Blodmåne</PlainLink>
      </li>
      <li>
        <PlainLink className="trailer-link" to="/marrow-dxm1018/#trailer">
          Se trailer<span className="visually-hidden"> til Marrow</span>
        </PlainLink>
      </li>
      <li>
        <PlainLink to="/program/">Program</PlainLink>
      </li>
    </ul>,
  )
}

describe("a plain link to a page of the site", () => {
  it("is a link with the page's address, as without scripts", () => {
    rows()
    expect(screen.getByRole("link", { name: "Blodmåne" })).toHaveAttribute("href", "/blodmane-dxm1001/")
    expect(screen.getByRole("link", { name: "Se trailer til Marrow" })).toHaveAttribute(
      "href",
      "/marrow-dxm1018/#trailer",
    )
  })

  it("hands its page to Gatsby's loader once it comes into view, once", () => {
    rows()
    expect(observer.watched()).toEqual(["/blodmane-dxm1001/", "/marrow-dxm1018/#trailer", "/program/"])
    expect(loader.enqueue).not.toHaveBeenCalled()

    observer.show(["/blodmane-dxm1001/", "/program/"])
    expect(loader.enqueue.mock.calls).toEqual([["/blodmane-dxm1001/"], ["/program/"]])
    expect(observer.watched()).toEqual(["/marrow-dxm1018/#trailer"])

    observer.show(["/marrow-dxm1018/#trailer"])
    expect(loader.enqueue.mock.calls).toEqual([["/blodmane-dxm1001/"], ["/program/"], ["/marrow-dxm1018/"]])
  })

  it("goes through Gatsby's router on a plain click, and leaves a click with a modifier key to the browser", () => {
    rows()
    const link = screen.getByRole("link", { name: "Se trailer til Marrow" })

    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(link, { button: 1 })).toBe(true)
    expect(navigate).not.toHaveBeenCalled()

    expect(fireEvent.click(screen.getByText("til Marrow"))).toBe(false)
    expect(navigate).toHaveBeenCalledWith("/marrow-dxm1018/#trailer")
  })

  it("is watched no longer once it has left the page", () => {
    const { unmount } = rows()
    unmount()
    expect(observer.watched()).toEqual([])
  })
})
