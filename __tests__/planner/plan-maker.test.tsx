import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"

import type { Screening } from "../../src/content-model/screening"
import type { LiveEvents } from "../../src/planner/live-plan"
import { MyPlan } from "../../src/planner/my-plan"
import { PLAN_STORAGE_KEY, seenOf } from "../../src/planner/plan-store"
import { WISHES_STORAGE_KEY, type StoredWish } from "../../src/planner/wish-storage"
import { BEFORE_THE_FIXTURES, clockBeforeTheFixtures } from "../support/festival-clock"
import { SolverWorker } from "../support/solver-worker"
import { useMockServer } from "../ui/support/msw"
import { TRAVEL, renderVisit, screening, serveScreenings, useIdleMoments } from "./support"

const server = useMockServer()

const film = (reference: string, title: string) => ({
  reference,
  title,
  path: `/${title.toLowerCase().replace(/\W+/g, "-")}-${reference.toLowerCase()}/`,
})

// Wednesday: Marrow and the first Rot Season overlap; Thursday: the second Rot Season overlaps Blodmåne.
const marrow = screening("st-marrow-1", "19:00", "20:40", film("DXM2001", "Marrow"))
const rotWednesday = screening("st-rot-1", "20:00", "21:30", { ...film("DXM2002", "Rot Season"), hall: "Lille sal" })
const rotThursday = screening("st-rot-2", "2025-10-16T21:00:00+02:00", "2025-10-16T22:30:00+02:00", {
  ...film("DXM2002", "Rot Season"),
  hall: "Lille sal",
})
const blodmane = screening("st-blod-1", "2025-10-16T21:15:00+02:00", "2025-10-16T22:52:00+02:00")
const blodmaneLate = screening("st-blod-2", "2025-10-17T23:30:00+02:00", "2025-10-18T01:07:00+02:00")
const myrmannen = screening("st-myr-1", "2025-10-17T17:00:00+02:00", "2025-10-17T18:32:00+02:00", {
  ...film("DXM2003", "Myrmannen"),
  venue: "Quality Hotel Skifer",
  hall: "Peisestua",
})
const myrmannenLater = screening("st-myr-2", "2025-10-17T20:00:00+02:00", "2025-10-17T21:32:00+02:00", {
  ...film("DXM2003", "Myrmannen"),
  venue: "Quality Hotel Skifer",
  hall: "Peisestua",
})

const ALL = [marrow, rotWednesday, rotThursday, blodmane, blodmaneLate, myrmannen, myrmannenLater]

const programme = (...screenings: Screening[]) => serveScreenings(server, { screenings, travelMinutes: TRAVEL })

function wish(...wishes: [Screening, StoredWish["wish"]][]) {
  window.localStorage.setItem(
    WISHES_STORAGE_KEY,
    JSON.stringify(wishes.map(([{ reference, title }, level]) => ({ reference, title, wish: level }))),
  )
}

function save(...screenings: Screening[]) {
  window.localStorage.setItem(
    PLAN_STORAGE_KEY,
    JSON.stringify(screenings.map((one) => ({ id: one.id, seen: seenOf(one) }))),
  )
}

const savedIds = (): string[] =>
  (JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]") as { id: string }[]).map(({ id }) => id)

beforeEach(() => window.localStorage.clear())

clockBeforeTheFixtures()

// The idle moments the page asks for are given only when a test gives them: a test that gives
// none presses before the plan is worked out.
const idle = useIdleMoments()

const maker = () => screen.findByRole("region", { name: "Lag planen for meg" })

/** Marrow and Friday's later Myrmannen saved, and the live status says that Myrmannen is sold out. */
function visitWithASavedScreeningSoldOut() {
  programme(...ALL)
  save(marrow, myrmannenLater)
  const live: LiveEvents = new Map([[myrmannenLater.id, { status: "sold-out", start: myrmannenLater.start }]])
  renderVisit(<MyPlan live={live} />)
}

describe("Lag planen for meg", () => {
  it("finds the plan with every film the visitor must see, says what did not fit and why, and saves it in one press", async () => {
    // Without Blodmåne's late Friday: it and Thursday's Rot Season overlap, and Wednesday's Rot Season overlaps Marrow.
    programme(marrow, rotWednesday, rotThursday, blodmane, myrmannen)
    wish([marrow, "must"], [rotWednesday, "want"], [blodmane, "want"])
    renderVisit(<MyPlan />)

    // Pressed before any idle moment: the press is answered before the solver runs.
    await userEvent.click(within(await maker()).getByRole("button", { name: "Lag planen for meg" }))
    expect(screen.getByText("Lager planen …")).toBeVisible()
    const proposal = await screen.findByRole("region", { name: "Forslaget" })
    expect(screen.queryByText("Lager planen …")).not.toBeInTheDocument()
    expect(within(proposal).getByRole("heading", { name: "Forslaget" })).toHaveFocus()
    expect(proposal).toHaveTextContent(
      "Planen får med 2 filmer du har merket: alle 1 du må se, og 1 av 2 du vil gjerne se.",
    )
    expect(within(proposal).getByRole("link", { name: "Marrow" })).toBeVisible()
    // Of two that fit equally, the one that ends earlier in the night.
    expect(within(proposal).getByRole("link", { name: "Rot Season" })).toBeVisible()
    expect(within(proposal).getByRole("region", { name: "Fikk ikke plass" })).toHaveTextContent(
      /Blodmåne.*krasjer med Rot Season/,
    )

    await userEvent.click(
      within(proposal).getByRole("button", { name: /^Bytt inn Blodmåne torsdag 16\. oktober kl\. 21:15/ }),
    )
    const swapped = await screen.findByRole("region", { name: "Forslaget" })
    expect(within(swapped).getByRole("link", { name: "Blodmåne" })).toBeVisible()
    expect(within(swapped).queryByRole("link", { name: "Rot Season" })).not.toBeInTheDocument()

    await userEvent.click(within(swapped).getByRole("button", { name: "Legg planen inn" }))
    expect(savedIds().sort()).toEqual(["st-blod-1", "st-marrow-1"])
    expect(screen.getByText("Planen er lagt inn: 2 visninger lagt til.")).toBeVisible()
    expect(await screen.findByRole("heading", { name: "Marrow" })).toBeVisible()

    const undo = screen.getByRole("button", { name: "Angre og sett planen tilbake slik den var" })
    expect(undo).toHaveFocus()
    await userEvent.click(undo)
    expect(savedIds()).toEqual([])
    expect(screen.getByText("Planen er satt tilbake slik den var.")).toHaveFocus()
  })

  it("keeps what is already in the plan, or takes it out when asked to, and says so before anything is saved", async () => {
    programme(...ALL)
    save(rotWednesday)
    wish([marrow, "must"])
    renderVisit(<MyPlan />)

    // Kept: Marrow clashes with the saved Rot Season, so nothing changes.
    await userEvent.click(within(await maker()).getByRole("button", { name: "Lag planen for meg" }))
    let proposal = await screen.findByRole("region", { name: "Forslaget" })
    expect(proposal).toHaveTextContent(/Marrow.*krasjer med Rot Season/)
    expect(within(proposal).queryByRole("button", { name: "Legg planen inn" })).not.toBeInTheDocument()
    expect(proposal).toHaveTextContent("Planen din er allerede slik.")

    await userEvent.click(screen.getByRole("checkbox", { name: "Behold det som allerede er i planen min" }))
    await userEvent.click(screen.getByRole("button", { name: "Lag planen for meg" }))
    proposal = await screen.findByRole("region", { name: "Forslaget" })
    expect(within(proposal).getByRole("region", { name: "Tas ut av planen" })).toHaveTextContent("Rot Season")
    await userEvent.click(within(proposal).getByRole("button", { name: "Legg planen inn" }))
    expect(savedIds()).toEqual(["st-marrow-1"])
    expect(screen.getByText("Planen er lagt inn: 1 visning lagt til, 1 tatt ut.")).toBeVisible()
  })

  it("leaves out the days the visitor is not there and what ends after their latest time", async () => {
    programme(...ALL)
    wish([blodmane, "must"], [myrmannen, "want"])
    renderVisit(<MyPlan />)

    const form = await maker()
    expect(within(form).getByText("Alle dager, ingen tidsgrenser")).toBeVisible()
    await userEvent.click(within(form).getByRole("checkbox", { name: "torsdag 16. oktober 2025" }))
    const friday = within(form).getByRole("group", { name: "fredag 17. oktober 2025" })
    await userEvent.type(within(friday).getByLabelText("Senest slutt"), "00:30")
    // The line that opens the days' choices says what they come to.
    expect(within(form).getByText("2 av 3 dager, med tidsgrenser")).toBeVisible()
    await userEvent.click(within(form).getByRole("button", { name: "Lag planen for meg" }))

    const proposal = await screen.findByRole("region", { name: "Forslaget" })
    expect(within(proposal).getByRole("link", { name: "Myrmannen" })).toBeVisible()
    expect(within(proposal).queryByRole("link", { name: "Blodmåne" })).not.toBeInTheDocument()
    expect(within(proposal).getByText(/Blodmåne/)).toBeVisible()
  })

  it("proposes the smallest change when a saved screening sells out", async () => {
    visitWithASavedScreeningSoldOut()

    const region = await maker()
    expect(region).toHaveTextContent("Myrmannen fredag 17. oktober kl. 20:00 er endret.")
    await userEvent.click(within(region).getByRole("button", { name: "Finn en ny plan" }))
    const proposal = await screen.findByRole("region", { name: "Forslag til ny plan" })
    expect(within(proposal).getByRole("region", { name: "Tas ut av planen" })).toHaveTextContent(
      "Myrmannen fredag 17. oktober kl. 20:00",
    )
    await userEvent.click(within(proposal).getByRole("button", { name: "Legg inn endringen" }))
    expect(savedIds()).toEqual(["st-marrow-1", "st-myr-1"])
  })

  it("names a wished film that is gone from the programme and lets it go, and ignores a damaged entry", async () => {
    programme(...ALL)
    window.localStorage.setItem(
      WISHES_STORAGE_KEY,
      JSON.stringify([
        { reference: "DXM9999", title: "Den tapte", wish: "must" },
        { reference: 42, title: "Ødelagt", wish: "must" },
        { reference: "DXM2001", title: "Marrow", wish: "kanskje" },
      ]),
    )
    save(marrow)
    renderVisit(<MyPlan />)

    const region = await maker()
    expect(region).toHaveTextContent("Den tapte er ikke i programmet lenger.")
    expect(region).not.toHaveTextContent("Ødelagt")
    await userEvent.click(within(region).getByRole("button", { name: "Fjern Den tapte fra filmene du vil se" }))
    expect(window.localStorage.getItem(WISHES_STORAGE_KEY)).toBeNull()
    expect(within(region).getByText(/Merk filmer med «Må se»/)).toBeVisible()
  })

  it("says plainly when every showing of the wished films is sold out", async () => {
    programme(...ALL.map((one) => ({ ...one, status: "sold-out" as const })))
    wish([marrow, "must"])
    renderVisit(<MyPlan />)

    await userEvent.click(within(await maker()).getByRole("button", { name: "Lag planen for meg" }))
    const proposal = await screen.findByRole("region", { name: "Forslaget" })
    expect(proposal).toHaveTextContent("Ingen visning passer med valgene dine.")
    expect(proposal).toHaveTextContent(/Marrow.*[Uu]tsolgt/)
  })
})

describe("Lag planen for meg, worked out in its worker before the press", () => {
  // Without Blodmåne's late Friday, as in the first test above: Marrow, then Rot Season or Blodmåne.
  const visit = async () => {
    programme(marrow, rotWednesday, rotThursday, blodmane, myrmannen)
    wish([marrow, "must"], [rotWednesday, "want"], [blodmane, "want"])
    renderVisit(<MyPlan />)
    return await maker()
  }
  /** Until the worker has answered `count` requests in all. */
  const answered = (count: number) => waitFor(() => expect(SolverWorker.answered).toBe(count))

  it("starts no worker before the browser is idle, then shows the plan it worked out in the frame of the press", async () => {
    const region = await visit()
    expect(SolverWorker.started).toBe(0)
    expect(idle.give()).toBe(1)
    await answered(1)

    await userEvent.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    expect(screen.queryByText("Lager planen …")).not.toBeInTheDocument()
    const proposal = screen.getByRole("region", { name: "Forslaget" })
    expect(within(proposal).getByRole("heading", { name: "Forslaget" })).toHaveFocus()
    expect(proposal).toHaveTextContent(
      "Planen får med 2 filmer du har merket: alle 1 du må se, og 1 av 2 du vil gjerne se.",
    )
    expect(within(proposal).getByRole("link", { name: "Rot Season" })).toBeVisible()
    expect([SolverWorker.started, SolverWorker.asked]).toEqual([1, 1])
  })

  it("waits for the answer under way when the press comes before it, and asks only once", async () => {
    const region = await visit()
    SolverWorker.held = true
    idle.give()

    await userEvent.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    expect(screen.getByText("Lager planen …")).toBeVisible()
    act(() => SolverWorker.release())
    const proposal = await screen.findByRole("region", { name: "Forslaget" })
    expect(proposal).toHaveTextContent("alle 1 du må se, og 1 av 2 du vil gjerne se")
    expect(screen.queryByText("Lager planen …")).not.toBeInTheDocument()
    expect(SolverWorker.asked).toBe(1)
  })

  it("sends the request at the press when the press comes before the browser is idle", async () => {
    const region = await visit()

    await userEvent.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    expect(screen.getByText("Lager planen …")).toBeVisible()
    expect(await screen.findByRole("region", { name: "Forslaget" })).toHaveTextContent("alle 1 du må se")
    // The idle moment that comes after finds the request sent already.
    idle.give()
    await userEvent.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    expect(SolverWorker.asked).toBe(1)
  })

  it("answers a press after a change with the plan for the change, never the one worked out before it", async () => {
    const region = await visit()
    idle.give()
    await answered(1)

    // Blodmåne becomes a must: Thursday's Rot Season clashes with it, Wednesday's with Marrow.
    await userEvent.click(within(region).getByRole("button", { name: "Må se: Blodmåne" }))
    await userEvent.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    const proposal = await screen.findByRole("region", { name: "Forslaget" })
    expect(proposal).toHaveTextContent("alle 2 du må se, og 0 av 1 du vil gjerne se")
    expect(within(proposal).getByRole("link", { name: "Blodmåne" })).toBeVisible()
    expect(within(proposal).queryByRole("link", { name: "Rot Season" })).not.toBeInTheDocument()
  })

  it("keeps what it worked out through a live answer that says the same, and asks again on one that does not", async () => {
    programme(marrow, rotWednesday, rotThursday, blodmane, myrmannen)
    wish([marrow, "must"], [rotWednesday, "want"], [blodmane, "want"])
    const answer = (status: Screening["status"]): LiveEvents => new Map([[marrow.id, { status, start: marrow.start }]])
    const { rerender } = renderVisit(<MyPlan live={answer("available")} />)
    const region = await maker()
    idle.give()
    await answered(1)

    // The plan page lays every answer over the programme afresh: a new object, the same programme.
    rerender(<MyPlan live={answer("available")} />)
    expect(idle.waiting()).toBe(0)
    await userEvent.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    expect(screen.getByRole("region", { name: "Forslaget" })).toHaveTextContent("alle 1 du må se")

    rerender(<MyPlan live={answer("sold-out")} />)
    expect(idle.waiting()).toBe(1)
    idle.give()
    await answered(2)
    await userEvent.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    expect(screen.getByRole("region", { name: "Forslaget" })).toHaveTextContent(/Marrow.*[Uu]tsolgt/)
    expect(SolverWorker.asked).toBe(2)
  })

  it("has the smallest change ready too when a saved screening sells out", async () => {
    visitWithASavedScreeningSoldOut()
    const region = await maker()
    idle.give()
    // The smallest change alone: the visitor has marked no films.
    await answered(1)

    await userEvent.click(within(region).getByRole("button", { name: "Finn en ny plan" }))
    expect(screen.queryByText("Lager planen …")).not.toBeInTheDocument()
    const proposal = screen.getByRole("region", { name: "Forslag til ny plan" })
    expect(within(proposal).getByRole("region", { name: "Tas ut av planen" })).toHaveTextContent(
      "Myrmannen fredag 17. oktober kl. 20:00",
    )
    await userEvent.click(within(proposal).getByRole("button", { name: "Legg inn endringen" }))
    expect(savedIds()).toEqual(["st-marrow-1", "st-myr-1"])
  })

  it("says so when its worker fails, keeps the wishes and the plan, and starts another at the next press", async () => {
    save(myrmannen)
    const region = await visit()
    SolverWorker.failing = true

    await userEvent.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Planen kunne ikke lages akkurat nå. Ønskene og planen din er som før; prøv igjen om litt.",
    )
    expect(screen.queryByText("Lager planen …")).not.toBeInTheDocument()
    expect(savedIds()).toEqual(["st-myr-1"])
    expect(within(region).getByRole("button", { name: "Må se: Marrow" })).toHaveAttribute("aria-pressed", "true")

    await userEvent.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    expect(await screen.findByRole("region", { name: "Forslaget" })).toHaveTextContent("alle 1 du må se")
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
    expect(SolverWorker.started).toBe(2)
  })
})

describe("Lag planen for meg in a browser without idle moments (Safari)", () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, "requestIdleCallback")
    Reflect.deleteProperty(window, "cancelIdleCallback")
    // The fake clock stands where clockBeforeTheFixtures() put Date.now, and does not move on its own.
    jest.useFakeTimers({ now: BEFORE_THE_FIXTURES })
  })
  afterEach(() => jest.useRealTimers())

  it("sends the request to its worker at once, and shows the plan in the frame of the press", async () => {
    programme(marrow, rotWednesday, rotThursday, blodmane, myrmannen)
    wish([marrow, "must"], [rotWednesday, "want"], [blodmane, "want"])
    renderVisit(<MyPlan />)
    const region = await maker()
    // Not every timer: the page's clock ticks for ever.
    act(() => jest.advanceTimersByTime(100))

    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    await user.click(within(region).getByRole("button", { name: "Lag planen for meg" }))
    expect(screen.queryByText("Lager planen …")).not.toBeInTheDocument()
    expect(screen.getByRole("region", { name: "Forslaget" })).toHaveTextContent(
      "Planen får med 2 filmer du har merket: alle 1 du må se, og 1 av 2 du vil gjerne se.",
    )
  })
})
