/**
 * The watch-list door (`POST /__sandbox/ticketing/watch-list`): sets a user's
 * watch list, which the service keeps between sign-ins, so that a browser
 * test of it starts from the same list however often it runs; shut unless
 * opened, JSON only, 400 with the reason for an unknown user or film.
 */
import { DEMO_USER } from "../../src/sandbox/ticketing"
import { sandboxRequest, serveDoorSandboxes } from "./sandbox-http"

const SHUT = 9317
const OPEN = 9318
const DOOR = "/__sandbox/ticketing/watch-list"
const API = "/ticketing/118/api"

serveDoorSandboxes({ shut: SHUT, open: OPEN })

const set = (port: number, body: unknown, type = "application/json") =>
  sandboxRequest(port, "POST", DOOR, { type, text: JSON.stringify(body) })

/** The demo user's watch list as the service answers it to the signed-in user, by movie id. */
async function watchList(port: number): Promise<string[]> {
  const login = await fetch(`http://127.0.0.1:${port}${API}/account/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ Email: DEMO_USER.email, Password: DEMO_USER.password }),
  })
  const { marsToken } = (await login.json()) as { marsToken: string }
  const answer = await fetch(`http://127.0.0.1:${port}${API}/watchlist?skip=0&take=100`, {
    headers: { Authorization: `Bearer ${marsToken}` },
  })
  return ((await answer.json()) as { MovieId: string }[]).map((movie) => movie.MovieId)
}

describe("the sandbox's watch-list door", () => {
  it("sets the user's list, as the watch list call then answers it, and empties it again", async () => {
    expect(await watchList(OPEN)).toEqual([])
    const answer = await set(OPEN, { email: "Demo@Ramaskrik.no", movieIds: ["DXM1015", "DXM1001", "DXM1015"] })
    expect(answer.status).toBe(200)
    expect(await watchList(OPEN)).toEqual(["DXM1015", "DXM1001"])
    expect((await set(OPEN, { email: DEMO_USER.email, movieIds: [] })).status).toBe(200)
    expect(await watchList(OPEN)).toEqual([])
  })

  it("says why it refuses an unknown user or film, and changes nothing then", async () => {
    await set(OPEN, { email: DEMO_USER.email, movieIds: ["DXM1001"] })
    const nobody = await set(OPEN, { email: "ingen@ramaskrik.no", movieIds: [] })
    expect(nobody.status).toBe(400)
    expect(nobody.text).toMatch(/no user has the email ingen@ramaskrik.no/)
    const noFilm = await set(OPEN, { email: DEMO_USER.email, movieIds: ["DXM1002", "DXM9999"] })
    expect(noFilm.status).toBe(400)
    expect(noFilm.text).toMatch(/no film has the id DXM9999/)
    expect((await set(OPEN, { email: DEMO_USER.email, ids: [] })).text).toMatch(/movieIds/)
    expect(await watchList(OPEN)).toEqual(["DXM1001"])
  })

  it("is shut unless the sandbox was started with SANDBOX_FAULTS=1, and takes JSON only", async () => {
    const shut = await set(SHUT, { email: DEMO_USER.email, movieIds: ["DXM1001"] })
    expect(shut.status).toBe(403)
    expect(shut.text).toMatch(/SANDBOX_FAULTS=1/)
    expect(await watchList(SHUT)).toEqual([])
    expect((await set(OPEN, { email: DEMO_USER.email, movieIds: [] }, "text/plain")).status).toBe(415)
  })
})
