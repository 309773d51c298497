/**
 * Gatsby renders every page with React's renderToPipeableStream, which
 * encodes the HTML into 2 KB views. React 18.3.1 sent the whole view when a
 * multi-byte character did not fit at its end, so the unused bytes went out
 * as U+0000 ("blodr\0ød" in three film pages). patches/react-dom+18.3.1.patch
 * carries the upstream fix (facebook/react#26228); this renders text whose
 * two-byte characters straddle a view's end, with both builds of the
 * renderer: production is the one `gatsby build` runs.
 */
import path from "node:path"
import { Writable } from "node:stream"
import { createElement, type ReactNode } from "react"

type Renderer = Pick<typeof import("react-dom/server"), "renderToPipeableStream">

/** One build of the renderer as installed (and patched), by file: NODE_ENV would pick one for the whole run. */
function renderer(file: string): Renderer {
  const dir = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs")
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(dir, file)) as Renderer
}

const renderers: [build: string, renderer: Renderer][] = [
  ["production", renderer("react-dom-server.node.production.min.js")],
  ["development", renderer("react-dom-server.node.development.js")],
]

function streamed({ renderToPipeableStream }: Renderer, tree: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
    sink.on("finish", () => resolve(Buffer.concat(chunks)))
    const { pipe } = renderToPipeableStream(tree, { onAllReady: () => pipe(sink), onShellError: reject })
  })
}

const PARAGRAPH = "ø".repeat(300)

/** Paragraphs of two-byte characters after `padding` one-byte ones: odd and even paddings put a character across each 2 KB end. */
function page(padding: number): ReactNode {
  const paragraphs = Array.from({ length: 10 }, (_, i) => createElement("p", { key: i }, PARAGRAPH))
  return createElement("main", null, createElement("h1", null, "x".repeat(padding)), ...paragraphs)
}

describe.each(renderers)("renderToPipeableStream (%s build)", (_build, renderer) => {
  it.each([0, 1])(
    "sends every character whole and no U+0000 where a view ends, after %i bytes of padding",
    async (padding) => {
      const html = new TextDecoder("utf-8", { fatal: true }).decode(await streamed(renderer, page(padding)))
      expect([...html.matchAll(/\0/g)].map(({ index }) => `U+0000 at ${index}`)).toEqual([])
      expect(html.match(/<p>(ø*)<\/p>/g)).toEqual(Array(10).fill(`<p>${PARAGRAPH}</p>`))
    },
  )
})
