/**
 * What the offline worker is told a path needs (src/offline/path-resources.ts):
 * the template's chunks, the page data and its static query results, read
 * from the page data in the worker's cache, with the chunk mapping as Gatsby
 * 5 writes it (a JSON string).
 */
import { completePathResources, LOOK_AGAIN_MS } from "../../src/offline/path-resources"

const PROGRAMME_DATA = "/page-data/program/page-data.json"
const PROGRAMME_CHUNK = "/component---src-templates-page-programme-tsx-ab57.js"
/** As Gatsby 5 writes it into every page: a string. */
const WRITTEN_MAPPING = JSON.stringify({
  app: ["/app-b0a4.js"],
  "component---src-templates-page-programme-tsx": [PROGRAMME_CHUNK],
})

/** Cache Storage as the page reads it, holding `files`; more can be put in later. */
function workerCache(files: Record<string, unknown> = {}) {
  const stored = new Map(Object.entries(files))
  return {
    put: (url: string, body: unknown) => stored.set(url, body),
    match: async (request: RequestInfo | URL) => {
      const body = stored.get(String(request))
      return body === undefined ? undefined : new Response(JSON.stringify(body))
    },
  }
}

function controlledPage() {
  const postMessage = jest.fn()
  return { postMessage, container: { controller: { postMessage } as unknown as ServiceWorker } }
}

const programmePageData = {
  componentChunkName: "component---src-templates-page-programme-tsx",
  path: "/program/",
  staticQueryHashes: ["3341048666", "4250060801"],
}

/** The plugin's list for the programme, as Gatsby 5.16 gives it: the page data alone. */
const pluginList = () => [PROGRAMME_DATA]

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

it("tells the worker the template's chunk, the page data and the static query results of a page fetched ahead", async () => {
  const { postMessage, container } = controlledPage()
  const cache = workerCache({ [PROGRAMME_DATA]: programmePageData })

  await completePathResources(new Map([["/program/", pluginList]]), container, WRITTEN_MAPPING, cache)

  expect(postMessage).toHaveBeenCalledTimes(1)
  expect(postMessage).toHaveBeenCalledWith({
    gatsbyApi: "setPathResources",
    path: "/program/",
    resources: [PROGRAMME_CHUNK, PROGRAMME_DATA, "/page-data/sq/d/3341048666.json", "/page-data/sq/d/4250060801.json"],
  })
})

it("reads a mapping written as an object too (Gatsby before 5)", async () => {
  const { postMessage, container } = controlledPage()
  const cache = workerCache({ [PROGRAMME_DATA]: programmePageData })

  await completePathResources(new Map([["/program/", pluginList]]), container, JSON.parse(WRITTEN_MAPPING), cache)

  expect(postMessage.mock.calls[0]?.[0].resources[0]).toBe(PROGRAMME_CHUNK)
})

it("looks again for page data the worker has not cached yet", async () => {
  jest.useFakeTimers()
  const { postMessage, container } = controlledPage()
  const cache = workerCache()

  const recording = completePathResources(new Map([["/program/", pluginList]]), container, WRITTEN_MAPPING, cache)
  await jest.advanceTimersByTimeAsync(LOOK_AGAIN_MS)
  expect(postMessage).not.toHaveBeenCalled()
  cache.put(PROGRAMME_DATA, programmePageData)
  await jest.advanceTimersByTimeAsync(LOOK_AGAIN_MS)
  await recording

  expect(postMessage).toHaveBeenCalledTimes(1)
  expect(postMessage.mock.calls[0]?.[0].resources).toContain(PROGRAMME_CHUNK)
})

it("leaves the plugin's list when the page data never reaches the worker's cache", async () => {
  jest.useFakeTimers()
  const { postMessage, container } = controlledPage()

  const recording = completePathResources(
    new Map([["/program/", pluginList]]),
    container,
    WRITTEN_MAPPING,
    workerCache(),
  )
  await jest.advanceTimersByTimeAsync(10 * LOOK_AGAIN_MS)
  await recording

  expect(postMessage).not.toHaveBeenCalled()
})

it("leaves a path Gatsby has no list for", async () => {
  const { postMessage, container } = controlledPage()
  const cache = workerCache({ [PROGRAMME_DATA]: programmePageData })

  await completePathResources(new Map([["/program/", () => null]]), container, WRITTEN_MAPPING, cache)

  expect(postMessage).not.toHaveBeenCalled()
})

it("keeps the plugin's list, and says why, when the page data names a template the mapping lacks", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {})
  const { postMessage, container } = controlledPage()
  const cache = workerCache({ [PROGRAMME_DATA]: { ...programmePageData, componentChunkName: "component---ukjent" } })

  await completePathResources(new Map([["/program/", pluginList]]), container, WRITTEN_MAPPING, cache)

  expect(postMessage).not.toHaveBeenCalled()
  expect(error).toHaveBeenCalledWith(expect.stringContaining("/program/"))
  expect(error).toHaveBeenCalledWith(expect.stringContaining("component---ukjent"))
})

it("lists only static query results named by digits: page data is not trusted to name other files", async () => {
  const { postMessage, container } = controlledPage()
  const cache = workerCache({
    [PROGRAMME_DATA]: { ...programmePageData, staticQueryHashes: ["3341048666", "../../min-side", "1.json?"] },
  })

  await completePathResources(new Map([["/program/", pluginList]]), container, WRITTEN_MAPPING, cache)

  expect(postMessage.mock.calls[0]?.[0].resources).toEqual([
    PROGRAMME_CHUNK,
    PROGRAMME_DATA,
    "/page-data/sq/d/3341048666.json",
  ])
})

it("says so, and tells the worker nothing, when the chunk mapping cannot be read", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {})
  const { postMessage, container } = controlledPage()
  const cache = workerCache({ [PROGRAMME_DATA]: programmePageData })

  await completePathResources(new Map([["/program/", pluginList]]), container, undefined, cache)

  expect(postMessage).not.toHaveBeenCalled()
  expect(error).toHaveBeenCalledWith(expect.stringContaining("/program/"))
})

it("tells the worker nothing while the page is of the release before a new worker's, as the plugin does", async () => {
  const { postMessage, container } = controlledPage()
  const cache = workerCache({ [PROGRAMME_DATA]: programmePageData })
  Object.assign(window, { ___swUpdated: true })
  try {
    await completePathResources(new Map([["/program/", pluginList]]), container, WRITTEN_MAPPING, cache)
  } finally {
    delete (window as { ___swUpdated?: boolean }).___swUpdated
  }

  expect(postMessage).not.toHaveBeenCalled()
})
