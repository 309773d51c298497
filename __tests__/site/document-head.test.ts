/**
 * Each built page's head, as search engines and sharing previews read it:
 * the server's HTML carries the title, canonical address, description and
 * sharing tags Gatsby's Head API wrote at build time (every page's `Head`
 * export), once each, and `<html lang="nb">`.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { parse, type DefaultTreeAdapterMap } from "parse5"

import { htmlFiles } from "../support/project-copy"

const dist = path.resolve("dist")

type Element = DefaultTreeAdapterMap["element"]
type ChildNode = DefaultTreeAdapterMap["childNode"]

interface HeadTag {
  tag: string
  attrs: Record<string, string>
  text: string
}

const isElement = (node: ChildNode): node is Element => "tagName" in node
const textOf = (element: Element) => element.childNodes.map((child) => ("value" in child ? child.value : "")).join("")

function headOf(file: string): { lang: string | undefined; tags: HeadTag[] } {
  const html = parse(readFileSync(path.join(dist, file), "utf8")).childNodes.find(isElement)
  const head = html?.childNodes.find((node): node is Element => isElement(node) && node.tagName === "head")
  if (!html || !head) throw new Error(`${file}: no <html> with a <head>`)
  const tags = head.childNodes.filter(isElement).map((element) => ({
    tag: element.tagName,
    attrs: Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
    text: textOf(element),
  }))
  return { lang: html.attrs.find(({ name }) => name === "lang")?.value, tags }
}

const named = (tags: HeadTag[], key: "name" | "property", value: string) =>
  tags.filter(({ tag, attrs }) => tag === "meta" && attrs[key] === value).map(({ attrs }) => attrs.content)
const linked = (tags: HeadTag[], rel: string) =>
  tags.filter(({ tag, attrs }) => tag === "link" && attrs.rel === rel).map(({ attrs }) => attrs.href)

/**
 * The pages Gatsby renders: not the redirect stubs (a meta refresh), the offline shell, Gatsby's
 * fragments, nor static/'s own page for a visitor offline.
 */
const pages = () =>
  htmlFiles(dist).filter(
    (file) =>
      !["_gatsby/", "offline-plugin-app-shell-fallback/", "uten-nett/"].some((folder) => file.startsWith(folder)) &&
      !headOf(file).tags.some(({ attrs }) => attrs["http-equiv"] === "refresh"),
  )

describe("every page's head in the server's HTML", () => {
  const files = pages()

  it("covers the site's pages", () => {
    expect(files.length).toBeGreaterThan(80)
    expect(files).toEqual(expect.arrayContaining(["index.html", "logg-inn/index.html", "min-festival/delt/index.html"]))
  })

  it.each(files)("%s has one title, canonical address and set of sharing tags, in Norwegian", (file) => {
    const { lang, tags } = headOf(file)
    expect(lang).toBe("nb")
    const titles = tags.filter(({ tag }) => tag === "title").map(({ text }) => text)
    expect(titles).toHaveLength(1)
    expect(titles[0]).toMatch(/^Ramaskrik( \| .+)?$/)
    const canonical = linked(tags, "canonical")
    expect(canonical).toHaveLength(1)
    expect(named(tags, "property", "og:title")).toEqual(titles)
    expect(named(tags, "property", "og:url")).toEqual(canonical)
    expect(named(tags, "property", "og:type")).toEqual(["website"])
    expect(named(tags, "property", "og:locale")).toEqual(["nb_NO"])
    expect(named(tags, "name", "twitter:card")).toHaveLength(1)
    expect(linked(tags, "icon")).toEqual(["/favicon.svg"])
    const descriptions = named(tags, "name", "description")
    expect(descriptions.length).toBeLessThanOrEqual(1)
    expect(named(tags, "property", "og:description")).toEqual(descriptions)
  })
})

describe("the head of each kind of page", () => {
  it("a film's page shares its description and its picture", () => {
    const { tags } = headOf("pemakan-lentera-dxm1024/index.html")
    expect(named(tags, "name", "description")).toEqual([expect.stringMatching(/\S/)])
    expect(named(tags, "property", "og:image")[0]).toMatch(/^https:\/\/ramaskrik\.no\/.+/)
    expect(named(tags, "name", "twitter:card")).toEqual(["summary_large_image"])
    expect(linked(tags, "canonical")).toEqual(["https://ramaskrik.no/pemakan-lentera-dxm1024/"])
  })

  it("a content page names the tag manager's script, which its security policy then allows", () => {
    const { tags } = headOf("index.html")
    const script = named(tags, "name", "tag-manager")
    expect(script).toEqual([expect.stringMatching(/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-/)])
    const policy = tags.find(({ attrs }) => attrs["http-equiv"] === "Content-Security-Policy")?.attrs.content ?? ""
    const scriptSources = policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src")
    expect(scriptSources).toContain(new URL(script[0] ?? "").origin)
  })

  it.each([
    ["logg-inn/index.html", "Ramaskrik | Logg inn", "https://ramaskrik.no/logg-inn/"],
    ["min-festival/index.html", "Ramaskrik | Min festival", "https://ramaskrik.no/min-festival/"],
    ["min-festival/delt/index.html", "Ramaskrik | En delt plan", "https://ramaskrik.no/min-festival/delt/"],
  ])("a page of its own, %s, is titled with its name", (file, title, canonical) => {
    const { tags } = headOf(file)
    expect(tags.filter(({ tag }) => tag === "title").map(({ text }) => text)).toEqual([title])
    expect(linked(tags, "canonical")).toEqual([canonical])
  })
})
