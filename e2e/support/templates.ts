import { SHARED_PLAN_PATH, encodePlan } from "../../src/planner/share-link"

/** One page of every template, signed out: what the accessibility and security-policy tests visit. */
export const TEMPLATES: [name: string, path: string][] = [
  ["home", "/"],
  ["content page", "/festivalhotell/"],
  ["programme", "/program/"],
  ["film", "/trolljegeren-dxm1015/"],
  ["stage show", "/nosferatu-med-orgel-orgel25/"],
  ["article", "/article/info-om-cookies/"],
  ["search", "/search/?q=orgel"],
  ["not found", "/finnes-ikke/"],
  ["log in", "/logg-inn/"],
  ["new user", "/ny-bruker/"],
  ["forgotten password", "/glemt-passord/"],
  ["Min side, signed out", "/min-side/"],
  ["Min festival, empty", "/min-festival/"],
  ["shared plan", `${SHARED_PLAN_PATH}#${encodePlan(["st-dxm1013-1", "st-dxm1015-1", "st-dxm1001-2", "st-borte-1"])}`],
]

/** The templates that show more to a signed-in visitor. */
export const SIGNED_IN_TEMPLATES: [name: string, path: string][] = [
  ["Min side", "/min-side/"],
  ["film", "/trolljegeren-dxm1015/"],
]
