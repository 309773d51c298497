import { reloadWhenReplaced } from "../../src/offline/reload-on-new-worker"

import { workerContainer } from "./support/worker-container"

describe("reloading the page when a new deploy's worker takes it over", () => {
  it("reloads a page that a worker controlled when the new one takes over, once", () => {
    const container = workerContainer({ scriptURL: "/sw.js" } as ServiceWorker)
    const reload = jest.fn()
    reloadWhenReplaced(container, reload)
    expect(reload).not.toHaveBeenCalled()
    container.takeOver("second deploy")
    // Another deploy's worker before the reload is done: still one reload.
    container.takeOver("third deploy")
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("keeps a first visit's page when its first worker takes over", () => {
    const container = workerContainer(null)
    const reload = jest.fn()
    reloadWhenReplaced(container, reload)
    container.takeOver("first")
    expect(reload).not.toHaveBeenCalled()
  })

  it("reloads a first visit's page when, later, a new deploy's worker replaces its first one", () => {
    const container = workerContainer(null)
    const reload = jest.fn()
    reloadWhenReplaced(container, reload)
    container.takeOver("first")
    container.takeOver("new deploy")
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("does nothing in a browser without service workers", () => {
    const reload = jest.fn()
    expect(() => reloadWhenReplaced(undefined, reload)).not.toThrow()
    expect(reload).not.toHaveBeenCalled()
  })
})
