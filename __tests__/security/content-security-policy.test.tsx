import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import React from "react"

import { slicedInlineScripts } from "../../gatsby/on-create-webpack-config"
import { pagePolicy, scriptHashSource } from "../../src/security/content-security-policy"
import { policyFor } from "../../src/security/policy-meta"

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1)

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

const BASE = { externalScripts: [], services: [], imageOrigins: [], frameHosts: [], formTargets: [] }

describe("a page's Content-Security-Policy", () => {
  it("allows exactly the page's inline scripts by hash, and never unsafe-inline or eval", () => {
    const policy = pagePolicy({ ...BASE, inlineScripts: ['window.pagePath="/program/";', "document.body"] })
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      sha('window.pagePath="/program/";'),
      sha("document.body"),
    ])
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'")
  })

  it("shuts plugins out and pins the base address and form targets to the site", () => {
    const policy = pagePolicy({ ...BASE, inlineScripts: [] })
    expect(directive(policy, "object-src")).toEqual(["'none'"])
    expect(directive(policy, "base-uri")).toEqual(["'self'"])
    expect(directive(policy, "form-action")).toEqual(["'self'"])
    expect(directive(policy, "default-src")).toEqual(["'self'"])
  })

  it("lets the browser call only the site and the services it was given, by origin", () => {
    const policy = pagePolicy({
      ...BASE,
      inlineScripts: [],
      services: [
        "https://billett.ramaskrik.no/ticketing/118",
        "https://nyhetsbrev.ramaskrik.no/subscribe",
        "",
        "ikke en adresse",
      ],
      imageOrigins: ["https://qr.billett.no"],
    })
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://billett.ramaskrik.no",
      "https://nyhetsbrev.ramaskrik.no",
      "https://qr.billett.no",
    ])
    expect(directive(policy, "img-src")).toEqual(
      expect.arrayContaining(["'self'", "data:", "https://billett.ramaskrik.no", "https://qr.billett.no"]),
    )
  })

  it("lets a form post, without scripts, to the site and the newsletter service only", () => {
    const policy = pagePolicy({
      ...BASE,
      inlineScripts: [],
      formTargets: ["https://nyhetsbrev.ramaskrik.no/subscribe"],
    })
    expect(directive(policy, "form-action")).toEqual(["'self'", "https://nyhetsbrev.ramaskrik.no"])
  })

  it("opens the tag manager's hosts only on a page that loads it", () => {
    const without = pagePolicy({ ...BASE, inlineScripts: [] })
    const withTagManager = pagePolicy({
      ...BASE,
      inlineScripts: [],
      externalScripts: ["https://www.googletagmanager.com/gtm.js?id=GTM-ABC123"],
    })
    expect(without).not.toMatch(/google/)
    expect(directive(withTagManager, "script-src")).toContain("https://www.googletagmanager.com")
    expect(directive(withTagManager, "connect-src")).toContain("https://*.google-analytics.com")
  })

  it("finds every inline script among the head and body components, and the origins of the others", () => {
    const policy = policyFor([
      <script key="a" dangerouslySetInnerHTML={{ __html: 'document.documentElement.classList.add("js")' }} />,
      <React.Fragment key="b">
        <script>{"window.dataLayer=[]"}</script>
        <script async src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" />
      </React.Fragment>,
      <script key="c" type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"@type":"Event"}' }} />,
      <meta key="d" name="description" content="x" />,
    ])
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      sha('document.documentElement.classList.add("js")'),
      sha("window.dataLayer=[]"),
      "https://www.googletagmanager.com",
    ])
  })

  it("opens the tag manager's hosts when the head names it for after the visitor's yes", () => {
    const named = policyFor([
      <meta key="a" name="tag-manager" content="https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" />,
    ])
    expect(directive(named, "script-src")).toEqual(["'self'", "https://www.googletagmanager.com"])
    expect(directive(named, "connect-src")).toContain("https://*.google-analytics.com")
    expect(policyFor([<meta key="a" name="description" content="https://www.googletagmanager.com/" />])).not.toMatch(
      /google/,
    )
  })

  it("hashes text as the browser does: UTF-8, exactly", () => {
    expect(scriptHashSource('window.pagePath="/ø/"')).toBe(sha('window.pagePath="/ø/"'))
    expect(scriptHashSource(" x")).not.toBe(scriptHashSource("x"))
  })
})

describe("the scripts Gatsby stitches into every page", () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "slice-"))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("are read from Gatsby's scripts slice, inline ones only, with their exact text", () => {
    mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true })
    writeFileSync(
      path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"),
      '\n  <script\n    id="gatsby-chunk-mapping"\n  >\n    window.___chunkMapping="{}";\n  </script>\n' +
        '<script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script>',
    )
    expect(slicedInlineScripts(dir)).toEqual([
      '\n    window.___chunkMapping="{}";\n  ',
      'window.___webpackCompilationHash="abc";',
    ])
  })

  it("are none before Gatsby has written the slice", () => {
    expect(slicedInlineScripts(dir)).toEqual([])
  })
})
