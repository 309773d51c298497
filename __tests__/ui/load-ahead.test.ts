import { loadAheadWith, type PageLoader } from "../../src/navigation/load-ahead"

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
