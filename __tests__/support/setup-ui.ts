import "@testing-library/jest-dom"
import { forgetPageView } from "../../src/live-status/first-look"

// What the bundle is built with for a site that names a tag manager (src/analytics/built-with-tag-manager.ts):
// the components' own site.json field then decides, as on such a site.
Object.assign(globalThis, { __MAY_HAVE_TAG_MANAGER__: true })

// Each test a page view of its own: the live seat status's first look remembers what the page asked.
afterEach(forgetPageView)
