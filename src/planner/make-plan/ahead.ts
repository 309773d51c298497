/**
 * The plan worked out before the press: the solver's steps (solvePlanSteps)
 * run in the browser's idle moments while the visitor reads Min festival, so
 * that "Lag planen for meg" shows the plan in the frame of the press. Run at
 * once, the first call of the solver takes 60–100 ms of a mid-range phone's
 * main thread (docs/performance.md, "Lag planen for meg"); in steps, each
 * idle moment takes what it has room for, and a tap in between is answered.
 *
 * Where the browser has no `requestIdleCallback` (Safari), the steps run in
 * short tasks of their own instead, as React's scheduler runs its work: such a
 * task cannot know whether the browser is idle, but a tap waits behind one
 * for its few milliseconds and at most one step past them, where the whole
 * first call on the press would keep it waiting for every step.
 */
import type { PlanProposal, PlanRequest } from "./request"
import { solvePlanSteps, toEnd } from "./solve"

/**
 * Steps are taken in one idle moment while it has more than this left (ms):
 * a step is a few milliseconds on a phone, so a moment (at most 50 ms)
 * never runs into a frame or a tap.
 */
const ROOM = 25

/** Where there are no idle moments: how long one task of steps runs (ms), as long as React's scheduler gives itself. */
const SLICE = 5

/**
 * Runs `work` in the browser's next idle moment, or where it has none in a
 * task of its own; `work` takes steps while `hasRoom()`. Returns what cancels it.
 */
function inNextMoment(work: (hasRoom: () => boolean) => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining() > ROOM))
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(() => {
    const end = performance.now() + SLICE
    work(() => performance.now() < end)
  })
  return () => clearTimeout(handle)
}

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

/** Starts working out `request` in idle moments, or where the browser has none in short tasks of its own. */
export function solveAhead(request: PlanRequest): Ahead {
  const steps = solvePlanSteps(request)
  let done: PlanProposal | undefined
  // What a step threw: thrown again at the press, where solvePlan would have thrown it, and never
  // an ended search read as a plan.
  let failed: { error: unknown } | undefined
  let cancel: (() => void) | undefined
  const work = (hasRoom: () => boolean) => {
    cancel = undefined
    try {
      for (;;) {
        const step = steps.next()
        if (step.done) {
          done = step.value
          return
        }
        if (!hasRoom()) break
      }
    } catch (error) {
      failed = { error }
      return
    }
    cancel = inNextMoment(work)
  }
  cancel = inNextMoment(work)
  const stop = () => {
    cancel?.()
    cancel = undefined
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
