/**
 * The plan worked out in idle moments (src/planner/make-plan/ahead.ts), as a
 * module: what it does where a step of the solver throws, and where the
 * browser has no idle moments to give.
 */
import { solveAhead } from "../../src/planner/make-plan/ahead"
import { solvePlanSteps } from "../../src/planner/make-plan/solve"
import type { PlanRequest } from "../../src/planner/make-plan/request"
import { TRAVEL, screening, useIdleMoments } from "./support"

const idle = useIdleMoments()

const request = (start: string): PlanRequest => {
  const shown = { ...screening("st-marrow-1", "19:00", "20:40"), start }
  return {
    screenings: [shown],
    travel: TRAVEL,
    wishes: new Map([[shown.reference, "must"]]),
    minPauseMinutes: 0,
    keep: [],
    now: Date.parse("2025-10-01T12:00:00+02:00"),
  }
}

it("throws at the press what a step threw in an idle moment, rather than giving an ended search as a plan", () => {
  // A time no screenings file lets through (screenings.ts drops it): the solver cannot read it.
  const ahead = solveAhead(request("not a time"))
  idle.give()
  expect(ahead.ready()).toBeUndefined()
  expect(() => ahead.proposal()).toThrow("Invalid time value")
})

it("gives the plan it worked out, once, however often the press asks", () => {
  const ahead = solveAhead(request("2025-10-15T19:00:00+02:00"))
  idle.give()
  const proposal = ahead.ready()
  expect(proposal?.screenings.map(({ id }) => id)).toEqual(["st-marrow-1"])
  expect(ahead.proposal()).toBe(proposal)
})

describe("in a browser without idle moments (Safari)", () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, "requestIdleCallback")
    Reflect.deleteProperty(window, "cancelIdleCallback")
    jest.useFakeTimers({ now: Date.parse("2025-10-01T12:00:00+02:00") })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
  })

  it("takes its steps in tasks of their own, each ending once 5 ms have passed, and none while the page sets it going", () => {
    const asked = request("2025-10-15T19:00:00+02:00")
    const steps = [...iterate(solvePlanSteps(asked))].length
    expect(steps).toBeGreaterThan(2)
    // Each look at the clock finds it 3 ms on: two steps a task.
    let clock = 0
    jest.spyOn(performance, "now").mockImplementation(() => (clock += 3))

    const ahead = solveAhead(asked)
    let tasks = 0
    while (ahead.ready() === undefined && jest.getTimerCount() > 0) {
      jest.runOnlyPendingTimers()
      tasks += 1
    }
    expect(ahead.ready()?.screenings.map(({ id }) => id)).toEqual(["st-marrow-1"])
    expect(tasks).toBe(Math.ceil((steps + 1) / 2))
  })

  it("stops when told, and asks for no task after that", () => {
    const ahead = solveAhead(request("2025-10-15T19:00:00+02:00"))
    expect(jest.getTimerCount()).toBe(1)
    ahead.stop()
    expect(jest.getTimerCount()).toBe(0)
    expect(ahead.ready()).toBeUndefined()
    expect(ahead.proposal().screenings.map(({ id }) => id)).toEqual(["st-marrow-1"])
  })
})

/** Every step of a generator, its return left out. */
function* iterate<T>(generator: Generator<T, unknown>): Generator<T> {
  for (let step = generator.next(); !step.done; step = generator.next()) yield step.value
}
