/**
 * When the live seat status asks again, so that thousands of open tabs do
 * not ask at once: each wait drawn within ±20 % of a minute (tabs opened in
 * the same second drift apart), nothing from a tab nobody has touched for
 * 30 minutes until it is focused or touched again, and nothing while the
 * service's Retry-After holds (events-hold.ts). SWR keeps the schedule;
 * these are its options' answers.
 */
import { REFRESH_MS } from "./events-call"
import { isHeld } from "./events-hold"

/** Each wait is REFRESH_MS give or take this share of it. */
export const JITTER = 0.2
/** A tab untouched this long stops asking until it is focused or touched. */
export const UNTOUCHED_MS = 30 * 60_000

/** One wait before the next refresh, from a draw in [0, 1): between 0.8 and 1.2 minutes. */
export function refreshDelay(draw: number = Math.random()): number {
  const within = Math.min(Math.max(draw, 0), 1)
  return Math.round(REFRESH_MS * (1 - JITTER + 2 * JITTER * within))
}

/** What a visitor does that says someone is there. Focus and a shown tab count as touches. */
const TOUCHES = ["pointerdown", "pointermove", "keydown", "wheel", "scroll", "touchstart", "focus"] as const

let lastTouch: number | undefined

function touch(): void {
  lastTouch = Date.now()
}

function onVisibility(): void {
  if (document.visibilityState === "visible") touch()
}

/**
 * Starts noticing touches, once per page; the page's load is the first. The
 * listeners capture, so that a focus is noticed before SWR's own listener
 * asks whether to revalidate on it.
 */
function noticeTouches(): void {
  if (lastTouch !== undefined) return
  touch()
  TOUCHES.forEach((type) => window.addEventListener(type, touch, { capture: true, passive: true }))
  window.addEventListener("visibilitychange", onVisibility, { capture: true })
}

/** Whether nobody has touched the tab for UNTOUCHED_MS by `now`. */
export function untouched(now: number): boolean {
  noticeTouches()
  return now - (lastTouch ?? now) >= UNTOUCHED_MS
}

/** SWR's `isPaused`: no call (on the minute, on focus, on reconnect, on retry) while held or untouched. */
export function eventsPaused(now: number = Date.now()): boolean {
  return isHeld(now) || untouched(now)
}

/** The touches forgotten and their listeners gone, as on a fresh load: for tests, which share one module instance. */
export function forgetTouches(): void {
  TOUCHES.forEach((type) => window.removeEventListener(type, touch, { capture: true }))
  window.removeEventListener("visibilitychange", onVisibility, { capture: true })
  lastTouch = undefined
}
