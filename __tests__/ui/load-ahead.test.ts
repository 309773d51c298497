import { loadAheadWith, watchKeptLinks, type PageLoader } from "../../src/navigation/load-ahead"
import { intersections } from "../support/intersections"

/** An idle moment the test gives when it chooses. */
function idleMoments() {
  const waiting: (() => void)[] = []
  return {
    idle: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** The browser goes idle: every step waiting for it runs. */
    arrive: async () => {
      waiting.splice(0).forEach((resolve) => resolve())
      await Promise.resolve()
      await Promise.resolve()
    },
    get waiting() {
      return waiting.length
    },
  }
}

/** Gatsby's loader, as far as this step uses it: which pages it was asked for, in order. */
function gatsbyLoader(load: (pathname: string) => Promise<unknown> = () => Promise.resolve({})) {
  const asked: string[] = []
  const loader: PageLoader = {
    loadPage: (pathname) => {
      asked.push(pathname)
      return load(pathname)
    },
  }
  return { loader, asked }
}

describe("loading ahead the pages whose data Gatsby fetched ahead", () => {
  it("loads nothing before the browser is idle, then every page fetched ahead until then, in one go", async () => {
    const moments = idleMoments()
    const { loader, asked } = gatsbyLoader()
    const loadAhead = loadAheadWith(() => loader, moments.idle)

    loadAhead("/program/")
    loadAhead("/festivalhotell/")
    loadAhead("/program/")
    expect(asked).toEqual([])
    expect(moments.waiting).toBe(1)

    await moments.arrive()
    expect(asked).toEqual(["/program/", "/festivalhotell/"])
  })

  it("waits for the next idle moment for a page fetched ahead after the last one", async () => {
    const moments = idleMoments()
    const { loader, asked } = gatsbyLoader()
    const loadAhead = loadAheadWith(() => loader, moments.idle)

    loadAhead("/program/")
    await moments.arrive()
    loadAhead("/reisen-hit/")
    expect(asked).toEqual(["/program/"])

    await moments.arrive()
    expect(asked).toEqual(["/program/", "/reisen-hit/"])
  })

  it("goes on with the other pages when one cannot be loaded, and leaves no rejection unhandled", async () => {
    const unhandled = jest.fn()
    process.on("unhandledRejection", unhandled)
    try {
      const moments = idleMoments()
      const { loader, asked } = gatsbyLoader((pathname) =>
        pathname === "/program/" ? Promise.reject(new Error("Failed to fetch")) : Promise.resolve({}),
      )
      const loadAhead = loadAheadWith(() => loader, moments.idle)

      loadAhead("/program/")
      loadAhead("/festivalhotell/")
      await moments.arrive()
      await new Promise((resolve) => setTimeout(resolve, 0))

      expect(asked).toEqual(["/program/", "/festivalhotell/"])
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off("unhandledRejection", unhandled)
    }
  })

  it("leaves the private pages to the tap: their code stays off a first visit", async () => {
    const moments = idleMoments()
    const { loader, asked } = gatsbyLoader()
    const loadAhead = loadAheadWith(() => loader, moments.idle)

    ;["/min-festival/", "/logg-inn/", "/Min-Side/", "/festivalhotell/"].forEach(loadAhead)
    await moments.arrive()
    expect(asked).toEqual(["/festivalhotell/"])
  })

  it("does nothing, and breaks nothing, where Gatsby's loader is not there", async () => {
    const moments = idleMoments()
    const loadAhead = loadAheadWith(() => undefined, moments.idle)

    loadAhead("/program/")
    await expect(moments.arrive()).resolves.toBeUndefined()
  })
})

describe("handing Gatsby the links of the blocks kept as the server drew them", () => {
  /** Gatsby's loader as a Link calls it when in view (`window.___loader`). */
  const enqueued: string[] = []
  beforeEach(() => {
    enqueued.length = 0
    Object.assign(window, { ___loader: { enqueue: (pathname: string) => enqueued.push(pathname) } })
  })
  afterEach(() => {
    document.body.innerHTML = ""
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
    delete (window as { ___loader?: unknown }).___loader
  })

  it("watches the site's links to pages in those blocks, and gives each to Gatsby once it is in view, once", () => {
    document.body.innerHTML = `
      <nav><a href="/program/">Program</a></nav>
      <div class="static-html">
        <a href="/article/billettsalget-er-i-gang/">Billettsalget er i gang</a>
        <a href="/festivalhotell/">Festivalhotell</a>
        <a href="https://www.oppdal.com/">Oppdal</a>
        <a href="/images/kart.pdf">Kart</a>
        <a href="/reisen-hit/" target="_blank">Reisen hit</a>
        <a href="/personvern/" download>Personvern</a>
      </div>`
    const observer = intersections()
    observer.install()

    watchKeptLinks(document)
    expect(observer.watched()).toEqual(["/article/billettsalget-er-i-gang/", "/festivalhotell/"])

    observer.show(["/festivalhotell/"])
    expect(enqueued).toEqual(["/festivalhotell/"])
    observer.show(["/festivalhotell/", "/article/billettsalget-er-i-gang/"])
    expect(enqueued).toEqual(["/festivalhotell/", "/article/billettsalget-er-i-gang/"])
    expect(observer.watched()).toEqual([])
  })

  it("watches nothing where there is no such block, or no IntersectionObserver", () => {
    document.body.innerHTML = `<div class="static-html"><a href="/festivalhotell/">Festivalhotell</a></div>`
    expect(watchKeptLinks(document)).toBeUndefined()

    intersections().install()
    document.body.innerHTML = `<nav><a href="/program/">Program</a></nav>`
    expect(watchKeptLinks(document)).toBeUndefined()
    expect(enqueued).toEqual([])
  })
})
