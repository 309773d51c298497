import { localAssetReferences, missingAssetProblems } from "../../src/content-pipeline/local-assets"
import { prepareSite } from "../../src/content-pipeline/prepare-site"
import { formatProblem } from "../../src/content-pipeline/problems"
import { documentsOf, fixtureContent } from "./fixture"

function problemsWithTrailer(trailer: unknown): string[] {
  const content = fixtureContent()
  Object.assign(content.productions.film, { trailer })
  return prepareSite(documentsOf(content)).problems.map(formatProblem)
}

const FILE = "data/productions/film.json"

describe("a production's trailer", () => {
  it.each([
    ["a YouTube id", { provider: "youtube", id: "dQw4w9WgXcQ", durationSeconds: 92, uploadDate: "2027-09-03" }],
    ["a Vimeo id", { provider: "vimeo", id: "76979871" }],
    ["a WebM file with captions", { provider: "file", file: "/trailers/a.webm", captions: "/trailers/a.nb.vtt" }],
    ["an MP4 file", { provider: "file", file: "/trailers/a.mp4", durationSeconds: 5 }],
  ])("passes as %s", (_, trailer) => {
    expect(problemsWithTrailer(trailer)).toEqual([])
  })

  it("is optional", () => {
    expect(problemsWithTrailer(undefined)).toEqual([])
  })

  it.each([
    [
      "a YouTube URL pasted for the id",
      { provider: "youtube", id: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      `${FILE}: trailer.id: must be a YouTube video id (11 characters of A-Z, a-z, 0-9, _ and -), not a URL or path: give only the id`,
    ],
    [
      "a YouTube id of the wrong length",
      { provider: "youtube", id: "dQw4w9WgXc" },
      `${FILE}: trailer.id: must be a YouTube video id (11 characters of A-Z, a-z, 0-9, _ and -)`,
    ],
    [
      "a Vimeo URL pasted for the id",
      { provider: "vimeo", id: "https://vimeo.com/76979871" },
      `${FILE}: trailer.id: must be a Vimeo video id (digits), not a URL or path: give only the id`,
    ],
    [
      "a script URL for the id",
      { provider: "youtube", id: "javascript:alert(1)" },
      `${FILE}: trailer.id: must be a YouTube video id (11 characters of A-Z, a-z, 0-9, _ and -), not a URL or path: give only the id`,
    ],
    [
      "an unknown provider",
      { provider: "dailymotion", id: "x8abc12" },
      `${FILE}: trailer.provider: "dailymotion" is not one of youtube, vimeo, file`,
    ],
    [
      "a script URL for the file",
      { provider: "file", file: "javascript:alert(1)" },
      `${FILE}: trailer.file: must be a path to a file under static/, starting with /`,
    ],
    [
      "a file on another site",
      { provider: "file", file: "//evil.example/trailer.webm" },
      `${FILE}: trailer.file: must stay on this site (no // at the start and no \\ anywhere)`,
    ],
    [
      "a script for the file",
      { provider: "file", file: "/trailers/play.js" },
      `${FILE}: trailer.file: must be an MP4 or WebM file under static/`,
    ],
    [
      "captions that are not WebVTT",
      { provider: "file", file: "/trailers/a.webm", captions: "/trailers/a.srt" },
      `${FILE}: trailer.captions: must be a WebVTT file (.vtt) under static/`,
    ],
    [
      "a file given to a video host",
      { provider: "youtube", id: "dQw4w9WgXcQ", file: "/trailers/a.webm" },
      `${FILE}: trailer: unknown field file`,
    ],
    [
      "a host's id without its provider",
      { id: "dQw4w9WgXcQ" },
      `${FILE}: trailer.provider: undefined is not one of youtube, vimeo, file`,
    ],
    [
      "a length that is not whole seconds",
      { provider: "vimeo", id: "76979871", durationSeconds: 61.5 },
      `${FILE}: trailer.durationSeconds: expected integer, found float`,
    ],
    [
      "an upload date that is not a date",
      { provider: "vimeo", id: "76979871", uploadDate: "3. september" },
      `${FILE}: trailer.uploadDate: must be a date as YYYY-MM-DD`,
    ],
  ])("fails with one line naming file and field for %s", (_, trailer, problem) => {
    expect(problemsWithTrailer(trailer)).toEqual([problem])
  })

  it("names a trailer file or captions file that is not under static/", () => {
    const content = fixtureContent()
    Object.assign(content.productions.film, {
      trailer: { provider: "file", file: "/trailers/mangler.webm", captions: "/trailers/mangler.nb.vtt" },
    })
    const { site } = prepareSite(documentsOf(content))
    if (!site) throw new Error("fixture did not prepare")
    const files = new Set(["/favicon.svg", "/images/a.svg", "/images/x.svg"])
    expect(missingAssetProblems(localAssetReferences(site.content), files).map(formatProblem)).toEqual([
      `${FILE}: trailer.file: /trailers/mangler.webm is not a file under static/`,
      `${FILE}: trailer.captions: /trailers/mangler.nb.vtt is not a file under static/`,
    ])
  })
})
