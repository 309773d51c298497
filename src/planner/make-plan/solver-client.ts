/**
 * The plan maker's way to the solver, which runs in a worker of its own
 * (solver-service.ts): a search never holds the page's main thread, and the
 * worker keeps what the engine compiled from one request to the next. The
 * worker, and the solver's code with it, is started on the first request.
 */
import type { PlanProposal, PlanRequest } from "./request"
import type { SolverAnswer, SolverAsk } from "./solver-service"

/** The worker's script, a bundle of its own that the build names by its content (gatsby/solver-worker.ts). */
declare const __SOLVER_WORKER__: string

export interface Solver {
  /** The proposal for `request`; rejected if the solver failed on it, or its worker did. */
  solve(request: PlanRequest): Promise<PlanProposal>
  /** Ends the worker; what it had not answered is never answered. */
  stop(): void
}

interface Waiting {
  resolve: (proposal: PlanProposal) => void
  reject: (error: Error) => void
}

export function startSolver(): Solver {
  let worker: Worker | undefined
  let last = 0
  const waiting = new Map<number, Waiting>()

  /** Ends the worker and rejects what it had not answered: the next request starts another (a failed load is tried again). */
  const end = (error: Error | undefined) => {
    worker?.terminate()
    worker = undefined
    if (error) waiting.forEach(({ reject }) => reject(error))
    waiting.clear()
  }
  const started = (): Worker => {
    if (worker) return worker
    const made = new Worker(__SOLVER_WORKER__)
    made.addEventListener("message", ({ data }: MessageEvent<SolverAnswer>) => {
      const asked = waiting.get(data.id)
      waiting.delete(data.id)
      if ("proposal" in data) asked?.resolve(data.proposal)
      else asked?.reject(new Error(`The solver failed: ${data.failed}`))
    })
    // The worker's script did not load (offline before it was ever fetched) or threw.
    made.addEventListener("error", (event) => {
      event.preventDefault()
      end(new Error(`The solver's worker failed: ${event.message || "its script did not load"}`))
    })
    made.addEventListener("messageerror", () => end(new Error("The solver's answer could not be read")))
    worker = made
    return made
  }

  return {
    solve: (request) =>
      new Promise((resolve, reject) => {
        last += 1
        const ask: SolverAsk = { id: last, request }
        waiting.set(ask.id, { resolve, reject })
        try {
          started().postMessage(ask)
        } catch (error) {
          waiting.delete(ask.id)
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      }),
    stop: () => end(undefined),
  }
}
