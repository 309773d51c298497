import { createStore } from "jotai"

import {
  PLAN_STORAGE_KEY,
  acknowledgeChangeAtom,
  addScreeningsAtom,
  planAtom,
  removeScreeningAtom,
  replaceScreeningAtom,
  restoreScreeningAtom,
  toggleScreeningAtom,
} from "../../src/planner/plan-store"
import type { Screening } from "../../src/content-model/screening"

const screening = (id: string, start = "2025-10-16T19:30:00+02:00"): Screening => ({
  id,
  reference: "DXM1001",
  title: "Blodmåne",
  path: "/blodmane-dxm1001/",
  start,
  end: null,
  venue: "Oppdal kulturhus",
  hall: "Store sal",
  ageLimit: "15",
  ticketUrl: `https://billett.example.no/${id}`,
  status: "available",
})

/** A tab: its own Jotai store, with the plan mounted as a component showing it would mount it. */
function openTab() {
  const store = createStore()
  const unmount = store.sub(planAtom, () => undefined)
  return { store, ids: () => store.get(planAtom)?.map(({ id }) => id), close: unmount }
}

const stored = () => JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY) ?? "null") as unknown

/** What the browser does in every other tab when one tab writes local storage. */
function storageEventFromAnotherTab() {
  window.dispatchEvent(new StorageEvent("storage", { key: PLAN_STORAGE_KEY }))
}

beforeEach(() => window.localStorage.clear())

describe("the plan on the device", () => {
  it("saves a screening, keeps it for the next visit, and takes it out again", () => {
    const tab = openTab()
    expect(tab.ids()).toEqual([])
    tab.store.set(toggleScreeningAtom, screening("st-1"))
    expect(tab.ids()).toEqual(["st-1"])
    tab.close()

    const nextVisit = openTab()
    expect(nextVisit.ids()).toEqual(["st-1"])
    nextVisit.store.set(toggleScreeningAtom, screening("st-1"))
    expect(nextVisit.ids()).toEqual([])
    expect(window.localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull()
  })

  it("is not known before it is read, so server HTML and the first render agree", () => {
    expect(createStore().get(planAtom)).toBeUndefined()
  })

  it("follows a screening saved in another tab", () => {
    const first = openTab()
    const second = openTab()
    second.store.set(toggleScreeningAtom, screening("st-2"))
    storageEventFromAnotherTab()
    expect(first.ids()).toEqual(["st-2"])
  })

  it("keeps both screenings when two tabs save at once, before either hears of the other", () => {
    const first = openTab()
    const second = openTab()
    first.store.set(toggleScreeningAtom, screening("st-1"))
    second.store.set(toggleScreeningAtom, screening("st-2"))
    expect(second.ids()).toEqual(["st-1", "st-2"])
    expect(stored()).toEqual([expect.objectContaining({ id: "st-1" }), expect.objectContaining({ id: "st-2" })])
  })

  it("adds a friend's screenings once each, after the visitor's own", () => {
    const tab = openTab()
    tab.store.set(toggleScreeningAtom, screening("st-2"))
    tab.store.set(addScreeningsAtom, [screening("st-1"), screening("st-2"), screening("st-1"), screening("st-3")])
    expect(tab.ids()).toEqual(["st-2", "st-1", "st-3"])
    tab.store.set(removeScreeningAtom, "st-1")
    expect(tab.ids()).toEqual(["st-2", "st-3"])
  })

  it("remembers the time and place the visitor saw until they acknowledge a change", () => {
    const tab = openTab()
    tab.store.set(toggleScreeningAtom, screening("st-1", "2025-10-16T20:00:00+02:00"))
    const moved = { ...screening("st-1", "2025-10-16T21:30:00+02:00"), hall: "Lille sal" }
    expect(tab.store.get(planAtom)?.[0]?.seen).toMatchObject({ start: "2025-10-16T20:00:00+02:00", hall: "Store sal" })
    tab.store.set(acknowledgeChangeAtom, moved)
    expect(tab.store.get(planAtom)?.[0]?.seen).toEqual({
      start: "2025-10-16T21:30:00+02:00",
      venue: "Oppdal kulturhus",
      hall: "Lille sal",
      status: "available",
      title: "Blodmåne",
    })
  })

  it("swaps a saved screening for another showing in its place, in one write another tab follows", () => {
    const first = openTab()
    const second = openTab()
    first.store.set(addScreeningsAtom, [screening("st-1"), screening("st-2"), screening("st-3")])
    storageEventFromAnotherTab()
    const writes: unknown[] = []
    const unsubscribe = second.store.sub(planAtom, () => writes.push(second.ids()))
    first.store.set(replaceScreeningAtom, { from: "st-2", to: screening("st-9", "2025-10-17T19:15:00+02:00") })
    expect(first.ids()).toEqual(["st-1", "st-9", "st-3"])
    storageEventFromAnotherTab()
    expect(writes).toEqual([["st-1", "st-9", "st-3"]])
    expect(second.store.get(planAtom)?.[1]?.seen.start).toBe("2025-10-17T19:15:00+02:00")
    unsubscribe()
  })

  it("swaps into a showing saved already by dropping the old one, and adds it when the old one went meanwhile", () => {
    const tab = openTab()
    tab.store.set(addScreeningsAtom, [screening("st-1"), screening("st-2")])
    tab.store.set(replaceScreeningAtom, { from: "st-2", to: screening("st-1") })
    expect(tab.ids()).toEqual(["st-1"])
    tab.store.set(replaceScreeningAtom, { from: "st-gone", to: screening("st-3") })
    expect(tab.ids()).toEqual(["st-1", "st-3"])
  })

  it("puts a removed screening back where it was, with what the visitor had seen, and only once", () => {
    const tab = openTab()
    tab.store.set(addScreeningsAtom, [screening("st-1"), screening("st-2"), screening("st-3")])
    const entry = tab.store.get(planAtom)?.[1]
    if (entry === undefined) throw new Error("st-2 was not saved")
    tab.store.set(removeScreeningAtom, "st-2")
    tab.store.set(restoreScreeningAtom, { entry, index: 1 })
    tab.store.set(restoreScreeningAtom, { entry, index: 1 })
    expect(tab.ids()).toEqual(["st-1", "st-2", "st-3"])
    expect(tab.store.get(planAtom)?.[1]).toEqual(entry)
  })

  it("remembers the film's title, and still loads a plan stored before titles were kept", () => {
    const tab = openTab()
    tab.store.set(toggleScreeningAtom, screening("st-1"))
    expect(stored()).toEqual([expect.objectContaining({ seen: expect.objectContaining({ title: "Blodmåne" }) })])
    tab.close()
    const old = { start: "2025-10-16T19:30:00+02:00", venue: "V", hall: "H", status: "available" }
    window.localStorage.setItem(
      PLAN_STORAGE_KEY,
      JSON.stringify([
        { id: "st-old", seen: old },
        { id: "st-bad-title", seen: { ...old, title: 42 } },
      ]),
    )
    expect(openTab().ids()).toEqual(["st-old"])
  })

  it("drops damaged entries from storage and keeps the rest", () => {
    const good = { id: "st-1", seen: { start: "2025-10-16T19:30:00+02:00", venue: "V", hall: "H", status: "sold-out" } }
    window.localStorage.setItem(
      PLAN_STORAGE_KEY,
      JSON.stringify([
        good,
        { id: "st-2" },
        { id: "st-3", seen: { ...good.seen, start: "i morgen" } },
        { id: "st-4", seen: { ...good.seen, status: "<script>" } },
        null,
        "st-5",
        { ...good },
      ]),
    )
    expect(openTab().ids()).toEqual(["st-1"])
  })

  it.each(["{not json", '{"id":"st-1"}', "null", "42"])("reads %s in storage as an empty plan", (junk) => {
    window.localStorage.setItem(PLAN_STORAGE_KEY, junk)
    expect(openTab().ids()).toEqual([])
  })
})
