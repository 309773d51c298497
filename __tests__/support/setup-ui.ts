import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"
import { forgetPageView } from "../../src/live-status/first-look"

// What the bundle is built with for a site that names a tag manager (src/analytics/built-with-tag-manager.ts):
// the components' own site.json field then decides, as on such a site.
Object.assign(globalThis, { __MAY_HAVE_TAG_MANAGER__: true })

// Each test a page view of its own: the live seat status's first look remembers what the page asked.
afterEach(forgetPageView)

// findBy and waitFor wait for what a page does after a fetch and a transition. Testing Library's
// 1 s was too short on a loaded 2-core machine (my-plan.test.tsx failed so in a full run beside a
// build); a test that passes waits no longer for it. Jest's own limit stays above it.
configure({ asyncUtilTimeout: 4_000 })
jest.setTimeout(10_000)
