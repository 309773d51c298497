import { act, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { http, HttpResponse } from "msw"
import React from "react"
import { hydrateRoot } from "react-dom/client"

import { BlockList } from "../../src/blocks/block-list"
import { isHydratingFirstPage } from "../../src/components/use-enhanced"
import type { SearchDocument } from "../../src/content-model/search-document"
import { Layout } from "../../src/frame/layout"
import { bareSite, block, sources } from "./support/fixtures"
import { useMockServer } from "./support/msw"
import { serverHtml } from "./support/server-html"

const site = bareSite({ search: false })

const INDEX: SearchDocument[] = [
  {
    id: "c1",
    kind: "Konsert",
    title: "Skrekkviser ved peisen",
    path: "/skrekkviser-ved-peisen-kons25a/",
    summary: "Viser om gjengangere.",
    facts: "",
    text: "Fire viser ved peisen i hotellets salong.",
    showtimes: [],
  },
]

/** The programme with its film retitled: what a client render of the full list would draw differently. */
function retitled(title: string): typeof sources {
  const [film, ...rest] = sources.programme?.items ?? []
  return {
    ...sources,
    programme: { name: "programme", model: "production", items: [{ ...film, title } as never, ...rest] },
  } as typeof sources
}

// One first page per file: whether the page has hydrated is the module's, as in a browser tab.
const page = (pageSources: typeof sources) => (
  <Layout site={site}>
    <BlockList
      pageTitle="Søk"
      sources={pageSources}
      blocks={[block("search", "search", { heading: "Søk på Ramaskrik" }, 0, { data: ["articles", "programme"] })]}
    />
  </Layout>
)

const server = useMockServer()

describe("the search page opened with ?q=", () => {
  it("drops the full list the server sent without hydrating it, and shows the hits", async () => {
    window.history.replaceState(null, "", "/search/?q=peisen")
    jest.mocked(useStaticQuery).mockReturnValue({ festivalSite: { partners: [118], title: "Ramaskrik" } })
    server.use(http.get("http://localhost/search-index.json", () => HttpResponse.json(INDEX)))
    const container = document.createElement("div")
    container.innerHTML = await serverHtml(page(sources))
    document.body.append(container)
    expect(screen.getByRole("heading", { level: 2, name: "Alt du kan søke i" })).toBeInTheDocument()

    // Hydrated with another title for the film: had React hydrated the list, it would find the
    // server's text different and say so; the hits replace the list before it gets that far.
    const recoverable = jest.fn()
    await act(async () => {
      hydrateRoot(container, page(retitled("Endret i nettleseren")), { onRecoverableError: recoverable })
    })

    expect(await screen.findByRole("heading", { level: 2, name: "Treff for «peisen»" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Skrekkviser ved peisen" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { level: 2, name: "Alt du kan søke i" })).not.toBeInTheDocument()
    expect(recoverable).not.toHaveBeenCalled()
    // Nothing of the dropped list is waited for: what mounts from now on is drawn as scripts draw it.
    expect(isHydratingFirstPage()).toBe(false)
  })
})
