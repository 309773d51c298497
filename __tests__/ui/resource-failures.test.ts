import {
  FAILED_RESOURCE_HISTORY,
  recordFailedResource,
  watchResourceFailures,
} from "../../src/offline/resource-failures"

describe("failed resources", () => {
  afterEach(() => {
    delete window.__ramaskrikFailedResources
  })

  it("keeps the last five", () => {
    for (let index = 1; index <= 7; index += 1) recordFailedResource(`/chunk-${index}.js`)
    expect(window.__ramaskrikFailedResources?.map((failure) => failure.url)).toEqual([
      "/chunk-3.js",
      "/chunk-4.js",
      "/chunk-5.js",
      "/chunk-6.js",
      "/chunk-7.js",
    ])
    expect(FAILED_RESOURCE_HISTORY).toBe(5)
  })

  it("logs 'bundle loading error' when a script fails to load", () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const stop = watchResourceFailures()
    const script = document.createElement("script")
    script.src = "http://localhost/component---missing.js"
    document.body.appendChild(script)
    script.dispatchEvent(new Event("error"))
    expect(logged).toHaveBeenCalledWith("bundle loading error", "http://localhost/component---missing.js")
    expect(window.__ramaskrikFailedResources?.map((failure) => failure.url)).toEqual([
      "http://localhost/component---missing.js",
    ])
    stop()
    logged.mockRestore()
  })
})
