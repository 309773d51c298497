/**
 * The editors' status page, `/publisering/`: plain HTML that works without
 * JavaScript and refreshes itself, in Norwegian. Its forms post to the
 * publisher (rollback, lock) and come back here.
 *
 * The refresh is the `Refresh` response header (server.ts), which every
 * browser follows as it does `<meta http-equiv="refresh">`, and a link turns
 * it off: a page that reloads under a screen reader with no way to stop it
 * fails WCAG 2.2.1, and axe flags the meta tag for that reason.
 */
import type { Progress } from "./build"
import type { PreviewStatus } from "./preview"
import type { Problem, PublisherState, Release } from "./state"

export const REFRESH_SECONDS = 5

export interface StatusView {
  state: PublisherState
  progress: Progress | null
  building: boolean
  now: Date
  /** Whether the page reloads itself (the editor can turn it off). */
  refreshing: boolean
  /** The preview of drafts (preview.ts). */
  preview?: PreviewStatus
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  )

const clock = (iso: string) =>
  new Intl.DateTimeFormat("nb-NO", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Oslo" })
    .format(new Date(iso))
    .replace(":", ".")

const day = (iso: string) =>
  new Intl.DateTimeFormat("nb-NO", { day: "numeric", month: "short", timeZone: "Europe/Oslo" }).format(new Date(iso))

export function ago(iso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000)
  if (minutes < 1) return "nå nettopp"
  if (minutes < 60) return `for ${minutes} min siden`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `for ${hours} t siden`
  return `for ${Math.floor(hours / 24)} døgn siden`
}

const OUTCOMES: Record<Release["outcome"], string> = {
  published: "Publisert",
  failed: "Feilet",
  "rolled-back": "Rullet tilbake",
  built: "Bygget, ikke publisert (låst)",
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function pagesLine(release: Release): string {
  const pages = release.pages
  if (!pages) return ""
  const { counts } = pages
  if (counts.added + counts.changed + counts.removed === 0) return "<p>Ingen sider endret.</p>"
  const list = (label: string, paths: string[], count: number) =>
    count === 0
      ? ""
      : `<li>${label}: ${paths
          .slice(0, 10)
          .map((page) => `<code>${escape(page)}</code>`)
          .join(", ")}${count > 10 ? ` og ${count - 10} til` : ""}</li>`
  return `<ul class="pages">${list(plural(counts.added, "ny side", "nye sider"), pages.added, counts.added)}${list(
    plural(counts.changed, "side endret", "sider endret"),
    pages.changed,
    counts.changed,
  )}${list(plural(counts.removed, "side fjernet", "sider fjernet"), pages.removed, counts.removed)}</ul>`
}

function problemsTable(release: { problems?: Problem[] }): string {
  if (!release.problems?.length) return ""
  const rows = release.problems
    .map(
      (problem) =>
        `<tr><td>${escape(problem.item || "–")}</td><td>${escape(problem.field || "–")}</td><td>${escape(problem.message)}</td></tr>`,
    )
    .join("")
  return `<table><caption>Dette må rettes i CMS-et</caption><thead><tr><th scope="col">Innhold</th><th scope="col">Felt</th><th scope="col">Feil</th></tr></thead><tbody>${rows}</tbody></table>`
}

function releaseItem(release: Release, current: string | null): string {
  const live = release.id === current
  const when = release.finishedAt ?? release.startedAt
  const button =
    release.kept && !live
      ? `<form method="post" action="/publisering/rollback"><input type="hidden" name="id" value="${escape(release.id)}"><button type="submit">Gjør denne versjonen aktiv</button></form>`
      : ""
  return `<li class="release ${release.outcome}"><h3>${OUTCOMES[release.outcome]}${live ? " (aktiv nå)" : ""}</h3>
<p>${escape(`${day(when)} kl. ${clock(when)}`)}, versjon <code>${escape(release.id)}</code></p>${pagesLine(release)}${problemsTable(release)}${button}</li>`
}

/** Text: Gatsby's count of pages built, read from its output, is escaped where it goes into the page. */
const pagesCount = (progress: Progress | null) =>
  progress?.total !== undefined && progress.current !== undefined
    ? ` (sider ${progress.current}/${progress.total})`
    : ""

export function statusHeadline({ state, progress, building, now }: StatusView): string[] {
  const lines: string[] = []
  const live = state.releases.find((release) => release.id === state.current)
  if (live?.finishedAt) lines.push(`Publisert ${clock(live.finishedAt)} (${ago(live.finishedAt, now)})`)
  else if (state.current) lines.push("Publisert")
  else lines.push("Ingenting er publisert ennå")
  if (building) lines.push(`Bygger …${pagesCount(progress)}`)
  const queued = state.pending?.count ?? 0
  if (queued > 0) lines.push(`I kø: ${plural(queued, "endring", "endringer")}`)
  return lines
}

/** The preview's part of the page: when it was last built, or why it failed; building, queued. */
export function previewSection(preview: PreviewStatus, now: Date): string {
  if (!preview.enabled) return "<p>Forhåndsvisning av utkast er ikke satt opp (CMS_PREVIEW_TOKEN er ikke satt).</p>"
  const lines: string[] = []
  const { last } = preview
  const when = last ? (last.finishedAt ?? last.startedAt) : ""
  const item = (text: string, failed = false) => `<li${failed ? ' class="failed"' : ""}>${escape(text)}</li>`
  if (last?.outcome === "built") lines.push(item(`Forhåndsvisningen ble bygget ${clock(when)} (${ago(when, now)})`))
  else if (last?.outcome === "failed")
    lines.push(
      item(
        `Forhåndsvisningen feilet ${clock(when)} (${ago(when, now)}): ${
          preview.current ? "den viser fortsatt forrige versjon" : "det finnes ingen forhåndsvisning ennå"
        }`,
        true,
      ),
    )
  else lines.push(item("Ingen forhåndsvisning er bygget ennå"))
  if (preview.building) lines.push(item(`Bygger forhåndsvisningen …${pagesCount(preview.progress)}`))
  if (preview.queued > 0) lines.push(item(`I kø: ${plural(preview.queued, "utkast", "utkast")}`))
  const link = preview.url ? `<p><a href="${escape(preview.url)}">Åpne forhåndsvisningen</a></p>` : ""
  const failure = last?.outcome === "failed" ? problemsTable(last) : ""
  return `<ul class="status">${lines.join("")}</ul>${link}${failure}`
}

export function statusPage(view: StatusView): string {
  const { state } = view
  const lock = state.locked
    ? `<p class="locked">Publisering er låst (${escape(state.locked.reason)}): nye versjoner bygges, men blir ikke aktive.</p>
<form method="post" action="/publisering/unlock"><button type="submit">Lås opp publisering</button></form>`
    : `<form method="post" action="/publisering/lock"><button type="submit">Lås publisering</button></form>`
  const releases = state.releases.slice(0, 10).map((release) => releaseItem(release, state.current))
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Publisering – Ramaskrik</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;line-height:1.5;color:#111;background:#fff}
h1{font-size:1.6rem}ul.status{list-style:none;padding:0;font-size:1.2rem}ul.status li{margin:.25rem 0}
ol{padding:0;list-style:none}li.release{border:1px solid #999;border-radius:.4rem;padding:.5rem 1rem;margin:.75rem 0}
li.failed{border-color:#a00;border-width:2px}ul.status li.failed{color:#8a1c00;font-weight:bold}h3{margin:.25rem 0;font-size:1.1rem}
table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}caption{text-align:left;font-weight:bold}
th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}
button{font:inherit;padding:.4rem .8rem;margin:.25rem 0;border:2px solid #222;border-radius:.3rem;background:#f2f2f2;color:#111;cursor:pointer}
button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}code{overflow-wrap:anywhere}.locked{font-weight:bold;color:#8a1c00}
</style>
</head>
<body>
<main>
<h1>Publisering av ramaskrik.no</h1>
<ul class="status">${statusHeadline(view)
    .map((line) => `<li>${escape(line)}</li>`)
    .join("")}</ul>
${lock}
${view.preview ? `<h2>Forhåndsvisning av utkast</h2>\n${previewSection(view.preview, view.now)}` : ""}
<h2>Siste versjoner</h2>
${releases.length > 0 ? `<ol>${releases.join("\n")}</ol>` : "<p>Ingen versjoner ennå.</p>"}
${
  view.refreshing
    ? `<p>Siden oppdaterer seg selv hvert ${REFRESH_SECONDS}. sekund. <a href="/publisering/?oppdater=nei">Slutt å oppdatere</a></p>`
    : `<p>Siden oppdaterer seg ikke selv nå. <a href="/publisering/">Oppdater automatisk</a></p>`
}
</main>
</body>
</html>
`
}
