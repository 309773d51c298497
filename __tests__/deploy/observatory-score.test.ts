/**
 * The HTTP Observatory's score of our production headers and page policy
 * (deploy/observatory-score.mjs, by MDN's published rules): an A+ behind
 * TLS, and the points each header is worth, so that a change to the host
 * rules that costs points fails here.
 */
import { SECURITY_HEADERS } from "../../deploy/host-rules.mjs"
import { observatoryScore } from "../../deploy/observatory-score.mjs"
import { pagePolicy } from "../../src/security/content-security-policy"

/** A production home page's policy: https services, the tag manager, an inline script. */
const metaPolicy = pagePolicy({
  inlineScripts: ["window.pagePath = '/'"],
  externalScripts: ["https://www.googletagmanager.com/gtm.js?id=GTM-RMSK2026"],
  services: ["https://billett.ramaskrik.no/ticketing/118", "https://nyhetsbrev.ramaskrik.no/subscribe"],
  imageOrigins: [],
  frameHosts: ["www.youtube-nocookie.com"],
  formTargets: ["https://nyhetsbrev.ramaskrik.no/subscribe"],
})
const TLS = { metaPolicy, https: true, redirectsToHttps: true }
const without = (name: string) => Object.fromEntries(Object.entries(SECURITY_HEADERS).filter(([key]) => key !== name))

describe("the Observatory score of the production headers", () => {
  it("is 110, A+, behind TLS: no penalty, and the bonuses for the referrer policy and frame-ancestors", () => {
    const { score, grade, tests } = observatoryScore(SECURITY_HEADERS, TLS)
    expect([score, grade]).toEqual([110, "A+"])
    expect(tests["content-security-policy"]?.result).toBe("csp-implemented-with-unsafe-inline-in-style-src-only")
    expect(
      Object.entries(tests)
        .filter(([, { points }]) => points !== 0)
        .map(([test, { points }]) => [test, points]),
    ).toEqual([
      ["referrer-policy", 5],
      ["x-frame-options", 5],
    ])
  })

  it("is 60, C+, on plain HTTP, where HSTS cannot count and nothing moves to https", () => {
    expect(observatoryScore(SECURITY_HEADERS, { metaPolicy, https: false, redirectsToHttps: false })).toMatchObject({
      score: 60,
      grade: "C+",
    })
  })

  it.each([
    ["the page's own policy", SECURITY_HEADERS, undefined, 80],
    ["Strict-Transport-Security", without("Strict-Transport-Security"), metaPolicy, 80],
    ["X-Content-Type-Options", without("X-Content-Type-Options"), metaPolicy, 105],
    ["Referrer-Policy", without("Referrer-Policy"), metaPolicy, 105],
    ["frame-ancestors", { ...SECURITY_HEADERS, "Content-Security-Policy": "object-src 'none'" }, metaPolicy, 105],
  ])("loses points without %s", (_what, headers, policy, score) => {
    expect(observatoryScore(headers, { ...TLS, metaPolicy: policy }).score).toBe(score)
  })

  it("counts an http:// address in the policy against a site on https", () => {
    const sandbox = metaPolicy.replaceAll("https://billett.ramaskrik.no", "http://localhost:9100")
    expect(
      observatoryScore(SECURITY_HEADERS, { ...TLS, metaPolicy: sandbox }).tests["content-security-policy"],
    ).toEqual({ result: "csp-implemented-with-insecure-scheme", points: -20 })
  })
})
