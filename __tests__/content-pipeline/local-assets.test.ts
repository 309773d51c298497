import { localAssetReferences, missingAssetProblems } from "../../src/content-pipeline/local-assets"
import { prepareSite } from "../../src/content-pipeline/prepare-site"
import { formatProblem } from "../../src/content-pipeline/problems"
import { documentsOf, fixtureContent } from "./fixture"

function referencesOf(fixture: ReturnType<typeof fixtureContent>) {
  const { site } = prepareSite(documentsOf(fixture))
  if (!site) throw new Error("fixture did not prepare")
  return localAssetReferences(site.content)
}

describe("pictures the content names under static/", () => {
  it("are all there in the fixture", () => {
    const files = new Set(["/favicon.svg", "/images/a.svg", "/images/x.svg"])
    expect(missingAssetProblems(referencesOf(fixtureContent()), files).map(formatProblem)).toEqual([])
  })

  it("name the file and field of each one that is missing, and nothing else", () => {
    const fixture = fixtureContent()
    fixture.articles.first.thumbnail = "/images/mangler.svg"
    const files = new Set(["/images/a.svg", "/images/x.svg"])
    expect(missingAssetProblems(referencesOf(fixture), files).map(formatProblem)).toEqual([
      "data/site.json: theme.favicon: /favicon.svg is not a file under static/",
      "data/articles/first.json: thumbnail: /images/mangler.svg is not a file under static/",
    ])
  })

  it("find a production's pictures in its assets", () => {
    const problems = missingAssetProblems(referencesOf(fixtureContent()), new Set(["/favicon.svg", "/images/a.svg"]))
    expect(problems.map(({ field, message }) => `${field}: ${message}`)).toEqual(
      expect.arrayContaining(["assets[0].url: /images/x.svg is not a file under static/"]),
    )
  })
})
