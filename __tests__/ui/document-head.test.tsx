/* eslint-disable testing-library/no-node-access -- the document head has no roles or text to query */
import { render } from "@testing-library/react"
import React, { type ReactElement } from "react"

import { TagManagerMeta } from "../../src/analytics/tag-manager"
import { Seo } from "../../src/components/seo"

/** Into the head, where Gatsby's Head API puts a page's `Head` (at build time, and after an in-site navigation). */
const renderHead = (head: ReactElement) => render(head, { container: document.head })

const attribute = (selector: string, name = "content") => document.head.querySelector(selector)?.getAttribute(name)

describe("a page's head (Seo, for a page's Head export)", () => {
  it("gives the title, the canonical address, the description and the sharing tags", () => {
    renderHead(
      <Seo
        siteTitle="Ramaskrik"
        siteHost="https://ramaskrik.no"
        title="Blodmåne"
        path="/blodmane-dxm1001/"
        description="Om Blodmåne"
        keywords={["skrekk", "Oppdal"]}
        image="/images/blodmane.jpg"
        favicon="/favicon.svg"
      />,
    )
    expect(document.title).toBe("Ramaskrik | Blodmåne")
    expect(document.head.querySelectorAll("title")).toHaveLength(1)
    expect(attribute('link[rel="canonical"]', "href")).toBe("https://ramaskrik.no/blodmane-dxm1001/")
    expect(attribute('link[rel="icon"]', "href")).toBe("/favicon.svg")
    expect(attribute('link[rel="icon"]', "type")).toBe("image/svg+xml")
    expect(attribute('meta[name="description"]')).toBe("Om Blodmåne")
    expect(attribute('meta[name="keywords"]')).toBe("skrekk, Oppdal")
    expect(attribute('meta[property="og:title"]')).toBe("Ramaskrik | Blodmåne")
    expect(attribute('meta[property="og:url"]')).toBe("https://ramaskrik.no/blodmane-dxm1001/")
    expect(attribute('meta[property="og:type"]')).toBe("website")
    expect(attribute('meta[property="og:locale"]')).toBe("nb_NO")
    expect(attribute('meta[property="og:description"]')).toBe("Om Blodmåne")
    expect(attribute('meta[property="og:image"]')).toBe("https://ramaskrik.no/images/blodmane.jpg")
    expect(attribute('meta[name="twitter:card"]')).toBe("summary_large_image")
  })

  it("leaves out what the page does not have, and names the festival alone on its own page", () => {
    renderHead(<Seo siteTitle="Ramaskrik" siteHost="https://ramaskrik.no" title="Ramaskrik" path="/" />)
    expect(document.title).toBe("Ramaskrik")
    expect(attribute('link[rel="canonical"]', "href")).toBe("https://ramaskrik.no/")
    for (const absent of [
      'link[rel="icon"]',
      'meta[name="description"]',
      'meta[name="keywords"]',
      "meta[property='og:image']",
    ]) {
      expect(document.head.querySelector(absent)).toBeNull()
    }
    expect(attribute('meta[name="twitter:card"]')).toBe("summary")
  })
})

describe("the tag manager's name in the head", () => {
  it("names the script a yes may load, for the security policy, without loading it", () => {
    renderHead(<TagManagerMeta id="GTM-ABC123" />)
    expect(attribute('meta[name="tag-manager"]')).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123")
    expect(document.head.querySelector("script")).toBeNull()
  })

  it.each(["", "GTM-abc", 'GTM-X" onload="alert(1)', "UA-12345"])("names nothing for the id %j", (id) => {
    renderHead(<TagManagerMeta id={id} />)
    expect(document.head.querySelector('meta[name="tag-manager"]')).toBeNull()
  })
})
