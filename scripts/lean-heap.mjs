/**
 * Preloaded into every process of `gatsby build` (scripts/build.mjs puts it
 * in NODE_OPTIONS): Gatsby's main process, its query and HTML workers.
 *
 * V8 sizes its heap for this machine's memory and lets garbage pile up to
 * several times what is live before it collects: at the benchmark's size the
 * main process and the query worker each grew far past their live heap.
 * Growing the heap by a fixed 30 % over what was live after each collection
 * keeps every process near its live size. Unlike --max-old-space-size it sets
 * no ceiling that a bigger site could hit. It costs a few per cent of CPU
 * (docs/performance.md has the figures).
 */
import { setFlagsFromString } from "node:v8"

setFlagsFromString("--heap-growing-percent=30")
