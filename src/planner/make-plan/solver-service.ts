/**
 * The solver's side of its worker (solver.worker.ts): each request the plan
 * maker sends is answered at once, in the order sent, off the page's main
 * thread, so that no tap or frame waits for the search.
 *
 * Then, while nothing is asked, the worker warms the solver up: it solves a
 * few requests of its own on the programme it was first asked about, each in
 * a task of its own. A first call runs in V8's interpreter and costs a phone
 * 60–100 ms at 4x for the demo; once the engine has compiled the search, the
 * same request takes a tenth of that (docs/performance.md, "Lag planen for
 * meg"). A request sent during a warm-up waits for that one call at most.
 */
import type { PlanProposal, PlanRequest, Wish } from "./request"
import { solvePlan } from "./solve"

export interface SolverAsk {
  id: number
  request: PlanRequest
}

export type SolverAnswer = { id: number; proposal: PlanProposal } | { id: number; failed: string }

/** What serveSolver uses of a worker's global scope. */
export interface SolverScope {
  addEventListener(type: "message", listener: (event: MessageEvent<SolverAsk>) => void): void
  postMessage(answer: SolverAnswer): void
}

/** How many requests of its own the worker solves to warm up, at most. */
export const WARM_UPS = 12

/** The worker's time the warm-up may take, at most (ms): on a slow phone it stops sooner. */
export const WARM_UP_MS = 400

/** The pauses between screenings the warm-ups ask for, in turn. */
const PAUSES = [0, 10, 20]

/**
 * `count` requests on the programme of `asked`, each wishing about half of
 * its films (a different half each time), a quarter of those as "må se":
 * the kinds of search a visitor's request runs, never the same twice.
 */
export function warmUpRequests(asked: PlanRequest, count = WARM_UPS): PlanRequest[] {
  const films = [...new Set(asked.screenings.map(({ reference }) => reference))]
  return Array.from({ length: count }, (_, round) => ({
    screenings: asked.screenings,
    travel: asked.travel,
    wishes: new Map(
      films
        .filter((_, index) => (index * 5 + round * 3) % 7 < 4)
        .map((reference, index): [string, Wish] => [reference, (index + round) % 4 === 0 ? "must" : "want"]),
    ),
    minPauseMinutes: PAUSES[round % PAUSES.length] ?? 0,
    keep: [],
    now: asked.now,
  }))
}

export interface ServeOptions {
  /** How many warm-ups (tests that do not look at them ask for none). */
  warmUps?: number
  solve?: (request: PlanRequest) => PlanProposal
  /** Runs `work` in a task of its own. */
  later?: (work: () => void) => void
  clock?: () => number
}

/** Answers every request sent to `scope`, and warms the solver up after the first. */
export function serveSolver(
  scope: SolverScope,
  {
    warmUps = WARM_UPS,
    solve = solvePlan,
    later = (work) => setTimeout(work, 0),
    clock = () => performance.now(),
  }: ServeOptions = {},
): void {
  let warming: PlanRequest[] | undefined
  let spent = 0
  const warmUp = () => {
    const next = warming?.shift()
    if (next === undefined || spent >= WARM_UP_MS) return
    const started = clock()
    try {
      solve(next)
    } catch {
      // A request the programme cannot answer (a damaged screening): the visitor's own will say so.
      return
    }
    spent += clock() - started
    if (warming?.length) later(warmUp)
  }
  scope.addEventListener("message", ({ data: { id, request } }) => {
    try {
      scope.postMessage({ id, proposal: solve(request) })
    } catch (error) {
      scope.postMessage({ id, failed: error instanceof Error ? error.message : String(error) })
    }
    if (warming === undefined) {
      warming = warmUpRequests(request, warmUps)
      later(warmUp)
    }
  })
}
