/**
 * What the status page says, rendered from a state with fixed times (no
 * publisher running): when the live site was published, in Oslo's time and
 * how long ago, and what each release changed.
 */
import type { Progress } from "../../publisher/build"
import type { PreviewStatus } from "../../publisher/preview"
import { statusPage } from "../../publisher/status-page"
import { emptyState, type PublisherState, type Release } from "../../publisher/state"

const view = (state: PublisherState, now: string) => ({
  state,
  progress: null,
  building: false,
  now: new Date(now),
  refreshing: true,
})

const published = (id: string, finishedAt: string, pages?: Release["pages"]): Release => ({
  id,
  startedAt: finishedAt,
  finishedAt,
  outcome: "published",
  kept: true,
  pages,
})

test("says when the live site was published, in Oslo's time, and how long ago", () => {
  const id = "20261014-123210-abcdef"
  const summer = { ...emptyState(), current: id, releases: [published(id, "2026-10-14T12:32:10Z")] }
  expect(statusPage(view(summer, "2026-10-14T12:35:30Z"))).toContain("<li>Publisert 14.32 (for 3 min siden)</li>")
  expect(statusPage(view(summer, "2026-10-14T12:32:40Z"))).toContain("<li>Publisert 14.32 (nå nettopp)</li>")
  expect(statusPage(view(summer, "2026-10-14T14:02:10Z"))).toContain("<li>Publisert 14.32 (for 1 t siden)</li>")

  const winter = { ...emptyState(), current: id, releases: [published(id, "2027-01-20T13:32:00Z")] }
  expect(statusPage(view(winter, "2027-01-20T14:19:00Z"))).toContain("<li>Publisert 14.32 (for 47 min siden)</li>")
  expect(statusPage(view(emptyState(), "2027-01-20T14:19:00Z"))).toContain("<li>Ingenting er publisert ennå</li>")
})

test("names the pages each release added, changed and removed, the first ten of each and how many more", () => {
  const changed = Array.from({ length: 12 }, (_, n) => `/filmer/film-${n + 1}/`)
  const releases = [
    published("20261014-123210-aaaaaa", "2026-10-14T12:32:10Z", {
      added: ["/nyheter/nattkino-i-kirka/"],
      changed,
      removed: ["/nyheter/<gammel>/"],
      counts: { added: 1, changed: 12, removed: 1 },
    }),
    published("20261014-120000-bbbbbb", "2026-10-14T12:00:00Z", {
      added: [],
      changed: [],
      removed: [],
      counts: { added: 0, changed: 0, removed: 0 },
    }),
    published("20261014-110000-cccccc", "2026-10-14T11:00:00Z", {
      added: ["/a/", "/b/"],
      changed: ["/"],
      removed: ["/c/", "/d/"],
      counts: { added: 2, changed: 1, removed: 2 },
    }),
  ]
  const html = statusPage(view({ ...emptyState(), current: releases[0]?.id ?? null, releases }, "2026-10-14T12:40:00Z"))
  const code = (paths: string[]) => paths.map((page) => `<code>${page}</code>`).join(", ")

  expect(html).toContain(`<li>1 ny side: ${code(["/nyheter/nattkino-i-kirka/"])}</li>`)
  expect(html).toContain(`<li>12 sider endret: ${code(changed.slice(0, 10))} og 2 til</li>`)
  expect(html).toContain(`<li>1 side fjernet: ${code(["/nyheter/&lt;gammel&gt;/"])}</li>`)
  expect(html).toContain("<p>Ingen sider endret.</p>")
  expect(html).toContain(
    `<ul class="pages"><li>2 nye sider: ${code(["/a/", "/b/"])}</li><li>1 side endret: ${code(["/"])}</li><li>2 sider fjernet: ${code(["/c/", "/d/"])}</li></ul>`,
  )
})

test("escapes every value it did not write itself, the build's page counters too (Gatsby's output, read as JSON)", () => {
  // The counters are typed as numbers, but come from the build's output unchecked: markup must stay text.
  const counter = { text: "Bygger", current: "<b>7</b>", total: "<img src=x>" } as unknown as Progress
  const preview: PreviewStatus = {
    enabled: true,
    current: null,
    building: true,
    queued: 0,
    last: null,
    progress: counter,
    url: null,
  }
  const html = statusPage({ ...view(emptyState(), "2026-10-14T12:40:00Z"), building: true, progress: counter, preview })

  expect(html).not.toContain("<b>")
  expect(html).not.toContain("<img")
  expect(html).toContain("<li>Bygger … (sider &lt;b&gt;7&lt;/b&gt;/&lt;img src=x&gt;)</li>")
  expect(html).toContain("<li>Bygger forhåndsvisningen … (sider &lt;b&gt;7&lt;/b&gt;/&lt;img src=x&gt;)</li>")
})
