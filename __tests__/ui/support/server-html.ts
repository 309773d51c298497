import { Writable } from "node:stream"
import { setImmediate as nodeSetImmediate } from "node:timers"
import type { ReactElement } from "react"
import { renderToPipeableStream } from "react-dom/server"

/**
 * The HTML the build writes for `element`: rendered as a stream once every
 * Suspense boundary is done (`onAllReady`), as Gatsby's static-entry.js
 * does, so a block whose code is a chunk of its own (the newsletter form)
 * is in it. `renderToString` would leave such a boundary to the browser.
 */
export function serverHtml(element: ReactElement): Promise<string> {
  // React's Node renderer schedules its work with Node's setImmediate, which jsdom's window has not.
  globalThis.setImmediate ??= nodeSetImmediate
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
    })
    sink.on("finish", () => resolve(html))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject })
  })
}
