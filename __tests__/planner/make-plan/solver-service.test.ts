/**
 * The solver's worker (src/planner/make-plan/solver-service.ts), as the page
 * meets it through messages: answers in order, a failure said and survived,
 * and the warm-up between requests. Its tasks and clock are the test's own.
 */
import type { PlanRequest } from "../../../src/planner/make-plan/request"
import { solvePlan } from "../../../src/planner/make-plan/solve"
import {
  WARM_UPS,
  WARM_UP_MS,
  serveSolver,
  warmUpRequests,
  type SolverAnswer,
  type SolverAsk,
  type SolverScope,
} from "../../../src/planner/make-plan/solver-service"
import { ids, request, showing } from "./programme"

const MARROW = ["DXM2001", "Marrow"] as const
const ROT = ["DXM2002", "Rot Season"] as const
const MYR = ["DXM2003", "Myrmannen"] as const

const marrow = showing("marrow-1", MARROW, "13 19:00", 100)
/** A time no screenings file lets through (screenings.ts drops it): the solver cannot read it. */
const unreadable = { ...marrow, start: "not a time" }
const programme = [
  marrow,
  showing("rot-1", ROT, "13 20:00", 90),
  showing("rot-2", ROT, "14 21:00", 90),
  showing("myr-1", MYR, "15 17:00", 92),
]

/** A worker's scope served by serveSolver, with the tasks it asks for kept until `run()`, and a clock of the test's. */
function worker({ warmUps = WARM_UPS, solve = solvePlan, costs = 0 } = {}) {
  let listener: ((event: MessageEvent<SolverAsk>) => void) | undefined
  const answers: SolverAnswer[] = []
  const tasks: (() => void)[] = []
  const solved: PlanRequest[] = []
  let now = 0
  const scope: SolverScope = {
    addEventListener: (_type, added) => (listener = added),
    postMessage: (answer) => answers.push(answer),
  }
  serveSolver(scope, {
    warmUps,
    solve: (asked) => {
      solved.push(asked)
      now += costs
      return solve(asked)
    },
    later: (task) => tasks.push(task),
    clock: () => now,
  })
  return {
    answers,
    solved,
    send: (id: number, asked: PlanRequest) => listener?.({ data: { id, request: asked } } as MessageEvent<SolverAsk>),
    /** Runs the tasks asked for so far, and those they ask for, up to `most`: how many ran. */
    run(most = Infinity) {
      let ran = 0
      while (ran < most && tasks.length > 0) {
        tasks.shift()?.()
        ran += 1
      }
      return ran
    },
  }
}

it("answers each request at once, in the order sent, with the plan the solver finds", () => {
  const served = worker({ warmUps: 0 })
  const first = request(programme, { DXM2001: "must", DXM2002: "want" })
  const second = request(programme, { DXM2002: "must", DXM2003: "want" })
  served.send(1, first)
  served.send(2, second)
  expect(served.answers).toEqual([
    { id: 1, proposal: solvePlan(first) },
    { id: 2, proposal: solvePlan(second) },
  ])
  expect(served.answers.map((answer) => "proposal" in answer && ids(answer.proposal.screenings))).toEqual([
    ["marrow-1", "rot-2"],
    ["rot-1", "myr-1"],
  ])
})

it("says why when the solver fails on a request, and answers the next", () => {
  const served = worker({ warmUps: 0 })
  served.send(1, request([unreadable], { DXM2001: "must" }))
  served.send(2, request(programme, { DXM2003: "must" }))
  expect(served.answers[0]).toEqual({ id: 1, failed: "Invalid time value" })
  expect(served.answers[1]).toMatchObject({ id: 2, proposal: { score: { must: 1 } } })
})

it("warms up after the first request, on its programme, a request of its own in each task, and no more than it may", () => {
  const served = worker()
  const asked = request(programme, { DXM2001: "must" })
  served.send(1, asked)
  expect(served.solved).toHaveLength(1)

  expect(served.run()).toBe(WARM_UPS)
  const warmUps = served.solved.slice(1)
  expect(warmUps).toEqual(warmUpRequests(asked))
  expect(warmUps.every(({ screenings }) => screenings === asked.screenings)).toBe(true)
  // Only the visitor's requests are answered.
  expect(served.answers).toHaveLength(1)

  // A second request does not warm up again.
  served.send(2, request(programme, { DXM2002: "must" }))
  expect(served.run()).toBe(0)
})

it("answers a request sent during the warm-up before the next warm-up", () => {
  const served = worker()
  served.send(1, request(programme, { DXM2001: "must" }))
  served.run(2)
  const second = request(programme, { DXM2003: "must" })
  served.send(2, second)
  expect(served.answers).toEqual([expect.objectContaining({ id: 1 }), { id: 2, proposal: solvePlan(second) }])
  expect(served.solved[3]).toBe(second)
})

it("stops warming up once it has taken the time it may", () => {
  // Each call takes a third of the warm-up's time on the test's clock: three calls use it up.
  const served = worker({ costs: WARM_UP_MS / 3 })
  served.send(1, request(programme, { DXM2001: "must" }))
  served.run()
  expect(served.solved).toHaveLength(1 + 3)
})

it("stops warming up on a request its programme cannot answer, which the visitor's own answer says", () => {
  const served = worker()
  served.send(1, request([unreadable], { DXM2001: "must" }))
  expect(served.run()).toBe(1)
  expect(served.answers).toEqual([{ id: 1, failed: "Invalid time value" }])
})

it("makes no two warm-ups alike on a programme of a festival's size: each takes the search another way", () => {
  const films = Array.from({ length: 12 }, (_, film) =>
    showing(`film-${film}`, [`DXM30${film}`, `Film ${film}`], `${13 + (film % 5)} ${12 + film}:00`, 90),
  )
  const warmUps = warmUpRequests(request(films, {}))
  expect(new Set(warmUps.map((one) => JSON.stringify([[...one.wishes], one.minPauseMinutes]))).size).toBe(WARM_UPS)
})

it("wishes for about half the films in each warm-up, some of them a must, always the programme's own", () => {
  const asked = request(programme, { DXM2001: "must" })
  const films = new Set(programme.map(({ reference }) => reference))
  for (const { wishes } of warmUpRequests(asked)) {
    expect(wishes.size).toBeGreaterThanOrEqual(1)
    expect(wishes.size).toBeLessThan(films.size)
    expect([...wishes.keys()].every((reference) => films.has(reference))).toBe(true)
  }
  expect(warmUpRequests(asked).some(({ wishes }) => [...wishes.values()].includes("must"))).toBe(true)
  expect(warmUpRequests(asked)).toEqual(warmUpRequests(asked))
})
