import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"
import { forgetPageView } from "../../src/live-status/first-look"
import { SOLVER_WORKER, SolverWorker } from "./solver-worker"

// What the bundle is built with for a site that names a tag manager (src/analytics/built-with-tag-manager.ts):
// the components' own site.json field then decides, as on such a site.
Object.assign(globalThis, { __MAY_HAVE_TAG_MANAGER__: true })

// Each test a page view of its own: the live seat status's first look remembers what the page asked.
afterEach(forgetPageView)

// findBy and waitFor wait for what a page does after a fetch, a transition or a chunk it loads
// later, which jest compiles on its first import (seconds on a cold cache). Their limit is for a
// test that hangs, not a measure of speed: npm test runs these beside Gatsby builds on two cores,
// where 1 s, then 4 s, then a test's own 5 s were each too short once (before-you-buy.test.tsx,
// 27 November), and 15 s there on 28 November: a wait whose every check took a second (see
// checkbox() in that file). A test that passes waits no longer for it. Jest's own limit
// (testTimeout in jest.config.js, 30 s for every project) stays above it.
configure({ asyncUtilTimeout: 15_000 })

// The plan maker's solver runs in a worker: here, the worker's own code in this process.
Object.assign(window, { Worker: SolverWorker, __SOLVER_WORKER__: SOLVER_WORKER })
afterEach(() => SolverWorker.reset())
