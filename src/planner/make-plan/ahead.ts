/**
 * The plan worked out before the press: the solver's steps (solvePlanSteps)
 * run in the browser's idle moments while the visitor reads Min festival, so
 * that "Lag planen for meg" shows the plan in the frame of the press. Run at
 * once, the first call of the solver takes 60–100 ms of a mid-range phone's
 * main thread (docs/performance.md, "Lag planen for meg"); in steps, each
 * idle moment takes what it has room for, and a tap in between is answered.
 *
 * Where the browser has no `requestIdleCallback` (Safari), nothing is worked
 * out ahead, and the press solves as it did before.
 */
import type { PlanProposal, PlanRequest } from "./request"
import { solvePlanSteps, toEnd } from "./solve"

/**
 * Steps are taken in one idle moment while it has more than this left (ms):
 * a step is a few milliseconds on a phone, so a moment (at most 50 ms)
 * never runs into a frame or a tap.
 */
const ROOM = 25

export interface Ahead {
  /** The request it is for: the press uses it only for the same one. */
  request: PlanRequest
  /** The plan, worked out to the end now if the idle moments have not finished it. */
  proposal: () => PlanProposal
  /** The plan if it is ready, without working. */
  ready: () => PlanProposal | undefined
  /** Stops working in idle moments (the request changed, or the form is gone). */
  stop: () => void
}

/** Starts working out `request` in idle moments; undefined where the browser has none to give. */
export function solveAhead(request: PlanRequest): Ahead | undefined {
  if (!("requestIdleCallback" in window)) return undefined
  const steps = solvePlanSteps(request)
  let done: PlanProposal | undefined
  // What a step threw: thrown again at the press, where solvePlan would have thrown it, and never
  // an ended search read as a plan.
  let failed: { error: unknown } | undefined
  let handle: number | undefined
  const work = (deadline: IdleDeadline) => {
    handle = undefined
    try {
      for (;;) {
        const step = steps.next()
        if (step.done) {
          done = step.value
          return
        }
        if (deadline.timeRemaining() <= ROOM) break
      }
    } catch (error) {
      failed = { error }
      return
    }
    handle = window.requestIdleCallback(work)
  }
  handle = window.requestIdleCallback(work)
  const stop = () => {
    if (handle !== undefined) window.cancelIdleCallback(handle)
    handle = undefined
  }
  return {
    request,
    proposal: () => {
      stop()
      if (failed) throw failed.error
      done ??= toEnd(steps)
      return done
    },
    ready: () => done,
    stop,
  }
}
