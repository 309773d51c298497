import "@testing-library/jest-dom"

// What the bundle is built with for a site that names a tag manager (src/analytics/built-with-tag-manager.ts):
// the components' own site.json field then decides, as on such a site.
Object.assign(globalThis, { __MAY_HAVE_TAG_MANAGER__: true })
