import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

import { openDocumentMemo } from "../../src/content-pipeline/document-memo"
import { loadContent, type RawDocument } from "../../src/content-pipeline/load-content"
import { prepareSite } from "../../src/content-pipeline/prepare-site"
import { formatProblem } from "../../src/content-pipeline/problems"
import { documentsOf, fixtureContent } from "./fixture"

const ARTICLE = "data/articles/first.json"

let dir: string
let memoFile: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "document-memo-"))
  memoFile = path.join(dir, "documents.v8")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** One build: the problems of the documents, with the memo an earlier build left, which it then saves. */
function build(documents: RawDocument[], codeVersion = "1") {
  const memo = openDocumentMemo(memoFile, codeVersion)
  const { site, problems } = prepareSite(documents, memo)
  memo.save()
  return { site, problems: problems.map(formatProblem) }
}

const withArticle = (documents: RawDocument[], change: (article: Record<string, unknown>) => unknown) =>
  documents.map((document) =>
    document.file === ARTICLE
      ? { ...document, text: JSON.stringify(change(JSON.parse(document.text) as Record<string, unknown>)) }
      : document,
  )

describe("the memo of parsed documents a rebuild starts from", () => {
  it("gives the same content as a build without it, the first time and the next", () => {
    const documents = documentsOf(fixtureContent())
    const without = loadContent(documents).value
    expect(build(documents).site?.content).toEqual(without)
    expect(build(documents).site?.content).toEqual(without)
  })

  it("takes an unchanged document as it was parsed and sanitized, without checking it again", () => {
    const documents = documentsOf(fixtureContent())
    build(documents)
    const memo = openDocumentMemo(memoFile, "1")
    const article = documents.find((document) => document.file === ARTICLE)
    if (article === undefined) throw new Error("the fixture has no article")
    // What the memo holds is what the build takes: plant a value to see it used.
    const remembered = memo.get(memo.keyOf("article", article.text)) as { title: string }
    memo.set(memo.keyOf("article", article.text), { ...remembered, title: "Fra minnet" })
    expect(loadContent(documents, memo).value?.articles[0]?.value.title).toBe("Fra minnet")
  })

  it("checks a changed document again, and reports its problems", () => {
    const documents = documentsOf(fixtureContent())
    build(documents)
    const broken = withArticle(documents, (article) => ({ ...article, slug: 42 }))
    expect(build(broken).problems).toEqual([`${ARTICLE}: slug: expected string, found number`])
  })

  it("reports a broken document's problems on every build, also when it has not changed since", () => {
    const broken = withArticle(documentsOf(fixtureContent()), (article) => ({ ...article, title: undefined }))
    const expected = [`${ARTICLE}: title: is required (expected string)`]
    expect(build(broken).problems).toEqual(expected)
    expect(build(broken).problems).toEqual(expected)
    expect(build(broken).problems).toEqual(expected)
  })

  it("sanitizes again what code of another version parsed", () => {
    const documents = documentsOf(fixtureContent())
    build(documents, "1")
    const article = documents.find((document) => document.file === ARTICLE)
    if (article === undefined) throw new Error("the fixture has no article")
    const memo = openDocumentMemo(memoFile, "2")
    expect(memo.get(memo.keyOf("article", article.text))).toBeUndefined()
  })

  it("keeps only the documents of the last build", () => {
    const documents = documentsOf(fixtureContent())
    build(documents)
    const edited = withArticle(documents, (article) => ({ ...article, title: "Ny tittel" }))
    expect(build(edited).problems).toEqual([])
    const before = documents.find((document) => document.file === ARTICLE)
    const after = edited.find((document) => document.file === ARTICLE)
    if (before === undefined || after === undefined) throw new Error("the fixture has no article")
    const memo = openDocumentMemo(memoFile, "1")
    expect(memo.get(memo.keyOf("article", before.text))).toBeUndefined()
    expect(memo.get(memo.keyOf("article", after.text))).toMatchObject({ title: "Ny tittel" })
  })
})
