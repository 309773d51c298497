/**
 * The showtimes door (`POST /__sandbox/ticketing/showtimes`): what `events`
 * answers comes from state seeded from the content, and the door changes it
 * for every call after; shut unless opened, JSON only, 400 with the reason
 * for an unknown id or status.
 */
import { sandboxRequest, serveDoorSandboxes } from "./sandbox-http"

const SHUT = 9315
const OPEN = 9316
const DOOR = "/__sandbox/ticketing/showtimes"
const EVENTS = "/ticketing/118/api/events?ids=st-dxm1001-1,st-dxm1001-2&site=ramaskrik-118"

serveDoorSandboxes({ shut: SHUT, open: OPEN })

const change = (port: number, body: unknown, type = "application/json") =>
  sandboxRequest(port, "POST", DOOR, { type, text: JSON.stringify(body) })

const events = async (port: number) =>
  JSON.parse((await sandboxRequest(port, "GET", EVENTS)).text) as { Id: string; Status: string; Start: string }[]

describe("the sandbox's showtimes door", () => {
  it("answers events from the content until a showtime is changed, then as changed", async () => {
    const before = await events(OPEN)
    expect(before.map(({ Id }) => Id)).toEqual(["st-dxm1001-1", "st-dxm1001-2"])
    const answer = await change(OPEN, { id: "st-dxm1001-1", status: "cancelled", start: "2027-10-13T21:30:00+02:00" })
    expect(answer.status).toBe(200)
    const after = await events(OPEN)
    expect(after[0]).toMatchObject({ Id: "st-dxm1001-1", Status: "cancelled", Start: "2027-10-13T21:30:00+02:00" })
    expect(after[1]).toEqual(before[1])
  })

  it("says why it refuses an unknown id, an unknown status or a start that is not a time", async () => {
    const before = await events(OPEN)
    const unknownId = await change(OPEN, { id: "st-nope-1", status: "sold-out" })
    expect(unknownId.status).toBe(400)
    expect(unknownId.text).toMatch(/no showtime has the id st-nope-1/)
    const unknownStatus = await change(OPEN, { id: "st-dxm1001-2", status: "SOLD_OUT" })
    expect(unknownStatus.status).toBe(400)
    expect(unknownStatus.text).toMatch(/status: /)
    expect((await change(OPEN, { id: "st-dxm1001-2", status: "few-left", start: "i morgen" })).status).toBe(400)
    expect(await events(OPEN)).toEqual(before)
  })

  it("is shut unless the sandbox was started with SANDBOX_FAULTS=1, and takes JSON only", async () => {
    const before = await events(SHUT)
    const shut = await change(SHUT, { id: "st-dxm1001-1", status: "sold-out" })
    expect(shut.status).toBe(403)
    expect(shut.text).toMatch(/SANDBOX_FAULTS=1/)
    expect(await events(SHUT)).toEqual(before)
    expect((await change(OPEN, { id: "st-dxm1001-1", status: "available" }, "text/plain")).status).toBe(415)
  })
})
