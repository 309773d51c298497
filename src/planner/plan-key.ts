/**
 * Where the plan is kept on the device. A module of its own, so that the
 * header can see whether there is a plan at all before it fetches any
 * planner code (src/frame/lazy-plan-link.tsx).
 */
export const PLAN_STORAGE_KEY = "ramaskrik.plan"
