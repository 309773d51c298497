/**
 * The CMS source end to end: the sandbox serves the demo content of data/
 * through the CMS paths (behind a bearer token that has expired, so the
 * build must refresh it), and a build from it must give the same HTML, byte
 * for byte, as a build from data/. A build against a CMS that is down must
 * fail, name the endpoint, and leave the last good site.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import type { Server } from "node:net"
import path from "node:path"

import { createCmsRoutes, CMS_MANAGEMENT_PATH, CMS_PLATFORM_PATH, CMS_TOKEN_PATH } from "../../../src/sandbox/cms"
import { startSandbox } from "../../../src/sandbox/server"
import { copyOnSharedBundles, demoBuild } from "../../support/demo-build"
import {
  buildProject,
  copyProject,
  differingFiles,
  htmlFiles,
  outcome,
  type BuildResult,
  buildsTimeout,
} from "../../support/project-copy"
import { freePort } from "../../support/free-port"

// The demo's shared build (made already if a test before made it), then the CMS's on its webpack cache beside
// the one against a CMS that is down, which a busy machine makes several times slower: room for that, still a
// limit for a hang.
jest.setTimeout(buildsTimeout(2))

const root = process.cwd()

describe("a build from the CMS", () => {
  const dirs: string[] = []
  let sandbox: Server[] = []
  let fromData: BuildResult
  let fromCms: BuildResult
  let cmsDown: BuildResult
  /** The build from data/: the demo's, shared with other tests. */
  let dataDist: string
  let cmsDir: string
  let downDir: string
  let downUrl: string

  beforeAll(async () => {
    const port = await freePort()
    sandbox = await startSandbox(
      createCmsRoutes({
        contentDir: path.join(root, "data"),
        auth: { kind: "bearer", user: "bygg", password: "hemmelig" },
      }),
      port,
    )
    const cms = `http://localhost:${port}`
    downUrl = `http://127.0.0.1:${await freePort()}${CMS_PLATFORM_PATH}`

    cmsDir = await copyOnSharedBundles("empty")
    downDir = copyProject("cms-down", "empty")
    dirs.push(cmsDir, downDir)
    mkdirSync(path.join(downDir, "dist"))
    writeFileSync(path.join(downDir, "dist", "index.html"), "the last good site")

    const cmsEnv = {
      CMS_PLATFORM_URL: `${cms}${CMS_PLATFORM_PATH}`,
      CMS_MANAGEMENT_URL: `${cms}${CMS_MANAGEMENT_PATH}`,
      CMS_SITE_ID: "ramaskrik",
      CMS_AUTH: "bearer",
      CMS_TOKEN: "a-token-that-has-expired",
      CMS_TOKEN_URL: `${cms}${CMS_TOKEN_PATH}`,
      CMS_USER: "bygg",
      CMS_PASSWORD: "hemmelig",
    }
    let fromDataBuild: Awaited<ReturnType<typeof demoBuild>>
    ;[fromDataBuild, fromCms, cmsDown] = await Promise.all([
      demoBuild(),
      buildProject(cmsDir, cmsEnv),
      buildProject(downDir, { ...cmsEnv, CMS_PLATFORM_URL: downUrl }),
    ])
    ;({ result: fromData, dist: dataDist } = fromDataBuild)
  })

  afterAll(async () => {
    await Promise.all(sandbox.map((server) => new Promise((resolve) => server.close(resolve))))
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }))
  })

  it("builds from data/ and from the CMS", () => {
    expect(outcome(fromData)).toEqual({ status: 0, output: "" })
    expect(outcome(fromCms)).toEqual({ status: 0, output: "" })
  })

  it("gives the same HTML, byte for byte, in every file", () => {
    const local = htmlFiles(dataDist)
    const remote = htmlFiles(path.join(cmsDir, "dist"))
    expect(local.length).toBeGreaterThan(80)
    expect(remote).toEqual(local)
    const differing = differingFiles(dataDist, path.join(cmsDir, "dist"), local)
    // On a failure, show where the first differing file first differs.
    const first = differing[0]
    const where = (() => {
      if (first === undefined) return undefined
      const a = readFileSync(path.join(dataDist, first), "utf8")
      const b = readFileSync(path.join(cmsDir, "dist", first), "utf8")
      let at = 0
      while (at < a.length && a[at] === b[at]) at += 1
      return {
        file: first,
        fromData: a.slice(Math.max(0, at - 80), at + 120),
        fromCms: b.slice(Math.max(0, at - 80), at + 120),
      }
    })()
    expect({ differing, where }).toEqual({ differing: [], where: undefined })
  })

  it("fails when the CMS is down, naming the endpoint, and leaves the last good site", () => {
    expect(cmsDown.status).not.toBe(0)
    const lines = cmsDown.output.split("\n")
    expect(lines).toContain(
      `GET ${downUrl}/sites: could not connect (connection refused): is the CMS up, and is the URL right?`,
    )
    expect(cmsDown.output).toContain("The content could not be read from the CMS: 2 problems")
    expect(cmsDown.output).toContain("dist/ still holds the last good site")
    expect(readFileSync(path.join(downDir, "dist", "index.html"), "utf8")).toBe("the last good site")
  })
})
