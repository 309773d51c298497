import { serveSolver, type SolverAnswer, type SolverAsk } from "../../src/planner/make-plan/solver-service"

/**
 * The plan maker's worker as a browser runs it, in this process (jsdom has
 * no Worker): the worker's own code (serveSolver) answers, each message
 * copied as the browser copies it (structuredClone) and delivered in a task
 * of its own, so a page that reads an answer before it has come is seen to.
 * Without warm-ups, which nothing in a page shows.
 *
 * `SolverWorker.held` keeps the messages to the worker until `release()`:
 * the test then presses before the solver has answered. `failing` makes
 * the next worker fail as one whose script did not load.
 */
/** Where the build puts the worker's script (gatsby/solver-worker.ts), as the page is told it. */
export const SOLVER_WORKER = "/solver-worker-test.js"

export class SolverWorker extends EventTarget {
  static held = false
  private static waiting: (() => void)[] = []
  static failing = false
  /** Since the last `reset()`: workers started, requests sent to them, answers delivered. */
  static started = 0
  static asked = 0
  static answered = 0

  static release(): void {
    SolverWorker.held = false
    SolverWorker.waiting.splice(0).forEach((deliver) => deliver())
  }

  static reset(): void {
    SolverWorker.held = false
    SolverWorker.waiting = []
    SolverWorker.failing = false
    SolverWorker.started = 0
    SolverWorker.asked = 0
    SolverWorker.answered = 0
  }

  private readonly scope = new EventTarget()
  private ended = false

  constructor(url: string) {
    super()
    if (url !== SOLVER_WORKER) throw new Error(`No test worker for ${url}`)
    SolverWorker.started += 1
    const scope = Object.assign(this.scope, {
      postMessage: (answer: SolverAnswer) => {
        const copy = structuredClone(answer)
        setTimeout(() => {
          if (this.ended) return
          SolverWorker.answered += 1
          this.dispatchEvent(new MessageEvent("message", { data: copy }))
        })
      },
    })
    serveSolver(scope as unknown as Parameters<typeof serveSolver>[0], { warmUps: 0 })
  }

  postMessage(ask: SolverAsk): void {
    SolverWorker.asked += 1
    if (SolverWorker.failing) {
      SolverWorker.failing = false
      setTimeout(() => this.dispatchEvent(new ErrorEvent("error", { message: "" })))
      return
    }
    const copy = structuredClone(ask)
    const deliver = () =>
      setTimeout(() => !this.ended && this.scope.dispatchEvent(new MessageEvent("message", { data: copy })))
    if (SolverWorker.held) SolverWorker.waiting.push(deliver)
    else deliver()
  }

  terminate(): void {
    this.ended = true
  }
}
