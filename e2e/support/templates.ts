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
]

/** The templates that show more to a signed-in visitor. */
export const SIGNED_IN_TEMPLATES: [name: string, path: string][] = [
  ["Min side", "/min-side/"],
  ["film", "/trolljegeren-dxm1015/"],
]
