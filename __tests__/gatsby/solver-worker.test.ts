/**
 * The plan maker's worker script as the build ships it (gatsby/solver-worker.ts): one script that
 * runs on its own in a worker's scope, named by its content for the host's long cache.
 */
import { runInNewContext } from "node:vm"

import { CONTENT_HASHED, cacheControl, IMMUTABLE } from "../../deploy/host-rules.mjs"
import { EAGER_COMPILE_HINT } from "../../gatsby/compile-hint"
import { bundleSolverWorker } from "../../gatsby/solver-worker"
import type { SolverAnswer } from "../../src/planner/make-plan/solver-service"
import { request, showing } from "../planner/make-plan/programme"

/** The script run as a browser runs a worker's: a scope of its own with only what a worker has. */
function runAsWorker(code: string) {
  const listeners: ((event: { data: unknown }) => void)[] = []
  const answers: SolverAnswer[] = []
  const scope = {
    addEventListener: (_type: string, listener: (event: { data: unknown }) => void) => listeners.push(listener),
    postMessage: (answer: SolverAnswer) => answers.push(answer),
    // Warm-ups wait for a test that gives them no turn.
    setTimeout: () => 0,
    performance: { now: () => 0 },
  }
  runInNewContext(code, { ...scope, self: scope })
  return { answers, send: (data: unknown) => listeners.forEach((listener) => listener({ data })) }
}

it("runs on its own in a worker's scope and answers a request with the plan", async () => {
  const { code } = await bundleSolverWorker()
  const worker = runAsWorker(code)
  const marrow = showing("marrow-1", ["DXM2001", "Marrow"], "13 19:00", 100)
  worker.send({ id: 7, request: request([marrow], { DXM2001: "must" }) })
  expect(worker.answers).toHaveLength(1)
  expect(worker.answers[0]).toMatchObject({ id: 7, proposal: { score: { must: 1 } } })
})

it("starts with the compile hint, and is named by its content for the host's long cache", async () => {
  const first = await bundleSolverWorker()
  expect(first.code.startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true)
  expect(first.file).toMatch(/^solver-worker-[0-9a-f]{20}\.js$/)
  expect(CONTENT_HASHED.test(`/${first.file}`)).toBe(true)
  expect(cacheControl(`/${first.file}`)).toBe(IMMUTABLE)
  // The same source, the same bytes and the same name: a rebuild on the cache writes what a cold build writes.
  expect(await bundleSolverWorker()).toEqual(first)
})
