/**
 * `npm run serve` (scripts/serve.mjs) and the paths a visitor, a crawler or
 * an attacker may send: a folder asked for without its slash moves to the
 * address with it, and that address is always a path on this site, never
 * `//host/…`, which browsers read as another host. The requests are sent as
 * written (fetch would tidy them first), to a served copy of a small site.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import os from "node:os"
import path from "node:path"

let dir: string
let server: ChildProcess
let port: number

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ramaskrik-serve-paths-"))
  const release = path.join(dir, "releases", "1")
  for (const folder of ["x", "program", "evil.example"]) {
    mkdirSync(path.join(release, folder), { recursive: true })
    writeFileSync(path.join(release, folder, "index.html"), `<h1>${folder}</h1>`)
  }
  writeFileSync(path.join(release, "index.html"), "<h1>Ramaskrik</h1>")
  writeFileSync(path.join(release, "404.html"), "<h1>Fant ikke siden</h1>")
  // The publisher makes dist a link to the live release.
  symlinkSync(release, path.join(dir, "dist"))
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: "0", DIST_DIR: path.join(dir, "dist") },
    stdio: ["ignore", "pipe", "inherit"],
  })
  port = await new Promise<number>((resolve, reject) => {
    let output = ""
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const found = /localhost:(\d+)\//.exec(output)
      if (found) resolve(Number(found[1]))
    })
    server.once("exit", (code) => reject(new Error(`scripts/serve.mjs exited with ${code}: ${output}`)))
  })
})

afterAll(() => {
  server.kill()
  rmSync(dir, { recursive: true, force: true })
})

/** GET `rawPath` exactly as written: status and Location. */
function get(rawPath: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path: rawPath }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    sent.on("error", reject)
    sent.end()
  })
}

describe("moving a folder to its address with a slash", () => {
  it.each([
    ["//x", "/x/"],
    ["/.//x", "/x/"],
    ["/%2F%2Fx", "/x/"],
    ["/\\x", "/x/"],
    ["/.//program", "/program/"],
    ["//evil.example", "/evil.example/"],
    ["/\\/evil.example", "/evil.example/"],
    ["/%5C%5Cevil.example", "/evil.example/"],
    ["/x/.//", "/x/"],
    ["/program?dag=fredag", "/program/?dag=fredag"],
  ])("answers %s with a 301 to %s, a path on this site", async (sent, location) => {
    expect(await get(sent)).toEqual({ status: 301, location })
  })

  it("serves the folder at its own address, through a linked dist", async () => {
    expect(await get("/program/")).toEqual({ status: 200, location: undefined })
    expect(await get("/")).toEqual({ status: 200, location: undefined })
  })
})
